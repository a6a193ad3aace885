import { Link } from 'react-router-dom';
import { NAMED_ROUTES, ROUTES } from '@vinkompassen/shared-contracts';
import { Avatar, CloseIcon } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import { MenuLink } from './MenuLink';
import './navigation.css';
import { useLogout, useSessionView } from '../auth/SessionContext';
import { Dialog } from '../ui/Dialog';
import { TOP_MENU } from './navItems';

/** Slide-in menu for small screens (spec section 2, Navigation). */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { authenticated, profile } = useSessionView();
  const { logout, failed } = useLogout({ reportInline: true });

  return (
    <Dialog labelledBy="vk-mobile-menu-title" onClose={onClose} variant="drawer" className="vk-mobile-menu">
      <div className="vk-mobile-menu__top">
        <h2 id="vk-mobile-menu-title" className="vk-visually-hidden">
          {TEXTS.nav.mobileMenuLabel}
        </h2>
        <button type="button" className="vk-icon-button" onClick={onClose} aria-label={TEXTS.nav.closeMenu}>
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={TEXTS.nav.mainLabel}>
        <ul className="vk-mobile-menu__list">
          {authenticated && (
            <li>
              <MenuLink to={NAMED_ROUTES.profile} className="vk-mobile-menu__profile" onClick={onClose}>
                <Avatar src={profile?.avatar ?? null} alt={TEXTS.nav.avatarAlt} />
                {TEXTS.nav.profile}
              </MenuLink>
            </li>
          )}
          <li>
            <MenuLink to={NAMED_ROUTES.home} end onClick={onClose}>
              {TEXTS.nav.startPage}
            </MenuLink>
          </li>
          {authenticated && (
            <li>
              <MenuLink to={ROUTES.feed} onClick={onClose}>
                {TEXTS.nav.feed}
              </MenuLink>
            </li>
          )}
          {TOP_MENU.map((item) => (
            <li key={item.to}>
              <MenuLink to={item.to} onClick={onClose}>
                {item.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="vk-mobile-menu__account">
        {authenticated ? (
          <>
            <button type="button" className="vk-button" onClick={() => void logout()}>
              {TEXTS.nav.logout}
            </button>
            {failed && (
              <p className="vk-inline-error" role="alert">
                {TEXTS.defaultError}
              </p>
            )}
          </>
        ) : (
          <>
            <Link to={NAMED_ROUTES.register} className="vk-button vk-button--primary" onClick={onClose}>
              {TEXTS.nav.mobileRegister}
            </Link>
            <Link to={NAMED_ROUTES.login} className="vk-button" onClick={onClose}>
              {TEXTS.nav.login}
            </Link>
          </>
        )}
      </div>
    </Dialog>
  );
}
