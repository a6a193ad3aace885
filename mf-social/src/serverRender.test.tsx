// @vitest-environment node
import { mockApi, renderOnServer, screenData } from '@vinkompassen/test-kit';
import NotesPanel from './notes/NotesPanel';
import BestStoresPanel from './stores/BestStoresPanel';
import { bertil, userList, wine } from './test/fixtures';
import UserListPage from './user-lists/UserListPage';
import UserPage from './users/UserPage';

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
      serverData: screenData('userList', { slug: 'sommarviner' }),
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
});
