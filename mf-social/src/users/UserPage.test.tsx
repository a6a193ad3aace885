import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vinkompassen/shared-contracts';
import { fail, mockApi, page, renderScreen, reply, stockRow } from '@vinkompassen/test-kit';
import { anna, bertil, bertilProfile, profileOf, userList } from '../test/fixtures';
import UserPage from './UserPage';

const publicLists = { count: 1, next: null, previous: null, results: [userList({ owner: bertil, name: 'Bertils bästa' })] };
const render = (token: string | null = null) => renderScreen(<UserPage />, { token, path: '/user/bertil', route: '/user/:slug' });

describe('UserPage', () => {
  it('shows the user with the default silhouette, public lists and public saved wines', async () => {
    mockApi({
      'GET /users/bertil/': () => bertilProfile(),
      'GET /api/v1/public/user-lists/': () => publicLists,
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bertil' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profilbild för Bertil' }).tagName).toBe('svg');
    expect(screen.getByText('2 följare')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bertils bästa' })).toHaveAttribute('href', '/user-list/sommarviner');
    expect(screen.getByRole('link', { name: /Chablis/ })).toHaveAttribute('href', '/product/vin-5');
  });

  it('keeps saved wines private when the user does', async () => {
    mockApi({
      'GET /users/bertil/': () => bertilProfile({ likes_are_public: false, liked_products: [] }),
      'GET /api/v1/public/user-lists/': () => ({ count: 0, next: null, previous: null, results: [] }),
    });
    render();
    expect(await screen.findByText('Bertil visar inte sina sparade viner för andra.')).toBeInTheDocument();
    expect(await screen.findByText('Bertil har inga offentliga listor ännu.')).toBeInTheDocument();
  });

  it('asks anonymous visitors to log in before following', async () => {
    const api = mockApi({ 'GET /users/bertil/': () => bertilProfile() });
    const requests = vi.fn();
    const subscription = bus.on('auth/login-requested').subscribe(requests);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Följ Bertil' }));
    expect(screen.getByText('Du behöver vara inloggad för att kunna spara viner och följa användare och listor.')).toBeInTheDocument();
    expect(requests).toHaveBeenCalledWith(expect.objectContaining({ payload: { mode: 'login', reason: 'login-required' } }));
    expect(api.calls.some((r) => r.method === 'POST')).toBe(false);
    subscription.unsubscribe();
  });

  it('follows and unfollows, reloading the profile', async () => {
    let following = false;
    const api = mockApi({
      'GET /auth/profile/': () => profileOf(anna),
      'GET /users/bertil/': () => bertilProfile({ is_following: following, followers_count: following ? 3 : 2 }),
      'POST /users/8/follow/': () => {
        following = true;
        return reply(201, { following: true, followers_count: 3 });
      },
      'DELETE /users/8/follow/': () => {
        following = false;
        return ({ following: false, followers_count: 2 });
      },
    });
    render('tok');
    await userEvent.click(await screen.findByRole('button', { name: 'Följ Bertil' }));
    expect(await screen.findByRole('button', { name: 'Sluta följa Bertil' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Du följer Bertil.');
    expect(screen.getByText('3 följare')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sluta följa Bertil' }));
    expect(await screen.findByRole('button', { name: 'Följ Bertil' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((r) => r.path.endsWith('/auth/profile/')).length).toBeGreaterThan(1));
  });

  it('links to the own profile instead of following oneself', async () => {
    mockApi({ 'GET /users/bertil/': () => bertilProfile({ is_self: true }) });
    render('tok');
    expect(await screen.findByRole('link', { name: 'Till min profil' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: /Följ/ })).not.toBeInTheDocument();
  });

  it('shows a not-found state for unknown users', async () => {
    mockApi({ 'GET /users/bertil/': () => fail(404, { detail: 'Användaren finns inte.' }) });
    render();
    expect(await screen.findByRole('heading', { name: 'Användaren finns inte' })).toBeInTheDocument();
  });

  it('says whether the saved wines are in the chosen store', async () => {
    const api = mockApi({
      'GET /users/bertil/': () => bertilProfile(),
      'GET /api/v1/public/user-lists/': () => publicLists,
      'GET /api/v1/stock/': () => page([stockRow({ product_id: 5, quantity: 2, source: 'demo' })]),
    });
    act(() => bus.publish('store/selected', { store: { siteId: '0113', name: 'Sergel' } }));
    render();
    const saved = await screen.findByRole('list', { name: 'Sparade viner' });
    expect(await within(saved).findByText('Finns i Sergel (2 st)')).toBeInTheDocument();
    expect(screen.getByText('Lagerstatus i Sergel är demodata, inte Systembolagets riktiga lager.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/v1/stock/').map((c) => c.search)).toEqual(['?site_id=0113&product_ids=5']);
  });
});
