/**
 * The committed OpenAPI document (`api/openapi/openapi.json`) is the surface the contract gate compares between
 * commits; this fails when the API's document differs from it. `npm run contracts:report` rewrites it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './testing/app';

const reportFile = fileURLToPath(new URL('../openapi/openapi.json', import.meta.url));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp('pglite');
});
afterAll(async () => {
  await ctx?.close();
});

it('the committed OpenAPI report is the API\'s document', async () => {
  const doc = `${JSON.stringify((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json(), null, 2)}\n`;
  if (process.env.UPDATE_CONTRACT_REPORTS) {
    mkdirSync(new URL('../openapi/', import.meta.url), { recursive: true });
    writeFileSync(reportFile, doc);
  }
  const committed = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
  expect(committed === doc, 'api/openapi/openapi.json is out of date: run `npm run contracts:report`').toBe(true);
});
