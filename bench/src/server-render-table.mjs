// The server-rendering targets beside the figures before it and this run's: one row per page and measure.
import { describeVerdict, memoryFlat } from './render-memory.mjs';

export const TODAY_LABEL = 'before SSR, 2026-11-24';

export const TARGETS = { performance: 95, lcpMs: 2000, tbtMs: 200, cls: 0, aboveFloorKb: 40, renderP95Ms: 30, burstWholePct: 99, burstRatio: 3, wineCpuMs: 7 };

/**
 * The "today" column, as it states it: per page where it gives one, else its range over the pages it
 * measured (home, wine page, winefinder; no list page was measured then).
 */
const TODAY = {
  performance: { home: '90', 'wine page': '83', list: '–', winefinder: '88' },
  lcp: '3.3–3.4 s',
  tbt: '149–357 ms',
  cls: '0',
};
const todayOf = (figure, page) => (page === 'list' ? '–' : typeof figure === 'string' ? figure : (figure[page] ?? '–'));

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** CLS is shown to three decimals; 0 means it rounds to 0.000. */
const clsIsZero = (cls) => cls < 0.0005;

/**
 * @param {{ pages: { name: string, view?: object, lighthouse?: object }[], render?: object|null, memory?: object|null, burst?: object|null, renderCpu?: object[]|null }} measured
 * Parts not measured in this run show "not run" and no mark.
 */
export function serverRenderRows({ pages, render, memory, burst = null, renderCpu = null }) {
  const rows = [];
  const add = (what, target, today, value, ok) => rows.push({ what, target, today, value, ok });
  const notRun = (what, target, today) => add(what, target, today, 'not run', null);

  for (const { name, lighthouse: lh } of pages) {
    const today = (figure) => todayOf(figure, name);
    if (!lh) {
      notRun(`Lighthouse performance, ${name}`, `≥ ${TARGETS.performance}`, today(TODAY.performance));
      notRun(`LCP, ${name}`, `≤ ${(TARGETS.lcpMs / 1000).toFixed(1)} s`, today(TODAY.lcp));
      notRun(`TBT, ${name}`, `≤ ${TARGETS.tbtMs} ms`, today(TODAY.tbt));
      notRun(`CLS, ${name}`, '0', today(TODAY.cls));
      continue;
    }
    const { lcp, tbt, cls } = lh.metrics;
    add(`Lighthouse performance, ${name}`, `≥ ${TARGETS.performance}`, today(TODAY.performance), String(lh.scores.performance), lh.scores.performance >= TARGETS.performance);
    add(`LCP, ${name}`, `≤ ${(TARGETS.lcpMs / 1000).toFixed(1)} s`, today(TODAY.lcp), `${(lcp / 1000).toFixed(1)} s`, lcp <= TARGETS.lcpMs);
    add(`TBT, ${name}`, `≤ ${TARGETS.tbtMs} ms`, today(TODAY.tbt), `${tbt.toFixed(0)} ms`, tbt <= TARGETS.tbtMs);
    add(`CLS, ${name}`, '0', today(TODAY.cls), cls.toFixed(3), clsIsZero(cls));
  }
  // The app's own first-view JS: the whole less the stack's floor (its shared libraries), which no app code can shed.
  for (const { name, view } of pages) {
    const what = `first-view JS above the stack's floor, ${name}`;
    const target = `≤ ${TARGETS.aboveFloorKb} kB`;
    if (!view) notRun(what, target, '–');
    else add(what, target, '–', `${kb(view.jsBytes - view.sharedJs)} kB`, view.jsBytes - view.sharedJs <= TARGETS.aboveFloorKb * 1024);
  }

  // Without the wine in the HTML nothing was rendered on the server: the figure is a static file's, marked "no SSR".
  const renderWhat = `server render of a wine page, ${render?.connections ?? 20} concurrent`;
  const renderTarget = `p95 ≤ ${TARGETS.renderP95Ms} ms, 0 errors`;
  if (!render) notRun(renderWhat, renderTarget, '–');
  else {
    const met = render.p95 <= TARGETS.renderP95Ms && render.errors + render.non2xx === 0;
    const value = `p95 ${render.p95.toFixed(1)} ms, ${render.errors + render.non2xx} errors`;
    add(renderWhat, renderTarget, '–', value, render.contentInHtml ? met : 'no SSR');
  }
  // The crawler's burst and the render's CPU, with the figures the issue about them gave as today's.
  const burstWhat = `burst of ${burst?.pages ?? 240} distinct wine pages, ${burst?.concurrency ?? 24} concurrent: content in HTML`;
  const ratioWhat = "that burst's time ÷ the same burst on /terms";
  if (!burst) {
    notRun(burstWhat, `≥ ${TARGETS.burstWholePct} %`, '234 of 240');
    notRun(ratioWhat, `≤ ${TARGETS.burstRatio}×`, '4.2×');
  } else {
    add(burstWhat, `≥ ${TARGETS.burstWholePct} %`, '234 of 240', `${burst.whole} of ${burst.pages}`, (100 * burst.whole) / burst.pages >= TARGETS.burstWholePct);
    add(ratioWhat, `≤ ${TARGETS.burstRatio}×`, '4.2×', `${burst.ratio.toFixed(2)}×`, burst.ratio <= TARGETS.burstRatio);
  }
  const wineCpu = renderCpu?.find((r) => r.kind === 'wine page');
  const cpuWhat = 'render host CPU per wine page';
  const cpuTarget = `≤ ${TARGETS.wineCpuMs} ms (half)`;
  if (!wineCpu) notRun(cpuWhat, cpuTarget, '14–16 ms');
  else add(cpuWhat, cpuTarget, '14–16 ms', `${wineCpu.cpuMs.toFixed(1)} ms`, wineCpu.whole === wineCpu.renders ? wineCpu.cpuMs <= TARGETS.wineCpuMs : 'no SSR');
  const memoryWhat = `render host memory over ${(memory?.requests ?? 10_000).toLocaleString('en-US')} renders`;
  if (!memory) notRun(memoryWhat, 'flat (no leak)', '–');
  else add(memoryWhat, 'flat (no leak)', '–', describeVerdict(memory), memory.contentInHtml ? memoryFlat(memory) : 'no SSR');
  return rows;
}

const markOf = (ok) => (ok === null ? '' : ok === true ? 'ok' : ok === false ? 'miss' : ok);

export function formatServerRenderTable(rows) {
  const head = { what: 'measure', target: 'target', today: `today (${TODAY_LABEL})`, value: 'measured now' };
  const w = (key) => Math.max(head[key].length, ...rows.map((r) => r[key].length));
  const line = (r, mark) => `${r.what.padEnd(w('what'))}  ${r.target.padEnd(w('target'))}  ${r.today.padEnd(w('today'))}  ${r.value.padEnd(w('value'))}  ${mark}`.trimEnd();
  const met = rows.filter((r) => r.ok === true).length;
  const judged = rows.filter((r) => r.ok !== null).length;
  return [
    '== server rendering: targets, the figures before it and this run',
    line(head, ''),
    ...rows.map((r) => line(r, markOf(r.ok))),
    `${met} of ${judged} measured figures meet their target. "no SSR": the HTML sent did not contain the page's content, so the figure is not a server render's.`,
  ].join('\n');
}
