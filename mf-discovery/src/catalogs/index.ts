// What other feature folders may use of catalogs/ (the lint rule lets them import nothing else).
export { CatalogCard } from './CatalogCard';
