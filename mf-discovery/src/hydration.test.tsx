import { screen } from '@testing-library/react';
import { bus } from '@vinkompassen/shared-contracts';
import type { CatalogSummary } from '@vinkompassen/shared-contracts/schemas';
import { expectServerRenderAndHydration, mockApi, page, pageData, stockRow } from '@vinkompassen/test-kit';
import ListPage from './catalogs/ListPage';
import ListsPage from './catalogs/ListsPage';
import ToplistsPage from './catalogs/ToplistsPage';
import DishesPage from './dishes/DishesPage';
import DishPage from './dishes/DishPage';
import { facetsFor } from './filters/facets.fixture';
import FilterPage from './filters/FilterPage';
import { filtersToQuery, parseFilters } from './filters/filterParams';
import HomePage from './home/HomePage';
import ProductPage from './wine-page/ProductPage';
import SearchPage from './search/SearchPage';
import { dish, dishGroups, dishSummary, rankedWine, similarWine, wine, wineDetail, winePageData } from './test/fixtures';
import dishPage from './dishes/DishPage.data';
import dishesPage from './dishes/DishesPage.data';
import homePage from './home/HomePage.data';
import listPage from './catalogs/ListPage.data';
import listsPage from './catalogs/ListsPage.data';
import productPage from './wine-page/ProductPage.data';
import toplistsPage from './catalogs/ToplistsPage.data';
import { discoveryApi } from './ui/discoveryApi';

// Every exposed screen as the shell's server renders it for an anonymous visitor, with the screen's main query
// loaded on the server as its page contract (`*.data.ts`) loads it,
// then hydrated in a browser. The first browser render must equal the server's HTML.

const ripasso = wine();
const summary = (slug: string, name: string, kind: 'list' | 'toplist'): CatalogSummary => ({
  id: slug.length,
  slug,
  name,
  description: `Om ${name}.`,
  kind,
  product_count: 2,
  is_saved: false,
  saves_count: 0,
  ranked_by: kind === 'toplist' ? 'Rangordnade efter medlemmarnas sparningar.' : null,
  image_url: null,
  preview: [ripasso],
});
const sergel = { siteId: '0113', name: 'Sergel' };

describe('server render and hydration', () => {
  it('/ (home): the featured lists and wines from the server', async () => {
    mockApi({ 'GET /api/v1/catalogs/': () => page([summary('redaktionens-val', 'Redaktionens val', 'list')]) });
    const { html } = await expectServerRenderAndHydration(<HomePage />, {
      path: '/',
      route: '/',
      serverData: pageData(homePage),
    });
    expect(html).toContain('Redaktionens val');
    expect(html).toContain('/product/1909-righetti-ripasso-7630801');
    expect(screen.getByRole('combobox')).toBeInTheDocument();
  });

  it('/toplists and /lists', async () => {
    mockApi({
      'GET /api/v1/catalogs/': (_req, { url }) =>
        url.searchParams.get('kind') === 'toplist'
          ? page([summary('prisvarda-roda', 'Prisvärda röda', 'toplist')])
          : page([summary('redaktionens-val', 'Redaktionens val', 'list')]),
    });
    const toplists = await expectServerRenderAndHydration(<ToplistsPage />, {
      path: '/toplists',
      route: '/toplists',
      serverData: pageData(toplistsPage),
    });
    expect(toplists.html).toContain('Prisvärda röda');
    const lists = await expectServerRenderAndHydration(<ListsPage />, {
      path: '/lists',
      route: '/lists',
      serverData: pageData(listsPage),
    });
    expect(lists.html).toContain('Redaktionens val');
  });

  it('/list/{slug}', async () => {
    mockApi({
      'GET /api/v1/catalogs/redaktionens-val': () => ({
        ...summary('redaktionens-val', 'Redaktionens val', 'list'),
        rule_text: null,
        updated_at: '2025-11-22T10:00:00Z',
        product_list: [ripasso],
      }),
    });
    const { html } = await expectServerRenderAndHydration(<ListPage />, {
      path: '/list/redaktionens-val',
      route: '/list/:slug',
      serverData: pageData(listPage, { slug: 'redaktionens-val' }),
    });
    expect(html).toContain('Uppdaterad 22 november 2025');
  });

  it('/product/{slug}: the wine and its taste twins from the server; the chosen store and its stock after hydration', async () => {
    const slug = '1909-righetti-ripasso-7630801';
    const twin = wine({ id: 90, slug: 'tvillingen-9000', name: 'Tvillingen', name_thin: 'Rosso' });
    mockApi({
      // The server's one request (the page contract's loader): the wine, its notes and its twins.
      [`GET /api/v1/page-data/product/${slug}/`]: () =>
        winePageData(wineDetail(), { product_id: 35, stock_source: null, results: [similarWine({ product: twin, quantity: null })] }),
      'GET /api/v1/product/35/catalogs/': () => [],
      // The browser's, once a store is chosen: the twins' stock there.
      'GET /api/v1/product/35/similar/': () => ({ product_id: 35, stock_source: 'demo', results: [similarWine({ product: twin, quantity: 4 })] }),
      'GET /api/v1/stock/': () => page([stockRow({ product_id: 35, quantity: 3 })]),
    });
    const { html } = await expectServerRenderAndHydration(<ProductPage />, {
      path: `/product/${slug}`,
      route: '/product/:slug',
      serverData: pageData(productPage, { slug }),
      browser: () => bus.publish('store/selected', { store: sergel }),
    });
    expect(html).toContain('<h1 id="product-name" class="disc-product__name">1909 Righetti');
    expect(screen.getByRole('heading', { level: 1, name: '1909 Righetti Ripasso' })).toBeInTheDocument();
    // The server (no store known) offered the picker; the browser then shows the stock at the chosen store.
    expect(html).toContain('Välj din butik');
    expect(await screen.findByTestId('stock-level')).toHaveTextContent('3');
    // "Liknande viner" is in the HTML (readable without JavaScript), and gets the store's stock in the browser.
    expect(html).toContain('href="/product/tvillingen-9000"');
    expect(await screen.findByText('I lager i Sergel')).toBeInTheDocument();
  });

  it('/dishes and /dishes/{slug}', async () => {
    mockApi({
      'GET /api/v1/dishes/': () => ({ groups: dishGroups, results: [dishSummary()] }),
      'GET /api/v1/dishes/lax-i-ugn/': () => ({ dish: dish(), match_count: 1, results: [rankedWine()] }),
    });
    const dishes = await expectServerRenderAndHydration(<DishesPage />, {
      path: '/dishes',
      route: '/dishes',
      serverData: pageData(dishesPage),
    });
    expect(dishes.html).toContain('Lax i ugn');
    const one = await expectServerRenderAndHydration(<DishPage />, {
      path: '/dishes/lax-i-ugn',
      route: '/dishes/:slug',
      serverData: pageData(dishPage, { slug: 'lax-i-ugn' }),
    });
    expect(one.html).toContain('/product/1909-righetti-ripasso-7630801');
  });

  it('/search?q=…: the results from the server, the search box keeps the query', async () => {
    mockApi({
      'GET /api/v1/product/': () => page([ripasso]),
      'GET /api/v1/country/first-level/': () => [],
      'GET /api/v1/grapes/': () => page([]),
      'GET /api/v1/tag-categories/': () => [],
    });
    const filters = parseFilters(new URLSearchParams('q=ripasso'));
    const { html } = await expectServerRenderAndHydration(<SearchPage />, {
      path: '/search?q=ripasso',
      route: '/search/*',
      serverData: (store) =>
        store.dispatch(discoveryApi.endpoints.getProductPages.initiate({ ...filtersToQuery(filters), page_size: 20 })),
    });
    expect(html).toContain('/product/1909-righetti-ripasso-7630801');
    expect(screen.getByRole('combobox', { name: 'Sök vin' })).toHaveValue('ripasso');
  });

  it('/filter: the counts from the server', async () => {
    mockApi({ 'GET /api/v1/product/facets/': (_req, { url }) => facetsFor(url) });
    const filters = parseFilters(new URLSearchParams('style=red'));
    const { html } = await expectServerRenderAndHydration(<FilterPage />, {
      path: '/filter?style=red',
      route: '/filter',
      serverData: (store) => store.dispatch(discoveryApi.endpoints.getProductFacets.initiate(filtersToQuery(filters))),
    });
    expect(html).toContain('Visa 20 viner');
    expect(screen.getByRole('link', { name: 'Visa 20 viner' })).toHaveAttribute('href', '/search?style=red');
  });
});
