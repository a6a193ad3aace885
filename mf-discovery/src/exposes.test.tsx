import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { bus } from '@vinkompassen/shared-contracts';
import DishPage from './dishes/DishPage';
import DishesPage from './dishes/DishesPage';
import FilterPage from './filters/FilterPage';
import HomePage from './home/HomePage';
import ListPage from './catalogs/ListPage';
import ListsPage from './catalogs/ListsPage';
import ProductPage from './wine-page/ProductPage';
import SearchPage from './search/SearchPage';
import ToplistsPage from './catalogs/ToplistsPage';
import { mockApi, page, recordBus, renderScreen } from '@vinkompassen/test-kit';
import { catalogSummary, dish, dishGroups, dishSummary, wine, wineDetail } from './test/fixtures';

const catalog = catalogSummary();

function api() {
  return mockApi({ 'GET /api/v1/catalogs/': () => page([catalog]),
      'GET /api/v1/catalogs/redaktionens-val': () => ({ ...catalog, rule_text: null, updated_at: '2025-11-01T00:00:00Z', product_list: [wine()] }),
      'GET /api/v1/product/1909-righetti-ripasso-7630801': () => wineDetail(),
      'GET /api/v1/product/35/catalogs/': () => [],
      'GET /api/v1/tag-categories/': () => [{ id: 1, slug: 'mat', name: 'Mat', tags: [{ id: 1, slug: 'fisk', name: 'Fisk', product_count: 2 }] }],
      'GET /api/v1/country/first-level/': () => [],
      'GET /api/v1/grapes/': () => page([]),
      'GET /api/v1/product/': () => page([], 0), 'GET /api/v1/dishes/': () => ({ groups: dishGroups, results: [dishSummary()] }),
      'GET /api/v1/dishes/fisk/': () => ({
        dish: dish({ slug: 'fisk', name: 'Fisk', broad: true }),
        match_count: 0,
        results: [],
      }),
      'GET /api/v1/product/35/similar/': () => ({ product_id: 35, stock_source: null, results: [] }) });
}

const cases: Array<[string, ComponentType, string, string]> = [
  ['/', HomePage, '/', 'Hitta ditt nästa vin'],
  ['/toplists', ToplistsPage, '/toplists', 'Topplistor'],
  ['/lists', ListsPage, '/lists', 'Vinlistor'],
  ['/list/:slug', ListPage, '/list/redaktionens-val', 'Redaktionens val'],
  ['/product/:slug', ProductPage, '/product/1909-righetti-ripasso-7630801', '1909 Righetti Ripasso'],
  ['/dishes', DishesPage, '/dishes', 'Maträtter'],
  ['/dishes/:slug', DishPage, '/dishes/fisk', 'Fisk'],
  ['/search/*', SearchPage, '/search', 'Sök viner & användare'],
  ['/filter', FilterPage, '/filter', 'Filtrera'],
];

describe('discovery exposes', () => {
  it.each(cases)('%s renders its page marked as discovery', async (pattern, Page, url, heading) => {
    api();
    renderScreen(<Page />, { path: url, route: pattern });
    const h1 = await screen.findByRole('heading', { level: 1, name: heading });
    expect(h1.closest('[data-remote]')).toHaveAttribute('data-remote', 'discovery');
  });

  it('has the spec text on the wine lists page', () => {
    api();
    renderScreen(<ListsPage />, { path: '/lists' });
    expect(screen.getByText(/favoritviner ur Systembolagets fasta sortiment/)).toBeInTheDocument();
  });

  it('starts the newsletter countdown on the home page for visitors without a token', () => {
    api();
    const seen = recordBus('newsletter/trigger');
    renderScreen(<HomePage />);
    expect(seen).toHaveLength(1);
  });

  it('sets the page title of a wine from its name', async () => {
    api();
    const meta = recordBus('meta/changed');
    renderScreen(<ProductPage />, { path: '/product/1909-righetti-ripasso-7630801', route: '/product/:slug' });
    await screen.findByRole('heading', { level: 1, name: '1909 Righetti Ripasso' });
    await vi.waitFor(() => expect(meta.at(-1)?.payload).toMatchObject({ title: '1909 Righetti Ripasso' }));
    bus.publish('meta/changed', {});
  });
});
