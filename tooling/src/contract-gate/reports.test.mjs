// The repository's own gate: the committed reports are the code's surface, and no change to them broke a surface
// without a new major version (the API's report is compared with its document by api/src/openapi-report.test.ts).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { formatViolation, violations } from './gate.mjs';
import { reportDir, writeSurfaceReports } from './surface-report.mjs';

test('no breaking change to shared-contracts or the OpenAPI document without a major bump', () => {
  assert.deepEqual(violations().map(formatViolation), []);
});

test("the committed API Extractor reports are shared-contracts' surface", () => {
  const fresh = mkdtempSync(path.join(os.tmpdir(), 'vk-surface-'));
  try {
    const written = writeSurfaceReports(fresh).map((file) => path.basename(file));
    assert.deepEqual(readdirSync(reportDir).sort(), written.sort(), 'the reports are not the entries: run `npm run contracts:report`');
    for (const name of written) {
      const same = readFileSync(path.join(fresh, name), 'utf8') === readFileSync(path.join(reportDir, name), 'utf8');
      assert.ok(same, `shared-contracts/api-report/${name} is out of date: run \`npm run contracts:report\``);
    }
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
});
