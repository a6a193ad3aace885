import { TASTE_MATCH_MAX_PRODUCTS as API_LIMIT } from '@vinkompassen/shared-contracts/schemas';
import { tasteMatchPages } from './useTasteMatches';

describe('tasteMatchPages', () => {
  it('asks for a grid at once when it fits one request', () => {
    expect(tasteMatchPages([3, 1, 2])).toEqual([[3, 1, 2]]);
    expect(tasteMatchPages([])).toEqual([]);
  });

  it('pages a longer grid in the order shown, duplicates dropped, so a grown grid keeps its first pages', () => {
    const ids = Array.from({ length: 130 }, (_, i) => i + 1);
    const pages = tasteMatchPages([...ids, 5]);
    expect(pages.map((page) => page.length)).toEqual([60, 60, 10]);
    expect(pages[0]).toEqual(tasteMatchPages(ids.slice(0, 70))[0]);
  });

  it('never asks for more than the API takes', () => {
    expect(Math.max(...tasteMatchPages(Array.from({ length: 500 }, (_, i) => i)).map((page) => page.length))).toBe(API_LIMIT);
  });
});
