// The pairing area of the API: dishes, taste twins, the best store for a set of wines, the taste profile.
import type {
  BestStoresResponse,
  DishListResponse,
  DishResponse,
  SimilarWinesResponse,
  TasteProfile,
} from '@vinkompassen/shared-contracts/schemas';

/** Response bodies by route (`undefined`: 204 No Content), as the endpoints in shared-contracts declare them. */
export interface PairingRoutes {
  'GET /api/v1/dishes/': DishListResponse;
  'GET /api/v1/dishes/:slug/': DishResponse;
  'GET /api/v1/product/:id/similar/': SimilarWinesResponse;
  'GET /api/v1/stock/best-stores/': BestStoresResponse;
  'GET /api/v1/taste-profile/': TasteProfile;
  'DELETE /api/v1/taste-profile/': undefined;
}
