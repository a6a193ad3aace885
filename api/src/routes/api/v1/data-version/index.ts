import { DATA_VERSION_ROUTE } from '@vinkompassen/shared-contracts/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryRows } from '@/db/query';
import { catalogOf } from '@/features/catalog-read-model';

/**
 * The user lists' state in one cheap read: their count and newest edit, and their wines' count and newest addition.
 * Any edit moves one of them (a list made, renamed, hidden or deleted; a wine added or taken out).
 */
const LISTS_STAMP = sql`
  select (select count(*) from user_lists)::int as lists,
         (select max(updated_at) from user_lists)::text as edited,
         (select count(*) from user_list_products)::int as items,
         (select max(added_at) from user_list_products)::text as added`;

/**
 * Versions of what server-rendered pages show, read from the database (so every API instance answers the same): the
 * render host polls this and drops the pages it keeps whose data moved, whichever process made the change.
 */
export const dataVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    DATA_VERSION_ROUTE,
    {
      schema: {
        tags: ['catalog'],
        summary: "Versions of the catalog (the newest finished import) and of the public user lists, for the shell's page cache",
        response: { 200: z.object({ catalog: z.string(), lists: z.string() }) },
      },
    },
    async (_request, reply) => {
      const [catalog, [lists]] = await Promise.all([
        catalogOf(db).importStamp(),
        queryRows<{ lists: number; edited: string | null; items: number; added: string | null }>(db, LISTS_STAMP),
      ]);
      reply.header('Cache-Control', 'no-store');
      return { catalog: String(catalog), lists: `${lists?.lists ?? 0}.${lists?.edited ?? ''}.${lists?.items ?? 0}.${lists?.added ?? ''}` };
    },
  );
};
