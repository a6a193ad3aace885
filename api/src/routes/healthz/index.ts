import { ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '@/db/ping';
import { hasCatalog } from '@/features/import';
import { HttpError } from '@/http/errors';

const Ok = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export const DRAINING = 'Instansen stängs ner.';
export const NO_CATALOG = 'Katalogen är inte inläst.';

/**
 * For people and orchestrators: /healthz checks the database, /readyz also that it holds a catalog (a site without
 * wines is not ready), /livez only that the process answers.
 */
export const healthzRoutes: FastifyPluginAsyncZod = async (app) => {
  // Wines are never deleted: once the catalog is there, it stays, and later checks cost nothing.
  let catalogSeen = false;
  const catalogLoaded = async () => (catalogSeen ||= await hasCatalog(app.deps.db));

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
        summary: 'Readiness: the database answers, holds the catalog, and the instance is not shutting down (send it no traffic if 503)',
        response: { 200: Ok, 503: ErrorBody },
      },
    },
    async () => {
      if (app.draining) throw new HttpError(503, { detail: DRAINING });
      const ok = await databaseOk();
      if (!(await catalogLoaded())) throw new HttpError(503, { detail: NO_CATALOG });
      return ok;
    },
  );
};
