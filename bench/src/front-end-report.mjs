// Printing of the first-view and Lighthouse figures, and the summary rows of the micro-frontend targets.
import { RUNS } from './lighthouse.mjs';

/** The micro-frontend targets; the server-rendering ones are in server-render-table.mjs. */
export const TARGETS = { performance: 95, accessibility: 100, aboveFloorKb: 40 };

const kb = (bytes) => (bytes / 1024).toFixed(1);
const mark = (ok) => (ok ? 'pass' : 'MISS');

/** @param {{ name: string, path: string, view: object }[]} results */
export function printFirstViews(results) {
  console.log('\n== front end: first view, production build, gzip on the wire (Chromium, cold cache, age gate confirmed)');
  console.log(
    ['page'.padEnd(44), 'JS kB'.padStart(7), 'shell'.padStart(7), 'shared'.padStart(7), 'remote'.padStart(7), 'CSS kB'.padStart(7), 'files'.padStart(6), 'React'.padStart(6)].join(' '),
  );
  for (const { name, path, view } of results) {
    console.log(
      [
        `${name} ${path}`.slice(0, 44).padEnd(44),
        kb(view.jsBytes).padStart(7),
        kb(view.shellJs).padStart(7),
        kb(view.sharedJs).padStart(7),
        kb(view.remoteJs).padStart(7),
        kb(view.cssBytes).padStart(7),
        String(view.files.length).padStart(6),
        `${view.reactDomCopies}×`.padStart(6),
      ].join(' '),
    );
  }
  console.log(
    "shared = the library part of each file, by its source map (React, router, Redux, rxjs, federation runtime); shell and remote: the rest of each one's files.",
  );
  for (const { name, view } of results) {
    if (view.encodings.some((e) => e !== 'gzip')) console.log(`! ${name}: not all files were gzip: ${view.encodings.join(', ')}`);
    if (view.duplicates.length) {
      const byPackage = new Map();
      for (const d of view.duplicates) byPackage.set(d.source.split('/').slice(0, d.source.startsWith('@') ? 2 : 1).join('/'), d.urls.length);
      console.log(`! ${name}: library modules loaded more than once: ${[...byPackage].map(([p, n]) => `${p} (${n}×)`).join(', ')}`);
    }
  }
}

/** @param {{ name: string, path: string, lighthouse: object }[]} results */
export function printLighthouse(results) {
  console.log(
    `\n== Lighthouse, mobile preset (simulated slow 4G), CPU slowdown calibrated before each run from Lighthouse's benchmarkIndex ` +
      `by its throttling docs (the preset's 4× is for a high-end desktop, index 1500–2000); median of ${RUNS} runs`,
  );
  for (const { name, lighthouse: lh } of results) {
    console.log(`calibration, ${name}: ${lh.calibrations.map((c) => `index ${c.benchmarkIndex} (${c.bracket}) → ${c.multiplier}×`).join(', ')}`);
  }
  console.log(['page'.padEnd(44), 'perf'.padStart(5), 'runs'.padStart(12), 'a11y'.padStart(5), 'b-p'.padStart(5), 'FCP ms'.padStart(7), 'LCP ms'.padStart(7), 'TBT ms'.padStart(7), 'CLS'.padStart(6)].join(' '));
  for (const { name, path, lighthouse: lh } of results) {
    console.log(
      [
        `${name} ${path}`.slice(0, 44).padEnd(44),
        String(lh.scores.performance).padStart(5),
        lh.performanceRuns.join('/').padStart(12),
        String(lh.scores.accessibility).padStart(5),
        String(lh.scores['best-practices']).padStart(5),
        lh.metrics.fcp.toFixed(0).padStart(7),
        lh.metrics.lcp.toFixed(0).padStart(7),
        lh.metrics.tbt.toFixed(0).padStart(7),
        lh.metrics.cls.toFixed(3).padStart(6),
      ].join(' '),
    );
  }
  console.log(
    `machine: Lighthouse benchmarkIndex during each page's runs ${results.map(({ lighthouse: lh }) => lh.benchmarkIndex).join(' / ')}` +
      " (Lighthouse's own reading during the run, beside the calibration's just before it)",
  );
  for (const { name, lighthouse: lh } of results) {
    for (const [category, audits] of Object.entries(lh.failed)) {
      if (category === 'performance') continue;
      for (const a of audits) console.log(`! ${name} ${category}: ${a.title}${a.items.length ? ` — ${a.items.join(' | ')}` : ''}`);
    }
  }
}

/** The micro-frontend rows for the root summary, for the parts that ran; printed here too. */
export function summaryRows(results) {
  const summary = results.flatMap(({ name, view, lighthouse: lh }) => [
    ...(view
      ? [
          // The whole is shown; what is judged is the part above the stack's floor (below).
          { what: `first-view JS, ${name}`, value: `${kb(view.jsBytes)} kB gzip`, target: '–', ok: null },
          { what: `React copies loaded, ${name}`, value: String(view.reactDomCopies), target: '1', ok: view.reactDomCopies === 1 },
          // The stack's floor is its shared libraries alone (React, router, Redux, rxjs, federation runtime): what
          // is above it is the app's own code, which is what this figure judges.
          {
            what: `first-view JS above the stack's floor, ${name}`,
            value: `${kb(view.jsBytes - view.sharedJs)} kB (floor ${kb(view.sharedJs)})`,
            target: `≤ ${TARGETS.aboveFloorKb} kB`,
            ok: view.jsBytes - view.sharedJs <= TARGETS.aboveFloorKb * 1024,
          },
          { what: `libraries loaded twice, ${name}`, value: String(view.duplicates.length), target: '0', ok: view.duplicates.length === 0 },
        ]
      : []),
    ...(lh
      ? [
          { what: `Lighthouse performance, ${name}`, value: String(lh.scores.performance), target: `≥ ${TARGETS.performance}`, ok: lh.scores.performance >= TARGETS.performance },
          { what: `Lighthouse accessibility, ${name}`, value: String(lh.scores.accessibility), target: String(TARGETS.accessibility), ok: lh.scores.accessibility >= TARGETS.accessibility },
          { what: `Lighthouse best practices, ${name}`, value: String(lh.scores['best-practices']), target: '–', ok: null },
        ]
      : []),
  ]);
  if (summary.length) console.log('');
  for (const s of summary) console.log(`${s.what.padEnd(46)} ${s.value.padStart(14)}  target ${s.target.padEnd(9)} ${s.ok === null ? '' : mark(s.ok)}`);
  return summary;
}
