import { screen, waitFor, within } from '@testing-library/react';
import type { RankedWine } from '@vinkompassen/shared-contracts/schemas';
import { chatResponse, mockApi, page, renderScreen } from '@vinkompassen/test-kit';
import { wine } from '../test/fixtures';
import DishPage from './DishPage';
import DishesPage from './DishesPage';

const food = [
  {
    id: 1,
    slug: 'mat',
    name: 'Mat',
    tags: [
      { id: 1, slug: 'fisk', name: 'Fisk', product_count: 2 },
      { id: 9, slug: 'pizza', name: 'Pizza', product_count: 1 },
    ],
  },
];
const rose = wine({ id: 13, slug: '11-minutes-rose-7389101', name: '11 Minutes', name_thin: 'Rosé', style: 'rose', food_tags: [{ slug: 'fisk', name: 'Fisk' }] });
const chard = wine({ id: 29, slug: '19-crimes-chard-7205401', name: '19 Crimes', name_thin: 'Chard', style: 'white', food_tags: [] });
const ranked = (product: typeof rose, rank: number, reason: string): RankedWine => ({
  rank,
  product,
  score: 0.8,
  confidence: 0.8,
  confidence_label: 'hög',
  reason,
  reasons: [reason],
  fixed_range: true,
  strict_match: product === rose,
  note: null,
});

describe('dishes', () => {
  it('groups the dishes and tells how many wines carry each symbol', async () => {
    mockApi({ 'GET /api/v1/tag-categories/': () => food });
    renderScreen(<DishesPage />, { path: '/dishes' });
    const sea = await screen.findByRole('region', { name: 'Fisk och skaldjur' });
    expect(within(sea).getByRole('link', { name: 'Fisk' })).toHaveAttribute('href', '/dishes/fisk');
    expect(within(sea).getByText('2 viner med matsymbolen')).toBeInTheDocument();
    expect(within(sea).getByText('Förslag utifrån vintyp')).toBeInTheDocument();
    // A symbol the API knows but this page has no text for is still listed.
    expect(screen.getByRole('region', { name: 'Övrigt' })).toHaveTextContent('Pizza');
  });

  it('lists the wines carrying the food symbol first, each with a reason, then other suggestions', async () => {
    const { calls } = mockApi({
      'GET /api/v1/tag-categories/': () => food,
      'POST /api/v1/chat/': () =>
        chatResponse({
          match_count: 1,
          fixed_range_count: 1,
          results: [ranked(rose, 1, 'Passar till fisk, lätt, 159 kr'), ranked(chard, 2, 'Vitt vin brukar fungera till fisk, 99 kr')],
        }),
    });
    renderScreen(<DishPage />, { path: '/dishes/fisk', route: '/dishes/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fisk' })).toBeInTheDocument();
    const symbol = await screen.findByRole('region', { name: 'Viner med matsymbolen fisk' });
    expect(within(symbol).getByRole('link', { name: '11 Minutes Rosé' })).toBeInTheDocument();
    expect(within(symbol).getByText('Passar till fisk, lätt, 159 kr')).toBeInTheDocument();
    expect(within(symbol).getByText('Fisk').closest('li')).toHaveClass('disc-symbol--highlight');
    const more = screen.getByRole('region', { name: 'Fler förslag' });
    expect(within(more).getByRole('link', { name: '19 Crimes Chard' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ answers: { food: ['fisk'] }, include_results: true, limit: 24 });
  });

  it('says so for an unknown dish', async () => {
    mockApi({ 'GET /api/v1/tag-categories/': () => food });
    renderScreen(<DishPage />, { path: '/dishes/tarta', route: '/dishes/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maträtten hittades inte' })).toBeInTheDocument();
  });

  it('says so when nothing can be suggested', async () => {
    mockApi({
      'GET /api/v1/tag-categories/': () => food,
      'POST /api/v1/chat/': () => chatResponse({ match_count: 0, fixed_range_count: 0, results: [] }),
      'GET /api/v1/product/': () => page([]),
    });
    renderScreen(<DishPage />, { path: '/dishes/dessert', route: '/dishes/:slug' });
    expect(await screen.findByText(/inga viner att föreslå/)).toBeInTheDocument();
  });

  it('"Visa fler" asks the engine for the next page with ?page= in the URL, and sorts through the API', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    const wines = Array.from({ length: 50 }, (_, i) =>
      wine({ id: 200 + i, slug: `fiskvin-${i}-${2000 + i}`, name: `Fiskvin ${i}`, name_thin: null, food_tags: [{ slug: 'fisk', name: 'Fisk' }] }),
    );
    const { calls } = mockApi({
      'GET /api/v1/tag-categories/': () => food,
      'POST /api/v1/chat/': async (req) => {
        const { limit } = (await req.json()) as { limit: number };
        return chatResponse({ match_count: 80, fixed_range_count: 80, results: wines.slice(0, limit).map((w, i) => ranked(w, i + 1, 'Passar till fisk')) });
      },
      'GET /api/v1/product/': (_req, { url }) => {
        const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
        return page(wines.filter((w) => ids.includes(w.id)).reverse());
      },
    });
    renderScreen(<DishPage />, { path: '/dishes/fisk', route: '/dishes/:slug' });
    const symbol = await screen.findByRole('region', { name: 'Viner med matsymbolen fisk' });
    expect(within(symbol).getAllByRole('article')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Visa fler' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Viner med matsymbolen fisk' })).getAllByRole('article')).toHaveLength(48));
    expect(screen.getByTestId('location')).toHaveTextContent('/dishes/fisk?page=2');
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({ limit: 48 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortera' }), '-price');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dishes\/fisk\?sort=-price$/);
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Viner med matsymbolen fisk' })).getAllByRole('article')[0]).toHaveTextContent('Fiskvin 23'),
    );
  });
});

