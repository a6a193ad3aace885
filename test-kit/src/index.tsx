// @vinkompassen/test-kit: the one entry for front-end tests (see README.md).
export { API_URL, deferred, fail, mockApi, noContent, reply, server } from './api';
export type { ApiCall, BodyOf, ErrorResponse, MockedApi, Reply, Resolver, RouteTable, TypedResponse } from './api';
export { recordBus } from './bus';
export { chatResponse, page, product, productSummary, profile, stockRow, userList } from './fixtures';
export type { AccountRoutes, ApiRoutes, CatalogRoutes, CommunityRoutes, SocialRoutes, WinefinderRoutes } from './handlers';
export { expectServerRenderAndHydration, renderOnServer, pageData, type HydrationOptions, type ServerRenderOptions } from './hydration';
export { createTestStore, renderScreen, screenTree, type RenderScreenOptions, type RenderSide, type TestState, type TestStore } from './render';
