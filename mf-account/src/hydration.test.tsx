import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectServerRenderAndHydration } from '@vinkompassen/test-kit';
import LoginPage from './login/LoginPage';
import RegisterPage from './register/RegisterPage';
import EmailChangePage from './email-change/EmailChangePage';
import ConfirmResetPage from './reset/ConfirmResetPage';
import ResetPage from './reset/ResetPage';

// Every exposed screen as the shell's server renders it for an anonymous visitor, hydrated in the browser: the forms
// must come out the same (field ids from useId included) and work once hydrated. /profile needs a session, which
// exists only after hydration: the server renders no profile.

describe('server render and hydration', () => {
  it('/register', async () => {
    const { html } = await expectServerRenderAndHydration(<RegisterPage />, { path: '/register', route: '/register' });
    expect(html).toContain('Skapa konto');
    await userEvent.type(screen.getByLabelText('Lösenord'), 'kort');
    expect(screen.getByLabelText('Lösenord')).toHaveValue('kort');
  });

  it('/login', async () => {
    const { html } = await expectServerRenderAndHydration(<LoginPage />, { path: '/login', route: '/login' });
    expect(html).toContain('type="email"');
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(screen.getByLabelText('Mejladress')).toHaveFocus();
  });

  it('/reset', async () => {
    await expectServerRenderAndHydration(<ResetPage />, { path: '/reset', route: '/reset' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('/confirm-reset/{uid}/{token}/', async () => {
    await expectServerRenderAndHydration(<ConfirmResetPage />, { path: '/confirm-reset/MQ/abc-123/', route: '/confirm-reset/*' });
    expect(screen.getByLabelText('Nytt lösenord')).toBeInTheDocument();
  });

  it('/email-change/{confirm|report}/{token}', async () => {
    await expectServerRenderAndHydration(<EmailChangePage />, { path: `/email-change/confirm/${'c'.repeat(64)}`, route: '/email-change/*' });
    expect(screen.getByRole('button', { name: 'Bekräfta ny mejladress' })).toBeInTheDocument();
  });
});
