import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';


export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

/** originLevel1 (e.g. Bordeaux) has no parent; originLevel2 (e.g. Pauillac) points at its level-1 region. */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id').notNull().references(() => countries.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    level: smallint('level').notNull(),
  },
  (t) => [uniqueIndex('regions_country_parent_name').on(t.countryId, sql`coalesce(${t.parentId}, 0)`, t.name)],
);

export const producers = pgTable('producers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

export const grapes = pgTable('grapes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** Systembolaget's productId: the importer's upsert key. */
    sourceId: text('source_id').notNull().unique(),
    productNumber: text('product_number').notNull(),
    productNumberShort: text('product_number_short'),
    slug: text('slug').notNull().unique(),
    nameBold: text('name_bold').notNull(),
    nameThin: text('name_thin'),
    producerId: integer('producer_id').references(() => producers.id),
    /** red | white | rose | sparkling | other */
    style: text('style').notNull(),
    categoryLevel2: text('category_level2'),
    categoryLevel3: text('category_level3'),
    categoryLevel4: text('category_level4'),
    assortment: text('assortment').notNull(),
    assortmentText: text('assortment_text'),
    countryId: integer('country_id').references(() => countries.id),
    regionId: integer('region_id').references(() => regions.id),
    subregionId: integer('subregion_id').references(() => regions.id),
    vintage: text('vintage'),
    alcoholPercentage: numeric('alcohol_percentage', { precision: 4, scale: 1, mode: 'number' }),
    volumeMl: integer('volume_ml'),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    sugarGramPer100ml: numeric('sugar_g_per_100ml', { precision: 6, scale: 2, mode: 'number' }),
    /** Taste clocks 0–12; null where Systembolaget reports 0 ("not measured"). */
    clockBody: smallint('clock_body'),
    clockRoughness: smallint('clock_roughness'),
    clockFruitacid: smallint('clock_fruitacid'),
    clockSweetness: smallint('clock_sweetness'),
    clockBitter: smallint('clock_bitter'),
    clockCasque: smallint('clock_casque'),
    clockSmokiness: smallint('clock_smokiness'),
    color: text('color'),
    taste: text('taste'),
    aroma: text('aroma'),
    usage: text('usage'),
    isOrganic: boolean('is_organic').notNull().default(false),
    isNews: boolean('is_news').notNull().default(false),
    imageUrl: text('image_url'),
    /** Systembolaget's tiny base64 WebP (`imageModules.thumbnail`, ~300 bytes): shown blurred until the image loads. */
    thumbnail: text('thumbnail'),
    launchDate: timestamp('launch_date', { withTimezone: true }),
    /** Discontinued in the source data, or no longer present in the latest import. */
    isDiscontinued: boolean('is_discontinued').notNull().default(false),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_style').on(t.style),
    index('products_price').on(t.price),
    index('products_country').on(t.countryId),
    index('products_number').on(t.productNumber),
  ],
);

export const productGrapes = pgTable(
  'product_grapes',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    grapeId: integer('grape_id').notNull().references(() => grapes.id),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.grapeId] }), index('product_grapes_grape').on(t.grapeId)],
);

export const tagCategories = pgTable('tag_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

/** Food tags (category 'mat') come from Systembolaget's tasteSymbols; each is also a dish page. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => tagCategories.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('tags_category_slug').on(t.categoryId, t.slug)],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => tags.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag').on(t.tagId)],
);

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    siteId: text('site_id').notNull().unique(),
    alias: text('alias'),
    displayName: text('display_name').notNull(),
    streetAddress: text('street_address'),
    city: text('city'),
    county: text('county'),
    isAgent: boolean('is_agent').notNull().default(false),
    isOpen: boolean('is_open').notNull().default(true),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    openingHours: jsonb('opening_hours').$type<{ date: string; openFrom: string; openTo: string; reason: string }[]>().notNull().default([]),
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [index('stores_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);

/** Per-store stock. `source` is 'demo' for generated demo levels, 'feed' for a real stock feed. */
export const stock = pgTable(
  'stock',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.storeId] }), index('stock_store').on(t.storeId)],
);

/** Editorial wine lists and top lists, defined as data in the seed file. */
export const catalogs = pgTable('catalogs', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** 'list' (Vinlistor) or 'toplist' (Topplistor) */
  kind: text('kind').notNull(),
  /** Rule the products were selected by, or null when hand-picked. */
  rule: jsonb('rule'),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const catalogProducts = pgTable(
  'catalog_products',
  {
    catalogId: integer('catalog_id').notNull().references(() => catalogs.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.catalogId, t.productId] }), index('catalog_products_product').on(t.productId)],
);

/** Bookkeeping of imports, so a second start does not import again unless asked. */
export const importRuns = pgTable('import_runs', {
  id: serial('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  files: jsonb('files').$type<string[]>().notNull(),
  productsUpserted: integer('products_upserted').notNull().default(0),
  productsDiscontinued: integer('products_discontinued').notNull().default(0),
  storesUpserted: integer('stores_upserted').notNull().default(0),
});
