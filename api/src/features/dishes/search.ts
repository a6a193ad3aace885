/**
 * "Sök maträtt": typo-tolerant search over the dishes' names, other names and descriptions (MiniSearch,
 * the library the wine search uses): every word must match, a word being typed as a prefix, one typo
 * allowed from three letters and two from seven; when nothing matches all words, any word will do.
 */
import MiniSearch from 'minisearch';
import { fold } from '../vocabulary/text';
import { allDishes, type RegisteredDish } from './registry';

let index: { search: MiniSearch<IndexedDish>; bySlug: Map<string, RegisteredDish> } | null = null;

interface IndexedDish {
  id: string;
  name: string;
  aliases: string;
  description: string;
}

function build() {
  const dishes = allDishes();
  const search = new MiniSearch<IndexedDish>({
    fields: ['name', 'aliases', 'description'],
    processTerm: (term) => fold(term),
  });
  search.addAll(dishes.map((d) => ({ id: d.slug, name: d.name, aliases: d.aliases.join(' '), description: d.description })));
  return { search, bySlug: new Map(dishes.map((d) => [d.slug, d])) };
}

const typos = (term: string) => (term.length >= 7 ? 2 : term.length >= 3 ? 1 : 0);

export function searchDishes(query: string, limit = 30): RegisteredDish[] {
  index ??= build();
  const { search, bySlug } = index;
  const options = { boost: { name: 3, aliases: 2, description: 0.5 }, prefix: (term: string) => term.length >= 2, fuzzy: typos };
  let hits = search.search(query, { ...options, combineWith: 'AND' });
  if (hits.length === 0) hits = search.search(query, { ...options, combineWith: 'OR' });
  return hits.slice(0, limit).flatMap((h) => bySlug.get(String(h.id)) ?? []);
}
