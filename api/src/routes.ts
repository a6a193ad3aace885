import type { AppInstance } from './app';

/** Every feature's routes, registered once here so the OpenAPI document lists them all. */
export async function featureRoutes(app: AppInstance): Promise<void> {
  void app;
  await app.register((await import('./products/catalog-api')).catalogApiRoutes);
  await app.register((await import('./auth/social')).socialRoutes);
}
