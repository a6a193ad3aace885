import MiniSearch, { type Query } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { WordList } from '../vocabulary';
import { ScoredPostings } from './scored-postings';
import { wordQuery } from './text';

const FIELDS = ['name', 'producer', 'grapes'] as const;
const BOOST = { name: 3, producer: 2 };
// Made-up texts: word frequencies and field lengths that differ, so BM25 tells the documents apart.
const DOCS = [
  { id: 1, name: 'chardonnay reserve', producer: 'domaine blanc', grapes: 'chardonnay' },
  { id: 2, name: 'blanc de blancs', producer: 'maison chardon', grapes: 'chardonnay pinot noir' },
  { id: 3, name: 'pinot noir', producer: 'pinot family estate', grapes: 'pinot noir' },
  { id: 4, name: 'chablis premier cru', producer: 'domaine chablis', grapes: 'chardonnay' },
  { id: 5, name: 'sauvignon blanc', producer: 'blank canvas', grapes: 'sauvignon blanc' },
  { id: 6, name: 'rosso', producer: 'cantina rossi', grapes: 'sangiovese merlot' },
  { id: 7, name: 'merlot merlot merlot', producer: 'chardonnay house', grapes: 'merlot' },
];

function build() {
  const words = new WordList();
  const mini = new MiniSearch<(typeof DOCS)[number]>({
    fields: [...FIELDS],
    tokenize: (text) => {
      const ws = text.split(' ').filter(Boolean);
      for (const w of ws) words.add(w);
      return ws;
    },
    processTerm: (t) => t,
    searchOptions: { tokenize: (text) => text.split(' ').filter(Boolean), processTerm: (t) => t },
  });
  mini.addAll(DOCS);
  const ids = DOCS.map((d) => d.id).reverse();
  const postings = new ScoredPostings(mini as MiniSearch<unknown>, words, FIELDS, ids);
  // By document id, as MiniSearch answers (slots are places in `ids`, given in another order on purpose).
  const scores = (query: Query): Map<number, number> => {
    const found = postings.scores(query);
    return new Map(Array.from(found.slots, (slot, i) => [ids[slot]!, found.scores[i]!]));
  };
  return { mini, words, scores };
}

const byMiniSearch = (mini: MiniSearch<unknown>, query: Query) => new Map(mini.search(query).map((r) => [r.id as number, r.score]));

describe('scores from postings', () => {
  const { mini, words, scores } = build();
  const q = (word: string, last = false, loose = false, fields: readonly string[] = FIELDS) => wordQuery(words, word, last, fields, BOOST, loose);
  const queries: [string, Query][] = [
    ['a known word', q('chardonnay')],
    ['a word being typed (prefix)', q('chard', true)],
    ['a typo, corrected to its nearest words', q('chardonay')],
    ['a prefix with corrections (nested queries)', q('blank', true, true)],
    ['a word in one field only', q('blanc', false, false, ['name'])],
    ['two words, both required', { combineWith: 'AND', queries: [q('pinot'), q('noir', true)] } as Query],
    ['the same word twice', { combineWith: 'AND', queries: [q('merlot'), q('merlot')] } as Query],
    ['a word nobody wrote', q('zinfandel')],
    ['plain strings with a prefix', { queries: ['pinot chard'], prefix: true, combineWith: 'OR' }],
  ];

  it.each(queries)('are MiniSearch’s own for %s', (_, query) => {
    const expected = byMiniSearch(mini as MiniSearch<unknown>, query);
    const actual = scores(query);
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [id, score] of expected) expect(actual.get(id)).toBeCloseTo(score, 10);
  });

  it('stay MiniSearch’s when asked again (postings are kept, not changed by use)', () => {
    const query: Query = { combineWith: 'AND', queries: [q('pinot'), q('noir', true)] };
    scores(q('noir', true));
    expect(scores(query)).toEqual(scores(query));
    for (const [id, score] of byMiniSearch(mini as MiniSearch<unknown>, query)) expect(scores(query).get(id)).toBeCloseTo(score, 10);
  });

  it('refuses options it does not reproduce', () => {
    expect(() => scores({ queries: ['pinot'], fuzzy: 0.2 })).toThrow(/fuzzy/);
    expect(() => scores({ queries: ['pinot'], boostDocument: () => 2 })).toThrow(/boostDocument/);
  });
});
