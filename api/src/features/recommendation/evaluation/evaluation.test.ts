import { beforeAll, describe, expect, it } from 'vitest';
import { fullCatalogWines } from '@/testing/recommendation-fixtures';
import { buildPlaceIndex } from '../places';
import { chatStep, parseChatRequest } from '../chat';
import type { EngineWine } from '../types';
import { failures, loadRequests, recognitionWalk, runEvaluation, summarize, type RequestResult } from './evaluation';

describe('the sommelier evaluation set on the full catalog', () => {
  let wines: EngineWine[];
  let results: RequestResult[];
  let step: (message: string) => ReturnType<typeof chatStep>;

  beforeAll(() => {
    wines = fullCatalogWines();
    const places = buildPlaceIndex(wines);
    step = (message) => chatStep(wines, parseChatRequest({ message, include_results: true, limit: 10 }), places);
    results = runEvaluation(loadRequests(), wines, step);
  });

  it('meets its targets: precision@10 ≥ 0.9, budgets used, impossible asks answered honestly, every term understood', () => {
    const s = summarize(results);
    const weak = results.filter((r) => r.hits < Math.min(r.possible, 10) || !r.understoodAll).map((r) => `${r.request}: ${r.hits}/${r.possible} ${r.missedKeys} ${r.notUnderstood} ${r.misses.join('; ')}`);
    console.log(`sommelier evaluation: ${JSON.stringify({ ...s, p95Ms: undefined })}\n  ${weak.join('\n  ')}`);
    expect(s.requests).toBeGreaterThanOrEqual(150);
    expect(s.precisionAt10).toBeGreaterThanOrEqual(0.9);
    expect(s.budgetShare).toBeGreaterThanOrEqual(0.9);
    expect(s.honestShare).toBe(1);
    expect(s.understoodShare).toBeGreaterThanOrEqual(0.95);
  });

  it('labels honestly: an ask marked impossible has no wine in the catalog that meets it, and every other has one', () => {
    const requests = loadRequests();
    results.forEach((r, i) => expect(r.possible === 0, r.request).toBe(requests[i]!.impossible === true));
  });

  it('recognises every grape and sub-region with at least five wines, typed as the catalog writes it', () => {
    const walk = recognitionWalk(wines, (message) => step(message).response.understood);
    expect(walk.grapes).toBeGreaterThan(100);
    expect(walk.subregions).toBeGreaterThan(90);
    expect(walk.missed).toEqual([]);
  });

  it('can fail: a list of red meat wines meets none of a white fish request', () => {
    const fish = loadRequests().find((r) => r.request === 'Jag ska laga lax i ugn, något vitt under 150 kr')!;
    const reds = wines.filter((w) => w.style === 'red' && w.symbols.includes('not')).slice(0, 10);
    expect(reds.every((w) => failures(w, fish.expect).length > 0)).toBe(true);
  });
});
