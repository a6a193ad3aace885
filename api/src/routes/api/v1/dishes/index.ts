import { DishListQuery, DishListResponse, DishQuery, DishResponse } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toDish, winesForDish, searchDishes } from '@/features/dish-pages';
import { allDishes, DISH_GROUPS, findListedDish } from '@/features/food-knowledge';
import { notFound } from '@/http/errors';
import { DetailResponse, ErrorResponse } from '@/http/responses';

export const DISH_NOT_FOUND = 'Maträtten hittades inte.';

/** The dish catalogue ("Maträtter") and each dish's wines. */
export const dishesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/v1/dishes/',
    {
      config: { readCache: true },
      schema: {
        tags: ['dishes'],
        summary: "Every dish (everyday dishes, then Systembolaget's 15 food symbols as broad dishes); with q, typo-tolerant matches best first",
        querystring: DishListQuery,
        response: { 200: DishListResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const q = request.query.q?.trim();
      const dishes = q ? searchDishes(q) : allDishes();
      return { groups: [...DISH_GROUPS], results: dishes.map((d) => ({ slug: d.slug, name: d.name, group: d.group, description: d.description, symbols: [...d.symbols], broad: d.broad })) };
    },
  );

  app.get(
    '/api/v1/dishes/:slug/',
    {
      config: { readCache: true },
      schema: {
        tags: ['dishes'],
        summary: 'One dish with its best wines (the recommendation engine), each with Swedish reasons and a confidence',
        params: z.object({ slug: z.string().max(100) }),
        querystring: DishQuery,
        response: { 200: DishResponse, 400: ErrorResponse, 404: DetailResponse },
      },
    },
    async (request) => {
      const dish = findListedDish(request.params.slug);
      if (!dish) throw notFound(DISH_NOT_FOUND);
      return { dish: toDish(dish), ...(await winesForDish(db, dish, request.query.limit ?? 8)) };
    },
  );
};
