/** Search: the in-memory product and suggestion indexes (views of the catalog), and SQL text matching for short lists. */
export { searchIndexes, searchMatches } from './indexes';
export { rankedIds, rankOrder } from './ranking';
export { escapeLike, foldSql, fuzzyTextCondition, fuzzyTextOrder } from './search';
export { refreshStoreSearch } from './search-columns';
export { emptySuggestions, suggest } from './suggest-index';
