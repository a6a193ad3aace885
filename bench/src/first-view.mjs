// Bytes of JS and CSS a first visit loads, measured in Chromium over CDP with the servers' compression on.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@vinkompassen/tooling/chromium';
import { describeChunk } from './chunks.mjs';

const QUIET_MS = 1500;

/** Resolves once no request has been in flight for QUIET_MS. */
function networkQuiet(cdp) {
  return new Promise((resolve) => {
    const inFlight = new Set();
    let timer = setTimeout(resolve, QUIET_MS);
    const bump = () => {
      clearTimeout(timer);
      if (inFlight.size === 0) timer = setTimeout(resolve, QUIET_MS);
    };
    cdp.on('Network.requestWillBeSent', (e) => (inFlight.add(e.requestId), bump()));
    const done = (e) => (inFlight.delete(e.requestId), bump());
    cdp.on('Network.loadingFinished', done);
    cdp.on('Network.loadingFailed', done);
  });
}

/**
 * Loads `url` in a fresh context (cold cache, age gate confirmed, service worker blocked so its
 * precache isn't counted as first-view), waits for `readySelector` and a quiet network.
 */
async function measurePage(browser, url, readySelector, distByOrigin) {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'sv-SE', viewport: { width: 412, height: 823 } });
  await context.addInitScript(() => localStorage.setItem('age_confirmed', 'true'));
  // And its cookie, which tells the server to render the page without the gate.
  await context.addCookies([{ name: 'age_confirmed', value: 'true', url: new URL(url).origin }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // The targets are stated in gzip bytes; Chromium would otherwise pick brotli.
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, type: e.type }));
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.mime = e.response.mimeType;
    r.encoding = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
    r.headerBytes = e.response.encodedDataLength;
    r.fromCache = e.response.fromDiskCache || e.response.fromServiceWorker;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.totalBytes = e.encodedDataLength;
  });
  const quiet = networkQuiet(cdp);
  await page.goto(url);
  await page.locator(readySelector).first().waitFor({ state: 'visible', timeout: 30_000 });
  await quiet;
  await context.close();

  const files = [];
  for (const r of requests.values()) {
    if (r.totalBytes === undefined) continue;
    const kind = r.mime?.includes('javascript') ? 'js' : r.mime === 'text/css' ? 'css' : null;
    if (!kind) continue;
    const u = new URL(r.url);
    const distDir = distByOrigin.get(u.origin);
    const fileName = path.basename(u.pathname);
    const chunk = distDir ? describeChunk(distDir, fileName) : { packages: new Map(), librarySources: new Set(), libraryShare: 0 };
    const isShell = distDir?.endsWith(`shell${path.sep}dist`);
    // Body bytes on the wire: everything received minus the response headers.
    const bytes = r.totalBytes - (r.headerBytes ?? 0);
    files.push({
      url: r.url,
      kind,
      origin: isShell ? 'shell' : 'remote',
      encoding: r.encoding,
      bytes,
      // The file's library part, by its source map: a file is rarely all library or all app code (the shell's entry
      // carries the federation runtime and the shell's first-screen code, a remote entry its container code too).
      libraryBytes: bytes * chunk.libraryShare,
      packages: chunk.packages,
      librarySources: chunk.librarySources,
    });
  }
  return files;
}

const sum = (files, pred) => files.filter(pred).reduce((n, f) => n + f.bytes, 0);

/** Library modules that more than one loaded file carries (none: every library is loaded once). */
export function duplicatedModules(files) {
  const seen = new Map();
  for (const f of files) for (const source of f.librarySources) seen.set(source, [...(seen.get(source) ?? []), f.url]);
  return [...seen].filter(([, urls]) => urls.length > 1).map(([source, urls]) => ({ source, urls }));
}

/** React DOM's client renderer: loaded once means one React copy drives every remote. */
const REACT_DOM_CLIENT = /^react-dom\/cjs\/react-dom-client\.(production|development)\.js$/;

/** @param {{ name: string, path: string, ready: string }[]} pages */
export async function measureFirstViews(system, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const p of pages) {
      const files = await measurePage(browser, system.shellUrl + p.path, p.ready, system.distByOrigin);
      const scripts = files.filter((f) => f.kind === 'js');
      const appJs = (origin) => scripts.filter((f) => f.origin === origin).reduce((n, f) => n + f.bytes - f.libraryBytes, 0);
      results.push({
        ...p,
        files,
        jsBytes: sum(files, (f) => f.kind === 'js'),
        cssBytes: sum(files, (f) => f.kind === 'css'),
        shellJs: appJs('shell'),
        sharedJs: scripts.reduce((n, f) => n + f.libraryBytes, 0),
        remoteJs: appJs('remote'),
        encodings: [...new Set(files.map((f) => f.encoding))],
        reactDomCopies: files.filter((f) => [...f.librarySources].some((s) => REACT_DOM_CLIENT.test(s))).length,
        duplicates: duplicatedModules(files),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
