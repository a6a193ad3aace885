/**
 * The catalog read model: the one place the API reads the whole catalog. `catalogSnapshot(db)` answers the
 * catalog as of the newest import; features keep their views of it with `catalogView`; the importer calls
 * `catalogChanged(db)`. The `app.catalog` plugin (plugins/catalog.ts) tells other instances over Redis.
 */
export { catalogChanged, catalogOf, catalogSnapshot, CatalogReadModel, heldCatalogs, IMPORT_STAMP_TTL_MS } from './read-model';
export { catalogReads } from './rows';
export { catalogView, CatalogSnapshot, summaryOf } from './snapshot';
