// The catalog area of the API: wines, stores and stock, lists of wines, search, likes.
import type { LikedProduct } from '@vinkompassen/shared-contracts';
import type {
  Catalog,
  CatalogListResponse,
  CatalogSaveResponse,
  CountryFirstLevelResponse,
  GrapeListResponse,
  NearbyStoresResponse,
  Product,
  ProductCatalogsResponse,
  ProductFacetsResponse,
  ProductListResponse,
  SavedCatalogsResponse,
  StockResponse,
  StoreListResponse,
  SuggestResponse,
  TagCategoriesResponse,
  UserSearchResponse,
  WinePageData,
} from '@vinkompassen/shared-contracts/schemas';

/** Response bodies by route (`undefined`: 204 No Content), as the endpoints in shared-contracts declare them. */
export interface CatalogRoutes {
  'GET /api/v1/product/': ProductListResponse;
  'GET /api/v1/product/facets/': ProductFacetsResponse;
  'GET /api/v1/product/:id': Product;
  /** A wine page's data in one request (the wine page's contract loads it for a server render). */
  'GET /api/v1/page-data/product/:id/': WinePageData;
  'GET /api/v1/product/:id/catalogs/': ProductCatalogsResponse;
  'GET /api/v1/store/': StoreListResponse;
  'POST /api/v1/store/nearby/': NearbyStoresResponse;
  'GET /api/v1/stock/': StockResponse;
  'GET /api/v1/grapes/': GrapeListResponse;
  'GET /api/v1/country/first-level/': CountryFirstLevelResponse;
  'GET /api/v1/tag-categories/': TagCategoriesResponse;
  'GET /api/v1/catalogs/': CatalogListResponse;
  'GET /api/v1/catalogs/saved/': SavedCatalogsResponse;
  'GET /api/v1/catalogs/:catalog': Catalog;
  'POST /api/v1/catalogs/:id/save/': CatalogSaveResponse;
  'DELETE /api/v1/catalogs/:id/save/': CatalogSaveResponse;
  'GET /api/v1/search/suggest/': SuggestResponse;
  'GET /api/v1/users/': UserSearchResponse;
  'POST /api/v1/user-product-likes/': LikedProduct;
  'POST /api/v1/user-product-likes/unlike-product/': undefined;
}
