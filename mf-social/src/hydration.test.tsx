import { screen, within } from '@testing-library/react';
import { bus } from '@vinkompassen/shared-contracts';
import { expectServerRenderAndHydration, mockApi, page, pageData, stockRow } from '@vinkompassen/test-kit';
import { bertil, bertilProfile, bestStore, userList, wine } from './test/fixtures';
import UserListPage from './user-lists/UserListPage';
import UserPage from './users/UserPage';
import userPage from './users/UserPage.data';
import userListPage from './user-lists/UserListPage.data';

// Every exposed screen as the shell's server renders it for an anonymous visitor (its main query loaded on the
// server), hydrated in a browser that has chosen a store (replayed on the bus by the shell before hydration).

const klarabergsgatan = { siteId: '0102', name: 'Klarabergsgatan' };
const chooseStore = () => bus.publish('store/selected', { store: klarabergsgatan });


describe('server render and hydration', () => {
  it('/user/{slug}: the profile from the server, the stock at the chosen store after hydration', async () => {
    mockApi({
      'GET /users/bertil/': () => bertilProfile(),
      'GET /api/v1/public/user-lists/': () => page([userList({ owner: bertil, name: 'Bertils bästa' })]),
      'GET /api/v1/stock/': () => page([stockRow({ product_id: 5, quantity: 2, source: 'demo' })]),
    });
    const { html } = await expectServerRenderAndHydration(<UserPage />, {
      path: '/user/bertil',
      route: '/user/:slug',
      serverData: pageData(userPage, { slug: 'bertil' }),
      browser: chooseStore,
    });
    expect(html).toContain('Bertil');
    expect(html).toContain('Chablis');
    expect(await screen.findByRole('link', { name: 'Bertils bästa' })).toBeInTheDocument();
    expect(await screen.findByText(/Finns i Klarabergsgatan/)).toBeInTheDocument();
  });

  it('/user-list/{slug}: the list from the server, share and stock after hydration', async () => {
    mockApi({
      'GET /api/v1/public/user-lists/sommarviner/': () => userList({ owner: bertil, product_list: [wine(1), wine(2, 'Sancerre')], products_count: 2 }),
      'GET /api/v1/stock/': () => page([stockRow({ product_id: 1, quantity: 4 })]),
      'GET /api/v1/stock/best-stores/': () => ({ asked: 2, source: 'demo', results: [bestStore({ is_chosen: true, in_stock_count: 1, in_stock_ids: [1] })] }),
    });
    const { html } = await expectServerRenderAndHydration(<UserListPage />, {
      path: '/user-list/sommarviner',
      route: '/user-list/:slug',
      serverData: pageData(userListPage, { slug: 'sommarviner' }),
      browser: chooseStore,
    });
    expect(html).toContain('Sancerre');
    expect(screen.getByRole('heading', { level: 1, name: 'Sommarviner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dela listan' })).toBeInTheDocument();
    const wines = screen.getByRole('list', { name: 'Viner i listan' });
    expect(await within(wines).findByText('Finns i Klarabergsgatan (4 st)')).toBeInTheDocument();
    const best = screen.getByRole('region', { name: 'Bästa butiken för listan' });
    expect(await within(best).findByText('1 av 2 viner i lager')).toBeInTheDocument();
  });
});
