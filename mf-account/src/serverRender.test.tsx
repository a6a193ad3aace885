// @vitest-environment node
import { renderOnServer } from '@vinkompassen/test-kit';
import LoginModal from './login/LoginModal';
import LoginPage from './login/LoginPage';
import RegisterModal from './register/RegisterModal';
import RegisterPage from './register/RegisterPage';
import EmailChangePage from './email-change/EmailChangePage';
import ConfirmResetPage from './reset/ConfirmResetPage';
import ResetPage from './reset/ResetPage';

// In Node, as on the shell's server: no window, document, localStorage or navigator. Rendering must not reach for them.

describe('server render in Node', () => {
  it('has no browser globals here', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders every anonymous screen and the modals', async () => {
    const pages = [
      await renderOnServer(<RegisterPage />, { path: '/register', route: '/register' }),
      await renderOnServer(<LoginPage />, { path: '/login', route: '/login' }),
      await renderOnServer(<ResetPage />, { path: '/reset', route: '/reset' }),
      await renderOnServer(<ConfirmResetPage />, { path: '/confirm-reset/MQ/abc-123/', route: '/confirm-reset/*' }),
      await renderOnServer(<EmailChangePage />, { path: `/email-change/report/${'c'.repeat(64)}`, route: '/email-change/*' }),
      await renderOnServer(<LoginModal titleId="t" onClose={() => undefined} />),
      await renderOnServer(<RegisterModal titleId="t" onClose={() => undefined} />),
    ];
    for (const { html } of pages) expect(html).toContain('data-remote="account"');
  });
});
