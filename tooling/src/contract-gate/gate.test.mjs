import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { formatViolation, violations } from './gate.mjs';

const repo = mkdtempSync(path.join(os.tmpdir(), 'vk-gate-'));
after(() => rmSync(repo, { recursive: true, force: true }));
const git = (...args) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo, encoding: 'utf8' });
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
};
const report = (payload) =>
  `\`\`\`ts\nexport type BusMessage = Message<'store/selected', 1, {\n${payload}}>;\n\`\`\`\n`;
const contracts = (version, payload) => {
  write('shared-contracts/package.json', JSON.stringify({ name: 'c', version }));
  write('shared-contracts/api-report/index.api.md', report(payload));
};
const commit = (message) => {
  git('add', '-A');
  git('commit', '-qm', message);
};

test('the gate: a removed event field fails without a major bump, passes with one; an added field passes', () => {
  git('init', '-q');
  contracts('1.0.0', '    siteId: string;\n    name: string;\n');
  commit('first report');
  assert.deepEqual(violations(repo), []);

  contracts('1.0.0', '    siteId: string;\n    name: string;\n    city?: string;\n');
  assert.deepEqual(violations(repo), [], 'an added field, uncommitted');
  commit('add a field');
  assert.deepEqual(violations(repo), [], 'an added field, committed');

  contracts('1.0.0', '    siteId: string;\n    city?: string;\n');
  const [uncommitted] = violations(repo);
  assert.equal(uncommitted.where, 'working tree');
  assert.deepEqual(uncommitted.breaking, ['index.api.md: BusMessage: changed']);
  assert.match(formatViolation(uncommitted), /without a new major version in shared-contracts\/package.json/);
  commit('remove a field');
  assert.deepEqual(violations(repo).map((v) => v.where), [git('rev-parse', 'HEAD').trim().slice(0, 10)], 'the commit stays a violation');

  git('reset', '-q', '--hard', 'HEAD~1');
  contracts('2.0.0', '    siteId: string;\n    city?: string;\n');
  commit('remove a field, major bump');
  assert.deepEqual(violations(repo), []);
});

test('on a branch, each of its own commits is checked; what landed on main before is not', () => {
  const branchRepo = mkdtempSync(path.join(os.tmpdir(), 'vk-gate-branch-'));
  after(() => rmSync(branchRepo, { recursive: true, force: true }));
  const run = (...args) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: branchRepo, encoding: 'utf8' });
  const put = (version, payload) => {
    mkdirSync(path.join(branchRepo, 'shared-contracts/api-report'), { recursive: true });
    writeFileSync(path.join(branchRepo, 'shared-contracts/package.json'), JSON.stringify({ name: 'c', version }));
    writeFileSync(path.join(branchRepo, 'shared-contracts/api-report/index.api.md'), report(payload));
    run('add', '-A');
    run('commit', '-qm', payload);
  };
  run('init', '-q', '-b', 'main');
  put('1.0.0', '    siteId: string;\n    name: string;\n');
  put('1.0.0', '    siteId: string;\n'); // landed on main without a bump
  put('1.0.0', '    siteId: string;\n    city?: string;\n');
  assert.deepEqual(violations(branchRepo), [], 'main: only its newest commit is checked');
  run('checkout', '-qb', 'feature');
  put('1.0.0', '    city?: string;\n');
  put('1.0.0', '    city?: string;\n    zip?: string;\n');
  assert.deepEqual(violations(branchRepo).map((v) => v.breaking), [['index.api.md: BusMessage: changed']], "the branch's breaking commit, not main's");
});
