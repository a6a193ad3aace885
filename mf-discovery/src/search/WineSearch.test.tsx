import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, page, recordBus, renderScreen } from '@vinkompassen/test-kit';
import { wine } from '../test/fixtures';
import SearchPage from './SearchPage';

const ripasso = wine();
const barbera = wine({ id: 21, slug: '150-1-barbera-piemonte-5291501', name: '150+1 Barbera', name_thin: 'Piemonte' });

function api() {
  return mockApi({
    'GET /api/v1/product/': (_req, { url }) => {
      const search = url.searchParams.get('search');
      if (search === 'zzzz') return page([], 0);
      if (search === 'ripaso') return page([ripasso]);
      return page([ripasso, barbera]);
    },
    'GET /api/v1/country/first-level/': () => [],
    'GET /api/v1/grapes/': () => page([]),
    'GET /api/v1/tag-categories/': () => [],
  });
}

describe('wine search', () => {
  it('starts with suggestions instead of results', () => {
    const { calls } = api();
    renderScreen(<SearchPage />, { path: '/search', route: '/search/*' });
    expect(screen.getByRole('heading', { name: 'Vad letar du efter?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rött vin' })).toHaveAttribute('href', '/search?style=red');
    expect(calls.filter((c) => c.url.pathname === '/api/v1/product/')).toHaveLength(0);
  });

  it('searches as you type after a pause and puts the query in the URL', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    renderScreen(<SearchPage />, { path: '/search', route: '/search/*' });
    await user.type(screen.getByRole('combobox', { name: 'Sök vin' }), 'ripaso');
    expect(await screen.findByRole('heading', { name: '1 vin för ”ripaso”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1909 Righetti Ripasso' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=ripaso');
    // Debounced: one request for the whole word, not one per letter.
    expect(calls.filter((c) => c.url.pathname === '/api/v1/product/').map((c) => c.url.searchParams.get('search'))).toEqual(['ripaso']);
  });

  it('announces the search once its results are in (kind, count, query), once per search', async () => {
    const events = recordBus('analytics/event');
    api();
    renderScreen(<SearchPage />, { path: '/search?q=ripaso', route: '/search/*' });
    expect(await screen.findByRole('heading', { name: '1 vin för ”ripaso”' })).toBeInTheDocument();
    await waitFor(() => expect(events.map((e) => e.payload)).toEqual([{ name: 'c_search', props: { kind: 'wine', result_count: 1, query: 'ripaso' } }]));
  });

  it('restores the search from the URL (a shared link or a reload)', async () => {
    api();
    renderScreen(<SearchPage />, { path: '/search?q=ripaso', route: '/search/*' });
    expect(screen.getByRole('combobox', { name: 'Sök vin' })).toHaveValue('ripaso');
    expect(await screen.findByRole('heading', { name: '1 vin för ”ripaso”' })).toBeInTheDocument();
  });

  it('explains when nothing matches and offers to clear the filters', async () => {
    const user = userEvent.setup();
    api();
    renderScreen(<SearchPage />, { path: '/search?q=zzzz&style=red&organic=1', route: '/search/*' });
    expect(await screen.findByRole('heading', { name: 'Inga viner hittades' })).toBeInTheDocument();
    expect(screen.getByText('Vi hittade inga viner för ”zzzz”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ta bort alla filter' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=zzzz$/);
  });

  it('toggles style chips and removes other filters from their chips', async () => {
    const user = userEvent.setup();
    api();
    renderScreen(<SearchPage />, { path: '/search?organic=1', route: '/search/*' });
    await screen.findByRole('heading', { name: '2 viner' });
    await user.click(screen.getByRole('button', { name: 'Rött' }));
    expect(screen.getByRole('button', { name: 'Rött' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?style=red&organic=1');
    expect(screen.getByRole('link', { name: 'Fler filter (2 valda)' })).toHaveAttribute('href', '/filter?style=red&organic=1');
    await user.click(screen.getByRole('button', { name: 'Ta bort filtret Ekologiskt' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?style=red$/);
    // Focus does not get lost with the chip.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sök vin' })).toHaveFocus());
  });

  it('orders filtered wines by relevance by default and names the assortment as Systembolaget does', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    renderScreen(<SearchPage />, { path: '/search?assortment=FS,FSN,FSB', route: '/search/*' });
    await screen.findByRole('heading', { name: '2 viner' });
    expect(screen.getByRole('combobox', { name: 'Sortera' })).toHaveValue('relevance');
    // The API's default order is relevance: no sort is sent.
    expect(calls.find((c) => c.url.pathname === '/api/v1/product/')?.url.searchParams.has('sort')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Ta bort filtret Fast sortiment' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search$/);
  });

  it('loads the next page when asked', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/v1/product/': (_req, { url }) =>
        url.searchParams.get('page') === '2' ? page([barbera], 2) : page([ripasso], 2, 'http://api.test/api/v1/product/?page=2'),
      'GET /api/v1/country/first-level/': () => [],
      'GET /api/v1/grapes/': () => page([]),
      'GET /api/v1/tag-categories/': () => [],
    });
    renderScreen(<SearchPage />, { path: '/search?sort=name', route: '/search/*' });
    await screen.findByRole('link', { name: '1909 Righetti Ripasso' });
    await user.click(screen.getByRole('button', { name: 'Visa fler' }));
    expect(await screen.findByRole('link', { name: '150+1 Barbera Piemonte' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Visa fler' })).not.toBeInTheDocument());
    // The URL holds the pages shown.
    expect(screen.getByTestId('location')).toHaveTextContent('/search?sort=name&page=2');
  });

  it('shows pages 1..N again for ?page=N (reload, back), and a new sort starts from page 1', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /api/v1/product/': (_req, { url }) =>
        url.searchParams.get('page') === '2' ? page([barbera], 2) : page([ripasso], 2, 'http://api.test/api/v1/product/?page=2'),
      'GET /api/v1/country/first-level/': () => [],
      'GET /api/v1/grapes/': () => page([]),
      'GET /api/v1/tag-categories/': () => [],
    });
    renderScreen(<SearchPage />, { path: '/search?sort=name&page=2', route: '/search/*' });
    expect(await screen.findByRole('link', { name: '1909 Righetti Ripasso' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '150+1 Barbera Piemonte' })).toBeInTheDocument();

    const sort = screen.getByRole('combobox', { name: 'Sortera' });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Relevans',
      'Namn A–Ö',
      'Namn Ö–A',
      'Lägsta pris',
      'Högsta pris',
      'Nyheter',
      'Populärast',
    ]);
    await user.selectOptions(sort, '-price');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?sort=-price$/);
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('sort') === '-price')).toBe(true));
  });
});

describe('user search', () => {
  it('finds users by name and links to their profiles', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /api/v1/users/': () => page([{ id: 7, slug: 'anna', name: 'Anna Andersson', avatar: null }]),
    });
    renderScreen(<SearchPage />, { path: '/search/search-users', route: '/search/*' });
    expect(screen.getByRole('link', { name: 'Användare' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Hitta andra vinvänner' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Sök användare' }), 'anna');
    expect(await screen.findByRole('link', { name: 'Anna Andersson' })).toHaveAttribute('href', '/user/anna');
    expect(calls[0]?.url.searchParams.get('search')).toBe('anna');
    expect(screen.getByTestId('location')).toHaveTextContent('/search/search-users?q=anna');
    // The text follows to the wine tab.
    expect(screen.getByRole('link', { name: 'Viner' })).toHaveAttribute('href', '/search?q=anna');
  });

  it('says when no user matches', async () => {
    mockApi({ 'GET /api/v1/users/': () => page([]) });
    renderScreen(<SearchPage />, { path: '/search/search-users?q=nobody', route: '/search/*' });
    expect(await screen.findByRole('heading', { name: 'Ingen användare matchade ”nobody”.' })).toBeInTheDocument();
  });
});
