import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedItem } from '@vinkompassen/shared-contracts/schemas';
import { mockApi, page, renderScreen } from '@vinkompassen/test-kit';
import { anna, bertil, profileOf, wine } from '../test/fixtures';
import FeedPage from './FeedPage';

const at = '2025-03-01T10:00:00.000Z';
const items: FeedItem[] = [
  { kind: 'note', id: 'note-1', at, actor: bertil, product: wine(1, 'Chablis'), note: { id: 1, text: 'Mineraliskt och friskt.', visibility: 'followers' } },
  { kind: 'rating', id: 'rating-8-1', at, actor: bertil, product: wine(1, 'Chablis'), rating: 5 },
  { kind: 'saved_wine', id: 'saved-3', at, actor: bertil, product: wine(2, 'Barolo') },
  { kind: 'list_created', id: 'list-4', at, actor: bertil, list: { id: 4, slug: 'sommar', name: 'Sommarviner' } },
  { kind: 'list_added', id: 'added-4-2', at, actor: bertil, list: { id: 4, slug: 'sommar', name: 'Sommarviner' }, product: wine(2, 'Barolo') },
];

describe('FeedPage', () => {
  it('"Flöde": each thing a followed person did, as a sentence with links to them, the wine and the list', async () => {
    mockApi({ 'GET /auth/profile/': () => profileOf(anna), 'GET /api/v1/feed/': () => page(items) });
    renderScreen(<FeedPage />, { token: 'tok' });
    expect(screen.getByRole('heading', { level: 1, name: 'Flöde' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Händelser' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((e) => within(e).getAllByRole('paragraph')[0]!.textContent)).toEqual([
      'Bertil skrev om Chablis Riesling',
      'Bertil gav betyget 5 av 5 till Chablis Riesling',
      'Bertil sparade Barolo Riesling',
      'Bertil skapade listan Sommarviner',
      'Bertil lade till Barolo Riesling i Sommarviner',
    ]);
    expect(within(entries[0]!).getByText('Mineraliskt och friskt.')).toBeInTheDocument();
    expect(within(entries[0]!).getByRole('link', { name: 'Bertil' })).toHaveAttribute('href', '/user/bertil');
    expect(within(entries[0]!).getByRole('link', { name: 'Chablis Riesling' })).toHaveAttribute('href', '/product/vin-1');
    expect(within(entries[3]!).getByRole('link', { name: 'Sommarviner' })).toHaveAttribute('href', '/user-list/sommar');
  });

  it('pages with "Visa fler"', async () => {
    mockApi({
      'GET /auth/profile/': () => profileOf(anna),
      'GET /api/v1/feed/': (request) =>
        new URL(request.url).searchParams.get('page') === '2' ? page(items.slice(2), 5) : page(items.slice(0, 2), 5, 'http://api/api/v1/feed/?page=2'),
    });
    renderScreen(<FeedPage />, { token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'Visa fler' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Händelser' })).getAllByRole('link', { name: 'Bertil' })).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Visa fler' })).not.toBeInTheDocument();
  });

  it('empty: suggests people with close taste, with a follow button', async () => {
    let followed = false;
    const api = mockApi({
      'GET /auth/profile/': () => profileOf(anna),
      'GET /api/v1/feed/': () => page([]),
      'GET /api/v1/feed/suggestions/': () => (followed ? [] : [{ ...bertil, shared_wines: 3 }]),
      'POST /users/:user/follow/': () => {
        followed = true;
        return { following: true, followers_count: 1 };
      },
    });
    renderScreen(<FeedPage />, { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Ditt flöde är tomt än så länge' })).toBeInTheDocument();
    const suggestions = await screen.findByRole('region', { name: 'Personer med liknande smak' });
    expect(within(suggestions).getByText('3 gemensamma viner')).toBeInTheDocument();
    await userEvent.click(within(suggestions).getByRole('button', { name: 'Följ Bertil' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === '/users/8/follow/')).toBe(true));
    expect(await screen.findByText(/Spara eller betygsätt några viner/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sök efter användare' })).toHaveAttribute('href', '/search/search-users');
  });
});
