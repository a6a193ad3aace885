import type { ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/app';
import type { OpenApiDocument } from '../testing/openapi-routes';
import { request, type TestRequest } from '../testing/request';

/** Every social route of spec section 7 is served and listed in the OpenAPI document. */
export const SOCIAL_ROUTES: Array<[method: string, path: string]> = [
  ['post', '/auth/registration/'],
  ['post', '/login/'],
  ['post', '/auth/logout/'],
  ['post', '/auth/password/reset/'],
  ['post', '/auth/password/reset/confirm/'],
  ['post', '/auth/password/change/'],
  ['post', '/auth/email/change/'],
  ['get', '/auth/profile/'],
  ['put', '/auth/profile/'],
  ['delete', '/auth/profile/'],
  ['delete', '/auth/delete-account/'],
  ['get', '/users/{id}/'],
  ['get', '/api/v1/users/'],
  ['post', '/users/{id}/follow/'],
  ['delete', '/users/{id}/follow/'],
  ['get', '/users/{id}/following/'],
  ['post', '/api/v1/user-product-likes/'],
  ['post', '/api/v1/user-product-likes/unlike-product/'],
  ['get', '/api/v1/user-lists/my-lists'],
  ['get', '/api/v1/user-lists/saved-lists/'],
  ['post', '/api/v1/user-lists/'],
  ['patch', '/api/v1/user-lists/{id}'],
  ['delete', '/api/v1/user-lists/{id}'],
  ['post', '/api/v1/user-lists/{id}/add-product/'],
  ['delete', '/api/v1/user-lists/{id}/remove-product/'],
  ['post', '/api/v1/user-lists/{id}/add_to_profile/'],
  ['delete', '/api/v1/user-lists/{id}/remove_from_profile/'],
  ['get', '/api/v1/public/user-lists/'],
  ['get', '/api/v1/public/user-lists/{id}/'],
  ['post', '/api/v1/chat/'],
  ['get', '/user-product-notes/by-product/{id}/'],
  ['post', '/user-product-notes/'],
  ['put', '/user-product-notes/{id}/'],
  ['delete', '/user-product-notes/{id}/'],
  ['post', '/subscribe'],
];

describe('social routes in the OpenAPI document', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('lists every social route with a summary', async () => {
    const res = await request<OpenApiDocument>(ctx.app, { method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(200);
    const paths = res.body.paths;
    for (const [method, path] of SOCIAL_ROUTES) {
      expect(paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(paths[path]![method]!.summary, `${method.toUpperCase()} ${path}`).toBeTruthy();
    }
  });

  it('serves the slash-less form of every path too', async () => {
    for (const [method, path] of SOCIAL_ROUTES) {
      const url = path.replace('{id}', '1').replace(/\/$/, '');
      const res = await request<unknown>(ctx.app, { method: method.toUpperCase() as TestRequest['method'], url });
      // The router's own not-found answer is {detail: 'Hittades inte.'}; the routes' 404s say what is missing.
      const routerNotFound = res.status === 404 && (res.body as ErrorBody).detail === 'Hittades inte.';
      expect(routerNotFound, `${method} ${url}`).toBe(false);
      expect(res.status, `${method} ${url}`).toBeLessThan(500);
    }
  });
});
