import { ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/ping';
import { HttpError } from '../../http/errors';

const Ok = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export const DRAINING = 'Instansen stängs ner.';

/** For people and orchestrators: /healthz and /readyz check the database, /livez only that the process answers. */
export const healthzRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseOk = async () => {
    await pingDatabase(app.deps.db);
    return { status: 'ok' as const, database: app.deps.dbKind };
  };

  app.get('/healthz', { schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: Ok } } }, databaseOk);

  app.get(
    '/livez',
    { schema: { tags: ['health'], summary: 'Liveness: the process answers (restart it if not)', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and the instance is not shutting down (send it no traffic if 503)',
        response: { 200: Ok, 503: ErrorBody },
      },
    },
    async () => {
      if (app.draining) throw new HttpError(503, { detail: DRAINING });
      return databaseOk();
    },
  );
};
