import { GrapeListQuery, GrapeListResponse } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listGrapes } from '@/features/taxonomy';
import { pageWindow, paginated } from '@/http/pagination';
import { ErrorResponse } from '@/http/responses';

export const grapesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/grapes/',
    {
      config: { readCache: { dependsOn: [] } },
      schema: {
        tags: ['taxonomy'],
        summary: 'Grapes with product counts; id/name exact, search typo-tolerant',
        querystring: GrapeListQuery,
        response: { 200: GrapeListResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const { id, name, search, page, page_size } = request.query;
      const win = pageWindow(page, page_size, 50);
      const { count, results } = await listGrapes(app.deps.db, { id, name, search }, win.pageSize, win.offset);
      return paginated(request, win, count, results);
    },
  );
};
