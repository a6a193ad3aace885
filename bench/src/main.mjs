// `npm run bench -w bench [-- parts…]`: against the production build served as in production, the first view's
// bytes and Lighthouse scores of `/`, a wine page, a wine list and `/winefinder`, then the shell server under load
// (wine pages' HTML, 20 concurrent) and its memory over 10,000 page requests; ends with the server-rendering table.
// Parts: first-view, lighthouse, server-render, render-burst, render-cpu, render-memory, release-under-load,
// release-switches (default all). Build first (`node scripts/build.mjs`).
import { writeFileSync } from 'node:fs';
import { measureFirstViews } from './first-view.mjs';
import { printFirstViews, printLighthouse, summaryRows } from './front-end-report.mjs';
import { formatServerRenderTable, serverRenderRows } from './server-render-table.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { manyWines, realDishes, realLists, realWines } from './real-data.mjs';
import { BURST_PAGES, measureRenderBurst, printRenderBurst } from './render-burst.mjs';
import { HEAP_REQUESTS, measureRenderMemory, mixedRequests, printRenderMemory } from './render-memory.mjs';
import { measureRenderCpu, printRenderCpu } from './render-cpu.mjs';
import { measureReleaseSwitches, printReleaseSwitches } from './release-switches.mjs';
import { loadPages, measureReleaseUnderLoad, printReleaseUnderLoad, releaseUnderLoadSummary } from './release-under-load.mjs';
import { measureRenderFloor, measureServerRender, printServerRender } from './server-render.mjs';
import { startBenchSystem } from './system.mjs';

const PARTS = ['first-view', 'lighthouse', 'server-render', 'render-burst', 'render-cpu', 'render-memory', 'release-under-load', 'release-switches'];
const asked = process.argv.slice(2);
const unknown = asked.filter((p) => !PARTS.includes(p));
if (unknown.length) throw new Error(`unknown part(s) ${unknown.join(', ')}; parts: ${PARTS.join(', ')}`);
const runs = (part) => asked.length === 0 || asked.includes(part);

/** Wines for the server load: different pages, so no single cached response is what gets timed. */
const RENDER_WINES = 12;

const system = await startBenchSystem();
const results = { pages: [], render: null, renderFloor: null, burst: null, renderCpu: null, memory: null, underLoad: null, switches: null };
try {
  const wines = await realWines(system.apiUrl, 100);
  const lists = await realLists(system.apiUrl);
  const pages = [
    { name: 'home', path: '/', ready: '[data-remote="discovery"]' },
    { name: 'wine page', path: `/product/${wines[0].slug}`, ready: '[data-remote="discovery"]' },
    { name: 'list', path: `/list/${lists[0].slug}`, ready: '[data-remote="discovery"]' },
    { name: 'winefinder', path: '/winefinder', ready: '[data-remote="winefinder"]' },
  ];
  const views = runs('first-view') ? await measureFirstViews(system, pages) : [];
  const lighthouse = runs('lighthouse') ? await runLighthouse(system, pages) : [];
  results.pages = pages.map((p, i) => ({ ...p, view: views[i], lighthouse: lighthouse[i] }));
  // After the browser runs: the load would otherwise slow their pages down.
  if (runs('server-render')) {
    results.render = await measureServerRender(system, wines.slice(0, RENDER_WINES));
    results.renderFloor = await measureRenderFloor(system);
  }
  if (runs('render-burst')) results.burst = await measureRenderBurst(system, await manyWines(system.apiUrl, BURST_PAGES));
  if (runs('render-cpu')) {
    const dishes = await realDishes(system.apiUrl);
    results.renderCpu = await measureRenderCpu(system, system.shellPid, [
      { kind: 'wine page', pages: wines.slice(0, RENDER_WINES).map((w) => ({ path: `/product/${w.slug}`, text: w.name })) },
      { kind: 'list', pages: lists.slice(0, 6).map((l) => ({ path: `/list/${l.slug}`, text: l.name })) },
      { kind: 'dish', pages: dishes.slice(0, 6).map((d) => ({ path: `/dishes/${d.slug}`, text: d.name })) },
      { kind: 'home', pages: [{ path: '/', text: 'Vinkompassen' }] },
      { kind: 'terms (floor)', pages: [{ path: '/terms', text: 'Användarvillkor' }] },
    ]);
  }
  if (runs('render-memory')) {
    const data = { wines, lists, dishes: await realDishes(system.apiUrl) };
    results.memory = await measureRenderMemory(system, system.shellPid, mixedRequests(data), mixedRequests(data, HEAP_REQUESTS));
  }
  // Before release-switches, whose releases would otherwise be what a plain `npm run rollback` goes back to.
  if (runs('release-under-load')) results.underLoad = await measureReleaseUnderLoad(system, await loadPages(system, wines));
  if (runs('release-switches')) results.switches = await measureReleaseSwitches(system, wines);
} finally {
  await system.stop();
}

const withView = results.pages.filter((p) => p.view);
const withLighthouse = results.pages.filter((p) => p.lighthouse);
if (withView.length) printFirstViews(withView);
if (withLighthouse.length) printLighthouse(withLighthouse);
const summary = summaryRows(results.pages);
if (results.render) printServerRender(results.render, results.renderFloor);
if (results.burst) printRenderBurst(results.burst);
if (results.renderCpu) printRenderCpu(results.renderCpu);
if (runs('render-memory')) printRenderMemory(results.memory);
if (results.underLoad) {
  printReleaseUnderLoad(results.underLoad);
  summary.push(releaseUnderLoadSummary(results.underLoad));
}
if (results.switches) printReleaseSwitches(results.switches);

const table = formatServerRenderTable(serverRenderRows(results));
console.log(`\n${table}`);
if (process.env.BENCH_SUMMARY_FILE) writeFileSync(process.env.BENCH_SUMMARY_FILE, JSON.stringify(summary, null, 2));
// The root `npm run bench` prints the table again at its very end, after the API's figures.
if (process.env.BENCH_TABLE_FILE) writeFileSync(process.env.BENCH_TABLE_FILE, table);
