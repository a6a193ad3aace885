import { afterAll, beforeAll, expect, it } from 'vitest';
import { importCatalog } from '../import/importer';
import { realFiles } from '../import/test-support';
import { createTestApp, describeEachDb, type TestContext } from '../test/harness';

describeEachDb('POST /api/v1/chat/ and /api/v1/chat/tips/', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await importCatalog(ctx.handle.db, realFiles());
  });
  afterAll(() => ctx.close());

  it('starts a conversation with a question, options and the match count', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/', payload: { answers: {} } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.messages[0].text).toMatch(/\S/);
    expect(body.question.options.length).toBeGreaterThan(1);
    expect(body.match_count).toBeGreaterThan(0);
    expect(body.actions.map((a: { label: string }) => a.label)).toContain('Visa vinerna nu');
  });

  it('understands free text and returns ranked wines with Swedish reasons', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/chat',
      payload: { answers: {}, message: 'fylligt rött till lamm', include_results: true },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.answers.style).toEqual(['rott']);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results[0].reason).toMatch(/kr/);
  });

  it('rejects unknown question ids and option values with field errors', async () => {
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/', payload: { answers: { style: 'blatt' } } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).join()).toMatch(/answers/);
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/', payload: { answers: { favourite_colour: 'röd' } } });
    expect(unknown.statusCode).toBe(400);
    const notJson = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/', payload: 'x', headers: { 'content-type': 'application/json' } });
    expect(notJson.statusCode).toBe(400);
  });

  it('gives tips for anonymous visitors from their answers', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/tips/', payload: { answers: { style: 'rott' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().based_on).toEqual({ answers: true, liked_count: 0 });
    expect(res.json().explanation).toMatch(/\S/);
  });
});
