// What other feature folders may use of search/ (the lint rule lets them import nothing else).
export { SearchField } from './SearchField';
export { useSearchText } from './useSearchText';
