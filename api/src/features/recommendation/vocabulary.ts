/** The vocabulary of one candidate set, built once per set (a new import brings a new set, and new names). */
import { allFoods } from '../food-knowledge';
import { buildVocabulary, type Vocabulary } from '../vocabulary';
import type { EngineWine } from './types';

const cache = new WeakMap<readonly EngineWine[], Vocabulary>();
const EMPTY: readonly EngineWine[] = [];

export function vocabularyFor(wines: readonly EngineWine[]): Vocabulary {
  const key = wines.length === 0 ? EMPTY : wines;
  let vocabulary = cache.get(key);
  if (!vocabulary) cache.set(key, (vocabulary = buildVocabulary(wines, allFoods())));
  return vocabulary;
}
