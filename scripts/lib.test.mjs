import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { run } from './lib.mjs';

test('a command run at a priority runs at it, and so do the processes it starts', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-run-priority-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'nice');
  // The command starts a process of its own, which writes its nice value.
  const grandchild = `require('fs').writeFileSync(${JSON.stringify(file)}, String(require('os').getPriority()))`;
  const child = `require('child_process').execFileSync(process.execPath, ['-e', ${JSON.stringify(grandchild)}])`;
  const base = os.getPriority();
  await run(process.execPath, ['-e', child], { priority: Math.min(19, base + 10) });
  assert.equal(Number(readFileSync(file, 'utf8')), Math.min(19, base + 10));
});
