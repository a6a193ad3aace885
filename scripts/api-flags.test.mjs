// The API starts with the V8 flags of api/package.json's config.nodeFlags however it is started: `npm start` (through
// scripts/system.mjs), `npm start -w api`, the Docker image and the bench all read that one list.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { apiNodeFlags, root } from './lib.mjs';

const read = (file) => readFileSync(`${root}/${file}`, 'utf8');

test("the API's flags cap the old generation, and every way of starting it reads them from one place", () => {
  const flags = apiNodeFlags();
  const limitMb = Number(execFileSync(process.execPath, [...flags, '-p', 'require("v8").getHeapStatistics().heap_size_limit / 2 ** 20']).toString());
  // The cap, plus the young generation V8 adds to it.
  assert.ok(limitMb < 400, `heap limit ${limitMb} MB with ${flags.join(' ')}`);
  assert.match(JSON.parse(read('api/package.json')).scripts.start, /\$npm_package_config_nodeFlags dist\/main\.js/);
  assert.match(read('docker/api.Dockerfile'), /CMD .*config\.nodeFlags.*api\/dist\/main\.js/);
  assert.match(read('scripts/system.mjs'), /\.\.\.apiNodeFlags\(\), path\.join\(root, 'api\/dist\/main\.js'\)/);
  for (const bench of ['api/src/bench/catalog-figures.ts', 'api/src/bench/scale-out.ts']) assert.match(read(bench), /\.\.\.apiNodeFlags\(\)/, bench);
});
