/** The OpenAPI document tells what the server really sends (the fuzz checks every answer against it). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/app';
import type { JsonSchema } from '../testing/openapi-routes';

interface Response {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
  $ref?: string;
}
interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, Response>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Response> };
}

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let doc: Document;
  let operations: Array<[string, Operation]>;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
    operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const resolved = (r: Response): Response => (r.$ref ? doc.components.responses[r.$ref.replace('#/components/responses/', '')]! : r);

  it('every operation documents the 400 of its input, the 431 of too large headers; those with a body 413 and 415', () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const [name, op] of operations) {
      expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['400', '431']));
      if (!name.startsWith('GET ')) expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['413', '415']));
    }
    // The server's own answers come as {detail}, like every other error.
    for (const name of ['PayloadTooLarge', 'UnsupportedMediaType', 'HeadersTooLarge']) {
      const { schema } = doc.components.responses[name]!.content!['application/json']!;
      expect(schema, name).toMatchObject({ type: 'object', required: ['detail'], properties: { detail: { type: 'string' } } });
    }
    // Operations that say nothing of their own point at those.
    expect(resolved(doc.paths['/api/v1/store/nearby/']!.post!.responses['413']!)).toBe(doc.components.responses.PayloadTooLarge);
  });

  it('every operation that resolves a user\'s token documents the 401 of a bad one (all but health checks and analytics)', () => {
    const outside = operations.filter(([name]) => /^GET \/(healthz|livez|readyz)$/.test(name) || name.includes(' /api/v1/events/'));
    expect(outside).toHaveLength(5);
    for (const [name, op] of operations) if (!outside.some(([n]) => n === name)) expect(op.responses['401'], name).toBeDefined();
  });

  it('204 and 304 answers are documented without a body', () => {
    const bodiless = operations.flatMap(([name, op]) => Object.entries(op.responses).filter(([s]) => s === '204' || s === '304').map(([s, r]) => [name, s, r] as const));
    expect(bodiless.length).toBeGreaterThanOrEqual(10);
    for (const [name, status, response] of bodiless) {
      expect(response.content, `${name} ${status}`).toBeUndefined();
      expect(response.description, `${name} ${status}`).toBeTruthy();
    }
  });

  it('share cards document their PNG (200) and the 304 of a matching ETag', () => {
    const cards = operations.filter(([name]) => name.includes('/share-cards/'));
    expect(cards).toHaveLength(3);
    for (const [name, op] of cards) {
      expect(Object.keys(op.responses['200']?.content ?? {}), name).toEqual(['image/png']);
      expect(op.responses['200']!.content!['image/png']!.schema, name).toMatchObject({ type: 'string', format: 'binary' });
      expect(op.responses['304'], name).toBeDefined();
    }
  });

  it('style and its alias category name the styles; e-mail fields their format', () => {
    const list = doc.paths['/api/v1/product/']!.get!;
    for (const name of ['style', 'category']) {
      const schema = JSON.stringify(list.parameters!.find((p) => p.name === name)!.schema);
      for (const style of ['red', 'white', 'rose', 'sparkling', 'other']) expect(schema, name).toContain(style);
      const pattern = new RegExp((list.parameters!.find((p) => p.name === name)!.schema!.anyOf![0]!).pattern!);
      expect(pattern.test('red, white'), name).toBe(true);
      expect(pattern.test('red,blue'), name).toBe(false);
    }
    const bodyEmail = (path: string) => doc.paths[path]!.post!.requestBody!.content!['application/json']!.schema!.properties!.email!;
    for (const path of ['/auth/registration/', '/login/', '/auth/password/reset/', '/subscribe']) expect(bodyEmail(path).format, path).toBe('email');
    expect(doc.paths['/auth/profile/']!.get!.responses['200']!.content!['application/json']!.schema!.properties!.email!.format).toBe('email');
  });

  it("a nullable enum lists null (OpenAPI 3.0.3), so the similar wines' stock_source: null is as documented", () => {
    const similar = doc.paths['/api/v1/product/{id}/similar/']!.get!.responses['200']!.content!['application/json']!.schema!;
    expect(similar.properties!.stock_source).toMatchObject({ nullable: true, enum: ['demo', 'feed', null] });
    const unlisted = JSON.stringify(doc).match(/\{"nullable":true,[^{}]*"enum":\[[^\]]*\]/g)?.filter((e) => !e.includes('null]')) ?? [];
    expect(unlisted).toEqual([]);
  });
});
