// @vitest-environment node
import { type PageContract } from '@vinkompassen/shared-contracts';
import { createTestStore, page as paged, productSummary } from '@vinkompassen/test-kit';
import { jsonLdProblems } from '@vinkompassen/test-kit/schema-org';
import { catalog } from '../test/fixtures';
import { TOPLISTS_QUERY } from '../ui/pageQueries';
import listPage from './ListPage.data';
import toplistsPage from './ToplistsPage.data';
import { discoveryApi } from '../ui/discoveryApi';

const SITE = 'https://vinkompassen.se';
type Store = ReturnType<typeof createTestStore>;

const head = async (page: PageContract, store: Store, path: string, params: Record<string, string> = {}) =>
  (await page.head!({ params, search: new URLSearchParams(), viewer: null, state: store.getState(), pageUrl: `${SITE}${path}`, publicUrl: SITE, apiBaseUrl: SITE, title: undefined })).jsonLd ?? [];

const toplist = catalog({
  slug: 'mest-omtyckta',
  name: 'Mest omtyckta',
  description: 'Viner som många sparat.',
  kind: 'toplist',
  product_count: 2,
  product_list: [productSummary({ slug: 'a-1', name: 'A', name_thin: null }), productSummary({ slug: 'b-2', name: 'B', name_thin: 'Brut' })],
});

describe("the lists' page contracts", () => {
  it('a top list is a ranked ItemList of its wines, under Topplistor', async () => {
    const store = createTestStore();
    await store.dispatch(discoveryApi.util.upsertQueryData('getCatalog', { catalog: 'mest-omtyckta', viewer: null }, toplist));
    const documents = await head(listPage, store, '/list/mest-omtyckta', { slug: 'mest-omtyckta' });
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

  it('a wine list sits under Vinlistor and is unordered; the top lists page lists the lists; a list not loaded has none', async () => {
    const store = createTestStore();
    await store.dispatch(discoveryApi.util.upsertQueryData('getCatalog', { catalog: 'fest', viewer: null }, catalog({ slug: 'fest', kind: 'list', name: 'Fest' })));
    await store.dispatch(discoveryApi.util.upsertQueryData('getCatalogPages', TOPLISTS_QUERY, { pages: [paged([{ ...toplist, preview: [] }], 7)], pageParams: [1] }));
    const list = await head(listPage, store, '/list/fest', { slug: 'fest' });
    expect(list[0]).toMatchObject({ itemListOrder: 'https://schema.org/ItemListUnordered' });
    expect(list[1]).toMatchObject({ itemListElement: [{}, { name: 'Vinlistor', item: { url: `${SITE}/lists` } }, { name: 'Fest' }] });
    const toplists = await head(toplistsPage, store, '/toplists');
    expect(toplists[0]).toMatchObject({ '@type': 'ItemList', numberOfItems: 7, itemListElement: [{ position: 1, name: 'Mest omtyckta', url: `${SITE}/list/mest-omtyckta` }] });
    expect(toplists[1]).toMatchObject({ itemListElement: [{ name: 'Hem' }, { name: 'Topplistor' }] });
    expect(jsonLdProblems([...list, ...toplists])).toEqual([]);
    expect(await head(listPage, store, '/list/okand', { slug: 'okand' })).toEqual([]);
  });
});
