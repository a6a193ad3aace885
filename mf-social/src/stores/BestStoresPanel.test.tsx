import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vinkompassen/shared-contracts';
import type { BestStoresResponse } from '@vinkompassen/shared-contracts/schemas';
import { fail, mockApi, renderScreen } from '@vinkompassen/test-kit';
import { bestStore } from '../test/fixtures';
import BestStoresPanel from './BestStoresPanel';

const HEADING = 'Bästa butiken för listan';

const answer: BestStoresResponse = {
  asked: 3,
  source: 'demo',
  results: [
    bestStore({ in_stock_count: 3, in_stock_ids: [1, 2, 3], distance_km: 0.8 }, { id: 110, site_id: '0110', name: 'Hötorgshallen', address: 'Sergels torg 21' }),
    bestStore({ is_chosen: true }),
    bestStore(
      { in_stock_count: 1, in_stock_ids: [2], distance_km: 12, today: { date: '2025-11-24', open_from: null, open_to: null, reason: null } },
      { id: 425, site_id: '0425', name: 'Solna centrum', address: null, city: 'Solna' },
    ),
    bestStore(
      { in_stock_count: 0, in_stock_ids: [], distance_km: null, today: { date: '2025-11-24', open_from: '09:30', open_to: '15:00', reason: 'Julafton' } },
      { id: 500, site_id: '0500', name: 'Kungsholmen', address: 'Fleminggatan 50' },
    ),
  ],
};

function mockBestStores(resolve: () => ReturnType<typeof fail> | BestStoresResponse = () => answer) {
  return mockApi({ 'GET /api/v1/stock/best-stores/': resolve }).calls;
}

const panel = (productIds: readonly number[] = [1, 2, 3]) =>
  renderScreen(<BestStoresPanel productIds={productIds} heading={HEADING} />, { path: '/', route: '/' });

const choose = (siteId: string, name: string) => act(() => bus.publish('store/selected', { store: { siteId, name } }));

/** The browser's geolocation: answers with a position, or fails with a GeolocationPositionError code. */
function stubGeolocation(result: { latitude: number; longitude: number } | { code: 1 | 2 | 3 }) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, failed?: PositionErrorCallback | null) => {
    if ('code' in result) failed?.({ code: result.code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
    else ok({ coords: { latitude: result.latitude, longitude: result.longitude } } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BestStoresPanel (Bästa butiken för listan)', () => {
  it('lists the best stores around the chosen store: counts, distance, today’s hours, the chosen store marked', async () => {
    const calls = mockBestStores();
    choose('0102', 'Klarabergsgatan');
    panel();
    const region = screen.getByRole('region', { name: HEADING });
    const stores = await within(region).findByRole('list', { name: 'Butiker med vinerna i lager' });
    const items = within(stores).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Hötorgshallen',
      'Klarabergsgatan',
      'Solna centrum',
      'Kungsholmen',
    ]);

    expect(items[0]).toHaveTextContent('3 av 3 viner i lager');
    expect(items[0]).toHaveTextContent('0,8 km');
    expect(items[0]).toHaveTextContent('Öppet i dag 10–19');
    expect(within(items[0]!).queryByText('Din butik')).not.toBeInTheDocument();

    // The chosen store says so in words.
    expect(within(items[1]!).getByText('Din butik')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('2 av 3 viner i lager');
    expect(items[1]).toHaveTextContent('1,2 km');

    expect(items[2]).toHaveTextContent('1 av 3 viner i lager');
    expect(items[2]).toHaveTextContent('12 km');
    expect(within(items[2]!).getByText('Stängt i dag')).toBeInTheDocument();
    expect(items[2]).not.toHaveTextContent('Öppet');

    // No coordinates: no distance; deviating hours keep their reason; half hours as Swedes write them.
    expect(items[3]).toHaveTextContent('0 av 3 viner i lager');
    expect(items[3]).not.toHaveTextContent('km');
    expect(items[3]).toHaveTextContent('Öppet i dag 9.30–15 (Julafton)');

    expect(within(region).getByText('Lagerstatus är demodata')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ product_ids: '1,2,3', site_id: '0102', limit: '5' });
  });

  it('without a store invites the user to choose one, and asks nothing until then', () => {
    const calls = mockBestStores();
    panel();
    const region = screen.getByRole('region', { name: HEADING });
    expect(within(region).getByText(/Välj din butik på valfri vinsida, eller använd din position/)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Använd min position' })).toBeEnabled();
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('finds the stores from the position the user shares (rounded to about 100 m)', async () => {
    const getCurrentPosition = stubGeolocation({ latitude: 59.334_567, longitude: 18.061_234 });
    const calls = mockBestStores();
    panel();
    await userEvent.click(screen.getByRole('button', { name: 'Använd min position' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Hötorgshallen')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Avstånden räknas från din position.');
    expect(screen.queryByRole('button', { name: 'Använd min position' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Välj din butik på valfri vinsida/)).not.toBeInTheDocument();
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ product_ids: '1,2,3', latitude: '59.335', longitude: '18.061', limit: '5' });
  });

  it('sends both the chosen store and the position when there are both', async () => {
    stubGeolocation({ latitude: 59.3, longitude: 18.1 });
    const calls = mockBestStores();
    choose('0102', 'Klarabergsgatan');
    panel();
    await screen.findByText('Hötorgshallen');
    await userEvent.click(screen.getByRole('button', { name: 'Använd min position' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(Object.fromEntries(calls[1]!.url.searchParams)).toEqual({ product_ids: '1,2,3', site_id: '0102', latitude: '59.3', longitude: '18.1', limit: '5' });
  });

  it.each([
    ['denied', { code: 1 } as const, 'Vi fick inte använda din position. Välj en butik på valfri vinsida i stället.'],
    ['unavailable for a while', { code: 2 } as const, 'Vi kunde inte hämta din position just nu. Försök igen, eller välj en butik på en vinsida.'],
  ])('says in Swedish when the position is %s', async (_what, error, message) => {
    stubGeolocation(error);
    const calls = mockBestStores();
    panel();
    await userEvent.click(screen.getByRole('button', { name: 'Använd min position' }));
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Använd min position' })).toBeEnabled();
    expect(calls).toEqual([]);
  });

  it('says so when the browser cannot share a position at all', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    mockBestStores();
    panel();
    await userEvent.click(screen.getByRole('button', { name: 'Använd min position' }));
    expect(screen.getByRole('status')).toHaveTextContent('Din webbläsare kan inte dela din position. Välj en butik på valfri vinsida i stället.');
  });

  it('shows the API’s message when it refuses the store', async () => {
    mockBestStores(() => fail(400, { site_id: ['Butiken finns inte.'] }));
    choose('9999', 'Gammal butik');
    panel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Butiken finns inte.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers a retry when the stores cannot be fetched', async () => {
    let failing = true;
    mockBestStores(() => (failing ? fail(500, { detail: 'fel' }) : answer));
    choose('0102', 'Klarabergsgatan');
    panel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kunde inte hämta butikerna just nu.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('Hötorgshallen')).toBeInTheDocument();
  });

  it('says when no store has the wines', async () => {
    mockBestStores(() => ({ asked: 3, source: 'demo', results: [] }));
    choose('0102', 'Klarabergsgatan');
    panel();
    expect(await screen.findByText('Vi hittade inga butiker med de här vinerna i lager.')).toBeInTheDocument();
  });

  it('shows no panel for an empty list', () => {
    const calls = mockBestStores();
    choose('0102', 'Klarabergsgatan');
    const { container } = panel([]);
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByText(HEADING)).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks about the first 100 wines only, each once', async () => {
    const calls = mockBestStores();
    choose('0102', 'Klarabergsgatan');
    panel([5, 5, ...Array.from({ length: 120 }, (_, i) => i + 1)]);
    await screen.findByText('Hötorgshallen');
    const ids = calls[0]!.url.searchParams.get('product_ids')!.split(',');
    expect(ids).toHaveLength(100);
    expect(new Set(ids).size).toBe(100);
    expect(ids.slice(0, 3)).toEqual(['5', '1', '2']);
  });
});
