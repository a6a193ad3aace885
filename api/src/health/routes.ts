import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../app';

export async function healthRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.deps.dbKind };
    },
  );
}
