// Lighthouse (mobile preset: emulated phone, simulated slow 4G, CPU slowdown calibrated to this machine) against the
// production build.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@vinkompassen/tooling/chromium';
import { cpuSlowdownFor } from './cpu-calibration.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** Runs per page; the reported one is Lighthouse's own median run (by FCP and TTI), as its docs advise. */
export const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** All of an origin's storage: every run is a first visit (a saved chat would otherwise be continued). */
const CLEARED_STORAGE = 'cookies,local_storage,indexeddb,service_workers,cache_storage,file_systems,shader_cache,websql';

async function prepareFirstVisit(page, origins, shellUrl) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: CLEARED_STORAGE });
  // Past the age gate, as the app leaves a returning visitor: the flag in storage and its cookie for the server.
  // A JSON document on the shell's origin sets them without running the app (no service worker).
  await page.goto(`${shellUrl}/runtime-config.json`);
  await page.evaluate(() => {
    localStorage.setItem('age_confirmed', 'true');
    document.cookie = 'age_confirmed=true; Path=/; SameSite=Lax';
  });
  await page.goto('about:blank');
  await cdp.detach();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Failed audits of a category (score < 1), for the report. */
function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.displayValue,
      // What to fix: console messages, failing elements, offending URLs (first few).
      items: (audit.details?.items ?? [])
        .slice(0, 5)
        .map((item) => item.description ?? item.node?.snippet ?? item.url ?? item.source?.url ?? JSON.stringify(item).slice(0, 160)),
    }));
}

/**
 * One run, its CPU slowdown calibrated just before it: Lighthouse's own benchmark (the function behind its report's
 * benchmarkIndex) in the blank page, then the multiplier for that index; on a shared machine the index moves with
 * the load from one minute to the next. BENCH_CPU_SLOWDOWN sets a fixed multiplier instead.
 */
async function runOnce(browser, origins, shellUrl, path) {
  const page = await browser.newPage();
  await prepareFirstVisit(page, origins, shellUrl);
  const benchmarkIndex = Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  const calibrated = cpuSlowdownFor(benchmarkIndex);
  const cpuSlowdownMultiplier = Number(process.env.BENCH_CPU_SLOWDOWN ?? calibrated.multiplier);
  const runner = await lighthouse(
    shellUrl + path,
    {
      logLevel: 'error',
      output: 'json',
      onlyCategories: CATEGORIES,
      disableStorageReset: true,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    },
    undefined,
    page,
  );
  await page.close();
  return { ...runner.lhr, calibration: { benchmarkIndex, bracket: calibrated.bracket, multiplier: cpuSlowdownMultiplier } };
}

/** @param {{ name: string, path: string }[]} pages */
export async function runLighthouse(system, pages) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // chrome-launcher adds --headless itself; no network beyond loopback is needed.
    chromeFlags: CHROMIUM_ARGS.filter((a) => a !== '--headless').concat('--headless=new'),
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const origins = [...system.distByOrigin.keys(), new URL(system.apiUrl).origin];
  try {
    const results = [];
    for (const p of pages) {
      const runs = [];
      // A run that fails to trace (NO_NAVSTART on a loaded machine) is repeated, at most twice in all.
      for (let failures = 0; runs.length < RUNS; ) {
        const lhr = await runOnce(browser, origins, system.shellUrl, p.path);
        if (!lhr.runtimeError) runs.push(lhr);
        else if (++failures > 2) throw new Error(`Lighthouse ${p.path}: ${lhr.runtimeError.message}`);
      }
      const lhr = computeMedianRun(runs);
      results.push({
        ...p,
        performanceRuns: runs.map((run) => Math.round((run.categories.performance.score ?? 0) * 100)),
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)])),
        metrics: {
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
        },
        failed: Object.fromEntries(CATEGORIES.map((c) => [c, failedAudits(lhr, c)])),
        warnings: lhr.runWarnings,
        // Lighthouse's own measure of this machine's CPU speed during these runs, and each run's calibration.
        benchmarkIndex: Math.round(median(runs.map((run) => run.environment.benchmarkIndex))),
        calibrations: runs.map((run) => run.calibration),
      });
    }
    return results;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
