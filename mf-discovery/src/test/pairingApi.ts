import type { DishListResponse, DishResponse, SimilarWinesResponse } from '@vinkompassen/shared-contracts/schemas';
import { mockApi, type MockedApi, type Resolver, type RouteTable } from '@vinkompassen/test-kit';

/**
 * The pairing routes (dishes, taste twins) the test kit's route table does not list yet, typed from the
 * contracts in the same `'METHOD /path'` form. Once test-kit/src/handlers has a pairing area, the tests can
 * pass these routes to `mockApi` directly and this file goes.
 */
type PairingBody<K extends string> = K extends 'GET /api/v1/dishes/'
  ? DishListResponse
  : K extends `GET /api/v1/dishes/${string}/`
    ? DishResponse
    : K extends `GET /api/v1/product/${string}/similar/`
      ? SimilarWinesResponse
      : never;

export type PairingTable<K extends string> = {
  [P in K]?: [PairingBody<P>] extends [never] ? `${P} is not a pairing route` : Resolver<PairingBody<P>>;
};

/** `mockApi` with the pairing routes beside the test kit's own (other API paths answer 404, as there). */
export function mockApiWithPairing<K extends string, P extends string>(routes: RouteTable<K>, pairing: PairingTable<P>): MockedApi {
  return mockApi({ ...routes, ...pairing } as unknown as RouteTable<K>);
}
