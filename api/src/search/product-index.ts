/**
 * In-memory product search (MiniSearch), built from the products table and rebuilt when a new import
 * has finished (import_runs grows: checked with one indexed query per search, so an import by another
 * process or instance is seen at once). The index answers ranked product ids; SQL applies the filters.
 *
 * - Article numbers: a query of digits equal to productNumber or productNumberShort comes first.
 * - Every word must match (AND); the last one also as a prefix (search as you type); a word that is
 *   not in the vocabulary is matched with typos (edit distance 1, 2 from 7 letters).
 * - Swedish words mean wine properties: 'rosé'/'rosévin' → the rosé style, 'mousserande' → sparkling,
 *   'rött'/'vitt', 'ekologiskt' → organic, 'låda'/'box'/'bag in box' → boxes (≥ 2 litres: the
 *   packaging is not stored), 'fisk', 'kyckling'… → food symbols. Such a word matches the property
 *   (heavily weighted) or the word itself.
 */
import MiniSearch, { type Query } from 'minisearch';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../products/queries';
import { fold, fuzzyDistance, Vocabulary, words } from './text';

const TEXT_FIELDS = ['name', 'producer', 'grapes', 'origin', 'category', 'vintage'] as const;
const TAG_FIELDS = ['style', 'flags', 'food'] as const;
const FIELD_BOOST: Record<string, number> = { name: 3, producer: 2, grapes: 2, origin: 1.5, category: 1, vintage: 1 };

/** Swedish (and a few English) words → a property tag and its weight. */
const STYLE_WORDS: Record<string, string> = {
  rose: 'style:rose', rosevin: 'style:rose', rosevinet: 'style:rose', roseviner: 'style:rose', roser: 'style:rose',
  mousserande: 'style:sparkling', mousserat: 'style:sparkling', bubbel: 'style:sparkling', bubbelvin: 'style:sparkling',
  skumpa: 'style:sparkling', skumvin: 'style:sparkling', sparkling: 'style:sparkling',
  rott: 'style:red', rod: 'style:red', roda: 'style:red', rodvin: 'style:red', rodviner: 'style:red',
  vitt: 'style:white', vit: 'style:white', vita: 'style:white', vitvin: 'style:white', vitviner: 'style:white',
  ekologisk: 'organic', ekologiskt: 'organic', ekologiska: 'organic', eko: 'organic', ekovin: 'organic', organic: 'organic',
  lada: 'box', lador: 'box', ladvin: 'box', vinlada: 'box', box: 'box', boxar: 'box', boxvin: 'box', bib: 'box',
};
const FOOD_WORDS: Record<string, string> = {
  fisk: 'fisk', lax: 'fisk', torsk: 'fisk', skaldjur: 'skaldjur', rakor: 'skaldjur', musslor: 'skaldjur',
  flask: 'flask', gris: 'flask', flaskfile: 'flask', not: 'not', biff: 'not', kott: 'not', notkott: 'not',
  lamm: 'lamm', vilt: 'vilt', alg: 'vilt', fagel: 'fagel', kyckling: 'fagel', kalkon: 'fagel',
  gronsaker: 'gronsaker', vegetariskt: 'gronsaker', vegetarisk: 'gronsaker', vego: 'gronsaker', ost: 'ost',
  kryddstarkt: 'kryddstarkt', asiatiskt: 'asiatiskt', aperitif: 'aperitif', dessert: 'dessert',
  sallskapsdryck: 'sallskapsdryck', buffemat: 'buffemat',
};
const TAG_BOOST = { style: 8, organic: 5, box: 5, food: 3 } as const;
/** Dropped unless nothing else is left: 'rött vin från italien'. */
const STOPWORDS = new Set(['vin', 'viner', 'vinet', 'och', 'med', 'fran', 'till', 'av']);

/**
 * Boxes (and bags): the packaging is not stored, so ≥ 2 litres at an everyday price (≤ 200 kr per 75 cl;
 * in the 2025 dump that is every Box/Påse of 2 l or more and none of the 3-litre glass bottles).
 */
export function isBox(p: { volume_ml: number | null; price: number | string }): boolean {
  const ml = p.volume_ml ?? 0;
  return ml >= 2000 && (Number(p.price) * 750) / ml <= 200;
}

export interface IndexedProduct {
  id: number;
  slug: string;
  name: string;
  nameThin: string | null;
  style: string;
  productNumber: string;
  discontinued: boolean;
}

interface ProductSourceRow {
  id: number;
  slug: string;
  name_bold: string;
  name_thin: string | null;
  product_number: string;
  product_number_short: string | null;
  style: string;
  category: string | null;
  vintage: string | null;
  is_organic: boolean;
  volume_ml: number | null;
  price: number | string;
  assortment: string;
  is_discontinued: boolean;
  producer: string | null;
  origin: string | null;
  grapes: string | null;
  food: string | null;
}

interface Doc {
  id: number;
  name: string;
  producer: string;
  grapes: string;
  origin: string;
  category: string;
  vintage: string;
  /** One token each, in their own fields so that BM25's length normalisation does not mix them. */
  style: string;
  flags: string;
  food: string;
}

export interface SearchHit {
  id: number;
  score: number;
}

export class ProductIndex {
  private readonly mini: MiniSearch<Doc>;
  private readonly vocabulary: Vocabulary;
  private readonly byNumber = new Map<string, number[]>();
  readonly products = new Map<number, IndexedProduct>();
  private readonly boost = new Map<number, number>();

  constructor(rows: ProductSourceRow[]) {
    const vocabulary = new Vocabulary();
    this.mini = new MiniSearch<Doc>({
      fields: [...TEXT_FIELDS, ...TAG_FIELDS],
      storeFields: [],
      // Tags are already tokens; text is folded and split into words (the vocabulary keeps them for typo corrections).
      tokenize: (text, field) => {
        if (field && (TAG_FIELDS as readonly string[]).includes(field)) return text.split(' ').filter(Boolean);
        const ws = words(text);
        for (const w of ws) vocabulary.add(w);
        return ws;
      },
      processTerm: (term) => term,
      searchOptions: { tokenize: (text) => text.split(' ').filter(Boolean), processTerm: (term) => term },
    });
    const docs: Doc[] = [];
    for (const r of rows) {
      const id = Number(r.id);
      const flags = [];
      if (r.is_organic) flags.push('organic');
      if (isBox(r)) flags.push('box');
      docs.push({
        id,
        name: `${r.name_bold} ${r.name_thin ?? ''}`,
        producer: r.producer ?? '',
        grapes: r.grapes ?? '',
        origin: r.origin ?? '',
        category: r.category ?? '',
        vintage: r.vintage ?? '',
        style: `style:${r.style}`,
        flags: flags.join(' '),
        food: (r.food ?? '').split(' ').filter(Boolean).map((f) => `food:${f}`).join(' '),
      });
      this.products.set(id, {
        id,
        slug: r.slug,
        name: r.name_bold,
        nameThin: r.name_thin,
        style: r.style,
        productNumber: r.product_number,
        discontinued: r.is_discontinued,
      });
      // The fixed range first among equals; discontinued wines (shown only on request) last.
      this.boost.set(id, r.is_discontinued ? 0.5 : r.assortment === 'FS' ? 1.15 : 1);
      for (const n of new Set([r.product_number, r.product_number_short])) {
        if (!n) continue;
        const list = this.byNumber.get(n) ?? [];
        list.push(id);
        this.byNumber.set(n, list);
      }
    }
    this.mini.addAll(docs);
    this.vocabulary = vocabulary;
  }

  get size(): number {
    return this.products.size;
  }

  /** Ranked hits, best first; [] when the query has no words. */
  search(raw: string): SearchHit[] {
    const text = raw.trim();
    if (!text) return [];
    const compact = text.replace(/[\s-]/g, '');
    const numberIds = /^\d{3,12}$/.test(compact) ? (this.byNumber.get(compact) ?? []) : [];
    const tree = this.queryTree(text);
    const found: SearchHit[] = tree
      ? this.mini.search(tree, { boostDocument: (id) => this.boost.get(id as number) ?? 1 }).map((r) => ({ id: r.id as number, score: r.score }))
      : [];
    if (numberIds.length === 0) return found;
    const first = new Set(numberIds);
    return [...numberIds.map((id) => ({ id, score: Infinity })), ...found.filter((h) => !first.has(h.id))];
  }

  /** The MiniSearch query for a text: every word must match (AND). */
  queryTree(text: string): Query | null {
    const folded = fold(text).replace(/\bbag\W*in\W*box\b/g, 'box');
    let ws = words(folded).slice(0, 12);
    const kept = ws.filter((w) => !STOPWORDS.has(w));
    if (kept.length) ws = kept;
    if (!ws.length) return null;
    const endsInWord = /[\p{L}\p{N}]$/u.test(text);
    const parts = ws.map((w, i) => this.wordQuery(w, endsInWord && i === ws.length - 1));
    return { combineWith: 'AND', queries: parts };
  }

  private wordQuery(word: string, last: boolean): Query {
    const digits = /^\d+$/.test(word);
    const prefix = last && !digits && word.length >= 2;
    const known = this.vocabulary.has(word) || (prefix && this.vocabulary.hasPrefix(word));
    // An unknown word stands for its nearest known words (typos); none → it matches nothing.
    const terms = known || digits ? [word] : this.vocabulary.nearest(word, fuzzyDistance(word));
    const textQuery: Query = {
      queries: terms.length ? terms : [word],
      fields: [...TEXT_FIELDS],
      boost: FIELD_BOOST,
      prefix: known && prefix,
      fuzzy: false,
      combineWith: 'OR',
    };
    const style = STYLE_WORDS[word];
    const food = FOOD_WORDS[word];
    if (!style && !food) return textQuery;
    const [field, weight] = food
      ? (['food', TAG_BOOST.food] as const)
      : style!.startsWith('style:')
        ? (['style', TAG_BOOST.style] as const)
        : (['flags', style === 'organic' ? TAG_BOOST.organic : TAG_BOOST.box] as const);
    const tag = food ? `food:${food}` : style!;
    return {
      combineWith: 'OR',
      queries: [{ queries: [tag], fields: [field], boost: { [field]: weight }, prefix: false, fuzzy: false }, textQuery],
    };
  }
}

async function loadRows(db: Database): Promise<ProductSourceRow[]> {
  return queryRows<ProductSourceRow>(
    db,
    sql`select p.id, p.slug, p.name_bold, p.name_thin, p.product_number, p.product_number_short, p.style,
          concat_ws(' ', p.category_level2, p.category_level3, p.category_level4) as category, p.vintage,
          p.is_organic, p.volume_ml, p.price::float8 as price, p.assortment, p.is_discontinued,
          pr.name as producer, concat_ws(' ', c.name, r1.name, r2.name) as origin,
          (select string_agg(g.name, ' ' order by pg.position) from product_grapes pg join grapes g on g.id = pg.grape_id where pg.product_id = p.id) as grapes,
          (select string_agg(t.slug, ' ') from product_tags pt join tags t on t.id = pt.tag_id join tag_categories tc on tc.id = t.category_id
            where pt.product_id = p.id and tc.slug = 'mat') as food
        from products p
        left join producers pr on pr.id = p.producer_id
        left join countries c on c.id = p.country_id
        left join regions r1 on r1.id = p.region_id
        left join regions r2 on r2.id = p.subregion_id`,
  );
}

/** The newest finished import: a new one means the catalog changed. */
export async function importStamp(db: Database): Promise<number> {
  const [row] = await queryRows<{ run: number }>(db, sql`select coalesce(max(id), 0)::int as run from import_runs where finished_at is not null`);
  return Number(row?.run ?? 0);
}

/**
 * Per database: something built from the catalog, rebuilt once per finished import. Concurrent callers
 * share one build; a failed build is not kept.
 */
export class StampedCache<T> {
  private readonly entries = new WeakMap<Database, { stamp: number; value: Promise<T> }>();

  constructor(private readonly build: (db: Database) => Promise<T>) {}

  async get(db: Database): Promise<T> {
    const stamp = await importStamp(db);
    const entry = this.entries.get(db);
    if (entry && entry.stamp === stamp) return entry.value;
    const value = this.build(db);
    this.entries.set(db, { stamp, value });
    value.catch(() => {
      if (this.entries.get(db)?.value === value) this.entries.delete(db);
    });
    return value;
  }
}

const productIndexes = new StampedCache(async (db) => new ProductIndex(await loadRows(db)));

export const productIndex = (db: Database): Promise<ProductIndex> => productIndexes.get(db);

/** Ranked product ids for a search text (all of them: SQL filters and pages). */
export async function searchProductIds(db: Database, text: string): Promise<number[]> {
  const index = await productIndex(db);
  return index.search(text).map((h) => h.id);
}
