import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, recordBus, renderScreen, reply } from '@vinkompassen/test-kit';
import { userList } from '../test/fixtures';
import CreateListModal from './CreateListModal';

const setup = (productId?: number) => {
  const onClose = vi.fn();
  const view = renderScreen(<CreateListModal titleId="t1" onClose={onClose} productId={productId} />, { token: 'tok' });
  return { ...view, onClose };
};
const submitButton = () => screen.getByRole('button', { name: 'Skapa lista' });

describe('CreateListModal', () => {
  it('names the shell dialog through titleId and focuses the name', () => {
    mockApi({});
    setup();
    expect(screen.getByRole('heading', { name: 'Skapa ny lista' })).toHaveAttribute('id', 't1');
    expect(screen.getByLabelText('Namn: *')).toHaveFocus();
  });

  it('requires a name: button disabled while invalid, message on blur', async () => {
    mockApi({});
    setup();
    expect(submitButton()).toBeDisabled();
    await userEvent.tab();
    expect(screen.getByText('Value is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Namn: *')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Namn: *'), '   ');
    expect(submitButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Namn: *'), 'Höstviner');
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText('Value is required')).not.toBeInTheDocument();
  });

  it('keeps the optional description at most 160 characters and counts them', async () => {
    mockApi({});
    setup();
    const description = screen.getByLabelText('Beskrivning');
    expect(description).toHaveAttribute('maxLength', '160');
    await userEvent.type(description, 'Till svamp');
    expect(screen.getByText('10/160')).toBeInTheDocument();
    expect(screen.getByText('150 tecken kvar')).toBeInTheDocument();
  });

  it('says when a paste was cut to the limit (the browser cuts it silently)', async () => {
    mockApi({});
    setup();
    const description = screen.getByLabelText('Beskrivning');
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(161));
    expect(description).toHaveValue('x'.repeat(160));
    expect(screen.getByRole('status')).toHaveTextContent('Texten du klistrade in var för lång och kortades till 160 tecken.');
    expect(description).toHaveAccessibleDescription(/kortades till 160 tecken/);
    // A paste that fits says nothing.
    await userEvent.clear(description);
    await userEvent.paste('Till svamp');
    expect(screen.queryByText(/kortades/)).not.toBeInTheDocument();
  });

  it('creates the list with the pending wine, then closes', async () => {
    const api = mockApi({ 'POST /api/v1/user-lists/': () => reply(201, userList()) });
    const events = recordBus('analytics/event');
    const notices = recordBus('notice/show');
    const { onClose } = setup(12);
    expect(screen.getByText('Vinet du valde läggs till i den nya listan.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Namn: *'), ' Höstviner ');
    await userEvent.type(screen.getByLabelText('Beskrivning'), 'Till svamp');
    await userEvent.click(screen.getByRole('radio', { name: 'Privat' }));
    expect(screen.getByText(/Listan är privat. Bara du kan se den./)).toBeInTheDocument();
    await userEvent.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodies('POST /api/v1/user-lists/')).toEqual([
      { name: 'Höstviner', description: 'Till svamp', is_public: false, products: [12] },
    ]);
    expect(api.calls[0]!.request.headers.get('Authorization')).toBe('Token tok');
    // Announced without its name or description.
    expect(events.map((e) => e.payload)).toEqual([{ name: 'c_list_created', props: { is_public: false, product_count: 1 } }]);
    // The modal closes, so the shell's status toast confirms it.
    expect(notices.map((e) => e.payload)).toEqual([{ message: 'Listan ”Höstviner” är skapad med vinet i.' }]);
  });

  it('is private by default and explains it: the user publishes on purpose', async () => {
    const api = mockApi({ 'POST /api/v1/user-lists/': () => reply(201, userList()) });
    setup();
    expect(screen.getByRole('radio', { name: 'Privat' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Offentlig' })).not.toBeChecked();
    expect(screen.getByText('Listan är privat. Bara du kan se den. Publicera listan för att kunna dela den med andra.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Namn: *'), 'Fredag{Enter}');
    await waitFor(() => expect(api.bodies('POST /api/v1/user-lists/')).toEqual([{ name: 'Fredag', description: '', is_public: false }]));
  });

  it('is public when the user chooses Offentlig, and explains it', async () => {
    const api = mockApi({ 'POST /api/v1/user-lists/': () => reply(201, userList()) });
    setup();
    await userEvent.click(screen.getByRole('radio', { name: 'Offentlig' }));
    expect(screen.getByRole('radio', { name: 'Offentlig' })).toBeChecked();
    expect(screen.getByText('Listan är offentlig. Andra personer med länken kan se innehållet i listan.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Namn: *'), 'Fredag{Enter}');
    await waitFor(() => expect(api.bodies('POST /api/v1/user-lists/')).toEqual([{ name: 'Fredag', description: '', is_public: true }]));
  });

  it('shows the generic error when creating fails and stays open', async () => {
    mockApi({ 'POST /api/v1/user-lists/': () => fail(500, { detail: 'x' }) });
    const events = recordBus('analytics/event');
    const { onClose } = setup();
    await userEvent.type(screen.getByLabelText('Namn: *'), 'Fredag');
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Någonting gick fel. Var god försök igen senare.');
    expect(onClose).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });
});
