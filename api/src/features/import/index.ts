/** The catalog import: first-start import and seeding, the importer and the database preparation. */
export { ensureImported, hasCatalog, importAndSeed } from './ensure-imported';
export { defaultImportFiles, importCatalog } from './importer';
export { prepareDatabase } from './prepare';
