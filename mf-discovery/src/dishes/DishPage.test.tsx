import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DishResponse } from '@vinkompassen/shared-contracts/schemas';
import { fail, mockApi, page, recordBus, renderScreen } from '@vinkompassen/test-kit';
import { dish, rankedWine, wine } from '../test/fixtures';
import DishPage from './DishPage';

const wines = Array.from({ length: 50 }, (_, i) =>
  wine({ id: 200 + i, slug: `laxvin-${i}-${2000 + i}`, name: `Laxvin ${i}`, name_thin: null, style: 'white', price: 100 + i }),
);

/** The dish and its best `limit` wines; every third is less sure, the first one has several reasons. */
function dishResponse(limit: number): DishResponse {
  return {
    dish: dish(),
    match_count: 80,
    results: wines.slice(0, limit).map((product, i) =>
      rankedWine({
        rank: i + 1,
        product,
        reason: `Passar till lax, frisk syra, ${product.price} kr`,
        reasons:
          i === 0
            ? ['Passar till lax, frisk syra, 100 kr', 'Matsymbolen fisk', 'Saknar serveringstext']
            : [`Passar till lax, frisk syra, ${product.price} kr`],
        confidence: i % 3 === 2 ? 0.4 : 0.9,
        confidence_label: i % 3 === 2 ? 'låg' : 'hög',
      }),
    ),
  };
}

const limitOf = (url: URL) => Number(url.searchParams.get('limit') ?? 8);

describe('DishPage', () => {
  it('shows the dish, the taste it asks for and its 8 best wines, each with its reason, its certainty and why', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({ 'GET /api/v1/dishes/lax-i-ugn/': (_req, { url }) => dishResponse(limitOf(url)) });
    const meta = recordBus('meta/changed');
    renderScreen(<DishPage />, { path: '/dishes/lax-i-ugn', route: '/dishes/:slug' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lax i ugn' })).toBeInTheDocument();
    expect(screen.getByText('Ugnsbakad lax med citron och dill.')).toBeInTheDocument();
    expect(screen.getByText('Medelfylligt, frisk syra, torrt')).toBeInTheDocument();
    expect(screen.getByText('Vitt, Rosé')).toBeInTheDocument();
    expect(screen.getByText('80 viner i sortimentet passar.')).toBeInTheDocument();

    const cards = within(screen.getByRole('list', { name: 'Viner som passar' })).getAllByRole('article');
    expect(cards).toHaveLength(8);
    expect(within(cards[0]!).getByRole('link', { name: 'Laxvin 0' })).toHaveAttribute('href', '/product/laxvin-0-2000');
    // The short reason shows at once (and heads the full list under "Varför?").
    expect(within(cards[0]!).getAllByText('Passar till lax, frisk syra, 100 kr')[0]).toBeVisible();
    expect(within(cards[1]!).getAllByText('Passar till lax, frisk syra, 101 kr')[0]).toBeVisible();
    expect(within(cards[0]!).getByText('Träffsäkerhet: hög')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Träffsäkerhet: låg')).toBeInTheDocument();
    // The full list of reasons is behind "Varför?".
    const why = within(cards[0]!).getByText('Varför?');
    expect(within(cards[0]!).getByText('Saknar serveringstext')).not.toBeVisible();
    await user.click(why);
    expect(within(cards[0]!).getByText('Saknar serveringstext')).toBeVisible();
    expect(within(cards[0]!).getByText('Matsymbolen fisk')).toBeVisible();

    expect(calls[0]?.url.search).toBe('?limit=8');
    await waitFor(() => expect(meta.at(-1)?.payload).toEqual({ title: 'Lax i ugn', description: 'Ugnsbakad lax med citron och dill.' }));
  });

  it('"Visa fler" asks for the next 8 with ?page= in the URL, up to 50, and "Sortera" sorts through the API', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({ 'GET /api/v1/product/': (_req, { url }) => {
          const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
          return page(wines.filter((w) => ids.includes(w.id)).reverse());
        }, 'GET /api/v1/dishes/lax-i-ugn/': (_req, { url }) => dishResponse(limitOf(url)) });
    renderScreen(<DishPage />, { path: '/dishes/lax-i-ugn', route: '/dishes/:slug' });
    const list = () => screen.getByRole('list', { name: 'Viner som passar' });
    await screen.findByRole('heading', { level: 1, name: 'Lax i ugn' });
    await user.click(screen.getByRole('button', { name: 'Visa fler' }));
    await waitFor(() => expect(within(list()).getAllByRole('article')).toHaveLength(16));
    expect(screen.getByTestId('location')).toHaveTextContent('/dishes/lax-i-ugn?page=2');
    expect(calls.at(-1)?.url.searchParams.get('limit')).toBe('16');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortera' }), '-price');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dishes\/lax-i-ugn\?sort=-price$/);
    await waitFor(() => expect(within(list()).getAllByRole('article')[0]).toHaveTextContent('Laxvin 7'));
  });

  it('loads more only when asked: the end of the list in view fetches nothing more', async () => {
    // An observer that reports the end of the list in view at once (a tall screen).
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    const { calls } = mockApi({ 'GET /api/v1/dishes/lax-i-ugn/': (_req, { url }) => dishResponse(limitOf(url)) });
    renderScreen(<DishPage />, { path: '/dishes/lax-i-ugn', route: '/dishes/:slug' });
    expect(await screen.findByRole('button', { name: 'Visa fler' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.map((c) => c.url.searchParams.get('limit'))).toEqual(['8']);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dishes\/lax-i-ugn$/);
    vi.unstubAllGlobals();
  });

  it('a reload on ?page=7 shows all 50 and no "Visa fler"', async () => {
    const { calls } = mockApi({ 'GET /api/v1/dishes/lax-i-ugn/': (_req, { url }) => dishResponse(limitOf(url)) });
    renderScreen(<DishPage />, { path: '/dishes/lax-i-ugn?page=7', route: '/dishes/:slug' });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Viner som passar' })).getAllByRole('article')).toHaveLength(50));
    expect(calls.map((c) => c.url.searchParams.get('limit'))).toEqual(['50']);
    expect(screen.queryByRole('button', { name: 'Visa fler' })).not.toBeInTheDocument();
  });

  it('says so for an unknown dish, links back to Maträtter and raises no error banner', async () => {
    mockApi({ 'GET /api/v1/dishes/finns-inte/': () => fail(404, { detail: 'Maträtten hittades inte.' }) });
    const errors = recordBus('error/show');
    renderScreen(<DishPage />, { path: '/dishes/finns-inte', route: '/dishes/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maträtten hittades inte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alla maträtter' })).toHaveAttribute('href', '/dishes');
    expect(errors).toHaveLength(0);
  });

  it('shows the error with a retry when the dish cannot be loaded', async () => {
    const user = userEvent.setup();
    let failing = true;
    mockApi({ 'GET /api/v1/dishes/lax-i-ugn/': (_req, { url }) => (failing ? fail(500) : dishResponse(limitOf(url))) });
    const errors = recordBus('error/show');
    renderScreen(<DishPage />, { path: '/dishes/lax-i-ugn', route: '/dishes/:slug' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Någonting gick fel');
    expect(screen.queryByRole('heading', { name: 'Maträtten hittades inte' })).not.toBeInTheDocument();
    expect(errors).toHaveLength(1);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lax i ugn' })).toBeInTheDocument();
  });

  it('says so when no wine suits the dish', async () => {
    mockApi({ 'GET /api/v1/dishes/lax-i-ugn/': () => ({ dish: dish(), match_count: 0, results: [] }) });
    renderScreen(<DishPage />, { path: '/dishes/lax-i-ugn', route: '/dishes/:slug' });
    expect(await screen.findByText(/inga viner att föreslå/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sortera' })).not.toBeInTheDocument();
  });
});
