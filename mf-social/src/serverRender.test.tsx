// @vitest-environment node
import { sharedApi, communityArgs } from '@vinkompassen/shared-contracts';
import { mockApi, page, product, renderOnServer, pageData } from '@vinkompassen/test-kit';
import CommunityPanel from './community/CommunityPanel';
import NotesPanel from './notes/NotesPanel';
import BestStoresPanel from './stores/BestStoresPanel';
import { bertil, userList, wine } from './test/fixtures';
import UserListPage from './user-lists/UserListPage';
import UserPage from './users/UserPage';
import userListPage from './user-lists/UserListPage.data';

// In Node, as on the shell's server: no window, document, localStorage or navigator. Rendering must not reach for them.

describe('server render in Node', () => {
  it('has no browser globals here', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders a public list with its share button', async () => {
    mockApi({ 'GET /api/v1/public/user-lists/sommarviner/': () => userList({ owner: bertil, product_list: [wine(1, 'Sancerre')] }) });
    const { html } = await renderOnServer(<UserListPage />, {
      path: '/user-list/sommarviner',
      route: '/user-list/:slug',
      serverData: pageData(userListPage, { slug: 'sommarviner' }),
    });
    expect(html).toContain('Sancerre');
    expect(html).toContain('Dela listan');
  });

  it('renders a user page, and the panels other pages embed', async () => {
    expect((await renderOnServer(<UserPage />, { path: '/user/bertil', route: '/user/:slug' })).html).toContain('data-remote="social"');
    expect((await renderOnServer(<NotesPanel productId={1} />)).html).toContain('data-remote="social"');
    expect((await renderOnServer(<BestStoresPanel productIds={[1, 2]} heading="Bästa butiken för listan" />)).html).toContain(
      'Bästa butiken för listan',
    );
  });

  it('renders "Medlemmarnas betyg" from what the wine page loads first (beside the wine) for an anonymous visitor', async () => {
    mockApi({
      'GET /api/v1/product/:id': () => product({ id: 1, slug: 'vin-1' }),
      'GET /api/v1/product/:id/similar/': () => ({ product_id: 1, stock_source: null, results: [] }),
      'GET /user-product-notes/community/:product/': () => ({
        ratings: { product: 1, count: 12, average: 4.2, mine: null },
        ...page([
          {
            id: 9,
            product: 1,
            text: 'Offentlig anteckning',
            visibility: 'public' as const,
            author: bertil,
            rating: 4,
            from_followed: false,
            reported: false,
            created_at: '2025-03-01T10:00:00.000Z',
            updated_at: '2025-03-01T10:00:00.000Z',
          },
        ]),
      }),
    });
    const { html } = await renderOnServer(<CommunityPanel productId={1} productSlug="vin-1" />, {
      // As the wine page's contract loads it: the first page for an anonymous visitor, by the page's slug.
      serverData: (store) => store.dispatch(sharedApi.endpoints.getCommunityNotes.initiate(communityArgs('vin-1'))),
    });
    expect(html).toContain('4,2 av 5');
    expect(html).toContain('12 betyg');
    expect(html).toContain('Offentlig anteckning');
    expect(html).toContain('href="/user/bertil"');
  });
});
