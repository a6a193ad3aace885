// @vinkompassen/test-kit: the one entry for front-end tests (see README.md).
export { API_URL, deferred, fail, mockApi, noContent, reply, server } from './api';
export type { ApiCall, BodyOf, ErrorResponse, MockedApi, Reply, Resolver, RouteTable, TypedResponse } from './api';
export { recordBus } from './bus';
export { chatResponse, page, product, productSummary, profile, stockRow, userList } from './fixtures';
export type { AccountRoutes, ApiRoutes, CatalogRoutes, SocialRoutes, WinefinderRoutes } from './handlers';
export { createTestStore, renderScreen, type RenderScreenOptions, type TestStore } from './render';
