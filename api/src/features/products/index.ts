/**
 * The product list, detail and facet counts: views of the catalog read model, with likes and the discontinued flag
 * read live. For other features: `loadProductSummaries(db, ids)` (in the order of `ids`) and `findProductIds`.
 */
export { findProductIds, loadProductByIdOrSlug, loadProductSummaries, type ProductFilter } from './queries';
export { WINE_NOT_FOUND } from './texts';
export { getFacetIndex, productFacets } from './filter-index';
export { productSummariesJson, resolveProductId } from './queries';
