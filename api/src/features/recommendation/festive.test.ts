import { beforeAll, describe, expect, it } from 'vitest';
import { fullCatalogWines } from '@/testing/recommendation-fixtures';
import { buildPlaceIndex } from './places';
import { chatStep, parseChatRequest } from './chat';
import { isChampagneOrCremant, isOldYoungStyle } from './festive';
import type { EngineWine } from './types';

describe('festive sparkling on the full catalog', () => {
  let wines: EngineWine[];
  let picks: (message: string, limit?: number) => EngineWine[];
  const year = new Date().getFullYear();

  beforeAll(() => {
    wines = fullCatalogWines();
    const places = buildPlaceIndex(wines);
    picks = (message, limit = 10) => chatStep(wines, parseChatRequest({ message, include_results: true, limit }), places).ranked!.map((r) => r.wine);
  });

  it("'bubbel till nyårsafton' opens with Champagne and Crémant", () => {
    const top = picks('bubbel till nyårsafton');
    expect(top.slice(0, 4).every(isChampagneOrCremant), top.map((w) => w.name).join(', ')).toBe(true);
  });

  it('stays within the budget: Crémant under 150 kr', () => {
    const top = picks('bubbel till nyår under 150 kr');
    expect(top.every((w) => w.price <= 150)).toBe(true);
    expect(top.slice(0, 3).every(isChampagneOrCremant), top.map((w) => w.name).join(', ')).toBe(true);
  });

  it('a Prosecco or Cava older than three years ranks below the fresher ones', () => {
    for (const message of ['cava till nyårsfesten', 'prosecco till festen']) {
      const ranked = picks(message, 20);
      const old = ranked.map((w, i) => (isOldYoungStyle(w, year) ? i : -1)).filter((i) => i >= 0);
      const fresh = ranked.map((w, i) => (!isOldYoungStyle(w, year) && w.vintage !== null ? i : -1)).filter((i) => i >= 0);
      if (old.length > 0 && fresh.length > 0) expect(Math.min(...old), message).toBeGreaterThan(Math.max(...fresh.slice(0, Math.min(fresh.length, 3))));
    }
  });
});
