import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus, configureApi, vinApi } from '@vinkompassen/shared-contracts';
import LoginModal from './modals/LoginModal';
import RegisterModal from './modals/RegisterModal';
import ConfirmResetPage from './pages/ConfirmResetPage';
import LoginPage from './pages/LoginPage';
import ProfilePage from './pages/ProfilePage';
import RegisterPage from './pages/RegisterPage';
import ResetPage from './pages/ResetPage';
import { flattenLoginErrors } from './login/loginErrors';

// The shell's store, reduced to what the account remote touches.
function withStore(children: ReactNode) {
  const store = configureStore({
    reducer: { auth: () => ({ token: null, authenticated: false }), [vinApi.reducerPath]: vinApi.reducer },
    middleware: (getDefault) => getDefault().concat(vinApi.middleware),
  });
  return <Provider store={store}>{children}</Provider>;
}

const at = (url: string, pattern: string, element: ReactNode) =>
  render(
    withStore(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
      </MemoryRouter>,
    ),
  );

describe('account exposes', () => {
  it.each([
    ['/register', <RegisterPage key="r" />, 'Skapa konto'],
    ['/login', <LoginPage key="l" />, 'Logga in'],
    ['/reset', <ResetPage key="s" />, 'Återställ lösenord'],
    ['/confirm-reset/*', <ConfirmResetPage key="c" />, 'Välj nytt lösenord'],
    ['/profile/*', <ProfilePage key="p" />, 'Min profil'],
  ])('%s renders its page marked as account', (pattern, element, heading) => {
    at(pattern.replace('/*', '/x'), pattern, element);
    expect(screen.getByRole('heading', { level: 1, name: heading }).closest('[data-remote]')).toHaveAttribute(
      'data-remote',
      'account',
    );
  });

  it('shows the profile tabs', () => {
    at('/profile/users', '/profile/*', <ProfilePage />);
    expect(screen.getByRole('link', { name: 'Följer' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Användare du följer visas här.')).toBeInTheDocument();
  });

  it('asks the shell for the login modal from the register modal', async () => {
    const requests = vi.fn();
    const subscription = bus.on('auth/login-requested').subscribe(requests);
    render(withStore(<RegisterModal titleId="r1" onClose={() => undefined} />));
    await userEvent.click(screen.getByRole('button', { name: 'Har du redan ett konto? Logga in' }));
    expect(requests.mock.calls[0]![0].payload).toEqual({ mode: 'login' });
    subscription.unsubscribe();
  });
});

describe('login form', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ baseUrl: 'http://api.test' });
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderModal = () =>
    render(
      withStore(
        <MemoryRouter>
          <LoginModal titleId="l1" onClose={() => undefined} />
        </MemoryRouter>,
      ),
    );

  it('validates the e-mail on blur and blocks submit while invalid', async () => {
    renderModal();
    const email = screen.getByLabelText('Mejladress');
    await userEvent.type(email, 'inte-en-adress');
    await userEvent.tab();
    expect(screen.getByText('Mejladressen är inte giltig.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeDisabled();
  });

  it('links to register and reset in new tabs', () => {
    renderModal();
    expect(screen.getByRole('link', { name: /Inget konto\? Skapa ett här\./ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Glömt lösenordet\? Återställ lösenord här\./ })).toHaveAttribute(
      'href',
      '/reset',
    );
  });

  it('hands the token to the shell on success', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ key: 'k1' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const succeeded = vi.fn();
    const subscription = bus.on('auth/login-succeeded').subscribe(succeeded);
    renderModal();
    await userEvent.type(screen.getByLabelText('Mejladress'), 'anna@example.se');
    await userEvent.type(screen.getByLabelText('Lösenord'), 'hemligt');
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    await vi.waitFor(() => expect(succeeded).toHaveBeenCalled());
    expect(succeeded.mock.calls[0]![0].payload).toEqual({ token: 'k1', via: 'modal' });
    subscription.unsubscribe();
  });

  it('shows every server message on its own line', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ non_field_errors: ['Fel mejladress eller lösenord.'], email: ['Kontot är låst.'] }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    renderModal();
    await userEvent.type(screen.getByLabelText('Mejladress'), 'anna@example.se');
    await userEvent.type(screen.getByLabelText('Lösenord'), 'fel');
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelectorAll('li')).toHaveLength(2);
    expect(flattenLoginErrors({ a: ['x', 'y'], b: 'not a list' })).toEqual(['x', 'y']);
  });
});
