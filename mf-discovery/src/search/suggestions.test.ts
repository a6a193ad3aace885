import type { SuggestResponse } from '@vinkompassen/shared-contracts/schemas';
import { highlight, toSuggestions } from './suggestions';

describe('highlight', () => {
  it('marks where a query word starts a word, ignoring case and diacritics', () => {
    expect(highlight('Châteauneuf-du-Pape', 'chateau')).toEqual([
      { text: 'Château', match: true },
      { text: 'neuf-du-Pape', match: false },
    ]);
    expect(highlight('Domaine de Rioja', 'RIO dom')).toEqual([
      { text: 'Dom', match: true },
      { text: 'aine de ', match: false },
      { text: 'Rio', match: true },
      { text: 'ja', match: false },
    ]);
    // A typo-corrected suggestion has nothing literal to mark.
    expect(highlight('Chardonnay', 'chardonay')).toEqual([{ text: 'Chardonnay', match: false }]);
  });
});

describe('toSuggestions', () => {
  it('gives wines of the same name their number', () => {
    const response: SuggestResponse = {
      query: 'lindemans',
      wines: [
        { id: 1, slug: 'a-1', name: 'Lindemans', name_thin: 'Chardonnay', style: 'white', category: 'Vitt vin', product_number: '1645708' },
        { id: 2, slug: 'b-2', name: 'Lindemans', name_thin: 'Chardonnay', style: 'white', category: 'Vitt vin', product_number: '1645701' },
        { id: 3, slug: 'c-3', name: 'Lindemans', name_thin: 'Shiraz', style: 'red', category: 'Rött vin', product_number: '1234' },
      ],
      producers: [],
      grapes: [],
      regions: [{ id: 4, slug: 'australien', name: 'Australien', product_count: 90, kind: 'country', country: null }],
      dishes: [],
    };
    expect(toSuggestions(response).map((s) => [s.label, s.detail, s.href])).toEqual([
      ['Lindemans Chardonnay', 'Vitt vin, nr 1645708', '/product/a-1'],
      ['Lindemans Chardonnay', 'Vitt vin, nr 1645701', '/product/b-2'],
      ['Lindemans Shiraz', 'Rött vin', '/product/c-3'],
      ['Australien', '90 viner', '/search?country=australien'],
    ]);
  });

  it("names port by Systembolaget's category, not 'Övrigt vin'", () => {
    const response: SuggestResponse = {
      query: 'sandeman',
      wines: [{ id: 5, slug: 'sandeman-5', name: 'Sandeman', name_thin: 'Invalid Port', style: 'other', category: 'Starkvin', product_number: '4139' }],
      producers: [],
      grapes: [],
      regions: [],
      dishes: [],
    };
    expect(toSuggestions(response).map((s) => s.detail)).toEqual(['Starkvin']);
  });
});
