import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vinkompassen/shared-contracts';
import type { StockRow } from '@vinkompassen/shared-contracts/schemas';
import { mockApi, page, recordBus, renderScreen } from '@vinkompassen/test-kit';
import { wineDetail } from '../test/fixtures';
import { StoreStock } from './StoreStock';

const product = wineDetail();

const sergel = {
  id: 6,
  site_id: '0113',
  name: 'Sergel, ingång T-Centralen',
  alias: null,
  address: 'Drottninggatan 45',
  city: 'Stockholm',
  county: 'Stockholms län',
  is_agent: false,
  is_open: true,
  latitude: 59.33,
  longitude: 18.06,
  opening_hours: [],
};
const stockRow = (siteId: string, name: string, quantity: number, distance?: number): StockRow => ({
  product_id: 35,
  store: { id: Number(siteId), site_id: siteId, name, address: null, city: 'Stockholm' },
  quantity,
  source: 'demo',
  updated_at: '2025-11-01T00:00:00Z',
  ...(distance !== undefined && { distance_km: distance }),
});

describe('StoreStock', () => {
  it('lets the user search for a store, remembers it over the bus and shows the stock there', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /api/v1/store/': () => page([sergel]),
      'GET /api/v1/stock/': () => page([stockRow('0113', sergel.name, 14)]),
    });
    const selected = recordBus('store/selected');
    renderScreen(<StoreStock product={product} />);

    await user.type(screen.getByRole('searchbox', { name: 'Sök butik' }), 'sergel');
    await user.click(await screen.findByRole('button', { name: 'Välj Sergel, ingång T-Centralen, Stockholm' }));
    expect(selected.map((m) => m.payload)).toEqual([{ store: { siteId: '0113', name: 'Sergel, ingång T-Centralen, Stockholm' } }]);

    expect(await screen.findByText('I lager: 14 st')).toBeInTheDocument();
    expect(screen.getByText(/exempeldata \(demo\)/)).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/v1/store/')?.url.searchParams.get('search')).toBe('sergel');
    expect(calls.find((c) => c.url.pathname === '/api/v1/stock/')?.url.searchParams.toString()).toBe('product_id=35&site_id=0113&page_size=1');
  });

  it("shows each store's hours today from the store data", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') }); // a Monday
    try {
      const user = userEvent.setup();
      const monday = { date: '2025-11-03', open_from: '10:00', open_to: '19:00', reason: null };
      const closed = { date: '2026-11-23', open_from: null, open_to: null, reason: 'Inventering' };
      mockApi({ 'GET /api/v1/store/': () => page([{ ...sergel, opening_hours: [monday] }, { ...sergel, id: 7, site_id: '0114', name: 'Stängda', opening_hours: [closed] }]) });
      renderScreen(<StoreStock product={product} />);
      await user.type(screen.getByRole('searchbox', { name: 'Sök butik' }), 'sergel');
      expect(await screen.findByText('Öppet i dag 10–19')).toBeInTheDocument();
      expect(screen.getByText('Stängt i dag (Inventering)')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('finds the nearest stores from the browser position', async () => {
    const user = userEvent.setup();
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 59.3, longitude: 18.1 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { calls } = mockApi({ 'POST /api/v1/store/nearby/': () => [{ ...sergel, distance_km: 0.3 }] });
    const selected = recordBus('store/selected');
    renderScreen(<StoreStock product={product} />);

    await user.click(screen.getByRole('button', { name: 'Hitta närmaste butik' }));
    expect(await screen.findByText('0,3 km')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ latitude: 59.3, longitude: 18.1, limit: 5 });
    await user.click(screen.getByRole('button', { name: /^Välj Sergel/ }));
    expect(selected).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('explains when the position may not be used', async () => {
    const user = userEvent.setup();
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    mockApi({});
    renderScreen(<StoreStock product={product} />);
    await user.click(screen.getByRole('button', { name: 'Hitta närmaste butik' }));
    expect(screen.getByText('Vi fick inte använda din position. Sök efter en butik i stället.')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('when the wine is out of stock, says so, and lists the nearest stores that have it', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/v1/store/': () => page([sergel]),
        'GET /api/v1/stock/': (_req, { url }) =>
          url.searchParams.get('site_id') ? page([], 0) : page([stockRow('0110', 'Hötorgshallen', 5, 0.2)]), 'GET /api/v1/product/35/similar/': () => ({ product_id: 35, stock_source: 'demo', results: [] }) });
    const selected = recordBus('store/selected');
    act(() => bus.publish('store/selected', { store: { siteId: '0113', name: 'Sergel' } }));
    renderScreen(<StoreStock product={product} />);

    expect(await screen.findByTestId('stock-level')).toHaveTextContent('Slut i Sergel');
    expect(screen.getByText(/exempeldata \(demo\)/)).toBeInTheDocument();
    expect(await screen.findByText('0,2 km · I lager: 5 st')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Välj Hötorgshallen, Stockholm' }));
    expect(selected.at(-1)?.payload).toEqual({ store: { siteId: '0110', name: 'Hötorgshallen, Stockholm' } });
  });

  it('can change or clear the chosen store', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/v1/stock/': () => page([stockRow('0113', 'Sergel', 3)]) });
    const selected = recordBus('store/selected');
    act(() => bus.publish('store/selected', { store: { siteId: '0113', name: 'Sergel' } }));
    renderScreen(<StoreStock product={product} />);
    await screen.findByText('I lager: 3 st');

    await user.click(screen.getByRole('button', { name: 'Byt butik' }));
    expect(screen.getByRole('heading', { name: 'Välj din butik' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    await user.click(screen.getByRole('button', { name: 'Rensa vald butik' }));
    expect(selected.at(-1)?.payload).toEqual({ store: null });
    expect(screen.getByRole('heading', { name: 'Välj din butik' })).toBeInTheDocument();
  });

  it('tells that wines outside the fixed range are ordered to the store', () => {
    mockApi({});
    renderScreen(<StoreStock product={{ ...product, assortment: 'BS' }} />);
    expect(screen.getByText(/kan beställas till valfri butik/)).toBeInTheDocument();
  });
});
