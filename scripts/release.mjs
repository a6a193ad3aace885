// `npm run release -- <remote>`, `npm run rollback -- <remote> [release]`, `npm run releases -- <remote>`:
// immutable releases of one front-end package and the pointer that makes one live (tooling/src/releases/).
import path from 'node:path';
import { frontends, log, root, run } from './lib.mjs';
import { listReleases, newReleaseId, prune, readLive, releaseManifestUrl, switchLive } from '../tooling/src/releases/release-store.mjs';
import { renameSync } from 'node:fs';
import { releaseTargets } from './release-targets.mjs';

const [command, remote, wanted] = process.argv.slice(2);
const fe = frontends.find((f) => f.name === remote);
if (!fe) {
  console.error(`usage: npm run ${command ?? 'release'} -- <${frontends.map((f) => f.name).join('|')}>${command === 'rollback' ? ' [release]' : ''}`);
  process.exit(2);
}
// The shell's release holds its browser build and its render host (dist/, dist-server/); the running shell's primary
// process starts workers on it (shell/server/shell-release.mjs). A remote's release is its dist/ as it is.
const isShell = remote === 'shell';
const { shellUrl, manifestUrl: remoteBase, releasesDir, pointerFile } = releaseTargets(fe);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Whether the running shell serves `id` of this package (null: its dist/) to new visitors. */
async function serves(id) {
  const signal = AbortSignal.timeout(2000);
  if (isShell) return (await (await fetch(`${shellUrl}/healthz`, { signal })).json()).release === (id ?? 'dist');
  const url = (await (await fetch(`${shellUrl}/runtime-config.json`, { signal })).json()).remotes?.[remote] ?? '';
  return id ? url.includes(`/releases/${id}/`) : !url.includes('/releases/');
}

/** How long until the running shell hands new visitors `id` (null: back to dist/); null when no shell answers. */
async function untilLive(id, timeoutMs = isShell ? 60_000 : 10_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if (await serves(id)) return Date.now() - started;
    } catch {
      if (Date.now() - started > 2000) return null;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the shell at ${shellUrl} still serves another release of ${remote} after ${seconds(timeoutMs)}: is it running with RELEASES_FILE=${pointerFile}?`);
}

/** Makes `id` live, reporting the switch and how soon the running system serves it. */
async function makeLive(id) {
  const t = Date.now();
  const previous = switchLive(pointerFile, remote, id);
  log(`${remote}: live ${previous ?? 'dist'} → ${id ?? 'dist'} (pointer switched in ${Date.now() - t} ms)`);
  const served = await untilLive(id);
  log(served === null ? `no shell answers at ${shellUrl}: the pointer takes effect when it starts` : `${shellUrl} serves ${id ?? 'dist'} to new visitors after ${seconds(served)}`);
  if (served !== null) log(`${remote}: the shell's server renders with ${id ?? 'dist'} after ${seconds(await untilWarm())} (its server build loaded first)`);
}

/**
 * A page asked of the shell: its server loads the live release's server build and page contracts before it renders
 * a page with them (render-page.mjs), so this returns once they are loaded, and no visitor's page raced the loading.
 */
async function untilWarm() {
  const started = Date.now();
  await fetch(`${shellUrl}/`, { headers: { accept: 'text/html', 'cache-control': 'no-cache' }, signal: AbortSignal.timeout(30_000) });
  return Date.now() - started;
}

/** The release's manifest, as the running remote serves it (the release is not switched to before it answers). */
async function checkServed(id) {
  const url = releaseManifestUrl(remoteBase, id);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    await fetch(new URL('server/mf-manifest.json', url), { signal: AbortSignal.timeout(5000) });
    return true;
  } catch (error) {
    if (error.cause?.code === 'ECONNREFUSED') return false;
    throw error;
  }
}

if (command === 'release') {
  const id = newReleaseId();
  const building = path.join(releasesDir, fe.dir, `.${id}`);
  const started = Date.now();
  log(`${remote}: building release ${id} (${fe.dir} only)…`);
  await run('npx', ['rspack', 'build', '--config', 'rspack.config.mjs', '--mode', 'production'], {
    cwd: path.join(root, fe.dir),
    env: { ...process.env, NODE_ENV: 'production', BUILD_OUT_DIR: isShell ? path.join(building, 'dist') : building },
    // The build shares the machine with the site it releases to: at full priority, wine pages rendered during it
    // took twice as long (p95 480–610 ms against 250–310 ms at nice 10, the build 1.5–2.4× slower).
    priority: 10,
  });
  // Complete only once renamed: a dot-folder is never listed nor served.
  renameSync(building, path.join(releasesDir, fe.dir, id));
  log(`${remote}: release ${id} built in ${seconds(Date.now() - started)} → ${path.relative(root, path.join(releasesDir, fe.dir, id))}/`);
  if (!isShell && !(await checkServed(id))) log(`${remote}: its server is not running; switching the pointer only`);
  await makeLive(id);
  const gone = prune(releasesDir, fe.dir, id);
  if (gone.length) log(`${remote}: removed ${gone.length} release(s) beyond the newest 20 and older than 7 days`);
} else if (command === 'rollback') {
  const ids = listReleases(releasesDir, fe.dir);
  const current = readLive(pointerFile)[remote] ?? null;
  // By default the release before the live one; before the first release, the package's dist/.
  const target = wanted ?? ids.filter((id) => current === null || id < current).at(-1) ?? 'dist';
  if (target !== 'dist' && !ids.includes(target)) throw new Error(`${remote}: no release ${target} (npm run releases -- ${remote})`);
  if (target === (current ?? 'dist')) throw new Error(`${remote}: ${target} is already live`);
  await makeLive(target === 'dist' ? null : target);
} else if (command === 'list') {
  const current = readLive(pointerFile)[remote] ?? null;
  const ids = listReleases(releasesDir, fe.dir);
  console.log(`${remote}: ${ids.length} release(s) in ${path.relative(root, path.join(releasesDir, fe.dir))}/, live: ${current ?? 'dist (no release yet)'}`);
  for (const id of ids) console.log(`${id === current ? '*' : ' '} ${id}`);
  console.log(`${current === null ? '*' : ' '} dist (the package's own build)`);
} else {
  console.error(`unknown command ${command}`);
  process.exit(2);
}
