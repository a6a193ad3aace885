import { useState } from 'react';
import { Link } from 'react-router-dom';
import { NAMED_ROUTES } from '@vinkompassen/shared-contracts';
import { LogoMark, MenuIcon, ShareButton } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import type { RouteFlags } from '../routing/routeTable';
import { useProfileSubscription } from '../auth/SessionContext';
import { AccountLinks } from '../navigation/AccountLinks';
import { TopMenu } from '../navigation/TopMenu';
import { usePageShareable } from './usePageShareable';
import { useScrollState } from './useScrollState';
import { lazyPart } from '../ui/lazyPart';
import './header.css';

/** Opened by the menu button only: its code waits for the first tap. */
const MobileMenu = lazyPart(() => import('../navigation/MobileMenu').then((m) => m.MobileMenu));

export function Header({ flags }: { flags: RouteFlags }) {
  useProfileSubscription();
  const { scrolled, scrollingDown } = useScrollState();
  const [menuOpen, setMenuOpen] = useState(false);
  const shareable = usePageShareable();
  const hidden = scrollingDown && !flags.static && !menuOpen;
  const transparent = flags.secondaryMenu && !scrolled;

  const className = ['vk-header', hidden && 'vk-header--hidden', transparent && 'vk-header--transparent']
    .filter(Boolean)
    .join(' ');

  return (
    <header className={className}>
      <div className="vk-header__inner">
        <Link to={NAMED_ROUTES.home} className="vk-header__brand" aria-label={TEXTS.nav.homeLink}>
          <LogoMark />
          <span aria-hidden="true">{TEXTS.brand}</span>
        </Link>
        <TopMenu />
        <div className="vk-header__actions">
          {flags.share && shareable && <ShareButton variant="icon" label={TEXTS.share.label} copiedText={TEXTS.share.copied} />}
          <AccountLinks />
          <button
            type="button"
            className="vk-icon-button vk-header__menu-button"
            aria-label={TEXTS.nav.openMenu}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu onClose={() => setMenuOpen(false)} onLoadFailed={() => setMenuOpen(false)} />}
    </header>
  );
}
