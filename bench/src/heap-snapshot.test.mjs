import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { heapGrowth, takeHeapSnapshot } from './heap-snapshot.mjs';

const MB = 1024 * 1024;

/** A Node process that keeps 1 kB strings (flat, random: nothing shared) in a class of its own: `grow` more of them each time it is told to. */
function retainer(dir) {
  const code = `
    const { randomBytes } = require('node:crypto');
    class Kept { constructor() { this.text = randomBytes(512).toString('hex'); } }
    const kept = [];
    process.stdin.on('data', (n) => { for (let i = 0; i < Number(n); i++) kept.push(new Kept()); process.stdout.write('ok'); });
    process.stdout.write('ready');`;
  const child = spawn(process.execPath, ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${dir}`, '-e', code], { stdio: 'pipe' });
  const answer = () => new Promise((resolve) => child.stdout.once('data', resolve));
  return { child, ready: answer(), grow: (n) => (child.stdin.write(String(n)), answer()) };
}

test('a heap snapshot taken twice shows what the process kept in between, by constructor', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-heap-test-'));
  const process = retainer(dir);
  try {
    await process.ready;
    const before = await takeHeapSnapshot(process.child.pid, dir);
    await process.grow(10_000);
    const after = await takeHeapSnapshot(process.child.pid, dir);
    const growth = heapGrowth(before, after, 5);
    // 10,000 kept strings of 1 kB: ~10 MB more retained, the Kept objects among the kinds that grew.
    assert.ok(growth.bytes > 9 * MB && growth.bytes < 20 * MB, `grew ${growth.bytes} bytes`);
    assert.deepEqual(growth.top.find((k) => k.kind === 'object Kept')?.count, 10_000);
    assert.deepEqual(readdirSync(dir), [], 'the snapshot files are deleted once read');
  } finally {
    process.child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});
