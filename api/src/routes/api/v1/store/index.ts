import {
  NearbyStoresRequest,
  NearbyStoresResponse,
  StoreListQuery,
  StoreListResponse,
} from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listStores, nearbyStores } from '@/features/stores';
import { pageWindow, paginated } from '@/http/pagination';
import { ErrorResponse } from '@/http/responses';

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

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
      const { count, results } = await listStores(db, { siteId, search, includeAgents: include_agents, latitude, longitude }, win.pageSize, win.offset);
      return paginated(request, win, count, results);
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
      return nearbyStores(db, { latitude, longitude, limit: limit ?? 10, includeAgents: include_agents ?? false });
    },
  );
};
