/**
 * Test helpers (not shipped in routes): hand-made wines, and the repository's Systembolaget data (api/data) mapped to
 * engine wines through the importer's own parser (api/src/features/import/source.ts), without a database.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { catalogDataDir } from '../config';
import { parseProducts, readJson, type SourceProduct } from '../features/import/source';
import { slugKey } from '../features/vocabulary/text';
import type { EngineWine } from '../features/recommendation/types';
import { vintageYear } from '../features/recommendation/festive';
import { learnTypicalNotes } from '../features/recommendation/typical-notes';

export function assortmentFiles(dir = catalogDataDir): string[] {
  return readdirSync(dir)
    .filter((f) => /^systembolaget-assortment.*\.json(\.gz)?$/i.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

/** A SourceProduct (importer's parse of Systembolaget JSON) as an engine wine; id = Systembolaget productId. */
export function fromSource(p: SourceProduct): EngineWine {
  return {
    id: Number(p.sourceId),
    productNumber: p.productNumber,
    name: [p.nameBold, p.nameThin].filter(Boolean).join(' '),
    producer: p.producer,
    style: p.style,
    category: p.categoryLevel2,
    subcategory: p.categoryLevel3,
    assortment: p.assortment,
    assortmentText: p.assortmentText,
    price: p.price,
    volumeMl: p.volumeMl,
    country: p.country,
    countrySlug: p.country ? slugKey(p.country) : null,
    region: p.originLevel1,
    regionSlug: p.originLevel1 ? slugKey(p.originLevel1) : null,
    subregion: p.originLevel2,
    subregionSlug: p.originLevel2 ? slugKey(p.originLevel2) : null,
    grapes: p.grapes,
    clocks: { body: p.clocks.body, roughness: p.clocks.roughness, fruitacid: p.clocks.fruitacid, sweetness: p.clocks.sweetness, casque: p.clocks.casque },
    vintage: vintageYear(p.vintage),
    sugarGramPer100ml: p.sugarGramPer100ml,
    symbols: p.foods.map(slugKey),
    usage: p.usage,
    taste: p.taste,
    isOrganic: p.isOrganic,
    isDiscontinued: p.isDiscontinued,
    likes: 0,
  };
}

/** Every wine in the assortment files (de-duplicated by productId, last file wins, like the importer). */
export function realWines(dir = catalogDataDir): EngineWine[] {
  const byId = new Map<string, SourceProduct>();
  for (const file of assortmentFiles(dir)) for (const p of parseProducts(readJson(file)).records) byId.set(p.sourceId, p);
  return [...byId.values()].map(fromSource).sort((a, b) => a.id - b.id);
}

/** Every wine of the full catalog (systembolaget-products-*.json), for evaluations on real data. */
export function fullCatalogWines(dir = catalogDataDir): EngineWine[] {
  const file = readdirSync(dir).find((f) => /^systembolaget-products-.*\.json(\.gz)?$/i.test(f));
  if (!file) return [];
  const byId = new Map<string, SourceProduct>();
  for (const p of parseProducts(readJson(path.join(dir, file))).records) byId.set(p.sourceId, p);
  const wines = [...byId.values()].map(fromSource).sort((a, b) => a.id - b.id);
  // As the app's loader does, so evaluations read the reasons users see.
  learnTypicalNotes(wines);
  return wines;
}

let nextId = 1;
/** A hand-made wine with sensible defaults. */
export function wine(over: Omit<Partial<EngineWine>, 'clocks'> & { clocks?: Partial<EngineWine['clocks']> } = {}): EngineWine {
  const id = over.id ?? nextId++;
  const { clocks, ...rest } = over;
  return {
    id,
    productNumber: String(1000 + id),
    name: `Vin ${id}`,
    producer: `Producent ${id}`,
    style: 'red',
    category: 'Rött vin',
    subcategory: null,
    assortment: 'FS',
    assortmentText: 'Fast sortiment',
    price: 120,
    volumeMl: 750,
    country: 'Italien',
    countrySlug: 'italien',
    region: null,
    regionSlug: null,
    subregion: null,
    subregionSlug: null,
    grapes: [],
    vintage: null,
    sugarGramPer100ml: null,
    symbols: [],
    usage: null,
    taste: null,
    isOrganic: false,
    isDiscontinued: false,
    likes: 0,
    ...rest,
    clocks: { body: null, roughness: null, fruitacid: null, sweetness: null, casque: null, ...clocks },
  };
}
