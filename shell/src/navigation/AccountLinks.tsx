import { Link } from 'react-router-dom';
import { NAMED_ROUTES, ROUTES } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { MenuLink } from './MenuLink';
import { useAuthenticated, useLogout } from '../auth/SessionContext';

/** Desktop right side of the header. */
export function AccountLinks() {
  const authenticated = useAuthenticated();
  // In place, beside the button pressed (the user is still logged in: the server did not revoke the token).
  const { logout, failed } = useLogout({ reportInline: true });
  return (
    <nav className="vk-account-links" aria-label={TEXTS.nav.accountLabel}>
      {authenticated ? (
        <>
          <MenuLink to={ROUTES.feed}>{TEXTS.nav.feed}</MenuLink>
          <MenuLink to={NAMED_ROUTES.profile}>{TEXTS.nav.profile}</MenuLink>
          <span className="vk-account-links__logout">
            <button type="button" className="vk-link-button" onClick={() => void logout()}>
              {TEXTS.nav.logout}
            </button>
            <span className="vk-account-links__error" role="alert">
              {failed ? TEXTS.defaultError : ''}
            </span>
          </span>
        </>
      ) : (
        <>
          <MenuLink to={NAMED_ROUTES.register}>{TEXTS.nav.register}</MenuLink>
          <Link to={NAMED_ROUTES.login} className="vk-button vk-button--primary vk-button--small">
            {TEXTS.nav.login}
          </Link>
        </>
      )}
    </nav>
  );
}
