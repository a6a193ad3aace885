import type { AppInstance } from '../app';
import { catalogRoutes } from '../catalogs/routes';
import { searchRoutes } from '../search/routes';
import { stockRoutes } from '../stock/routes';
import { storeRoutes } from '../stores/routes';
import { taxonomyRoutes } from '../taxonomy/routes';
import { productFacetRoutes } from './facet-routes';
import { dropEmptyQueryValues } from './pagination';
import { productRoutes } from './routes';

/** The catalog half of the API: products, search suggestions, stores, stock, grapes, countries, tag categories, catalogs. */
export async function catalogApiRoutes(app: AppInstance): Promise<void> {
  // Encapsulated: applies to these routes only.
  app.addHook('preValidation', dropEmptyQueryValues);
  await app.register(productFacetRoutes);
  await app.register(productRoutes);
  await app.register(storeRoutes);
  await app.register(stockRoutes);
  await app.register(taxonomyRoutes);
  await app.register(catalogRoutes);
  await app.register(searchRoutes);
}
