import { beforeAll, describe, expect, it } from 'vitest';
import { fullCatalogWines } from '@/testing/recommendation-fixtures';
import type { EngineWine } from '../recommendation';
import { evaluateCase, loadEvaluation, precisionAt8, type CaseResult } from './evaluation';
import { rankForDish } from './pairing';
import { findDish } from '../food-knowledge';

/** The engine must keep at least this precision@8 on the full catalog (it printed 0.9x when set). */
const MIN_PRECISION = 0.9;

describe('the dish evaluation set on the full catalog', () => {
  let wines: EngineWine[];
  let results: CaseResult[];

  beforeAll(() => {
    wines = fullCatalogWines();
    results = loadEvaluation().map((c) => {
      const dish = findDish(c.dish);
      if (!dish) throw new Error(`unknown dish ${c.dish}`);
      return evaluateCase(c, rankForDish(wines, dish, 8).map((r) => r.wine));
    });
  });

  it('has at least 30 dishes, each ranked 8 wines', () => {
    expect(results.length).toBeGreaterThanOrEqual(30);
    for (const r of results) expect(r.shown, r.dish).toBe(8);
  });

  it('precision@8 meets the bar; every list spans the price bands its case asks for', () => {
    const precision = precisionAt8(results);
    const lines = results.map((r) => `  ${r.dish.padEnd(28)} ${r.hits}/8  bands ${r.priceBands}${r.misses.length ? `  misses: ${r.misses.join('; ')}` : ''}`);
    console.log(`dish evaluation: precision@8 = ${precision.toFixed(3)} over ${results.length} dishes\n${lines.join('\n')}`);
    expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION);
    expect(results.filter((r) => !r.bandsOk).map((r) => `${r.dish}: ${r.priceBands} bands`)).toEqual([]);
  });

  it('the broad Fisk page leads with 75 cl whites, rosés and sparkling wines: no red, no box, no quarter bottle', () => {
    const top = rankForDish(wines, findDish('fisk')!, 8).map((r) => r.wine);
    expect(top.filter((w) => w.style === 'red').map((w) => w.name)).toEqual([]);
    expect(top.filter((w) => (w.volumeMl ?? 750) !== 750).map((w) => `${w.name} ${w.volumeMl} ml`)).toEqual([]);
  });

  it('the evaluation can fail: a list of red meat wines scores zero on a fish case', () => {
    const fish = loadEvaluation().find((c) => c.styles.length && !c.styles.includes('red'))!;
    const reds = wines.filter((w) => w.style === 'red' && w.symbols.includes('not')).slice(0, 8);
    expect(evaluateCase(fish, reds).hits).toBe(0);
  });
});
