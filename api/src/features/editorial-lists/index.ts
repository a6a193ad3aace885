/** Wine lists and top lists (catalogs): seeded from api/seed after an import, rules evaluated against the catalog. */
export { loadSeedFile, seedCatalogs, type SeedResult } from './seed';
export { catalogSavesCount, catalogsOfProduct, getCatalog, listCatalogs, listSavedCatalogs, productFromList, resolveCatalogId, saveCatalog, unsaveCatalog } from './queries';
