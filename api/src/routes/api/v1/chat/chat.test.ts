import type { ErrorBody, WinefinderChatResponse, WinefinderTipsResponse } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importCatalog } from '@/features/import/importer';
import { realFiles } from '@/testing/import-fixtures';
import { createTestApp, describeEachDb, type TestContext } from '@/testing/app';
import { request } from '@/testing/request';

describeEachDb('POST /api/v1/chat/ and /api/v1/chat/tips/', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await importCatalog(ctx.handle.db, realFiles());
  });
  afterAll(() => ctx.close());

  it('starts a conversation with a question, options and the match count', async () => {
    const res = await request<WinefinderChatResponse>(ctx.app, { method: 'POST', url: '/api/v1/chat/', body: { answers: {} } });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.messages[0]!.text).toMatch(/\S/);
    expect(body.question!.options.length).toBeGreaterThan(1);
    expect(body.match_count).toBeGreaterThan(0);
    expect(body.actions.map((a) => a.label)).toContain('Visa vinerna nu');
  });

  it('understands free text and returns ranked wines with Swedish reasons', async () => {
    const res = await request<WinefinderChatResponse>(ctx.app, {
      method: 'POST',
      url: '/api/v1/chat',
      body: { answers: {}, message: 'fylligt rött till lamm', include_results: true },
    });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.answers.style).toEqual(['rott']);
    expect(body.results!.length).toBeGreaterThan(0);
    expect(body.results![0]!.reason).toMatch(/kr/);
  });

  it('rejects unknown question ids and option values with field errors', async () => {
    const bad = await request<ErrorBody>(ctx.app, { method: 'POST', url: '/api/v1/chat/', body: { answers: { style: 'blatt' } } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).join()).toMatch(/answers/);
    const unknown = await request<ErrorBody>(ctx.app, { method: 'POST', url: '/api/v1/chat/', body: { answers: { favourite_colour: 'röd' } } });
    expect(unknown.status).toBe(400);
    const notJson = await request<ErrorBody>(ctx.app, { method: 'POST', url: '/api/v1/chat/', body: 'x', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
  });

  it('gives tips for anonymous visitors from their answers', async () => {
    const res = await request<WinefinderTipsResponse>(ctx.app, { method: 'POST', url: '/api/v1/chat/tips/', body: { answers: { style: 'rott' } } });
    expect(res.status).toBe(200);
    expect(res.body.based_on).toEqual({ answers: true, liked_count: 0 });
    expect(res.body.explanation).toMatch(/\S/);
  });
});
