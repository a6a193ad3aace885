import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vinkompassen/shared-contracts';
import type { Note, RatingSummary } from '@vinkompassen/shared-contracts/schemas';
import { fail, mockApi, noContent, renderScreen, reply } from '@vinkompassen/test-kit';
import { anna, profileOf } from '../test/fixtures';
import NotesPanel from './NotesPanel';

const note = (id: number, text: string, edited = false, visibility: Note['visibility'] = 'private'): Note => ({
  id,
  product: 3,
  text,
  visibility,
  hidden: false,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: edited ? '2025-03-02T10:00:00.000Z' : '2025-03-01T10:00:00.000Z',
});

const ratings = (mine: number | null = null): RatingSummary => ({ product: 3, count: mine ? 1 : 0, average: null, mine });
const RATINGS = { 'GET /api/v1/ratings/by-product/3/': () => ratings() };

describe('NotesPanel', () => {
  it('asks anonymous visitors to log in', async () => {
    mockApi({});
    const requests = vi.fn();
    const subscription = bus.on('auth/login-requested').subscribe(requests);
    renderScreen(<NotesPanel productId={3} />);
    expect(screen.getByText('Logga in för att skriva egna anteckningar om vinet.').closest('[data-remote]')).toHaveAttribute(
      'data-remote',
      'social',
    );
    expect(screen.getByText('Logga in för att skriva egna anteckningar om vinet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(requests).toHaveBeenCalledWith(expect.objectContaining({ payload: { mode: 'login' } }));
    subscription.unsubscribe();
  });

  it('writes, edits and deletes own notes', async () => {
    let notes = [note(1, 'Passar till lax.')];
    const api = mockApi({
      ...RATINGS,
      'GET /auth/profile/': () => profileOf(anna),
      'GET /user-product-notes/by-product/3/': () => notes,
      'POST /user-product-notes/': async (request) => {
        const body = (await request.json()) as { text: string };
        notes = [note(2, body.text), ...notes];
        return reply(201, notes[0]!);
      },
      'PUT /user-product-notes/1/': async (request) => {
        const body = (await request.json()) as { text: string };
        notes = notes.map((n) => (n.id === 1 ? note(1, body.text, true) : n));
        return notes.find((n) => n.id === 1)!;
      },
      'DELETE /user-product-notes/2/': () => {
        notes = notes.filter((n) => n.id !== 2);
        return noContent();
      },
    });
    renderScreen(<NotesPanel productId={3} />, { token: 'tok' });
    expect(await screen.findByText('Passar till lax.')).toBeInTheDocument();
    expect(screen.getByText('Skriven 1 mars 2025')).toBeInTheDocument();

    const add = screen.getByRole('button', { name: 'Spara anteckning' });
    expect(add).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Ny anteckning'), 'Köp två.');
    await userEvent.click(add);
    expect(await screen.findByText('Köp två.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ny anteckning')).toHaveValue('');
    expect(api.bodies('POST /user-product-notes/')).toEqual([{ product: 3, text: 'Köp två.' }]);

    const first = screen.getByText('Passar till lax.').closest('li')!;
    await userEvent.click(within(first).getByRole('button', { name: 'Redigera' }));
    const editor = screen.getByLabelText('Redigera anteckning');
    expect(editor).toHaveFocus();
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Passar till rökt lax.');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Passar till rökt lax.')).toBeInTheDocument();
    expect(screen.getByText('Ändrad 2 mars 2025')).toBeInTheDocument();

    const second = screen.getByText('Köp två.').closest('li')!;
    await userEvent.click(within(second).getByRole('button', { name: 'Ta bort' }));
    await userEvent.click(within(second).getByRole('button', { name: 'Ja, ta bort' }));
    await waitFor(() => expect(screen.queryByText('Köp två.')).not.toBeInTheDocument());
  });

  it('reports a failed save in the error banner', async () => {
    mockApi({
      ...RATINGS,
      'GET /user-product-notes/by-product/3/': () => [],
      'POST /user-product-notes/': () => fail(500, {}),
    });
    const errors = vi.fn();
    const subscription = bus.on('error/show').subscribe(errors);
    renderScreen(<NotesPanel productId={3} />, { token: 'tok' });
    expect(await screen.findByText('Du har inga anteckningar om det här vinet ännu.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Ny anteckning'), 'Hej');
    await userEvent.click(screen.getByRole('button', { name: 'Spara anteckning' }));
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.getByLabelText('Ny anteckning')).toHaveValue('Hej');
    subscription.unsubscribe();
  });

  it('"Ditt betyg": five radio buttons "1 av 5" … "5 av 5", chosen with the keyboard; a new choice replaces the rating', async () => {
    let mine: number | null = null;
    const api = mockApi({
      'GET /api/v1/ratings/by-product/3/': () => ratings(mine),
      'PUT /api/v1/ratings/by-product/3/': async (request) => {
        mine = ((await request.json()) as { rating: number }).rating;
        return ratings(mine);
      },
      'DELETE /api/v1/ratings/by-product/3/': () => {
        mine = null;
        return ratings(null);
      },
      'GET /user-product-notes/by-product/3/': () => [],
    });
    renderScreen(<NotesPanel productId={3} />, { token: 'tok' });
    const group = await screen.findByRole('group', { name: 'Ditt betyg' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    await waitFor(() => expect(within(group).getByRole('radio', { name: '1 av 5' })).toBeEnabled());
    expect(within(group).getByRole('radio', { name: '5 av 5' })).not.toBeChecked();

    // Keyboard: focus the group's first option, then arrow keys move the choice (native radio behaviour).
    await userEvent.tab();
    expect(within(group).getByRole('radio', { name: '1 av 5' })).toHaveFocus();
    await userEvent.keyboard('[Space]');
    expect(await screen.findByText('Ditt betyg: 1 av 5.')).toBeInTheDocument();
    await userEvent.keyboard('[ArrowRight][ArrowRight][ArrowRight]');
    await waitFor(() => expect(within(group).getByRole('radio', { name: '4 av 5' })).toBeChecked());
    expect(await screen.findByText('Ditt betyg: 4 av 5.')).toBeInTheDocument();
    expect(api.bodies('PUT /api/v1/ratings/by-product/3/').at(-1)).toEqual({ rating: 4 });

    await userEvent.click(screen.getByRole('button', { name: 'Ta bort betyget' }));
    expect(await screen.findByText('Betyget är borttaget.')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: '4 av 5' })).not.toBeChecked();
  });

  it('a note is Privat unless Följare or Offentlig is chosen; an edit can change it', async () => {
    let notes: Note[] = [];
    const api = mockApi({
      ...RATINGS,
      'GET /user-product-notes/by-product/3/': () => notes,
      'POST /user-product-notes/': async (request) => {
        const body = (await request.json()) as { text: string; visibility?: Note['visibility'] };
        notes = [note(notes.length + 1, body.text, false, body.visibility ?? 'private'), ...notes];
        return reply(201, notes[0]!);
      },
      'PUT /user-product-notes/2/': async (request) => {
        const body = (await request.json()) as { text: string; visibility: Note['visibility'] };
        notes = notes.map((n) => (n.id === 2 ? note(2, body.text, true, body.visibility) : n));
        return notes.find((n) => n.id === 2)!;
      },
    });
    renderScreen(<NotesPanel productId={3} />, { token: 'tok' });
    const form = (await screen.findByLabelText('Ny anteckning')).closest('form')!;
    const visibility = within(form).getByRole('group', { name: 'Vem kan läsa anteckningen?' });
    expect(within(visibility).getByRole('radio', { name: /Privat/ })).toBeChecked();

    await userEvent.type(screen.getByLabelText('Ny anteckning'), 'Bara för mig.');
    await userEvent.click(screen.getByRole('button', { name: 'Spara anteckning' }));
    expect(await screen.findByText('Bara för mig.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Ny anteckning'), 'Till alla.');
    await userEvent.click(within(visibility).getByRole('radio', { name: /Offentlig/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara anteckning' }));
    expect(await screen.findByText('Till alla.')).toBeInTheDocument();
    expect(api.bodies('POST /user-product-notes/')).toEqual([{ product: 3, text: 'Bara för mig.' }, { product: 3, text: 'Till alla.', visibility: 'public' }]);
    // The form is back to Privat for the next note.
    expect(within(visibility).getByRole('radio', { name: /Privat/ })).toBeChecked();
    expect(within(screen.getByText('Till alla.').closest('li')!).getByText(/Synlighet: Offentlig/)).toBeInTheDocument();

    const item = screen.getByText('Till alla.').closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Redigera' }));
    const editForm = screen.getByLabelText('Redigera anteckning').closest('form')!;
    expect(within(editForm).getByRole('radio', { name: /Offentlig/ })).toBeChecked();
    await userEvent.click(within(editForm).getByRole('radio', { name: /Följare/ }));
    await userEvent.click(within(editForm).getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText(/Synlighet: Följare/)).toBeInTheDocument();
    expect(api.bodies('PUT /user-product-notes/2/')).toEqual([{ text: 'Till alla.', visibility: 'followers' }]);
  });
});
