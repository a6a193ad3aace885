import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authPlugin } from '../plugins/auth';
import { accountRoutes } from './accounts-scope';
import { eventsRoutes } from './api/v1/events';
import { catalogRoutes } from './catalog-reads-scope';
import { healthzRoutes } from './healthz';

/**
 * Every route, registered once here so the OpenAPI document lists them all. Folders mirror URLs
 * (`routes/api/v1/product/` serves `/api/v1/product/…`); the two scopes below group them by the hooks they share.
 */
export const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthzRoutes);
  // Analytics: outside the auth scope, so the collector never resolves (or refuses) a user's token.
  await app.register(eventsRoutes);
  await app.register(async (api) => {
    // `request.user` from `Authorization: Token {key}` for every route below, and a bad token → 401 everywhere.
    await api.register(authPlugin);
    await api.register(catalogRoutes);
    await api.register(accountRoutes);
  });
};
