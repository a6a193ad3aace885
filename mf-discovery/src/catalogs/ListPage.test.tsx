import { screen, within } from '@testing-library/react';
import { mockApi, page, renderPage, wine } from '../test/harness';
import ListPage from './ListPage';
import ListsPage from './ListsPage';
import ToplistsPage from './ToplistsPage';

const ripasso = wine();
const barbera = wine({ id: 21, slug: '150-1-barbera-piemonte-5291501', name: '150+1 Barbera', name_thin: 'Piemonte' });
const summary = (slug: string, name: string, kind: 'list' | 'toplist', count = 2) => ({
  id: slug.length,
  slug,
  name,
  description: `Om ${name}.`,
  kind,
  product_count: count,
  image_url: null,
  preview: [ripasso],
});

describe('wine lists', () => {
  it('lists the wine lists with their size, linking to each', async () => {
    const { calls } = mockApi({ 'GET /api/v1/catalogs/': () => page([summary('redaktionens-val', 'Redaktionens val', 'list', 6)]) });
    renderPage(<ListsPage />, { path: '/lists' });
    const link = await screen.findByRole('link', { name: 'Redaktionens val' });
    expect(link).toHaveAttribute('href', '/list/redaktionens-val');
    expect(screen.getByText('6 viner')).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('kind')).toBe('list');
  });

  it('says so when there are no lists', async () => {
    mockApi({ 'GET /api/v1/catalogs/': () => page([]) });
    renderPage(<ListsPage />, { path: '/lists' });
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
    renderPage(<ListPage />, { path: '/list/redaktionens-val', pattern: '/list/:slug' });
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
    renderPage(<ListPage />, { path: '/list/prisvarda-roda', pattern: '/list/:slug' });
    expect(await screen.findByLabelText('Plats 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Plats 2')).toBeInTheDocument();
    expect(screen.getByText('Röda viner med smakklockor, sorterade efter lägst pris per 75 cl.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Topplistor' })).toHaveAttribute('href', '/toplists');
  });

  it('says when the list does not exist', async () => {
    mockApi({});
    renderPage(<ListPage />, { path: '/list/finns-inte', pattern: '/list/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Listan hittades inte' })).toBeInTheDocument();
  });

  it('shows each top list with its first ranked wines and a link to the rest', async () => {
    mockApi({ 'GET /api/v1/catalogs/': () => page([summary('prisvarda-roda', 'Prisvärda röda', 'toplist', 5)]) });
    renderPage(<ToplistsPage />, { path: '/toplists' });
    const section = await screen.findByRole('region', { name: 'Prisvärda röda' });
    expect(within(section).getByLabelText('Plats 1')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /Visa hela listan \(5 viner\)/ })).toHaveAttribute('href', '/list/prisvarda-roda');
  });
});
