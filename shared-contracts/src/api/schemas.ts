/**
 * `@vinkompassen/shared-contracts/schemas`: every API zod schema (runtime values). The API validates
 * with them; front-end code imports only their types (`import type`), so zod stays out of its bundles.
 */
export * from './catalog';
export * from './social';
export * from './winefinder';
export * from './pairing';
export * from './tasteProfile';
export * from './analytics';
export * from './shareCards';
export * from './pageData';
export * from './dataVersion';
export * from './sitemap';
export * from './community';
