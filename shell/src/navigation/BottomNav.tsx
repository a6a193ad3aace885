import { NAMED_ROUTES, ROUTES } from '@vinkompassen/shared-contracts';
import { FeedIcon, GlassIcon, HomeIcon, UserIcon } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import { MenuLink } from './MenuLink';
import './navigation.css';
import { useAuthenticated } from '../auth/SessionContext';

/** Mobile bottom navigation (Flöde only when logged in); the layout omits it on hideBottomNav routes. */
export function BottomNav() {
  const authenticated = useAuthenticated();
  const account = authenticated
    ? { to: NAMED_ROUTES.profile, label: TEXTS.nav.profile }
    : { to: NAMED_ROUTES.login, label: TEXTS.nav.login };
  return (
    <nav className="vk-bottom-nav" aria-label={TEXTS.nav.bottomLabel}>
      <MenuLink to={NAMED_ROUTES.home} end>
        <HomeIcon />
        <span>{TEXTS.nav.home}</span>
      </MenuLink>
      <MenuLink to={NAMED_ROUTES.winefinder}>
        <GlassIcon />
        <span>{TEXTS.nav.winefinder}</span>
      </MenuLink>
      {authenticated && (
        <MenuLink to={ROUTES.feed}>
          <FeedIcon />
          <span>{TEXTS.nav.feed}</span>
        </MenuLink>
      )}
      <MenuLink to={account.to}>
        <UserIcon />
        <span>{account.label}</span>
      </MenuLink>
    </nav>
  );
}
