// Structured data (schema.org JSON-LD) of a server-rendered page, built from the same query cache the page rendered:
// a wine is a Product with an Offer from Systembolaget, a list of wines or lists an ItemList, and every page below
// home gets its BreadcrumbList. Types come from schema-dts (generated from schema.org's vocabulary).
import type { BreadcrumbList, ItemList, ListItem, Product as SchemaProduct, WithContext } from 'schema-dts';
import {
  catalogApi,
  dishQueryArgs,
  LISTS_QUERY,
  listPath,
  pairingApi,
  productPath,
  productQueryArgs,
  ROUTES,
  socialApi,
  TOPLISTS_QUERY,
  userPath,
} from '@vinkompassen/shared-contracts';
import type { CatalogSummary, Product, ProductSummary } from '@vinkompassen/shared-contracts/schemas';
import { TEXTS } from '../texts';

/** A selector of one of the injected APIs, on the store's state (which holds them all). */
const read = <S, R>(selector: (state: S) => R, state: object): R => selector(state as S);

export type JsonLd = WithContext<SchemaProduct> | WithContext<ItemList> | WithContext<BreadcrumbList>;

const SCHEMA = 'https://schema.org';
const SYSTEMBOLAGET = 'https://www.systembolaget.se';

const fullName = (product: Pick<ProductSummary, 'name' | 'name_thin'>): string =>
  [product.name, product.name_thin].filter(Boolean).join(' ');

const asciiSlug = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The wine at Systembolaget. Their product pages are `/produkt/<category>/<name>-<article number>/`, found by the
 * trailing article number (the data carries no URL).
 */
export const systembolagetUrl = (product: Pick<ProductSummary, 'name' | 'name_thin' | 'product_number'>): string =>
  `${SYSTEMBOLAGET}/produkt/vin/${[asciiSlug(fullName(product)), product.product_number].filter(Boolean).join('-')}/`;

export function productJsonLd(product: Product, pageUrl: string): WithContext<SchemaProduct> {
  const { alcohol, vintage } = TEXTS.meta.structuredData;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${pageUrl}#vin`,
    name: fullName(product),
    url: pageUrl,
    sku: product.product_number,
    ...(product.image_url && { image: product.image_url }),
    ...((product.taste ?? product.usage) && { description: [product.taste, product.usage].filter(Boolean).join(' ') }),
    ...(product.producer && { brand: { '@type': 'Brand', name: product.producer.name } }),
    ...(product.category && { category: product.category }),
    ...(product.country && { countryOfOrigin: { '@type': 'Country', name: product.country.name } }),
    ...(product.volume_ml && { size: { '@type': 'QuantitativeValue', value: product.volume_ml, unitCode: 'MLT', unitText: 'ml' } }),
    additionalProperty: [
      ...(product.alcohol_percentage === null ? [] : [{ '@type': 'PropertyValue' as const, name: alcohol, value: product.alcohol_percentage, unitText: '%' }]),
      ...(product.vintage ? [{ '@type': 'PropertyValue' as const, name: vintage, value: product.vintage }] : []),
    ],
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: 'SEK',
      availability: product.is_discontinued ? `${SCHEMA}/Discontinued` : `${SCHEMA}/InStock`,
      url: systembolagetUrl(product),
      seller: { '@type': 'Organization', name: TEXTS.meta.structuredData.seller, url: `${SYSTEMBOLAGET}/` },
    },
  };
}

interface Item {
  name: string;
  path: string;
}

function itemListJsonLd(list: { name: string; description?: string; url: string; total: number; ranked: boolean }, items: readonly Item[], publicUrl: string): WithContext<ItemList> {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    name: list.name,
    ...(list.description && { description: list.description }),
    url: list.url,
    numberOfItems: list.total,
    itemListOrder: list.ranked ? `${SCHEMA}/ItemListOrderAscending` : `${SCHEMA}/ItemListUnordered`,
    itemListElement: items.map(
      (item, i): ListItem => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: new URL(item.path, publicUrl).href }),
    ),
  };
}

function breadcrumbJsonLd(trail: readonly Item[], publicUrl: string): WithContext<BreadcrumbList> {
  const steps = [{ name: TEXTS.meta.structuredData.home, path: ROUTES.home }, ...trail];
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map(
      // The step's page as a node: schema.org's range for `item` is Thing, not text.
      (step, i): ListItem => {
        const url = new URL(step.path, publicUrl).href;
        return { '@type': 'ListItem', position: i + 1, name: step.name, item: { '@type': 'WebPage', '@id': url, url, name: step.name } };
      },
    ),
  };
}

const productItems = (products: readonly ProductSummary[]): Item[] => products.map((p) => ({ name: fullName(p), path: productPath(p.slug) }));
const catalogItems = (catalogs: readonly CatalogSummary[]): Item[] => catalogs.map((c) => ({ name: c.name, path: listPath(c.slug) }));

export interface StructuredDataInput {
  /** The route table's id of the rendered screen, its params and the request's query. */
  routeId: string;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The store after the render: the screen's first request is in it. */
  state: object;
  /** The page's canonical URL (no query). */
  pageUrl: string;
  publicUrl: string;
  /** The page's title as it reported it, else its route's. */
  title: string | undefined;
}

/** The page's JSON-LD documents: none for home, a 404 or a page whose data the server does not have. */
export function structuredData({ routeId, params, search, state, pageUrl, publicUrl, title }: StructuredDataInput): JsonLd[] {
  const path = new URL(pageUrl).pathname;
  const slug = params.slug ?? '';
  const titles = TEXTS.meta.titles;
  const crumbs = (...trail: Item[]) => breadcrumbJsonLd(trail, publicUrl);
  switch (routeId) {
    case 'home':
    case 'notFound':
      return [];
    case 'product': {
      const product = read(catalogApi.endpoints.getProduct.select(productQueryArgs(slug, search)), state).data;
      return product ? [productJsonLd(product, pageUrl), crumbs({ name: fullName(product), path })] : [];
    }
    case 'list': {
      const catalog = read(catalogApi.endpoints.getCatalog.select({ catalog: slug, viewer: null }), state).data;
      if (!catalog) return [];
      const toplist = catalog.kind === 'toplist';
      const list = { name: catalog.name, description: catalog.description, url: pageUrl, total: catalog.product_count, ranked: toplist };
      const parent = toplist ? { name: titles.toplists, path: ROUTES.toplists } : { name: titles.lists, path: ROUTES.lists };
      return [itemListJsonLd(list, productItems(catalog.product_list), publicUrl), crumbs(parent, { name: catalog.name, path })];
    }
    case 'toplists':
    case 'lists': {
      const query = routeId === 'toplists' ? TOPLISTS_QUERY : LISTS_QUERY;
      const first = read(catalogApi.endpoints.getCatalogPages.select(query), state).data?.pages[0];
      const name = routeId === 'toplists' ? titles.toplists : titles.lists;
      if (!first) return [crumbs({ name, path })];
      const list = { name, url: pageUrl, total: first.count, ranked: false };
      return [itemListJsonLd(list, catalogItems(first.results), publicUrl), crumbs({ name, path })];
    }
    case 'dish': {
      const dish = read(pairingApi.endpoints.getDish.select(dishQueryArgs(slug, search)), state).data;
      if (!dish) return [];
      const list = { name: dish.dish.name, url: pageUrl, total: dish.match_count, ranked: true };
      return [
        itemListJsonLd(list, productItems(dish.results.map((r) => r.product)), publicUrl),
        crumbs({ name: titles.dishes, path: ROUTES.dishes }, { name: dish.dish.name, path }),
      ];
    }
    case 'userList': {
      const list = read(socialApi.endpoints.getPublicList.select({ list: slug, viewer: null }), state).data;
      if (!list) return [];
      const about = { name: list.name, description: list.description, url: pageUrl, total: list.products_count, ranked: false };
      return [
        itemListJsonLd(about, productItems(list.product_list), publicUrl),
        crumbs({ name: list.owner.name, path: userPath(list.owner.slug) }, { name: list.name, path }),
      ];
    }
    case 'user': {
      const user = read(socialApi.endpoints.getUser.select({ user: slug, viewer: null }), state).data;
      return user ? [crumbs({ name: user.name, path })] : [];
    }
    default:
      return [crumbs({ name: title ?? TEXTS.meta.defaultTitle, path })];
  }
}

/**
 * JSON-LD as <script> elements. JSON.stringify leaves `<`, `>` and `&` alone, so a name holding `</script>` would end
 * the element early; escaped as \u003c… the JSON reads the same. U+2028/9 are escaped for older JSON-in-JS readers.
 */
export const jsonLdScripts = (documents: readonly JsonLd[]): string[] =>
  documents.map(
    (document) =>
      `<script type="application/ld+json">${JSON.stringify(document).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}</script>`,
  );
