import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vinkompassen/shared-contracts';
import type { BestStore, BestStoresResponse } from '@vinkompassen/shared-contracts/schemas';
import { fail, renderScreen } from '@vinkompassen/test-kit';
import { testProfile } from '../test/fixtures';
import { mockApiWithPairing } from '../test/pairingApi';
import ProfilePage from './ProfilePage';

const HEADING = 'Bästa butiken för dina sparade viner';

const store = (name: string, over: Partial<BestStore>): BestStore => ({
  store: { id: name.length, site_id: `0${name.length}`, name, address: null, city: 'Stockholm' },
  in_stock_count: 1,
  in_stock_ids: [11],
  distance_km: 1.2,
  today: { date: '2025-11-24', open_from: '10:00', open_to: '19:00', reason: null },
  is_chosen: false,
  ...over,
});

const answer: BestStoresResponse = {
  asked: 2,
  source: 'demo',
  results: [
    store('Klarabergsgatan', { in_stock_count: 2, in_stock_ids: [11, 12], is_chosen: true }),
    store('Solna centrum', { distance_km: 4.25, today: { date: '2025-11-24', open_from: null, open_to: null, reason: null } }),
  ],
};

/** Anna with two saved wines (11 and 12). */
const twoSaved = {
  ...testProfile,
  liked_products: [
    ...testProfile.liked_products,
    { id: 2, product: { ...testProfile.liked_products[0]!.product, id: 12, slug: 'annat-vin', name: 'Annat vin' }, created_at: '2025-01-02T00:00:00Z' },
  ],
};

function api(profile = twoSaved, best: () => BestStoresResponse | ReturnType<typeof fail> = () => answer) {
  return mockApiWithPairing({ 'GET /auth/profile/': () => profile }, { 'GET /api/v1/stock/best-stores/': best });
}

const at = () => renderScreen(<ProfilePage />, { path: '/profile', route: '/profile/*', token: 'tok' });

afterEach(() => {
  act(() => bus.publish('store/selected', { store: null }));
  vi.unstubAllGlobals();
});

describe('the best stores for the saved wines', { timeout: 20_000 }, () => {
  it('lists the stores with most of the saved wines around the chosen store', async () => {
    const { calls } = api();
    act(() => bus.publish('store/selected', { store: { siteId: '0102', name: 'Klarabergsgatan' } }));
    at();
    const region = await screen.findByRole('region', { name: HEADING });
    const items = within(await within(region).findByRole('list', { name: 'Butiker med vinerna i lager' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('2 av 2 viner i lager');
    expect(within(items[0]!).getByText('Din butik')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('1,2 km');
    expect(items[0]).toHaveTextContent('Öppet i dag 10–19');
    expect(items[1]).toHaveTextContent('1 av 2 viner i lager');
    expect(items[1]).toHaveTextContent('4,3 km');
    expect(within(items[1]!).getByText('Stängt i dag')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Din butik')).not.toBeInTheDocument();
    expect(within(region).getByText('Lagerstatus är demodata')).toBeInTheDocument();
    const best = calls.find((c) => c.path === '/api/v1/stock/best-stores/')!;
    expect(Object.fromEntries(best.url.searchParams)).toEqual({ product_ids: '11,12', site_id: '0102', limit: '5' });
  });

  it('without a store, finds them from the position the user shares', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) => ok({ coords: { latitude: 59.33, longitude: 18.06 } } as GeolocationPosition));
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { calls } = api();
    at();
    const region = await screen.findByRole('region', { name: HEADING });
    expect(within(region).getByText(/Välj din butik på valfri vinsida/)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/v1/stock/best-stores/')).toBe(false);
    await userEvent.click(within(region).getByRole('button', { name: 'Använd min position' }));
    expect(await within(region).findByText('Solna centrum')).toBeInTheDocument();
    const best = calls.find((c) => c.path === '/api/v1/stock/best-stores/')!;
    expect(Object.fromEntries(best.url.searchParams)).toEqual({ product_ids: '11,12', latitude: '59.33', longitude: '18.06', limit: '5' });
  });

  it('says in Swedish when the position may not be used', async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, failed: PositionErrorCallback) =>
      failed({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    api();
    at();
    const region = await screen.findByRole('region', { name: HEADING });
    await userEvent.click(within(region).getByRole('button', { name: 'Använd min position' }));
    expect(within(region).getByRole('status')).toHaveTextContent('Vi fick inte använda din position. Välj en butik på valfri vinsida i stället.');
  });

  it('shows the API’s message for an unknown store', async () => {
    api(twoSaved, () => fail(400, { site_id: ['Butiken finns inte.'] }));
    act(() => bus.publish('store/selected', { store: { siteId: '9999', name: 'Gammal butik' } }));
    at();
    const region = await screen.findByRole('region', { name: HEADING });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Butiken finns inte.');
  });

  it('shows no panel without saved wines', async () => {
    const { calls } = api({ ...testProfile, liked_products: [] });
    act(() => bus.publish('store/selected', { store: { siteId: '0102', name: 'Klarabergsgatan' } }));
    at();
    expect(await screen.findByText(/Du har inte sparat några viner än/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: HEADING })).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/auth/profile/']);
  });
});
