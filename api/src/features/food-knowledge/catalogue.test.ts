/**
 * The dish catalogue (api/seed/dishes.json) and the sommelier's evaluation set (evaluation.json): the shipped
 * files parse, cover every group, and hold up against the full Systembolaget catalog in api/data.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fullCatalogFile, readRaw } from '@/testing/import-fixtures';
import { foodSlug, normaliseCategory, STYLE_BY_CATEGORY } from '../import/source';
import { EXCLUDED_CATEGORY_WORDS } from '../recommendation/knowledge';
import { DISHES } from './knowledge';
import { findPhrase, fold, phraseWords, words } from '../vocabulary/text';
import {
  DISH_CLOCKS,
  DISH_GROUPS,
  DishCatalogueFile,
  DishEvaluationFile,
  FOOD_SYMBOLS,
  defaultDishFile,
  loadDishCatalogue,
  parseDishCatalogue,
  priceBand,
  type Dish,
  type DishClock,
  type DishEvaluationCase,
} from './catalogue';

const dishes = loadDishCatalogue();
const evaluationFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dish-pages/evaluation.json');
const evaluation = DishEvaluationFile.parse(JSON.parse(readFileSync(evaluationFile, 'utf8')));

/** A valid entry to break one field at a time. */
const validDish = (over: Record<string, unknown> = {}) => ({
  slug: 'lax-i-ugn',
  name: 'Lax i ugn',
  group: 'sea',
  description: 'Ugnsbakad lax med citron och dill.',
  symbols: ['fisk'],
  styles: ['white', 'rose', 'sparkling'],
  clocks: { body: { lo: 5, hi: 9 }, fruitacid: { lo: 7, hi: 12 }, sweetness: { lo: 1, hi: 3 } },
  words: ['lax*', 'ugnsbakad fisk', 'fisk*'],
  aliases: ['ugnslax'],
  ...over,
});
const fileOf = (...entries: unknown[]) => ({ dishes: entries });
const issues = (data: unknown) => {
  const parsed = DishCatalogueFile.safeParse(data);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the shipped dish catalogue', () => {
  it('parses, holds at least 125 dishes and is read once', () => {
    expect(dishes.length).toBeGreaterThanOrEqual(125);
    expect(loadDishCatalogue()).toBe(dishes);
    expect(issues(JSON.parse(readFileSync(defaultDishFile, 'utf8')))).toEqual([]);
  });

  it('has at least 8 dishes in every group, and no group outside DISH_GROUPS', () => {
    const ids = DISH_GROUPS.map((g) => g.id);
    expect(ids).toEqual(['meat', 'sea', 'pasta', 'green', 'spicy', 'occasion']);
    expect(DISH_GROUPS.map((g) => g.name)).toEqual([
      'Kött och fågel',
      'Fisk och skaldjur',
      'Pasta, pizza och gryn',
      'Grönt och ost',
      'Kryddigt och asiatiskt',
      'Tillfällen och dessert',
    ]);
    for (const id of ids) expect(dishes.filter((d) => d.group === id).length, id).toBeGreaterThanOrEqual(8);
    expect(dishes.every((d) => ids.includes(d.group))).toBe(true);
  });

  it('uses unique slugs that are never a food-symbol slug, and unique names and aliases', () => {
    const slugs = dishes.map((d) => d.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(FOOD_SYMBOLS as readonly string[], slug).not.toContain(slug);
    // A search term leads to one dish: names and aliases, compared as the search compares them, are all distinct.
    const owner = new Map<string, string>();
    for (const d of dishes) {
      for (const term of new Set([d.name, ...(d.aliases ?? [])].map((t) => words(t).join(' ')))) {
        expect(owner.get(term), `'${term}' names both ${owner.get(term)} and ${d.slug}`).toBeUndefined();
        owner.set(term, d.slug);
      }
    }
  });

  it('knows the same 15 food symbols as the recommendation engine', () => {
    expect([...FOOD_SYMBOLS].sort()).toEqual(Object.keys(DISHES).sort());
  });

  it('writes words as the matcher reads them, and follows the clock conventions of the design notes', () => {
    for (const d of dishes) {
      // Read as written, but for the spelling variants every search folds alike ('paella' and a typed 'paella' both read 'palla').
      for (const w of d.words) expect(phraseWords(w).join(' '), `${d.slug}: ${w}`).toBe(fold(w));
      const only = (style: string) => d.styles.length === 1 && d.styles[0] === style;
      // Nearly every red scores 8+ on fruit acid and none has a sweetness clock; whites, rosés, sparkling wines no roughness.
      if (only('red')) expect(Object.keys(d.clocks), d.slug).not.toContain('fruitacid');
      if (only('red')) expect(Object.keys(d.clocks), d.slug).not.toContain('sweetness');
      if (!d.styles.includes('red') && d.styles.length) expect(Object.keys(d.clocks), d.slug).not.toContain('roughness');
      if (!d.styles.length) expect(d.symbols, d.slug).toContain('dessert');
      expect(d.description, d.slug).toMatch(/^[A-ZÅÄÖ].*\.$/);
    }
  });
});

describe('the dish schema', () => {
  it('accepts a valid entry', () => {
    expect(issues(fileOf(validDish()))).toEqual([]);
  });

  it('rejects an unknown food symbol, a repeated symbol and more than three', () => {
    expect(issues(fileOf(validDish({ symbols: ['fish'] })))).toEqual([expect.stringMatching(/^dishes\.0\.symbols\.0: /)]);
    expect(issues(fileOf(validDish({ symbols: ['fisk', 'fisk'] })))).toHaveLength(1);
    expect(issues(fileOf(validDish({ symbols: ['fisk', 'skaldjur', 'fagel', 'ost'] })))).toHaveLength(1);
    expect(issues(fileOf(validDish({ symbols: [] })))).toHaveLength(1);
  });

  it('rejects bad clock ranges and unknown clocks', () => {
    expect(issues(fileOf(validDish({ clocks: { body: { lo: 9, hi: 5 } } })))).toEqual([expect.stringContaining('lo must not be above hi')]);
    expect(issues(fileOf(validDish({ clocks: { body: { lo: 0, hi: 5 } } })))).toHaveLength(1);
    expect(issues(fileOf(validDish({ clocks: { body: { lo: 5, hi: 13 } } })))).toHaveLength(1);
    expect(issues(fileOf(validDish({ clocks: { body: { lo: 5.5, hi: 9 } } })))).toHaveLength(1);
    expect(issues(fileOf(validDish({ clocks: { casque: { lo: 1, hi: 4 } } })))).not.toEqual([]);
    expect(issues(fileOf(validDish({ clocks: {} })))).toHaveLength(1);
  });

  it('rejects a duplicate slug, a symbol slug and a slug that is not ascii kebab-case', () => {
    expect(issues(fileOf(validDish(), validDish({ name: 'Lax' })))).toEqual([expect.stringContaining("Duplicate slug 'lax-i-ugn'")]);
    expect(issues(fileOf(validDish({ slug: 'fisk' })))).toEqual([expect.stringContaining('reserved')]);
    for (const slug of ['Lax-i-ugn', 'lax_i_ugn', 'räkor', 'lax--ugn', '-lax']) expect(issues(fileOf(validDish({ slug }))), slug).toHaveLength(1);
  });

  it('rejects words the matcher cannot read, unknown styles and fields, and styleless non-desserts', () => {
    for (const w of ['Lax', 'räkor', 'l*ax', 'lax  fisk', ' lax', 'lax-fisk']) expect(issues(fileOf(validDish({ words: [w] }))), w).toHaveLength(1);
    expect(issues(fileOf(validDish({ words: [] })))).toHaveLength(1);
    expect(issues(fileOf(validDish({ styles: ['orange'] })))).toHaveLength(1);
    expect(issues(fileOf(validDish({ group: 'fish' })))).toHaveLength(1);
    expect(issues(fileOf(validDish({ colour: 'red' })))).toHaveLength(1);
    expect(issues(fileOf(validDish({ styles: [] })))).toEqual([expect.stringContaining('any sweet wine')]);
    expect(issues(fileOf(validDish({ styles: [], symbols: ['dessert'], clocks: { sweetness: { lo: 8, hi: 12 } } })))).toEqual([]);
  });

  it('throws a readable error naming the file when loading an invalid file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dishes-'));
    try {
      const file = path.join(dir, 'dishes.json');
      writeFileSync(file, JSON.stringify(fileOf(validDish({ symbols: ['fish'] }))));
      expect(() => loadDishCatalogue(file)).toThrow(new RegExp(`${file.replace(/[\\.]/g, '\\$&')}: invalid dish catalogue\\n.*symbols`, 's'));
      writeFileSync(file, '{ not json');
      expect(() => loadDishCatalogue(file)).toThrow(/cannot read the dish catalogue/);
      expect(() => parseDishCatalogue(fileOf(validDish({ clocks: { body: { lo: 9, hi: 1 } } })))).toThrow(/dishes\.json: invalid dish catalogue\n[\s\S]*lo must not be above hi/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the evaluation set', () => {
  const bySlug = new Map(dishes.map((d) => [d.slug, d]));

  it('has at least 32 cases, each on a catalogue dish, covering every group and the hard dishes', () => {
    expect(evaluation.cases.length).toBeGreaterThanOrEqual(32);
    for (const c of evaluation.cases) expect(bySlug.has(c.dish), c.dish).toBe(true);
    const groups = new Set(evaluation.cases.map((c) => bySlug.get(c.dish)?.group));
    for (const g of DISH_GROUPS) expect(groups.has(g.id), g.id).toBe(true);
    for (const hard of ['sushi', 'thaigryta', 'chokladtarta', 'ostbricka', 'kraftor', 'pizza']) {
      expect(evaluation.cases.map((c) => c.dish)).toContain(hard);
    }
  });

  it('keeps clock ranges valid and a dessert case (any type) tied to sweet wines by symbol', () => {
    for (const c of evaluation.cases) {
      for (const r of Object.values(c.clocks ?? {})) expect(r.lo, c.dish).toBeLessThanOrEqual(r.hi);
      if (!c.styles.length) expect(c.symbolsAny, c.dish).toEqual(['dessert']);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Against the full Systembolaget catalog (api/data), read as it is
// ---------------------------------------------------------------------------------------------

const FULL_CATALOG = fullCatalogFile();
const haveCatalog = existsSync(FULL_CATALOG);
if (!haveCatalog) console.warn(`Dish catalogue checks on real wines skipped: ${FULL_CATALOG} is missing.`);

interface CatalogRow {
  productId: string | number;
  producerName: string | null;
  categoryLevel1: string | null;
  categoryLevel2: string | null;
  categoryLevel3: string | null;
  assortment: string | null;
  price: number | null;
  usage: string | null;
  tasteSymbols: string[] | null;
  tasteClockBody: number | null;
  tasteClockFruitacid: number | null;
  tasteClockRoughness: number | null;
  tasteClockSweetness: number | null;
}

interface FixedRangeWine {
  style: string;
  symbols: Set<string>;
  usage: string[];
  clocks: Record<DishClock, number>;
  price: number;
  producer: string;
  excluded: boolean;
}

/** Fixed-range wines (assortment FS, category Vin), each product once. */
function fixedRangeWines(): FixedRangeWine[] {
  const rows = readRaw(FULL_CATALOG) as unknown as CatalogRow[];
  const seen = new Set<string>();
  const out: FixedRangeWine[] = [];
  for (const r of rows) {
    const id = String(r.productId);
    if (seen.has(id)) continue;
    seen.add(id);
    if (r.categoryLevel1 !== 'Vin' || r.assortment !== 'FS' || !(Number(r.price) > 0)) continue;
    const category = normaliseCategory(r.categoryLevel2);
    const categoryWords = words(`${r.categoryLevel2 ?? ''} ${r.categoryLevel3 ?? ''}`);
    out.push({
      style: (category && STYLE_BY_CATEGORY[category]) ?? 'other',
      symbols: new Set((r.tasteSymbols ?? []).map(foodSlug)),
      usage: words(r.usage),
      clocks: {
        body: r.tasteClockBody ?? 0,
        fruitacid: r.tasteClockFruitacid ?? 0,
        roughness: r.tasteClockRoughness ?? 0,
        sweetness: r.tasteClockSweetness ?? 0,
      },
      price: Number(r.price),
      producer: fold(r.producerName ?? id),
      excluded: EXCLUDED_CATEGORY_WORDS.some((c) => findPhrase(categoryWords, phraseWords(c)) >= 0),
    });
  }
  return out;
}

/** A measured clock inside every range (0 = unmeasured passes). */
const clocksInside = (w: FixedRangeWine, ranges: Partial<Record<DishClock, { lo: number; hi: number }>>) =>
  DISH_CLOCKS.every((k) => {
    const r = ranges[k];
    const v = w.clocks[k];
    return !r || v === 0 || (v >= r.lo && v <= r.hi);
  });

/** A wine of a type the dish names, or, for a dish without types, a wine measured as sweet as it asks. */
const suitsType = (d: Dish, w: FixedRangeWine) =>
  d.styles.length ? (d.styles as readonly string[]).includes(w.style) : w.clocks.sweetness >= (d.clocks.sweetness?.lo ?? 7);

const meetsCase = (c: DishEvaluationCase, w: FixedRangeWine) =>
  !w.excluded &&
  (!c.styles.length || (c.styles as readonly string[]).includes(w.style)) &&
  (!c.symbolsAny || c.symbolsAny.some((s) => w.symbols.has(s))) &&
  clocksInside(w, c.clocks ?? {}) &&
  (c.maxPrice === undefined || w.price <= c.maxPrice);

describe.skipIf(!haveCatalog)(`on the full catalog (skipped when ${path.basename(FULL_CATALOG)} is missing)`, () => {
  const wines = haveCatalog ? fixedRangeWines() : [];

  it('reads the fixed-range wines', () => {
    expect(wines.length).toBeGreaterThan(1000);
    expect(new Set(wines.map((w) => w.style))).toEqual(new Set(['red', 'white', 'rose', 'sparkling', 'other']));
  });

  it("every dish's symbols or words reach at least 3 fixed-range wines of a suiting type", () => {
    const patterns = new Map(dishes.map((d) => [d.slug, d.words.map(phraseWords)]));
    const thin: string[] = [];
    for (const d of dishes) {
      const reached = wines.filter(
        (w) => suitsType(d, w) && (d.symbols.some((s) => w.symbols.has(s)) || patterns.get(d.slug)!.some((p) => findPhrase(w.usage, p) >= 0)),
      );
      if (reached.length < 3) thin.push(`${d.slug} (${reached.length})`);
    }
    expect(thin).toEqual([]);
  });

  it("every dish's full target (type, symbol, clocks) is met by at least 5 fixed-range wines", () => {
    const unmet = dishes.flatMap((d) => {
      const n = wines.filter((w) => suitsType(d, w) && d.symbols.some((s) => w.symbols.has(s)) && clocksInside(w, d.clocks)).length;
      return n >= 5 ? [] : [`${d.slug} (${n})`];
    });
    expect(unmet).toEqual([]);
  });

  it('every evaluation case can be met: at least 8 recommendable wines from 4 producers, spanning the price bands', () => {
    const unfair: string[] = [];
    for (const c of evaluation.cases) {
      const ok = wines.filter((w) => meetsCase(c, w));
      const bands = new Set(ok.map((w) => priceBand(w.price))).size;
      const producers = new Set(ok.map((w) => w.producer)).size;
      if (ok.length < 8 || producers < 4 || bands < c.minDistinctPriceBands) unfair.push(`${c.dish}: ${ok.length} wines, ${producers} producers, ${bands} bands`);
    }
    expect(unfair).toEqual([]);
  });

  it('the evaluation is demanding: a red on salmon, a dry red on chocolate and a tannic red on sushi all fail', () => {
    const caseOf = (dish: string) => evaluation.cases.find((c) => c.dish === dish)!;
    const fishRed = wines.find((w) => w.style === 'red' && w.symbols.has('fisk'));
    const dryRed = wines.find((w) => w.style === 'red' && w.clocks.roughness >= 8);
    expect(fishRed && meetsCase(caseOf('lax-i-ugn'), fishRed)).toBe(false);
    expect(dryRed && meetsCase(caseOf('chokladtarta'), dryRed)).toBe(false);
    expect(dryRed && meetsCase(caseOf('sushi'), dryRed)).toBe(false);
    // …while many wines do not suit every case: each case rules out most of the fixed range.
    for (const c of evaluation.cases) expect(wines.filter((w) => meetsCase(c, w)).length, c.dish).toBeLessThan(wines.length * 0.6);
  });
});
