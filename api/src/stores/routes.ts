import { sql, type SQL } from 'drizzle-orm';
import { NearbyStoresRequest, NearbyStoresResponse, StoreListQuery, StoreListResponse } from '@vinkompassen/shared-contracts/schemas';
import type { AppInstance } from '../app';
import type { Database } from '../db/client';
import { DetailResponse, ErrorResponse } from '../products/responses';
import { pageLinks, pageWindow } from '../products/pagination';
import { queryRows } from '../products/queries';
import { fuzzyTextCondition, fuzzyTextOrder } from '../search/search';
import { haversineKm, nearbyStores, storeColumns, storeMatchRank, toStore, type StoreRow } from './queries';


export async function storeRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/v1/store/',
    {
      config: { readCache: { dependsOn: [] } },
      schema: {
        tags: ['stores'],
        summary: 'Systembolaget stores and agents; siteId = exact site, search = typo-tolerant name/city/address',
        querystring: StoreListQuery,
        response: { 200: StoreListResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const { page, page_size, siteId, search, include_agents, latitude, longitude } = request.query;
      const win = pageWindow(page, page_size);
      const where: SQL[] = [];
      if (siteId) where.push(sql`s.site_id = ${siteId}`);
      if (search) where.push(fuzzyTextCondition(search, sql`s.search_text`));
      if (include_agents === false) where.push(sql`not s.is_agent`);
      const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
      // Match quality, then distance (with a position), then trigram similarity; stores before agents.
      const distance = latitude !== undefined && longitude !== undefined ? [sql`${haversineKm(latitude, longitude)} nulls last`] : [];
      const order = [
        ...(search ? [storeMatchRank(search)] : []),
        ...distance,
        ...(search ? fuzzyTextOrder(search, sql`s.search_text`).slice(1) : []),
        sql`s.is_agent`,
        sql`lower(s.display_name)`,
        sql`s.id`,
      ];
      const run = async (db: Database) => {
        const [countRow] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from stores s ${whereSql}`);
        const found = await queryRows<StoreRow>(
          db,
          sql`select ${storeColumns} from stores s ${whereSql} order by ${sql.join(order, sql`, `)} limit ${win.pageSize} offset ${win.offset}`,
        );
        return { count: Number(countRow?.n ?? 0), found };
      };
      // A few hundred rows look cheap to the planner, but word_similarity() on every row is not: with a
      // search, use the trigram index (about 5x faster on PGlite).
      const { count, found } = search
        ? await app.deps.db.transaction(async (tx) => {
            await tx.execute(sql`set local enable_seqscan = off`);
            return run(tx as unknown as Database);
          })
        : await run(app.deps.db);
      return { count, ...pageLinks(request, win, count), results: found.map(toStore) };
    },
  );

  app.post(
    '/api/v1/store/nearby/',
    {
      schema: {
        tags: ['stores'],
        summary: 'Nearest stores first, with distance_km (agents only with include_agents)',
        body: NearbyStoresRequest,
        response: { 200: NearbyStoresResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const { latitude, longitude, limit, include_agents } = request.body;
      return nearbyStores(app.deps.db, { latitude, longitude, limit: limit ?? 10, includeAgents: include_agents ?? false });
    },
  );
}
