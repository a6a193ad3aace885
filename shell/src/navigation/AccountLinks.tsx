import { Link, NavLink } from 'react-router-dom';
import { NAMED_ROUTES } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { useLogout, useSessionView } from '../auth/SessionContext';

/** Desktop right side of the header. */
export function AccountLinks() {
  const { authenticated } = useSessionView();
  const { logout } = useLogout();
  return (
    <nav className="vk-account-links" aria-label={TEXTS.nav.accountLabel}>
      {authenticated ? (
        <>
          <NavLink to={NAMED_ROUTES.profile}>{TEXTS.nav.profile}</NavLink>
          <button type="button" className="vk-link-button" onClick={() => void logout()}>
            {TEXTS.nav.logout}
          </button>
        </>
      ) : (
        <>
          <NavLink to={NAMED_ROUTES.register}>{TEXTS.nav.register}</NavLink>
          <Link to={NAMED_ROUTES.login} className="vk-button vk-button--primary vk-button--small">
            {TEXTS.nav.login}
          </Link>
        </>
      )}
    </nav>
  );
}
