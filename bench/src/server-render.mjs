// The shell server under load: concurrent clients asking for wine pages' HTML, as a browser's first request does.
import autocannon from 'autocannon';
import { showsText } from './html-content.mjs';

export const CONNECTIONS = Number(process.env.BENCH_RENDER_CONNECTIONS ?? 20);
export const SECONDS = Number(process.env.BENCH_RENDER_SECONDS ?? 10);

/**
 * A browser's navigation, minus compression: the body must stay readable to check its content, and the
 * target is the render, not gzip. `no-cache` asks any cache in the server to revalidate rather than replay.
 */
const HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-language': 'sv-SE,sv;q=0.9', 'cache-control': 'no-cache' };

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

function load(shellUrl, requests, seconds) {
  const latencies = [];
  const instance = autocannon({ url: shellUrl, connections: CONNECTIONS, duration: seconds, headers: HEADERS, requests });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  return instance.then((result) => ({ result, latencies: latencies.sort((a, b) => a - b) }));
}

/**
 * `wines`: `{ slug, name }`; each connection cycles through all of them, so no single response is measured
 * over and over. A response "shows content" when the wine's name is in its body text outside scripts.
 */
export async function measureServerRender(system, wines) {
  let withContent = 0;
  let checked = 0;
  const requests = wines.map((wine) => ({
    method: 'GET',
    path: `/product/${encodeURIComponent(wine.slug)}`,
    onResponse: (status, body) => {
      checked += 1;
      if (status >= 200 && status < 300 && showsText(body, wine.name)) withContent += 1;
    },
  }));
  // Warm-up (JIT, the server's connections to the API and remotes), not counted.
  await load(system.shellUrl, requests, 2);
  withContent = 0;
  checked = 0;
  const { result, latencies } = await load(system.shellUrl, requests, SECONDS);
  return {
    connections: CONNECTIONS,
    seconds: SECONDS,
    wines: wines.length,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    checked,
    withContent,
    contentInHtml: checked > 0 && withContent === checked,
  };
}

/** The shell's own terms page: no API request, no remote, the smallest page the render host renders. */
export const FLOOR_PAGE = { path: '/terms', heading: 'Användarvillkor' };

/**
 * The same load on the terms page: what the render host and this machine cost before any data or remote screen.
 * A wine page cannot render faster than this, so it tells a slow render apart from a target out of this machine's reach.
 */
export async function measureRenderFloor(system) {
  let withContent = 0;
  const onResponse = (status, body) => {
    if (status === 200 && showsText(body, FLOOR_PAGE.heading)) withContent += 1;
  };
  const requests = [{ method: 'GET', path: FLOOR_PAGE.path, onResponse }];
  await load(system.shellUrl, requests, 2);
  withContent = 0;
  const { result, latencies } = await load(system.shellUrl, requests, SECONDS);
  return {
    path: FLOOR_PAGE.path,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
    contentInHtml: withContent > 0 && withContent === result.requests.total,
  };
}

const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');

export function printServerRender(r, floor) {
  console.log(`\n== shell server: wine page HTML, ${r.connections} concurrent clients, ${r.seconds} s, ${r.wines} different wines (autocannon, loopback, no compression)`);
  console.log(['requests'.padStart(9), 'req/s'.padStart(7), 'p50 ms'.padStart(7), 'p95 ms'.padStart(7), 'p99 ms'.padStart(7), 'non-2xx'.padStart(8), 'errors'.padStart(7), '  content in HTML'].join(' '));
  const content = r.contentInHtml ? 'yes' : r.withContent ? `partly (${r.withContent} of ${r.checked})` : 'no';
  console.log(
    [String(r.requests).padStart(9), r.rps.toFixed(0).padStart(7), ms(r.p50).padStart(7), ms(r.p95).padStart(7), ms(r.p99).padStart(7), String(r.non2xx).padStart(8), String(r.errors).padStart(7), `  ${content}`].join(' '),
  );
  console.log("content in HTML = every response's body text (outside scripts) names its wine; a blank SPA page says no.");
  if (!floor) return;
  console.log(
    `floor, same load on ${floor.path} (the shell's own page: no data, no remote): ${floor.rps.toFixed(0)} req/s, p50 ${ms(floor.p50)} ms, ` +
      `p95 ${ms(floor.p95)} ms, p99 ${ms(floor.p99)} ms, ${floor.errors} errors${floor.contentInHtml ? '' : ' (its heading missing from some HTML)'}`,
  );
}
