/**
 * "Sök maträtt": search over the dishes' names and other names (MiniSearch, the library the wine search uses),
 * word by word: a word being typed matches as a prefix, one typo is allowed from three letters and two from
 * seven, and the parts of a Swedish compound count as words ('kräft' finds Havskräftor). The descriptions count
 * only for whole words ('kräftor' finds Skaldjur, whose description names them; 'kräft' does not find Gulasch for
 * its 'kraftig'). Every word must match; when nothing matches all words, any word will do.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import { fold } from '../vocabulary';
import { allDishes, type RegisteredDish } from '../food-knowledge';

let index: { search: MiniSearch<IndexedDish>; bySlug: Map<string, RegisteredDish> } | null = null;

interface IndexedDish {
  id: string;
  name: string;
  aliases: string;
  description: string;
}

/** The shortest compound part indexed: 'havskraftor' also as 'kraftor' and 'raftor'… down to four letters. */
const MIN_PART = 4;

/** A name's words and the tails of each (the parts of a compound), folded. */
function nameTerms(term: string): string[] {
  const word = fold(term);
  const out = [word];
  for (let i = 1; word.length - i >= MIN_PART; i++) out.push(word.slice(i));
  return out;
}

function build() {
  const dishes = allDishes();
  const search = new MiniSearch<IndexedDish>({
    fields: ['name', 'aliases', 'description'],
    processTerm: (term, field) => (field === 'description' ? fold(term) : nameTerms(term)),
    searchOptions: { processTerm: (term) => fold(term) },
  });
  search.addAll(dishes.map((d) => ({ id: d.slug, name: d.name, aliases: d.aliases.join(' '), description: d.description })));
  return { search, bySlug: new Map(dishes.map((d) => [d.slug, d])) };
}

const typos = (term: string) => (term.length >= 7 ? 2 : term.length >= 3 ? 1 : 0);

export function searchDishes(query: string, limit = 30): RegisteredDish[] {
  index ??= build();
  const { search, bySlug } = index;
  const names: SearchOptions = { fields: ['name', 'aliases'], boost: { name: 3, aliases: 2 }, prefix: (term) => term.length >= 2, fuzzy: typos };
  const words: SearchOptions = { fields: ['description'], boost: { description: 0.5 } };
  const run = (combineWith: 'AND' | 'OR') => {
    const scores = new Map<string, number>();
    for (const hit of [...search.search(query, { ...names, combineWith }), ...search.search(query, { ...words, combineWith })]) {
      scores.set(String(hit.id), (scores.get(String(hit.id)) ?? 0) + hit.score);
    }
    return [...scores.entries()].sort((a, b) => b[1] - a[1]);
  };
  let hits = run('AND');
  if (hits.length === 0) hits = run('OR');
  return hits.slice(0, limit).flatMap(([slug]) => bySlug.get(slug) ?? []);
}
