// @vitest-environment node
import { catalogApi, pairingApi, productQueryArgs, socialApi, TOPLISTS_QUERY } from '@vinkompassen/shared-contracts';
import type { Catalog, DishResponse } from '@vinkompassen/shared-contracts/schemas';
import { page, product, productSummary, userList } from '@vinkompassen/test-kit';
import { createAppStore } from '../store/store';
import { jsonLdProblems, parseVocabulary, schemaOrgVocabulary } from './schemaOrgVocabulary';
import { jsonLdScripts, structuredData, systembolagetUrl, type StructuredDataInput } from './structuredData';

const SITE = 'https://vinkompassen.se';

type Store = ReturnType<typeof createAppStore>;

/** A store holding the given answers (upsertQueryData settles asynchronously). */
async function storeWith(fill: (dispatch: Store['dispatch']) => readonly PromiseLike<unknown>[]): Promise<Store> {
  const store = createAppStore({}, { persist: false });
  await Promise.all(fill(store.dispatch));
  return store;
}

function forPath(routeId: string, path: string, store: Store = createAppStore({}, { persist: false }), params: Record<string, string> = {}, title?: string): ReturnType<typeof structuredData> {
  const input: StructuredDataInput = { routeId, params, search: new URLSearchParams(), state: store.getState(), pageUrl: `${SITE}${path}`, publicUrl: SITE, title };
  return structuredData(input);
}

const wine = product({ name: 'Château Côte', name_thin: 'Rouge', product_number: '7630801', slug: 'chateau-cote-rouge-7630801', price: 129.9 });

const catalog = (overrides: Partial<Catalog> = {}): Catalog => ({
  id: 3,
  slug: 'mest-omtyckta',
  name: 'Mest omtyckta',
  description: 'Viner som många sparat.',
  kind: 'toplist',
  product_count: 2,
  is_saved: false,
  saves_count: 0,
  image_url: null,
  rule_text: null,
  ranked_by: null,
  updated_at: '2025-10-07T00:00:00.000Z',
  product_list: [productSummary({ slug: 'a-1', name: 'A', name_thin: null }), productSummary({ slug: 'b-2', name: 'B', name_thin: 'Brut' })],
  ...overrides,
});

describe('structured data', () => {
  it("a wine page is a Product with Systembolaget's offer in SEK, and a breadcrumb to it", async () => {
    const store = await storeWith((dispatch) => [dispatch(catalogApi.util.upsertQueryData('getProduct', productQueryArgs(wine.slug, new URLSearchParams()), wine))]);
    const [productLd, breadcrumb] = forPath('product', `/product/${wine.slug}`, store, { slug: wine.slug });
    expect(productLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Château Côte Rouge',
      url: `${SITE}/product/${wine.slug}`,
      image: wine.image_url,
      sku: '7630801',
      brand: { '@type': 'Brand', name: 'Luigi Righetti' },
      category: 'Rött vin',
      countryOfOrigin: { '@type': 'Country', name: 'Italien' },
      size: { '@type': 'QuantitativeValue', value: 750, unitCode: 'MLT' },
      offers: {
        '@type': 'Offer',
        price: 129.9,
        priceCurrency: 'SEK',
        availability: 'https://schema.org/InStock',
        url: 'https://www.systembolaget.se/produkt/vin/chateau-cote-rouge-7630801/',
        seller: { '@type': 'Organization', name: 'Systembolaget' },
      },
    });
    expect(breadcrumb).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Hem', item: { '@type': 'WebPage', '@id': `${SITE}/`, url: `${SITE}/`, name: 'Hem' } },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Château Côte Rouge',
          item: { '@type': 'WebPage', '@id': `${SITE}/product/${wine.slug}`, url: `${SITE}/product/${wine.slug}`, name: 'Château Côte Rouge' },
        },
      ],
    });
    expect(jsonLdProblems([productLd, breadcrumb])).toEqual([]);
  });

  it('a discontinued wine is offered as discontinued; a wine without producer, country or volume leaves them out', async () => {
    const bare = product({ slug: 'x-1', is_discontinued: true, producer: null, country: null, volume_ml: null, image_url: null, alcohol_percentage: null, vintage: null });
    const store = await storeWith((dispatch) => [dispatch(catalogApi.util.upsertQueryData('getProduct', { id: 'x-1' }, bare))]);
    const [productLd] = forPath('product', '/product/x-1', store, { slug: 'x-1' });
    expect(productLd).toMatchObject({ offers: { availability: 'https://schema.org/Discontinued' } });
    expect(Object.keys(productLd!)).not.toEqual(expect.arrayContaining(['brand']));
    expect(productLd).not.toHaveProperty('countryOfOrigin');
    expect(productLd).not.toHaveProperty('size');
    expect(productLd).not.toHaveProperty('image');
    expect(jsonLdProblems(productLd)).toEqual([]);
  });

  it('a top list is a ranked ItemList of its wines, under Topplistor', async () => {
    const store = await storeWith((dispatch) => [dispatch(catalogApi.util.upsertQueryData('getCatalog', { catalog: 'mest-omtyckta', viewer: null }, catalog()))]);
    const documents = forPath('list', '/list/mest-omtyckta', store, { slug: 'mest-omtyckta' });
    expect(documents[0]).toMatchObject({
      '@type': 'ItemList',
      name: 'Mest omtyckta',
      numberOfItems: 2,
      itemListOrder: 'https://schema.org/ItemListOrderAscending',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'A', url: `${SITE}/product/a-1` },
        { '@type': 'ListItem', position: 2, name: 'B Brut', url: `${SITE}/product/b-2` },
      ],
    });
    expect(documents[1]).toMatchObject({ itemListElement: [{ name: 'Hem' }, { name: 'Topplistor', item: { url: `${SITE}/toplists` } }, { name: 'Mest omtyckta' }] });
    expect(jsonLdProblems(documents)).toEqual([]);
  });

  it('a wine list sits under Vinlistor and is unordered; the top lists page lists the lists', async () => {
    const store = await storeWith((dispatch) => [
      dispatch(catalogApi.util.upsertQueryData('getCatalog', { catalog: 'fest', viewer: null }, catalog({ slug: 'fest', kind: 'list', name: 'Fest' }))),
      dispatch(catalogApi.util.upsertQueryData('getCatalogPages', TOPLISTS_QUERY, { pages: [page([{ ...catalog(), preview: [] }], 7)], pageParams: [1] })),
    ]);
    const list = forPath('list', '/list/fest', store, { slug: 'fest' });
    expect(list[0]).toMatchObject({ itemListOrder: 'https://schema.org/ItemListUnordered' });
    expect(list[1]).toMatchObject({ itemListElement: [{}, { name: 'Vinlistor', item: { url: `${SITE}/lists` } }, { name: 'Fest' }] });
    const toplists = forPath('toplists', '/toplists', store);
    expect(toplists[0]).toMatchObject({ '@type': 'ItemList', numberOfItems: 7, itemListElement: [{ position: 1, name: 'Mest omtyckta', url: `${SITE}/list/mest-omtyckta` }] });
    expect(toplists[1]).toMatchObject({ itemListElement: [{ name: 'Hem' }, { name: 'Topplistor' }] });
    expect(jsonLdProblems([...list, ...toplists])).toEqual([]);
  });

  it("a dish lists its wines under Maträtter; a public list sits under its owner's page", async () => {
    const dish: DishResponse = {
      dish: { slug: 'lamm', name: 'Lamm', styles: ['red'], clocks: {}, taste: 'Fylligt' } as unknown as DishResponse['dish'],
      match_count: 12,
      results: [{ rank: 1, product: productSummary(), score: 0.9, confidence: 0.8, confidence_label: 'high', reason: 'r', reasons: [] } as unknown as DishResponse['results'][number]],
    };
    const list = userList({ slug: 'sommar', name: 'Sommar', products_count: 1, product_list: [productSummary()] });
    const store = await storeWith((dispatch) => [
      dispatch(pairingApi.util.upsertQueryData('getDish', { slug: 'lamm', limit: 8 }, dish)),
      dispatch(socialApi.util.upsertQueryData('getPublicList', { list: 'sommar', viewer: null }, list)),
    ]);
    const dishLd = forPath('dish', '/dishes/lamm', store, { slug: 'lamm' });
    expect(dishLd[0]).toMatchObject({ '@type': 'ItemList', name: 'Lamm', numberOfItems: 12, itemListElement: [{ name: '1909 Righetti Ripasso' }] });
    expect(dishLd[1]).toMatchObject({ itemListElement: [{}, { name: 'Maträtter', item: { url: `${SITE}/dishes` } }, { name: 'Lamm', item: { url: `${SITE}/dishes/lamm` } }] });
    const listLd = forPath('userList', '/user-list/sommar', store, { slug: 'sommar' });
    expect(listLd[0]).toMatchObject({ '@type': 'ItemList', name: 'Sommar', description: 'Till grillen' });
    expect(listLd[1]).toMatchObject({ itemListElement: [{}, { name: 'Anna', item: { url: `${SITE}/user/anna` } }, { name: 'Sommar' }] });
    expect(jsonLdProblems([...dishLd, ...listLd])).toEqual([]);
  });

  it("every page below home has a breadcrumb (the shell's own pages by their title); home, a 404 and missing data have none", () => {
    expect(forPath('about', '/about', undefined, {}, 'Om Vinkompassen')).toEqual([
      expect.objectContaining({ '@type': 'BreadcrumbList', itemListElement: [expect.objectContaining({ name: 'Hem' }), expect.objectContaining({ name: 'Om Vinkompassen', item: expect.objectContaining({ url: `${SITE}/about` }) })] }),
    ]);
    expect(forPath('home', '/')).toEqual([]);
    expect(forPath('notFound', '/nope')).toEqual([]);
    expect(forPath('product', '/product/unknown', undefined, { slug: 'unknown' })).toEqual([]);
  });

  it("a name holding </script> cannot end the element early; the JSON reads the same", async () => {
    const evil = product({ slug: 'e-1', name: '</script><script>alert(1)</script>', name_thin: 'a & b \u2028' });
    const store = await storeWith((dispatch) => [dispatch(catalogApi.util.upsertQueryData('getProduct', { id: 'e-1' }, evil))]);
    const documents = forPath('product', '/product/e-1', store, { slug: 'e-1' });
    const [script] = jsonLdScripts(documents);
    const body = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(script!)?.[1];
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(body!)).toEqual(documents[0]);
    expect(systembolagetUrl(evil)).toBe('https://www.systembolaget.se/produkt/vin/script-script-alert-1-script-a-b-7630801/');
  });
});

describe("schema.org's vocabulary check", () => {
  const valid = { '@context': 'https://schema.org', '@type': 'Product', name: 'X', offers: { '@type': 'Offer', price: 1, priceCurrency: 'SEK' } };

  it('reads types, inherited properties and subtypes from the vocabulary', () => {
    const vocabulary = schemaOrgVocabulary();
    expect(vocabulary.properties('Product')?.get('offers')).toEqual(expect.arrayContaining(['Offer']));
    // name is Thing's, inherited.
    expect(vocabulary.properties('Offer')?.has('name')).toBe(true);
    expect(vocabulary.properties('BreadcrumbList')?.has('itemListElement')).toBe(true);
    expect(vocabulary.isA('Country', 'Place')).toBe(true);
    expect(vocabulary.isA('Country', 'Organization')).toBe(false);
    expect(vocabulary.members('ItemAvailability').has('https://schema.org/InStock')).toBe(true);
    expect(jsonLdProblems(valid)).toEqual([]);
  });

  it('finds an unknown type or property, a value outside the range, a relative URL and a wrong context', () => {
    expect(jsonLdProblems({ ...valid, alcohol: 13 })).toEqual(['[0]: Product has no property alcohol']);
    expect(jsonLdProblems({ ...valid, '@type': 'Wine' })).toEqual(['[0]: Wine is not a schema.org type']);
    expect(jsonLdProblems({ ...valid, offers: { ...valid.offers, seller: { '@type': 'Country', name: 'Sverige' } } })).toEqual([
      '[0].offers.seller: Country is not one of Organization, Person',
    ]);
    expect(jsonLdProblems({ ...valid, offers: { ...valid.offers, availability: 'Finns' } })).toEqual([
      '[0].offers.availability: "Finns" is not one of ItemAvailability',
    ]);
    expect(jsonLdProblems({ ...valid, url: '/product/x' })).toEqual(['[0].url: "/product/x" is not one of URL']);
    expect(jsonLdProblems({ '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1.5 }] })).toEqual([
      '[0]: @context is not https://schema.org',
    ]);
    expect(jsonLdProblems({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 'x' }] })).toEqual([]);
  });

  it('parses the declarations it is given', () => {
    const vocabulary = parseVocabulary(
      [
        'interface ThingBase extends Partial<IdReference> {',
        '    "name"?: SchemaValue<Text, "name">;',
        '}',
        'interface WineBase extends ThingBase {',
        '    "grape"?: SchemaValue<Text | IdReference, "grape">;',
        '}',
        'export interface WineLeaf extends WineBase {',
        '    "@type": "Wine";',
        '}',
        'export type Wine = WineLeaf | Sparkling;',
        'export type Colour = "https://schema.org/Red" | "Red" | ColourLeaf;',
      ].join('\n'),
    );
    expect([...vocabulary.properties('Wine')!.keys()]).toEqual(['name', 'grape']);
    expect(vocabulary.isA('Sparkling', 'Wine')).toBe(true);
    expect(vocabulary.members('Colour')).toEqual(new Set(['https://schema.org/Red', 'Red']));
  });
});
