import { screen } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { fail, mockApi, recordBus, renderScreen, reply } from '@vinkompassen/test-kit';
import RegisterModal from './RegisterModal';
import RegisterPage from './RegisterPage';

// No timer between keystrokes: long forms stay fast on a busy machine.
const userEvent = userEventBase.setup({ delay: null });

async function fill({ name = '', email = 'anna@example.se', password = 'hemligt123', repeat = password }: Record<string, string> = {}) {
  if (name) await userEvent.type(screen.getByLabelText('Namn'), name);
  if (email) await userEvent.type(screen.getByLabelText('Mejladress'), email);
  if (password) await userEvent.type(screen.getByLabelText('Lösenord'), password);
  if (repeat) await userEvent.type(screen.getByLabelText('Upprepa lösenordet'), repeat);
}

describe('registration', { timeout: 20_000 }, () => {
  it('shows the generic messages on submit and sends nothing', async () => {
    const { calls } = mockApi({});
    renderScreen(<RegisterPage />, { path: '/register', route: '/register' });
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(screen.getAllByText('Value is required')).toHaveLength(3);
    expect(screen.getByLabelText('Mejladress')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('asks for a valid address, 8 characters and a matching repeat', async () => {
    renderScreen(<RegisterPage />, { path: '/register', route: '/register' });
    await fill({ email: 'anna@example', password: 'kort', repeat: 'annat' });
    await userEvent.tab();
    expect(screen.getByText('Value is not a valid email address')).toBeInTheDocument();
    expect(screen.getByText('This field should be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Lösenorden matchar inte.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skapa konto' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('registers from the page and hands the token to the shell as a page login', async () => {
    const { calls } = mockApi({ 'POST /auth/registration/': () => reply(201, { key: 'new-key' }) });
    const succeeded = recordBus('auth/login-succeeded');
    renderScreen(<RegisterPage />, { path: '/register', route: '/register' });
    await fill({ name: ' Anna Berg ' });
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto' }));
    await vi.waitFor(() => expect(succeeded[0]?.payload).toEqual({ token: 'new-key', via: 'page' }));
    expect(calls[0]!.body).toEqual({
      email: 'anna@example.se',
      password1: 'hemligt123',
      password2: 'hemligt123',
      name: 'Anna Berg',
    });
  });

  it('leaves the name out when empty', async () => {
    const { calls } = mockApi({ 'POST /auth/registration/': () => reply(201, { key: 'k' }) });
    renderScreen(<RegisterPage />, { path: '/register', route: '/register' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).not.toHaveProperty('name');
  });

  it('shows the API messages, one per line', async () => {
    mockApi({ 'POST /auth/registration/': () => fail(400, { email: ['Det finns redan ett konto med den mejladressen.'] }) });
    renderScreen(<RegisterPage />, { path: '/register', route: '/register' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Det finns redan ett konto med den mejladressen.');
  });

  it('in the modal: registers as a modal login and offers to log in instead', async () => {
    mockApi({ 'POST /auth/registration/': () => reply(201, { key: 'modal-key' }) });
    const succeeded = recordBus('auth/login-succeeded');
    const loginRequests = recordBus('auth/login-requested');
    renderScreen(<RegisterModal titleId="r1" onClose={() => undefined} />, { path: '/', route: '/' });
    expect(screen.getByRole('heading', { name: 'Skapa konto' })).toHaveAttribute('id', 'r1');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto' }));
    await vi.waitFor(() => expect(succeeded[0]?.payload).toEqual({ token: 'modal-key', via: 'modal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Har du redan ett konto? Logga in' }));
    expect(loginRequests[0]!.payload).toEqual({ mode: 'login' });
  });
});
