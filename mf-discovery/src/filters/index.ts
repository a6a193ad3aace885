// What other feature folders may use of filters/ (the lint rule lets them import nothing else).
export { clearedFilters, CLOCK_FILTERS, countFilters, filtersToParams, filtersToQuery, parseFilters, SORTS, STYLES, toggle, type WineFilters } from './filterParams';
