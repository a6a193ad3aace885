import { TEXTS } from '../texts';
import { MenuLink } from './MenuLink';
import './navigation.css';
import { TOP_MENU } from './navItems';
import { usePrefetchRoute } from './usePrefetchRoute';

export function TopMenu() {
  const prefetch = usePrefetchRoute();
  return (
    <nav className="vk-top-menu" aria-label={TEXTS.nav.mainLabel}>
      <ul>
        {TOP_MENU.map((item) => (
          <li key={item.to}>
            <MenuLink to={item.to} onMouseEnter={() => prefetch(item.to)} onFocus={() => prefetch(item.to)}>
              {item.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
