// @vitest-environment node
import { mockApi, page, renderOnServer, pageData } from '@vinkompassen/test-kit';
import ListPage from './catalogs/ListPage';
import ListsPage from './catalogs/ListsPage';
import ToplistsPage from './catalogs/ToplistsPage';
import DishesPage from './dishes/DishesPage';
import DishPage from './dishes/DishPage';
import FilterPage from './filters/FilterPage';
import HomePage from './home/HomePage';
import ProductPage from './wine-page/ProductPage';
import SearchPage from './search/SearchPage';
import { catalogSummary, wineDetail, winePageData } from './test/fixtures';
import homePage from './home/HomePage.data';
import productPage from './wine-page/ProductPage.data';

// In Node, as on the shell's server: no window, document, localStorage or navigator. Rendering must not reach for them.

const slug = '1909-righetti-ripasso-7630801';

describe('server render in Node', () => {
  it('has no browser globals here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof navigator === 'undefined' || !('onLine' in navigator)).toBe(true);
  });

  it('renders the home page and the wine page with their data', async () => {
    mockApi({
      'GET /api/v1/catalogs/': () =>
        page([catalogSummary({ description: '' })]),
      // The wine page's data in one request, as its contract loads it on the server.
      [`GET /api/v1/page-data/product/${slug}/`]: () => winePageData(wineDetail()),
    });
    const home = await renderOnServer(<HomePage />, {
      serverData: pageData(homePage),
    });
    expect(home.html).toContain('Redaktionens val');
    const product = await renderOnServer(<ProductPage />, {
      path: `/product/${slug}`,
      route: '/product/:slug',
      serverData: pageData(productPage, { slug }),
    });
    expect(product.html).toContain('id="product-name"');
  });

  it('renders every other screen (loading states included)', async () => {
    const screens = [
      await renderOnServer(<ToplistsPage />, { path: '/toplists', route: '/toplists' }),
      await renderOnServer(<ListsPage />, { path: '/lists', route: '/lists' }),
      await renderOnServer(<ListPage />, { path: '/list/redaktionens-val', route: '/list/:slug' }),
      await renderOnServer(<DishesPage />, { path: '/dishes?q=lax', route: '/dishes' }),
      await renderOnServer(<DishPage />, { path: '/dishes/lax-i-ugn', route: '/dishes/:slug' }),
      await renderOnServer(<SearchPage />, { path: '/search?q=ripasso&style=red', route: '/search/*' }),
      await renderOnServer(<SearchPage />, { path: '/search/search-users?q=anna', route: '/search/*' }),
      await renderOnServer(<FilterPage />, { path: '/filter?country=italien', route: '/filter' }),
    ];
    for (const { html } of screens) expect(html).toContain('data-remote="discovery"');
  });
});
