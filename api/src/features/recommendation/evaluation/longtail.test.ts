import { beforeAll, describe, expect, it } from 'vitest';
import { fullCatalogWines } from '@/testing/recommendation-fixtures';
import { buildPlaceIndex } from '../places';
import { chatStep, parseChatRequest } from '../chat';
import type { EngineWine } from '../types';
import { aromaList, typicalNotes } from '../typical-notes';
import { LONG_TAIL_TARGETS, loadLongTail, runLongTail, summarizeLongTail, type ConversationStep, type LongTailResult } from './longtail';


const weak = (results: readonly LongTailResult[]) =>
  results
    .filter((r) => r.hits < Math.min(r.possible, 10) || !r.understoodAll || r.saidBack === false || r.unfitHigh > 0 || (r.unknown && r.strictShown > 0))
    .map((r) => `${r.request}: ${r.hits}/${r.possible} ${r.missedKeys} [${r.notUnderstood}] said ${r.saidBack} hög-unfit ${r.unfitHigh} ${r.misses.slice(0, 4).join('; ')}`);

describe('the long-tail evaluation on the full catalog', () => {
  let wines: EngineWine[];
  let step: ConversationStep;
  const results: Partial<Record<'dev' | 'heldout', LongTailResult[]>> = {};

  beforeAll(() => {
    wines = fullCatalogWines();
    const places = buildPlaceIndex(wines);
    step = (message, answers) => chatStep(wines, parseChatRequest({ message, answers: answers ?? {}, include_results: true, limit: 10 }), places);
    results.dev = runLongTail(loadLongTail('dev'), wines, step);
    results.heldout = runLongTail(loadLongTail('heldout'), wines, step);
  });

  it('has at least 150 requests, every one possible in the catalog unless nothing in it is understood', () => {
    const all = [...loadLongTail('dev'), ...loadLongTail('heldout')];
    expect(all.length).toBeGreaterThanOrEqual(150);
    for (const r of [...results.dev!, ...results.heldout!]) if (!r.unknown) expect(r.possible, r.request).toBeGreaterThan(0);
  });

  it('meets its targets on both parts', () => {
    const dev = summarizeLongTail(results.dev!);
    const held = summarizeLongTail(results.heldout!);
    const both = summarizeLongTail([...results.dev!, ...results.heldout!]);
    console.log(
      `long tail: dev ${JSON.stringify(dev)}\n  ${weak(results.dev!).join('\n  ')}\nheld-out ${JSON.stringify(held)}\n  ${weak(results.heldout!).join('\n  ')}`,
    );
    expect(held.precisionAt10).toBeGreaterThanOrEqual(LONG_TAIL_TARGETS.heldOutPrecision);
    expect(both.unfitHighShare).toBeLessThanOrEqual(LONG_TAIL_TARGETS.unfitHighShare);
    expect(both.unknownWithStrict).toBe(0);
    expect(both.editsApplied).toBe(both.edits);
  });

  it("gives each top pick a clause from the wine's own taste text, or what the catalog says of wines like it", () => {
    let picks = 0;
    const bare: string[] = [];
    for (const r of loadLongTail('heldout')) {
      for (const pick of step(r.request).ranked?.slice(0, 3) ?? []) {
        const w = pick.wine;
        const own = aromaList(w.taste)[0];
        const expected = own ? `inslag av ${own}` : typicalNotes(w);
        if (!expected) continue;
        picks++;
        if (!pick.reason.toLowerCase().includes(expected.toLowerCase())) bare.push(`${r.request}: ${w.name}: ${pick.reason}`);
      }
    }
    expect(picks).toBeGreaterThan(100);
    expect(bare).toEqual([]);
  });
});
