/**
 * Reading Systembolaget's own API JSON as it is (see api/data/README.md): one JSON array of products
 * per `systembolaget-products-*.json` or `systembolaget-assortment*.json`, one JSON array of stores in
 * `systembolaget-stores.json`, each plain or gzipped (`.json.gz`, as the repository carries them).
 * Records are normalised leniently: unknown fields are ignored, missing optional fields become null,
 * a record without its key fields is skipped (and counted).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { WineStyle } from '@vinkompassen/shared-contracts/schemas';
import { clean, slugify, titleCase } from './slug';

export type SourceFileKind = 'assortment' | 'stores';

/** A data file's name without `.gz`: `systembolaget-stores.json.gz` → `systembolaget-stores.json`. */
export const jsonName = (file: string): string => path.basename(file).replace(/\.gz$/i, '');

/** Which kind of file a path is, from its name (`.json` or `.json.gz`); null when neither. */
export function sourceFileKind(file: string): SourceFileKind | null {
  const base = jsonName(file).toLowerCase();
  if (!base.endsWith('.json')) return null;
  if (base.includes('store')) return 'stores';
  if (base.includes('assortment') || base.includes('product')) return 'assortment';
  return null;
}

export const STYLE_BY_CATEGORY: Record<string, WineStyle> = {
  'Rött vin': 'red',
  'Vitt vin': 'white',
  Rosévin: 'rose',
  'Mousserande vin': 'sparkling',
};

/** Older dumps name wine categories without "vin" ('Rött', 'Vitt', 'Rosé'…): one name per category. */
const CATEGORY_ALIASES: Record<string, string> = {
  Rött: 'Rött vin',
  Vitt: 'Vitt vin',
  Rosé: 'Rosévin',
  Rosévin: 'Rosévin',
  Mousserande: 'Mousserande vin',
  'Mousserande viner': 'Mousserande vin',
};

export function normaliseCategory(name: string | null): string | null {
  if (!name) return null;
  return CATEGORY_ALIASES[name] ?? CATEGORY_ALIASES[titleCase(name)] ?? name;
}

export interface SourceProduct {
  sourceId: string;
  productNumber: string;
  productNumberShort: string | null;
  nameBold: string;
  nameThin: string | null;
  producer: string | null;
  style: WineStyle;
  categoryLevel2: string | null;
  categoryLevel3: string | null;
  categoryLevel4: string | null;
  assortment: string;
  assortmentText: string | null;
  country: string | null;
  originLevel1: string | null;
  originLevel2: string | null;
  vintage: string | null;
  grapes: string[];
  alcoholPercentage: number | null;
  volumeMl: number | null;
  price: number;
  sugarGramPer100ml: number | null;
  clocks: {
    body: number | null;
    roughness: number | null;
    fruitacid: number | null;
    sweetness: number | null;
    bitter: number | null;
    casque: number | null;
    smokiness: number | null;
  };
  /** Food symbols, Swedish names as in the source ('Fisk', 'Fläsk'…). */
  foods: string[];
  color: string | null;
  taste: string | null;
  aroma: string | null;
  usage: string | null;
  isOrganic: boolean;
  isNews: boolean;
  imageUrl: string | null;
  /** `data:` URL of Systembolaget's tiny WebP thumbnail, or null. */
  thumbnail: string | null;
  launchDate: string | null;
  isDiscontinued: boolean;
}

export interface SourceStore {
  siteId: string;
  alias: string | null;
  displayName: string;
  streetAddress: string | null;
  city: string | null;
  county: string | null;
  isAgent: boolean;
  isOpen: boolean;
  latitude: number | null;
  longitude: number | null;
  openingHours: { date: string; openFrom: string; openTo: string; reason: string }[];
}

type Raw = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' ? clean(v) : typeof v === 'number' ? String(v) : null);
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.replace(',', '.')) : NaN;
  return Number.isFinite(n) ? n : null;
};
const bool = (v: unknown): boolean => v === true || v === 'true' || v === 1;
/** Taste clock: 1–12, or null when 0/missing ("not measured"). */
const clock = (v: unknown): number | null => {
  const n = num(v);
  return n === null || n <= 0 ? null : Math.min(12, Math.round(n));
};
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? [...new Set(v.map((x) => str(x)).filter((x): x is string => x !== null))] : [];

/**
 * Systembolaget's image entries hold a base URL without size/extension
 * (…/productimages/123/123); the CDN serves sizes as `_100.png`, `_400.png`…
 */
export function imageUrlOf(images: unknown): string | null {
  if (!Array.isArray(images)) return null;
  for (const img of images) {
    const url = str((img as Raw | null)?.imageUrl);
    if (!url) continue;
    return /\.(png|jpe?g|webp)$/i.test(url) ? url : `${url}_400.png`;
  }
  return null;
}

/** Systembolaget's `imageModules.thumbnail` (base64 WebP) as a data URL; null unless it is plain base64. */
export function thumbnailOf(modules: unknown): string | null {
  const b64 = str((modules as Raw | null)?.thumbnail);
  return b64 && b64.length <= 4096 && /^[A-Za-z0-9+/]+=*$/.test(b64) ? `data:image/webp;base64,${b64}` : null;
}

/** ISO date (YYYY-MM-DD) from '2024-01-29T00:00:00', or null. */
export function isoDate(v: unknown): string | null {
  const s = str(v);
  const m = s?.match(/^(\d{4}-\d{2}-\d{2})/);
  return m ? m[1]! : null;
}

export interface ParseResult<T> {
  records: T[];
  /** Records without their key fields. */
  skipped: number;
  /** productIds of valid records that are not wine (categoryLevel1 != 'Vin'), as read (repeats included). */
  notWineIds: string[];
}

export function parseProducts(data: unknown): ParseResult<SourceProduct> {
  if (!Array.isArray(data)) throw new Error('assortment file is not a JSON array');
  const records: SourceProduct[] = [];
  let skipped = 0;
  const notWineIds: string[] = [];
  for (const item of data as Raw[]) {
    if (!item || typeof item !== 'object') {
      skipped++;
      continue;
    }
    const sourceId = str(item.productId);
    const productNumber = str(item.productNumber);
    const nameBold = str(item.productNameBold);
    const price = num(item.price);
    if (!sourceId || !productNumber || !nameBold || price === null) {
      skipped++;
      continue;
    }
    if (str(item.categoryLevel1) !== 'Vin') {
      notWineIds.push(sourceId);
      continue;
    }
    const categoryLevel2 = normaliseCategory(str(item.categoryLevel2));
    const volume = num(item.volume);
    records.push({
      sourceId,
      productNumber,
      productNumberShort: str(item.productNumberShort),
      nameBold,
      nameThin: str(item.productNameThin),
      producer: str(item.producerName),
      style: (categoryLevel2 && STYLE_BY_CATEGORY[categoryLevel2]) || 'other',
      categoryLevel2,
      categoryLevel3: str(item.categoryLevel3),
      categoryLevel4: str(item.categoryLevel4),
      assortment: str(item.assortment) ?? 'okänt',
      assortmentText: str(item.assortmentText),
      country: str(item.country),
      originLevel1: str(item.originLevel1),
      originLevel2: str(item.originLevel2),
      vintage: str(item.vintage),
      grapes: strings(item.grapes),
      alcoholPercentage: num(item.alcoholPercentage),
      volumeMl: volume === null ? null : Math.round(volume),
      price,
      sugarGramPer100ml: num(item.sugarContentGramPer100ml),
      clocks: {
        body: clock(item.tasteClockBody),
        roughness: clock(item.tasteClockRoughness),
        fruitacid: clock(item.tasteClockFruitacid),
        sweetness: clock(item.tasteClockSweetness),
        bitter: clock(item.tasteClockBitter),
        casque: clock(item.tasteClockCasque),
        smokiness: clock(item.tasteClockSmokiness),
      },
      foods: strings(item.tasteSymbols),
      color: str(item.color),
      taste: str(item.taste),
      aroma: str(item.aroma),
      usage: str(item.usage),
      isOrganic: bool(item.isOrganic),
      isNews: bool(item.isNews),
      imageUrl: imageUrlOf(item.images),
      thumbnail: thumbnailOf(item.imageModules),
      launchDate: isoDate(item.productLaunchDate),
      isDiscontinued: bool(item.isDiscontinued),
    });
  }
  return { records, skipped, notWineIds };
}

const time = (v: unknown): string => str(v) ?? '00:00:00';

export function parseStores(data: unknown): ParseResult<SourceStore> {
  if (!Array.isArray(data)) throw new Error('stores file is not a JSON array');
  const records: SourceStore[] = [];
  let skipped = 0;
  for (const item of data as Raw[]) {
    const siteId = item && typeof item === 'object' ? str(item.siteId) : null;
    if (!siteId) {
      skipped++;
      continue;
    }
    const alias = str(item.alias);
    const displayName = str(item.displayName) ?? alias ?? siteId;
    const position = (item.position ?? null) as Raw | null;
    const city = str(item.city);
    const hours = Array.isArray(item.openingHours) ? (item.openingHours as Raw[]) : [];
    records.push({
      siteId,
      alias,
      displayName,
      streetAddress: str(item.streetAddress),
      city: city ? titleCase(city) : null,
      county: str(item.county),
      isAgent: bool(item.isAgent),
      isOpen: item.isOpen === undefined ? true : bool(item.isOpen),
      latitude: num(position?.latitude),
      longitude: num(position?.longitude),
      openingHours: hours
        .filter((h) => h && typeof h === 'object' && isoDate(h.date))
        .map((h) => ({ date: isoDate(h.date)!, openFrom: time(h.openFrom), openTo: time(h.openTo), reason: str(h.reason) ?? '' })),
    });
  }
  return { records, skipped, notWineIds: [] };
}

/** A JSON file as it is, gunzipped first when it is gzip (by its magic bytes, whatever its name). */
export function readJson(file: string): unknown {
  const bytes = readFileSync(file);
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return JSON.parse((gzipped ? gunzipSync(bytes) : bytes).toString('utf8'));
}

/** Food tag slug from its Swedish name: 'Fläsk' → 'flask', 'Fågel' → 'fagel'. */
export const foodSlug = (name: string) => slugify(name);
