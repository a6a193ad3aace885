import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommunityNote, RatingSummary } from '@vinkompassen/shared-contracts/schemas';
import { mockApi, page, renderScreen } from '@vinkompassen/test-kit';
import { anna, bertil, profileOf } from '../test/fixtures';
import CommunityPanel from './CommunityPanel';

const summary = (count: number, average: number | null): RatingSummary => ({ product: 3, count, average, mine: null });
/** A page of others' notes with the wine's ratings beside it. */
const notesPage = (ratings: RatingSummary, notes: CommunityNote[], count = notes.length, next: string | null = null) => ({ ...page(notes, count, next), ratings });
const communityNote = (id: number, text: string, overrides: Partial<CommunityNote> = {}): CommunityNote => ({
  id,
  product: 3,
  text,
  visibility: 'public',
  author: bertil,
  rating: null,
  from_followed: false,
  reported: false,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
  ...overrides,
});

describe('CommunityPanel', () => {
  it('shows the average with one decimal in Swedish and the count, and the notes with their writers, in one request', async () => {
    const api = mockApi({
      'GET /user-product-notes/community/3/': () =>
        notesPage(summary(12, 4.2), [communityNote(1, 'Körsbär och mandel.', { rating: 4, from_followed: true }), communityNote(2, 'Len.', { author: anna })]),
    });
    renderScreen(<CommunityPanel productId={3} productSlug="3" />);
    expect(await screen.findByText('4,2 av 5')).toBeInTheDocument();
    expect(screen.getByText('12 betyg')).toBeInTheDocument();
    const notes = await screen.findAllByRole('listitem');
    expect(notes).toHaveLength(2);
    expect(within(notes[0]!).getByRole('link', { name: 'Bertil' })).toHaveAttribute('href', '/user/bertil');
    expect(within(notes[0]!).getByText('Du följer')).toBeInTheDocument();
    expect(within(notes[0]!).getByText('Betyg 4 av 5')).toBeInTheDocument();
    expect(within(notes[0]!).getByText('Körsbär och mandel.')).toBeInTheDocument();
    expect(within(notes[1]!).getByRole('link', { name: 'Anna' })).toHaveAttribute('href', '/user/anna');
    // Anonymous: nothing to report with.
    expect(screen.queryByRole('button', { name: /Anmäl/ })).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['/user-product-notes/community/3/']);
  });

  it('a whole average gets its decimal too; fewer than three ratings show no average; the rule is said in one line either way', async () => {
    const rule = 'Snittet räknar bara andra medlemmars betyg från konton äldre än en vecka som används, och visas från tre sådana.';
    mockApi({ 'GET /user-product-notes/community/3/': () => notesPage(summary(3, 4), []) });
    const { unmount } = renderScreen(<CommunityPanel productId={3} productSlug="3" />);
    expect(await screen.findByText('4,0 av 5')).toBeInTheDocument();
    expect(screen.getByText(rule)).toBeInTheDocument();
    expect(screen.getByText('Ingen har delat en anteckning om vinet ännu.')).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /user-product-notes/community/3/': () => notesPage(summary(2, null), []) });
    renderScreen(<CommunityPanel productId={3} productSlug="3" />);
    expect(await screen.findByText(rule)).toBeInTheDocument();
    expect(screen.queryByText(/betyg$/)).not.toBeInTheDocument();
  });

  it('pages with "Visa fler anteckningar"', async () => {
    const api = mockApi({
      'GET /user-product-notes/community/3/': (request) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? notesPage(summary(0, null), [communityNote(3, 'Tredje')], 3)
          : notesPage(summary(0, null), [communityNote(1, 'Första'), communityNote(2, 'Andra')], 3, 'http://api/user-product-notes/community/3/?page=2'),
    });
    renderScreen(<CommunityPanel productId={3} productSlug="3" />);
    expect(await screen.findByText('Första')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Visa fler anteckningar' }));
    expect(await screen.findByText('Tredje')).toBeInTheDocument();
    expect(screen.getByText('Första')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Visa fler anteckningar' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.url.pathname === '/user-product-notes/community/3/')).toHaveLength(2);
  });

  it('a logged-in reader reports a note after confirming', async () => {
    let reported = false;
    const api = mockApi({
      'GET /auth/profile/': () => profileOf(anna),
      'GET /user-product-notes/community/3/': () => notesPage(summary(0, null), [communityNote(5, 'Reklam!', { reported })]),
      'POST /user-product-notes/5/report/': () => {
        reported = true;
        return { reported: true as const };
      },
    });
    renderScreen(<CommunityPanel productId={3} productSlug="3" />, { token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'Anmäl anteckningen av Bertil' }));
    const confirm = screen.getByRole('group', { name: /Anmäla anteckningen\?/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ja, anmäl' }));
    expect(await screen.findByText('Anmäld. Tack!')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });
});
