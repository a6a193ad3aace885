import type { BestStoresResponse, TasteProfile } from '@vinkompassen/shared-contracts/schemas';
import { mockApi, type MockedApi, type Resolver, type RouteTable } from '@vinkompassen/test-kit';

/**
 * The pairing routes (issue 16) the test kit's typed route table does not have yet, typed from the contracts the
 * same way. When test-kit/src/handlers gets a pairing area, `mockApi` takes these keys itself and this file goes.
 */
export interface PairingRoutes {
  'GET /api/v1/stock/best-stores/': BestStoresResponse;
  'GET /api/v1/taste-profile/': TasteProfile;
  'DELETE /api/v1/taste-profile/': undefined;
}

export type PairingRouteTable = { [P in keyof PairingRoutes]?: Resolver<PairingRoutes[P]> };

/** `mockApi(routes)` plus the pairing routes: one table, one call log, everything else 404. */
export function mockApiWithPairing<K extends string>(routes: RouteTable<K>, pairing: PairingRouteTable): MockedApi {
  return mockApi({ ...routes, ...pairing } as RouteTable<K>);
}
