import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vinkompassen/shared-contracts';
import type { Note } from '@vinkompassen/shared-contracts/schemas';
import { fail, mockApi, noContent, renderScreen, reply } from '@vinkompassen/test-kit';
import { anna, profileOf } from '../test/fixtures';
import NotesPanel from './NotesPanel';

const note = (id: number, text: string, edited = false): Note => ({
  id,
  product: 3,
  text,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: edited ? '2025-03-02T10:00:00.000Z' : '2025-03-01T10:00:00.000Z',
});

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
});
