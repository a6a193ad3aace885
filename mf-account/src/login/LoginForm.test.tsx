import { screen } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { fail, mockApi, recordBus, renderScreen } from '@vinkompassen/test-kit';
import LoginModal from './LoginModal';
import LoginPage from './LoginPage';

// No timer between keystrokes: long forms stay fast on a busy machine.
const userEvent = userEventBase.setup({ delay: null });

const renderModal = () => renderScreen(<LoginModal titleId="login-title" onClose={() => undefined} />, { path: '/', route: '/' });

describe('login form', { timeout: 20_000 }, () => {
  it('says why when a save or follow opened it, and only then', () => {
    const reason = 'Du behöver vara inloggad för att kunna spara viner och följa användare och listor.';
    const { unmount } = renderScreen(<LoginModal titleId="login-title" onClose={() => undefined} reason="login-required" />, { path: '/', route: '/' });
    expect(screen.getByText(reason)).toBeInTheDocument();
    unmount();
    renderModal();
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
  });

  it('names the modal by its heading', () => {
    renderModal();
    expect(screen.getByRole('heading', { name: 'Logga in' })).toHaveAttribute('id', 'login-title');
  });

  it('checks the e-mail format on blur', async () => {
    renderModal();
    await userEvent.type(screen.getByLabelText('Mejladress'), 'inte-en-adress');
    expect(screen.queryByText('Mejladressen är inte giltig.')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Mejladressen är inte giltig.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mejladress')).toHaveAttribute('aria-invalid', 'true');
  });

  it('blocks submit while invalid and shows every message on submit', async () => {
    const { calls } = mockApi({});
    renderModal();
    const submit = screen.getByRole('button', { name: 'Logga in' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(submit);
    expect(screen.getByText('Mejladressen är inte giltig.')).toBeInTheDocument();
    expect(screen.getByText('Value is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Mejladress')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('clears a message as soon as the value is fixed', async () => {
    renderModal();
    const email = screen.getByLabelText('Mejladress');
    await userEvent.type(email, 'anna@');
    await userEvent.tab();
    expect(screen.getByText('Mejladressen är inte giltig.')).toBeInTheDocument();
    await userEvent.type(email, 'example.se');
    expect(screen.queryByText('Mejladressen är inte giltig.')).not.toBeInTheDocument();
  });

  it('links to register and reset in new tabs', () => {
    renderModal();
    const register = screen.getByRole('link', { name: /Inget konto\? Skapa ett här\./ });
    const reset = screen.getByRole('link', { name: /Glömt lösenordet\? Återställ lösenord här\./ });
    expect(register).toHaveAttribute('href', '/register');
    expect(register).toHaveAttribute('target', '_blank');
    expect(reset).toHaveAttribute('href', '/reset');
    expect(reset).toHaveAttribute('target', '_blank');
  });

  it('hands the token to the shell, as a modal login', async () => {
    const { calls } = mockApi({ 'POST /login/': () => ({ key: 'k1' }) });
    const succeeded = recordBus('auth/login-succeeded');
    renderModal();
    await userEvent.type(screen.getByLabelText('Mejladress'), ' anna@example.se ');
    await userEvent.type(screen.getByLabelText('Lösenord'), 'hemligt');
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    await vi.waitFor(() => expect(succeeded).toHaveLength(1));
    expect(succeeded[0]!.payload).toEqual({ token: 'k1', via: 'modal' });
    expect(calls[0]!.body).toEqual({ email: 'anna@example.se', password: 'hemligt' });
  });

  it('logs in as a page login on /login', async () => {
    mockApi({ 'POST /login/': () => ({ key: 'k2' }) });
    const succeeded = recordBus('auth/login-succeeded');
    renderScreen(<LoginPage />, { path: '/login', route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Logga in' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mejladress'), 'anna@example.se');
    await userEvent.type(screen.getByLabelText('Lösenord'), 'hemligt{Enter}');
    await vi.waitFor(() => expect(succeeded[0]?.payload).toEqual({ token: 'k2', via: 'page' }));
  });

  it('shows every server message on its own line', async () => {
    mockApi({
      'POST /login/': () => fail(400, { non_field_errors: ['Fel mejladress eller lösenord.'], email: ['Kontot är låst.'] }),
    });
    renderModal();
    await userEvent.type(screen.getByLabelText('Mejladress'), 'anna@example.se');
    await userEvent.type(screen.getByLabelText('Lösenord'), 'fel');
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Fel mejladress eller lösenord.',
      'Kontot är låst.',
    ]);
  });

  it('falls back to the generic error when the answer has no messages', async () => {
    mockApi({ 'POST /login/': () => fail(502, 'Bad gateway') });
    renderModal();
    await userEvent.type(screen.getByLabelText('Mejladress'), 'anna@example.se');
    await userEvent.type(screen.getByLabelText('Lösenord'), 'hemligt');
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Någonting gick fel. Var god försök igen senare.');
  });
});
