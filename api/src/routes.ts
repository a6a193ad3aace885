import type { AppInstance } from './app';
import { authPlugin } from './auth/plugin';

/** Every feature's routes, registered once here so the OpenAPI document lists them all. */
export async function featureRoutes(app: AppInstance): Promise<void> {
  // Once for every feature: `request.user` from `Authorization: Token {key}`, and a bad token → 401 on every route.
  await app.register(authPlugin);
  await app.register((await import('./products/catalog-api')).catalogApiRoutes);
  await app.register((await import('./auth/social')).socialRoutes);
}
