import { TagCategoriesQuery, TagCategoriesResponse } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tagCategories } from '@/features/taxonomy';
import { ErrorResponse } from '@/http/responses';

export const tagCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/tag-categories/',
    {
      config: { readCache: { dependsOn: [] } },
      schema: {
        tags: ['taxonomy'],
        summary: "Tag categories with their tags and product counts; slug=mat gives the food tags",
        querystring: TagCategoriesQuery,
        response: { 200: TagCategoriesResponse, 400: ErrorResponse },
      },
    },
    async (request) => tagCategories(app.deps.db, request.query.slug),
  );
};
