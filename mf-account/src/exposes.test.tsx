import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderScreen } from '@vinkompassen/test-kit';
import LoginModal from './login/LoginModal';
import LoginPage from './login/LoginPage';
import ProfilePage from './profile/ProfilePage';
import RegisterModal from './register/RegisterModal';
import RegisterPage from './register/RegisterPage';
import ConfirmResetPage from './reset/ConfirmResetPage';
import EmailChangePage from './email-change/EmailChangePage';
import ResetPage from './reset/ResetPage';

describe('account exposes', { timeout: 20_000 }, () => {
  it.each<[string, string, ReactNode, string]>([
    ['/register', '/register', <RegisterPage key="r" />, 'Skapa konto'],
    ['/login', '/login', <LoginPage key="l" />, 'Logga in'],
    ['/reset', '/reset', <ResetPage key="s" />, 'Återställ lösenord'],
    ['/confirm-reset/7/abc/', '/confirm-reset/*', <ConfirmResetPage key="c" />, 'Välj nytt lösenord'],
    ['/profile', '/profile/*', <ProfilePage key="p" />, 'Min profil'],
    [`/email-change/confirm/${'a'.repeat(64)}`, '/email-change/*', <EmailChangePage key="e" />, 'Byte av mejladress'],
  ])('%s renders its page marked as account', (url, pattern, element, heading) => {
    renderScreen(element, { path: url, route: pattern });
    expect(screen.getByRole('heading', { level: 1, name: heading }).closest('[data-remote]')).toHaveAttribute(
      'data-remote',
      'account',
    );
  });

  it.each([
    ['login', <LoginModal key="l" titleId="t" onClose={() => undefined} />, 'Logga in'],
    ['register', <RegisterModal key="r" titleId="t" onClose={() => undefined} />, 'Skapa konto'],
  ])('the %s modal puts the shell-given id on its heading', (_name, element, heading) => {
    renderScreen(element, { path: '/', route: '/' });
    const title = screen.getByRole('heading', { level: 2, name: heading });
    expect(title).toHaveAttribute('id', 't');
    expect(title.closest('[data-remote]')).toHaveAttribute('data-remote', 'account');
  });
});
