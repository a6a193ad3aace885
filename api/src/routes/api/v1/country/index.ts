import { CountryFirstLevelResponse } from '@vinkompassen/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countriesFirstLevel } from '@/features/taxonomy';

export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/country/first-level/',
    {
      config: { readCache: { dependsOn: [] } },
      schema: {
        tags: ['taxonomy'],
        summary: 'Countries with wines (product counts) and their level-1 regions',
        response: { 200: CountryFirstLevelResponse },
      },
    },
    async () => countriesFirstLevel(app.deps.db),
  );
};
