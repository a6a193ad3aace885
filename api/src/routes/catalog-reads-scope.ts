import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dropEmptyQueryValues } from '../http/pagination';
import { catalogsRoutes } from './api/v1/catalogs';
import { chatRoutes } from './api/v1/chat';
import { countryRoutes } from './api/v1/country';
import { dataVersionRoutes } from './api/v1/data-version';
import { dishesRoutes } from './api/v1/dishes';
import { pageDataRoutes } from './api/v1/page-data';
import { grapesRoutes } from './api/v1/grapes';
import { productRoutes } from './api/v1/product';
import { productFacetsRoutes } from './api/v1/product/facets';
import { similarWinesRoutes } from './api/v1/product/similar';
import { searchSuggestRoutes } from './api/v1/search/suggest';
import { shareCardsRoutes } from './api/v1/share-cards';
import { sitemapRoutes } from './api/v1/sitemap';
import { stockRoutes } from './api/v1/stock';
import { bestStoresRoutes } from './api/v1/stock/best-stores';
import { storeRoutes } from './api/v1/store';
import { tagCategoriesRoutes } from './api/v1/tag-categories';

/**
 * The catalog's routes: wines, stores, stock, taxonomy, catalogs, suggestions, dishes and the wine finder over them.
 * Empty query values count as absent.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: applies to these routes only.
  app.addHook('preValidation', dropEmptyQueryValues);
  await app.register(productFacetsRoutes);
  await app.register(productRoutes);
  await app.register(similarWinesRoutes);
  await app.register(storeRoutes);
  await app.register(stockRoutes);
  await app.register(bestStoresRoutes);
  await app.register(grapesRoutes);
  await app.register(countryRoutes);
  await app.register(tagCategoriesRoutes);
  await app.register(catalogsRoutes);
  await app.register(searchSuggestRoutes);
  await app.register(dishesRoutes);
  await app.register(chatRoutes);
  await app.register(shareCardsRoutes);
  await app.register(sitemapRoutes);
  await app.register(pageDataRoutes);
  await app.register(dataVersionRoutes);
};
