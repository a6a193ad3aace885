import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vinkompassen/shared-contracts';
import type { UserList } from '@vinkompassen/shared-contracts/schemas';
import { fail, mockApi, noContent, page, renderScreen, reply, stockRow } from '@vinkompassen/test-kit';
import { anna, bertil, bestStore, profileOf, userList, wine } from '../test/fixtures';
import UserListPage from './UserListPage';

const render = (token: string | null) => renderScreen(<UserListPage />, {
    token,
    path: '/user-list/sommarviner',
    route: '/user-list/:slug',
    routes: { '/profile/lists': <p>profile lists</p> },
  });

/** An API where Anna owns the list; PATCH and remove-product change it. */
function ownerApi(initial: UserList = userList({ product_list: [wine(1), wine(2, 'Sancerre')], products_count: 2 })) {
  let list = initial;
  const api = mockApi({
    'GET /auth/profile/': () => profileOf(anna),
    'GET /api/v1/public/user-lists/sommarviner/': () => list,
    'PATCH /api/v1/user-lists/1': async (request) => {
      list = { ...list, ...((await request.json()) as Partial<UserList>) };
      return list;
    },
    'DELETE /api/v1/user-lists/1/remove-product/': async (request) => {
      const { product } = (await request.json()) as { product: number };
      list = { ...list, product_list: list.product_list.filter((p) => p.id !== product), products_count: list.products_count - 1 };
      return list;
    },
    'DELETE /api/v1/user-lists/1': () => noContent(),
  });
  return api;
}

describe('UserListPage', () => {
  it('shows the wines, description and owner to everyone, with share and save', async () => {
    mockApi({ 'GET /api/v1/public/user-lists/sommarviner/': () => userList({ owner: bertil }) });
    render(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sommarviner' })).toBeInTheDocument();
    expect(screen.getByText('Till grillen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bertil' })).toHaveAttribute('href', '/user/bertil');
    expect(within(screen.getByRole('list', { name: 'Viner i listan' })).getByRole('link', { name: /Vin 1/ })).toHaveAttribute('href', '/product/vin-1');
    expect(screen.getByRole('button', { name: 'Dela listan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redigera' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ta bort/ })).not.toBeInTheDocument();
  });

  it("shows each wine's bottle: the thumbnail when Systembolaget's image cannot be reached", async () => {
    const thumbnail = 'data:image/webp;base64,UklGRg==';
    const bottle = { ...wine(1), image_url: 'https://product-cdn.systembolaget.se/productimages/1/1_400.png', thumbnail };
    mockApi({ 'GET /api/v1/public/user-lists/sommarviner/': () => userList({ owner: bertil, product_list: [bottle], products_count: 1 }) });
    render(null);
    const wines = within(await screen.findByRole('list', { name: 'Viner i listan' }));
    fireEvent.error(wines.getByRole('img', { name: 'Flaska: Vin 1 Riesling' }));
    expect(wines.getByRole('img', { name: 'Flaska: Vin 1 Riesling' })).toHaveAttribute('src', thumbnail);
  });

  it('asks anonymous visitors to log in before saving the list', async () => {
    mockApi({ 'GET /api/v1/public/user-lists/sommarviner/': () => userList({ owner: bertil }) });
    const requests = vi.fn();
    const subscription = bus.on('auth/login-requested').subscribe(requests);
    render(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Spara listan' }));
    expect(screen.getByText('Du behöver vara inloggad för att kunna spara viner och följa användare och listor.')).toBeInTheDocument();
    expect(requests).toHaveBeenCalledWith(expect.objectContaining({ payload: { mode: 'login', reason: 'login-required' } }));
    subscription.unsubscribe();
  });

  it('saves another user’s list to the profile and removes it again', async () => {
    let saved = false;
    const api = mockApi({
      'GET /auth/profile/': () => profileOf(anna),
      'GET /api/v1/public/user-lists/sommarviner/': () => userList({ owner: bertil, is_saved: saved }),
      'POST /api/v1/user-lists/1/add_to_profile/': () => {
        saved = true;
        return reply(201, { saved: true });
      },
      'DELETE /api/v1/user-lists/1/remove_from_profile/': () => {
        saved = false;
        return ({ saved: false });
      },
    });
    render('tok');
    await userEvent.click(await screen.findByRole('button', { name: 'Spara listan' }));
    expect(await screen.findByText('Sparad i din profil')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort från min profil' }));
    expect(await screen.findByRole('button', { name: 'Spara listan' })).toBeInTheDocument();
    expect(api.calls.map((r) => `${r.method} ${r.path}`)).toContain('DELETE /api/v1/user-lists/1/remove_from_profile/');
  });

  it('lets the owner switch between Offentlig and Privat with the spec texts', async () => {
    const api = ownerApi();
    render('tok');
    const privateOption = await screen.findByRole('radio', { name: 'Privat' });
    expect(screen.getByText('Listan är offentlig. Andra personer med länken kan se innehållet i listan.')).toBeInTheDocument();
    await userEvent.click(privateOption);
    expect(
      await screen.findByText('Listan är privat. Bara du kan se den. Publicera listan för att kunna dela den med andra.'),
    ).toBeInTheDocument();
    expect(api.bodies('PATCH /api/v1/user-lists/1')).toEqual([{ is_public: false }]);
    // A private list has nothing to share.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Dela listan' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Spara listan' })).not.toBeInTheDocument();
  });

  it('lets the owner rename and describe the list, with the create rules', async () => {
    const api = ownerApi();
    render('tok');
    await userEvent.click(await screen.findByRole('button', { name: 'Redigera' }));
    const name = screen.getByLabelText('Namn: *');
    expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.tab();
    expect(screen.getByText('Value is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spara' })).toBeDisabled();
    expect(screen.getByLabelText('Beskrivning')).toHaveAttribute('maxLength', '160');
    await userEvent.type(name, 'Höstviner');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Höstviner' })).toBeInTheDocument();
    expect(api.bodies('PATCH /api/v1/user-lists/1')).toEqual([{ name: 'Höstviner', description: 'Till grillen' }]);
  });

  it('lets the owner remove a wine', async () => {
    const api = ownerApi();
    render('tok');
    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort Sancerre Riesling från listan' }));
    await waitFor(() => expect(screen.queryByText('Sancerre')).not.toBeInTheDocument());
    expect(api.bodies('DELETE /api/v1/user-lists/1/remove-product/')).toEqual([{ product: 2 }]);
  });

  it('deletes the list after confirmation and goes to the own lists', async () => {
    const api = ownerApi();
    render('tok');
    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort listan' }));
    expect(screen.getByText('Vill du ta bort listan? Det går inte att ångra.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ja, ta bort' }));
    expect(await screen.findByText('profile lists')).toBeInTheDocument();
    expect(api.calls.some((r) => r.method === 'DELETE' && r.path.endsWith('/api/v1/user-lists/1'))).toBe(true);
  });

  it('shows a not-found state for private lists of others', async () => {
    mockApi({ 'GET /api/v1/public/user-lists/sommarviner/': () => fail(404, { detail: 'Listan finns inte.' }) });
    render('tok');
    expect(await screen.findByRole('heading', { name: 'Listan finns inte' })).toBeInTheDocument();
  });

  it('copies the link when the browser cannot share', async () => {
    mockApi({ 'GET /api/v1/public/user-lists/sommarviner/': () => userList({ owner: bertil }) });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Dela listan' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/user-list/sommarviner`);
    expect(await screen.findByText('Länken är kopierad.')).toBeInTheDocument();
  });

  it('uses the Web Share API when there is one', async () => {
    mockApi({ 'GET /api/v1/public/user-lists/sommarviner/': () => userList({ owner: bertil }) });
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Dela listan' }));
    expect(share).toHaveBeenCalledWith({ title: 'Sommarviner', url: `${window.location.origin}/user-list/sommarviner` });
    Reflect.deleteProperty(navigator, 'share');
  });

  it('says "Passar din smak" on the cards for a logged-in reader with enough signal, from one request; nothing for anonymous', async () => {
    const list = () => userList({ owner: bertil, product_list: [wine(1), wine(2, 'Sancerre')], products_count: 2 });
    const api = mockApi({
      'GET /auth/profile/': () => profileOf(anna),
      'GET /api/v1/public/user-lists/sommarviner/': list,
      'GET /api/v1/taste-match/': () => ({ eligible: true, signals: 7, results: [{ product: 2, percent: 91, reason: 'Fruktigheten som i dina favoriter.' }] }),
    });
    const view = render('tok');
    const wines = await screen.findByRole('list', { name: 'Viner i listan' });
    const [first, second] = within(wines).getAllByRole('listitem');
    expect(await within(second!).findByText('Passar din smak: 91 %')).toBeInTheDocument();
    expect(within(second!).getByText('Fruktigheten som i dina favoriter.')).toBeInTheDocument();
    expect(within(first!).queryByText(/Passar din smak/)).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/v1/taste-match/').map((c) => c.url.searchParams.get('products'))).toEqual(['1,2']);
    view.unmount();

    const anonymous = mockApi({ 'GET /api/v1/public/user-lists/sommarviner/': list });
    render(null);
    await screen.findByRole('list', { name: 'Viner i listan' });
    expect(screen.queryByText(/Passar din smak/)).not.toBeInTheDocument();
    expect(anonymous.calls.map((c) => c.path)).toEqual(['/api/v1/public/user-lists/sommarviner/']);
  });

  describe('with a chosen store (Min butik)', () => {
    const twoWines = () => userList({ owner: bertil, product_list: [wine(1), wine(2, 'Sancerre')], products_count: 2 });
    const klarabergsgatan = { id: 102, site_id: '0102', name: 'Klarabergsgatan', address: null, city: 'Stockholm' };

    it('says on each card whether the wine is in stock there, from one request, labelled demo', async () => {
      const api = mockApi({ 'GET /api/v1/public/user-lists/sommarviner/': twoWines,
          'GET /api/v1/stock/': () => page([stockRow({ product_id: 1, quantity: 4, store: klarabergsgatan })]), 'GET /api/v1/stock/best-stores/': () => ({ asked: 2, source: 'demo', results: [bestStore({ is_chosen: true, in_stock_count: 1, in_stock_ids: [1] })] }) });
      act(() => bus.publish('store/selected', { store: { siteId: '0102', name: 'Klarabergsgatan' } }));
      render(null);
      const wines = await screen.findByRole('list', { name: 'Viner i listan' });
      const [first, second] = within(wines).getAllByRole('listitem');
      expect(await within(first!).findByText('Finns i Klarabergsgatan (4 st)')).toBeInTheDocument();
      expect(within(second!).getByText('Finns inte i Klarabergsgatan just nu')).toBeInTheDocument();
      expect(screen.getByText('Lagerstatus i Klarabergsgatan är demodata, inte Systembolagets riktiga lager.')).toBeInTheDocument();
      const stockCalls = api.calls.filter((c) => c.path === '/api/v1/stock/');
      expect(stockCalls.map((c) => c.search)).toEqual(['?site_id=0102&product_ids=1%2C2']);

      // Below the wines: the best stores for the list, the chosen one among them.
      const best = screen.getByRole('region', { name: 'Bästa butiken för listan' });
      expect(await within(best).findByText('1 av 2 viner i lager')).toBeInTheDocument();
      expect(within(best).getByText('Din butik')).toBeInTheDocument();
      const bestCall = api.calls.find((c) => c.path === '/api/v1/stock/best-stores/');
      expect(bestCall?.url.searchParams.get('product_ids')).toBe('1,2');
    });

    it('shows no stock on the cards without a store, and the panel invites to choose one', async () => {
      const api = mockApi({ 'GET /api/v1/public/user-lists/sommarviner/': twoWines });
      render(null);
      const wines = await screen.findByRole('list', { name: 'Viner i listan' });
      expect(within(wines).queryByText(/Finns|Kollar lagret/)).not.toBeInTheDocument();
      expect(screen.queryByText(/demodata/)).not.toBeInTheDocument();
      const best = screen.getByRole('region', { name: 'Bästa butiken för listan' });
      expect(within(best).getByRole('button', { name: 'Använd min position' })).toBeInTheDocument();
      expect(api.calls.map((c) => c.path)).toEqual(['/api/v1/public/user-lists/sommarviner/']);
    });

    it('shows no best-store panel for an empty list', async () => {
      const api = mockApi({ 'GET /api/v1/public/user-lists/sommarviner/': () => userList({ owner: bertil, product_list: [], products_count: 0 }) });
      act(() => bus.publish('store/selected', { store: { siteId: '0102', name: 'Klarabergsgatan' } }));
      render(null);
      expect(await screen.findByText('Listan är tom än så länge.')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Bästa butiken för listan' })).not.toBeInTheDocument();
      expect(api.calls.map((c) => c.path)).toEqual(['/api/v1/public/user-lists/sommarviner/']);
    });
  });
});
