// A crawler's burst on the render host: distinct wine pages, many at once, against the same burst on the shell's own
// /terms page (no data, no remote: the floor). Every request asks for a fresh render (`no-cache`), so no page cache
// answers either burst; a page counts when its wine's name is in the HTML a crawler reads.
import { showsText } from './html-content.mjs';
import { FLOOR_PAGE } from './server-render.mjs';

export const BURST_PAGES = Number(process.env.BENCH_BURST_PAGES ?? 240);
export const BURST_CONCURRENCY = Number(process.env.BENCH_BURST_CONCURRENCY ?? 24);

const HEADERS = { accept: 'text/html', 'cache-control': 'no-cache', cookie: 'age_confirmed=true' };

/** `pages`: `{ path, text }`, fetched `BURST_CONCURRENCY` at a time; how many showed their text, and how long it took. */
async function burst(shellUrl, pages) {
  let next = 0;
  let whole = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BURST_CONCURRENCY }, async () => {
      for (let i = next++; i < pages.length; i = next++) {
        const res = await fetch(shellUrl + pages[i].path, { headers: HEADERS }).catch(() => null);
        if (res?.ok && showsText(await res.text(), pages[i].text)) whole += 1;
      }
    }),
  );
  return { whole, ms: performance.now() - started };
}

/** `wines`: `{ slug, name }`, at least BURST_PAGES of them. */
export async function measureRenderBurst(system, wines) {
  if (wines.length < BURST_PAGES) throw new Error(`the burst needs ${BURST_PAGES} distinct wines, got ${wines.length}`);
  const winePages = wines.slice(0, BURST_PAGES).map((w) => ({ path: `/product/${encodeURIComponent(w.slug)}`, text: w.name }));
  const termsPages = Array.from({ length: BURST_PAGES }, () => ({ path: FLOOR_PAGE.path, text: FLOOR_PAGE.heading }));
  const wine = await burst(system.shellUrl, winePages);
  const terms = await burst(system.shellUrl, termsPages);
  return { pages: BURST_PAGES, concurrency: BURST_CONCURRENCY, whole: wine.whole, wineMs: wine.ms, termsMs: terms.ms, termsWhole: terms.whole, ratio: wine.ms / terms.ms };
}

export function printRenderBurst(r) {
  console.log(`\n== a crawler's burst: ${r.pages} distinct wine pages, ${r.concurrency} at a time, each a first render`);
  console.log(`wine pages with their wine in the HTML: ${r.whole} of ${r.pages} (${((100 * r.whole) / r.pages).toFixed(1)} %), in ${(r.wineMs / 1000).toFixed(2)} s`);
  console.log(`the same burst on ${FLOOR_PAGE.path} (rendered anew each time): ${(r.termsMs / 1000).toFixed(2)} s (${r.termsWhole} of ${r.pages} whole)`);
  console.log(`burst time ÷ /terms burst: ${r.ratio.toFixed(2)}×`);
}
