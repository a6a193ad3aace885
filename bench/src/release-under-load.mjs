// Page views while discovery is released and rolled back under load: steady clients view server-rendered pages of
// every remote (the HTML, then the system's files the page names, as a browser would) while the real commands
// `npm run release -- discovery` (an rspack build, then the switch) and `npm run rollback -- discovery` act on the
// running system. Target: no view fails.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/lib.mjs';
import { readLive, switchLive } from '../../tooling/src/releases/release-store.mjs';
import { showsText } from './html-content.mjs';
import { benchMember, realLists, realToplists } from './real-data.mjs';

export const LOAD_CLIENTS = Number(process.env.BENCH_RELEASE_LOAD_CLIENTS ?? 12);
/** Each client's pause between two views (a reader, not a flood: the release's build shares the 2 cores). */
const PAUSE_MS = Number(process.env.BENCH_RELEASE_LOAD_PAUSE_MS ?? 250);
/** Load alone before the release, between the release and the rollback, and after the rollback. */
const SETTLE_MS = Number(process.env.BENCH_RELEASE_LOAD_SETTLE_MS ?? 5000);
/** Every fourth view is a reload (`max-age=0`): rendered anew, not answered from the page cache. */
const RELOAD_EVERY = 4;
const VIEW_TIMEOUT_MS = 15_000;

const REMOTE = 'discovery';
const REMOTE_DIR = 'mf-discovery';

/**
 * The pages viewed, a text each shows in its HTML when its screen was rendered on the server (not in the shell's
 * header or footer): wine pages, a list and the toplists (discovery), the winefinder, the login page (account) and a
 * member's page (social). The winefinder's and login's texts are their screens' own (each remote's src/texts.ts).
 */
export async function loadPages(system, wines) {
  const [lists, toplists, member] = await Promise.all([realLists(system.apiUrl), realToplists(system.apiUrl), benchMember(system.apiUrl)]);
  return [
    ...wines.slice(0, 6).map((w) => ({ path: `/product/${encodeURIComponent(w.slug)}`, text: w.name })),
    ...lists.slice(0, 2).map((l) => ({ path: `/list/${encodeURIComponent(l.slug)}`, text: l.name })),
    { path: '/toplists', text: toplists[0].name },
    { path: '/winefinder', text: 'Vår sommelier ställer några frågor' },
    { path: '/login', text: 'Mejladress' },
    { path: `/user/${encodeURIComponent(member.slug)}`, text: member.name },
  ];
}

const tags = (html, name) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const jsonScript = (html, id) => {
  const text = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)?.[1];
  return text ? JSON.parse(text) : null;
};

/**
 * The files of the system a browser loads for `html`: the stylesheets, scripts and icons its <link>/<script> tags
 * name (the inlined stylesheets' links too: the remote's CSS loader takes them as loaded), the boot list's scripts
 * and preloads, then the manifest (from the page's runtime config) and remoteEntry of each remote the page uses.
 * `origins`: the system's origins (files elsewhere, a wine's picture on Systembolaget's CDN, are not the system's).
 */
export function namedFiles(html, pageUrl, origins) {
  const urls = new Set();
  const add = (ref) => {
    if (!ref || ref.startsWith('data:') || ref.startsWith('#')) return;
    const url = new URL(ref, pageUrl);
    if (origins.has(url.origin) && url.href !== pageUrl) urls.add(url.href);
  };
  for (const tag of tags(html, 'link')) if (!/\srel="(canonical|alternate)"/i.test(tag)) add(attr(tag, 'href'));
  for (const tag of tags(html, 'script')) add(attr(tag, 'src'));
  for (const tag of tags(html, 'style')) add(attr(tag, 'data-href'));
  const boot = jsonScript(html, 'vk-boot');
  for (const file of [...(boot?.scripts ?? []), ...(boot?.preloads ?? [])]) add(file);
  const config = jsonScript(html, 'vk-runtime-config');
  const used = new Set([...urls].map((url) => new URL(url).origin));
  const manifests = Object.values(config?.remotes ?? {}).filter((url) => used.has(new URL(url).origin));
  return { files: [...urls], manifests };
}

/** The release of discovery a page was rendered with (its inlined runtime config), `dist`, or null without one. */
export function releaseOf(html) {
  const url = jsonScript(html, 'vk-runtime-config')?.remotes?.[REMOTE];
  if (!url) return null;
  return /\/releases\/([^/]+)\//.exec(url)?.[1] ?? 'dist';
}

async function get(url, headers = {}) {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(VIEW_TIMEOUT_MS) });
  return { status: res.status, ok: res.ok, body: await res.arrayBuffer() };
}

/** One view: `{ release, failure }`, failure null when the page and every file it names arrived. */
async function view(system, origins, page, reload) {
  const url = system.shellUrl + page.path;
  const headers = { accept: 'text/html', cookie: 'age_confirmed=true', ...(reload && { 'cache-control': 'max-age=0' }) };
  let html;
  try {
    const res = await get(url, headers);
    // No validator is sent, so a 304 is not expected; it would still be a page the browser has.
    if (!res.ok && res.status !== 304) return { release: null, failure: `${page.path}: HTTP ${res.status}` };
    html = Buffer.from(res.body).toString('utf8');
  } catch (error) {
    return { release: null, failure: `${page.path}: ${error.cause?.code ?? error.name}` };
  }
  const release = releaseOf(html);
  if (!showsText(html, page.text)) return { release, failure: `${page.path}: without "${page.text}" in its HTML` };
  const { files, manifests } = namedFiles(html, url, origins);
  const fetchFile = async (file) => {
    try {
      const res = await get(file);
      return res.ok ? { file, res } : { file, failure: `${file}: HTTP ${res.status}` };
    } catch (error) {
      return { file, failure: `${file}: ${error.cause?.code ?? error.name}` };
    }
  };
  const loaded = await Promise.all([...files, ...manifests].map(fetchFile));
  // Each manifest's remoteEntry (publicPath "auto": beside the manifest), as the federation runtime loads it.
  const entries = loaded
    .filter((l) => manifests.includes(l.file) && l.res)
    .map((l) => {
      const { remoteEntry } = JSON.parse(Buffer.from(l.res.body).toString('utf8')).metaData;
      return new URL(`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, l.file).href;
    });
  loaded.push(...(await Promise.all(entries.map(fetchFile))));
  const failed = loaded.find((l) => l.failure);
  return { release, failure: failed ? `${page.path} → ${failed.failure}` : null, files: loaded.length };
}

/** Runs `npm run <args>` in the checkout against the bench's system; its output lines, or a rejection on failure. */
function npmRun(system, args) {
  const env = {
    ...process.env,
    PORT: new URL(system.shellUrl).port,
    SHELL_URL: system.shellUrl,
    RELEASES_DIR: system.releasesDir,
    RELEASES_FILE: system.pointerFile,
  };
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
      if (code === 0) resolve(lines);
      else reject(new Error(`npm run ${args.join(' ')} exited with ${code}:\n${lines.slice(-30).join('\n')}`));
    });
  });
}

/** What the commands say of the switch: the build, the pointer, when new visitors and the server's renders get it. */
const switchLines = (lines) => lines.filter((l) => l.startsWith('[vinkompassen]')).map((l) => l.replace('[vinkompassen] ', ''));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `pages` (loadPages) viewed by LOAD_CLIENTS clients from before `npm run release -- discovery` until after
 * `npm run rollback -- discovery`; the releases it made are removed afterwards (the pointer back where it was).
 */
export async function measureReleaseUnderLoad(system, pages) {
  const origins = new Set([new URL(system.shellUrl).origin, ...Object.values(system.remotes).map((r) => new URL(r.url).origin)]);
  // Each page once before the load: a page that does not show its text now is the bench's mistake, not the release's.
  for (const page of pages) {
    const { failure } = await view(system, origins, page, false);
    if (failure) throw new Error(`before any release: ${failure}`);
  }
  const releasesOf = path.join(system.releasesDir, REMOTE_DIR);
  const entries = () => (existsSync(releasesOf) ? readdirSync(releasesOf) : []);
  const entriesBefore = new Set(entries());
  const liveBefore = readLive(system.pointerFile)[REMOTE] ?? null;

  const counts = { sent: 0, failed: 0, files: 0, byRelease: new Map(), failures: [] };
  let running = true;
  const started = performance.now();
  const clients = Array.from({ length: LOAD_CLIENTS }, async (_, client) => {
    for (let i = 0; running; i += 1) {
      const page = pages[(client + i * LOAD_CLIENTS) % pages.length];
      const at = performance.now() - started;
      const result = await view(system, origins, page, i % RELOAD_EVERY === RELOAD_EVERY - 1);
      counts.sent += 1;
      counts.files += result.files ?? 0;
      const release = result.release ?? 'no runtime config';
      counts.byRelease.set(release, (counts.byRelease.get(release) ?? 0) + 1);
      if (result.failure) {
        counts.failed += 1;
        counts.failures.push({ at, release, failure: result.failure });
      }
      await sleep(PAUSE_MS);
    }
  });

  const commands = [];
  let liveAfter;
  try {
    await sleep(SETTLE_MS);
    commands.push({ command: `npm run release -- ${REMOTE}`, at: performance.now() - started, lines: switchLines(await npmRun(system, ['release', '--', REMOTE])) });
    await sleep(SETTLE_MS);
    commands.push({ command: `npm run rollback -- ${REMOTE}`, at: performance.now() - started, lines: switchLines(await npmRun(system, ['rollback', '--', REMOTE])) });
    liveAfter = readLive(system.pointerFile)[REMOTE] ?? null;
    await sleep(SETTLE_MS);
  } finally {
    running = false;
    await Promise.all(clients);
    // The bench's releases dir as it was: the pointer back (should the rollback not have run), the new releases gone.
    if ((readLive(system.pointerFile)[REMOTE] ?? null) !== liveBefore) switchLive(system.pointerFile, REMOTE, liveBefore);
    for (const entry of entries()) if (!entriesBefore.has(entry)) rmSync(path.join(releasesOf, entry), { recursive: true, force: true });
  }
  return { ...counts, clients: LOAD_CLIENTS, seconds: (performance.now() - started) / 1000, commands, liveBefore, liveAfter, pages: pages.length };
}

export function printReleaseUnderLoad(r) {
  console.log(`\n== a release and a rollback of ${REMOTE} under load: ${r.clients} clients viewing ${r.pages} pages of every remote for ${r.seconds.toFixed(0)} s`);
  for (const c of r.commands) {
    console.log(`${c.command} (at ${(c.at / 1000).toFixed(1)} s):`);
    for (const line of c.lines) console.log(`  ${line}`);
  }
  const releases = [...r.byRelease].map(([release, n]) => `${release} ${n}`).join(', ');
  console.log(`views by the release of ${REMOTE} they were rendered with: ${releases}; files the views loaded: ${r.files}`);
  for (const f of r.failures.slice(0, 10)) console.log(`  failed at ${(f.at / 1000).toFixed(1)} s (${f.release}): ${f.failure}`);
  if (r.failures.length > 10) console.log(`  … and ${r.failures.length - 10} more`);
  if (r.liveAfter !== r.liveBefore) console.log(`the rollback left ${r.liveAfter ?? 'dist'} live, not ${r.liveBefore ?? 'dist'} (the bench put it back)`);
  console.log(`page views failed during a release and a rollback under load: ${r.failed} of ${r.sent} (target 0)${r.failed === 0 ? '' : ' MISS'}`);
}

export const releaseUnderLoadSummary = (r) => ({
  what: 'page views failed during a release and a rollback under load',
  value: `${r.failed} of ${r.sent}`,
  target: '0',
  ok: r.failed === 0,
});
