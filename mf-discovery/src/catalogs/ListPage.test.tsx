import { screen, waitFor, within } from '@testing-library/react';
import type { CatalogSummary } from '@vinkompassen/shared-contracts/schemas';
import { mockApi, page, renderScreen } from '@vinkompassen/test-kit';
import { wine } from '../test/fixtures';
import ListPage from './ListPage';
import ListsPage from './ListsPage';
import ToplistsPage from './ToplistsPage';

const ripasso = wine();
const barbera = wine({ id: 21, slug: '150-1-barbera-piemonte-5291501', name: '150+1 Barbera', name_thin: 'Piemonte' });
const summary = (slug: string, name: string, kind: 'list' | 'toplist', count = 2): CatalogSummary => ({
  id: slug.length,
  slug,
  name,
  description: `Om ${name}.`,
  kind,
  product_count: count,
  is_saved: false,
  saves_count: 0,
  ranked_by: kind === 'toplist' ? 'Rangordnade efter medlemmarnas sparningar.' : null,
  image_url: null,
  preview: [ripasso],
});

describe('wine lists', () => {
  it('lists the wine lists with their size, linking to each', async () => {
    const { calls } = mockApi({ 'GET /api/v1/catalogs/': () => page([summary('redaktionens-val', 'Redaktionens val', 'list', 6)]) });
    renderScreen(<ListsPage />, { path: '/lists' });
    const link = await screen.findByRole('link', { name: 'Redaktionens val' });
    expect(link).toHaveAttribute('href', '/list/redaktionens-val');
    expect(screen.getByText('6 viner')).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('kind')).toBe('list');
  });

  it('says so when there are no lists', async () => {
    mockApi({ 'GET /api/v1/catalogs/': () => page([]) });
    renderScreen(<ListsPage />, { path: '/lists' });
    expect(await screen.findByText('Det finns inga vinlistor just nu.')).toBeInTheDocument();
  });

  it('shows a list with its wines, remembering the list in the wine links', async () => {
    mockApi({
      'GET /api/v1/catalogs/redaktionens-val': () => ({
        ...summary('redaktionens-val', 'Redaktionens val', 'list'),
        rule_text: null,
        updated_at: '2025-11-22T10:00:00Z',
        product_list: [ripasso, barbera],
      }),
    });
    renderScreen(<ListPage />, { path: '/list/redaktionens-val', route: '/list/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Redaktionens val' })).toBeInTheDocument();
    expect(screen.getByText('2 viner · Uppdaterad 22 november 2025')).toBeInTheDocument();
    const wines = screen.getByRole('list', { name: 'Redaktionens val' });
    expect(within(wines).getByRole('link', { name: '1909 Righetti Ripasso' })).toHaveAttribute(
      'href',
      '/product/1909-righetti-ripasso-7630801?source_list=redaktionens-val',
    );
    expect(screen.getByRole('link', { name: 'Vinlistor' })).toHaveAttribute('href', '/lists');
    expect(screen.queryByLabelText('Plats 1')).not.toBeInTheDocument();
  });

  it('ranks the wines of a top list and explains its rule', async () => {
    mockApi({
      'GET /api/v1/catalogs/prisvarda-roda': () => ({
        ...summary('prisvarda-roda', 'Prisvärda röda', 'toplist'),
        rule_text: 'Röda viner med smakklockor, sorterade efter lägst pris per 75 cl.',
        updated_at: '2025-11-22T10:00:00Z',
        product_list: [barbera, ripasso],
      }),
    });
    renderScreen(<ListPage />, { path: '/list/prisvarda-roda', route: '/list/:slug' });
    expect(await screen.findByLabelText('Plats 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Plats 2')).toBeInTheDocument();
    expect(screen.getByText('Röda viner med smakklockor, sorterade efter lägst pris per 75 cl.')).toBeInTheDocument();
    expect(screen.getByText('Rangordnade efter medlemmarnas sparningar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Topplistor' })).toHaveAttribute('href', '/toplists');
  });

  it('says when the list does not exist', async () => {
    mockApi({});
    renderScreen(<ListPage />, { path: '/list/finns-inte', route: '/list/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Listan hittades inte' })).toBeInTheDocument();
  });

  it('shows each top list with its first ranked wines and a link to the rest', async () => {
    mockApi({ 'GET /api/v1/catalogs/': () => page([summary('prisvarda-roda', 'Prisvärda röda', 'toplist', 5)]) });
    renderScreen(<ToplistsPage />, { path: '/toplists' });
    const section = await screen.findByRole('region', { name: 'Prisvärda röda' });
    expect(within(section).getByLabelText('Plats 1')).toBeInTheDocument();
    // What the list ranks by, said with it.
    expect(within(section).getByText('Rangordnade efter medlemmarnas sparningar.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /Visa hela listan \(5 viner\)/ })).toHaveAttribute('href', '/list/prisvarda-roda');
  });
});

describe('wine list paging and sorting', () => {
  const many = Array.from({ length: 45 }, (_, i) =>
    wine({ id: 100 + i, slug: `vin-${i}-${1000 + i}`, name: `Vin ${String(i).padStart(2, '0')}`, name_thin: null }),
  );
  const api = () =>
    mockApi({
      'GET /api/v1/catalogs/stora-listan': () => ({
        ...summary('stora-listan', 'Stora listan', 'toplist', many.length),
        rule_text: null,
        updated_at: '2025-11-22T10:00:00Z',
        product_list: many,
      }),
      // The API sorts the list's ids: here, the reverse order.
      'GET /api/v1/product/': (_req, { url }) => {
        const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
        return page(many.filter((w) => ids.includes(w.id)).reverse());
      },
    });

  it('shows 20 wines, "Visa fler" the next 20 with ?page= in the URL, and ?page=N shows N pages at once', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    api();
    renderScreen(<ListPage />, { path: '/list/stora-listan', route: '/list/:slug' });
    const wines = await screen.findByRole('list', { name: 'Stora listan' });
    expect(within(wines).getAllByRole('article')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Visa fler' }));
    expect(within(wines).getAllByRole('article')).toHaveLength(40);
    expect(screen.getByTestId('location')).toHaveTextContent('/list/stora-listan?page=2');
  });

  it('restores the pages from the URL and sorts through the API', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    const { calls } = api();
    renderScreen(<ListPage />, { path: '/list/stora-listan?page=3', route: '/list/:slug' });
    const wines = await screen.findByRole('list', { name: 'Stora listan' });
    expect(within(wines).getAllByRole('article')).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Visa fler' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Plats 1')).toBeInTheDocument();

    const sort = screen.getByRole('combobox', { name: 'Sortera' });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Topplistans ordning',
      'Lägsta pris',
      'Högsta pris',
      'Namn A–Ö',
      'Nyheter',
      'Populärast',
    ]);
    await user.selectOptions(sort, 'newest');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/list\/stora-listan\?sort=newest$/);
    const articles = () => within(screen.getByRole('list', { name: 'Stora listan' })).getAllByRole('article');
    await waitFor(() => expect(articles()[0]).toHaveTextContent('Vin 44'));
    expect(articles()).toHaveLength(20);
    expect(screen.queryByLabelText('Plats 1')).not.toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/v1/product/')?.url.searchParams.get('sort')).toBe('newest');
  });
});
