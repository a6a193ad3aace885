// @vitest-environment node
import { sharedApi, communityArgs, type ApiFetch, type PageHeadInput } from '@vinkompassen/shared-contracts';
import { createTestStore, mockApi } from '@vinkompassen/test-kit';
import { jsonLdProblems } from '@vinkompassen/test-kit/schema-org';
import { winePageData, wineDetail } from '../test/fixtures';
import { productQueryArgs, similarWinesQueryArgs } from '../ui/pageQueries';
import page from './ProductPage.data';
import { systembolagetUrl } from './productJsonLd';
import { discoveryApi } from '../ui/discoveryApi';

const SITE = 'https://vinkompassen.se';
const API = 'https://api.vinkompassen.se';
const wine = wineDetail({ name: 'Château Côte', name_thin: 'Rouge', product_number: '7630801', slug: 'chateau-cote-rouge-7630801', price: 129.9 });

const headInput = (store: ReturnType<typeof createTestStore>, slug: string, search = ''): PageHeadInput => ({
  params: { slug },
  search: new URLSearchParams(search),
  viewer: null,
  state: store.getState(),
  pageUrl: `${SITE}/product/${slug}`,
  publicUrl: SITE,
  apiBaseUrl: `${API}/`,
  title: 'Vin',
});

const loadInput = (store: ReturnType<typeof createTestStore>, api: ApiFetch, slug = wine.slug, search = '') => ({
  params: { slug },
  search: new URLSearchParams(search),
  viewer: null,
  store,
  api,
  dataBudgetMs: 1000,
  followUpBudgetMs: 300,
});

describe("the wine page's contract", () => {
  it('prefetch: starts the wine and its members\' notes by the slug, which the page then reads without asking again', async () => {
    const api = mockApi({
      'GET /api/v1/product/:id': () => wine,
      'GET /user-product-notes/community/:product/': () => winePageData(wine).community_notes.body as never,
    });
    const store = createTestStore();
    expect(page.prefetch!({ params: { slug: wine.slug }, search: new URLSearchParams('source_list=top'), viewer: null, store })).toBe(true);
    await Promise.all(store.dispatch(discoveryApi.util.getRunningQueriesThunk()));
    expect(api.calls.map((call) => call.path).sort()).toEqual([`/api/v1/product/${wine.slug}`, `/user-product-notes/community/${wine.slug}/`]);
    expect(discoveryApi.endpoints.getProduct.select(productQueryArgs(wine.slug, new URLSearchParams('source_list=top')))(store.getState()).data?.id).toBe(wine.id);
  });

  it('load: the wine, its notes and its twins in one request to the API, into the cache entries the page reads', async () => {
    const store = createTestStore();
    const twins = { product_id: wine.id, stock_source: null, results: [] };
    const paths: string[] = [];
    const outcome = await page.load!(
      loadInput(store, async (path) => {
        paths.push(path);
        return { status: 200, body: winePageData(wine, twins) };
      }, wine.slug, 'source_list=top'),
    );
    expect(outcome).toBe('ok');
    expect(paths).toEqual([`/api/v1/page-data/product/${wine.slug}/?source_list=top&similar_within_ms=300`]);
    const state = store.getState();
    expect(discoveryApi.endpoints.getProduct.select(productQueryArgs(wine.slug, new URLSearchParams('source_list=top')))(state).data).toEqual(wine);
    expect(sharedApi.endpoints.getCommunityNotes.select(communityArgs(wine.slug))(state).data?.count).toBe(0);
    expect(discoveryApi.endpoints.getSimilarWines.select(similarWinesQueryArgs(wine.id))(state).data).toEqual(twins);
  });

  it('load: an unknown wine is not found; an API that fails or is down leaves the page to the browser; late twins leave only theirs', async () => {
    const store = createTestStore();
    const answer = (status: number, body: unknown): ApiFetch => async () => ({ status, body });
    expect(await page.load!(loadInput(store, answer(404, undefined)))).toBe('notFound');
    expect(await page.load!(loadInput(store, answer(200, { ...winePageData(wine), product: { status: 404, body: {} } })))).toBe('notFound');
    expect(await page.load!(loadInput(store, answer(502, undefined)))).toBe('failed');
    expect(await page.load!(loadInput(store, () => Promise.reject(new Error('down'))))).toBe('failed');
    expect(await page.load!(loadInput(store, answer(200, { ...winePageData(wine), community_notes: { status: 500, body: {} } })))).toBe('failed');
    expect(await page.load!(loadInput(store, answer(200, { ...winePageData(wine), similar: { status: 504, body: null } })))).toBe('ok');
    expect(discoveryApi.endpoints.getSimilarWines.select(similarWinesQueryArgs(wine.id))(store.getState()).data).toBeUndefined();
  });

  it("head: a Product with Systembolaget's offer in SEK, a breadcrumb to it, and the wine's share card", async () => {
    const store = createTestStore();
    await store.dispatch(discoveryApi.util.upsertQueryData('getProduct', productQueryArgs(wine.slug, new URLSearchParams()), wine));
    const head = await page.head!(headInput(store, wine.slug));
    expect(head.shareCard).toBe(`${API}/api/v1/share-cards/product/${wine.slug}.png`);
    const [productLd, breadcrumb] = head.jsonLd!;
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
    expect(jsonLdProblems(head.jsonLd)).toEqual([]);
  });

  it('head: a discontinued wine is offered as discontinued; a wine without producer, country or volume leaves them out; no data, no JSON-LD', async () => {
    const bare = wineDetail({ slug: 'x-1', is_discontinued: true, producer: null, country: null, volume_ml: null, image_url: null, alcohol_percentage: null, vintage: null });
    const store = createTestStore();
    await store.dispatch(discoveryApi.util.upsertQueryData('getProduct', { id: 'x-1' }, bare));
    const [productLd] = (await page.head!(headInput(store, 'x-1'))).jsonLd!;
    expect(productLd).toMatchObject({ offers: { availability: 'https://schema.org/Discontinued' } });
    for (const key of ['brand', 'countryOfOrigin', 'size', 'image']) expect(productLd).not.toHaveProperty(key);
    expect(jsonLdProblems(productLd)).toEqual([]);
    expect((await page.head!(headInput(store, 'unknown'))).jsonLd).toBeUndefined();
  });

  it("embeds social's community panel, which the server renders with it; kept a minute, dropped when the catalog moves", () => {
    expect(page.embeds).toEqual([{ remote: 'social', module: './CommunityPanel' }]);
    expect(page.cache).toEqual({ anonymous: true, maxAgeSeconds: 60, dependsOn: ['catalog'] });
  });

  it("finds the wine at Systembolaget by its name and article number, whatever characters the name holds", () => {
    expect(systembolagetUrl(wineDetail({ name: '</script><script>alert(1)</script>', name_thin: 'a & b', product_number: '7630801' }))).toBe(
      'https://www.systembolaget.se/produkt/vin/script-script-alert-1-script-a-b-7630801/',
    );
  });
});
