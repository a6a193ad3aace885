import { NavLink, Route, Routes, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@vinkompassen/shared-contracts';
import { Page } from '@vinkompassen/ui-kit';
import { SEARCH_TEXTS } from '../texts';
import { UserSearch } from './UserSearch';
import { WineSearch } from './WineSearch';
import './search.css';
import '../ui/page.css';

/** Mounted by the shell at /search/*: child '' searches wines, child 'search-users' users. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q');
  // The search text follows the user between the tabs; the wine filters do not apply to users.
  const search = q ? `?${new URLSearchParams({ q }).toString()}` : '';
  return (
    <Page remote="discovery" heading={SEARCH_TEXTS.heading} className="disc-search-page">
      <nav className="disc-tabs" aria-label={SEARCH_TEXTS.tabsLabel}>
        <NavLink to={{ pathname: ROUTES.search, search }} end>
          {SEARCH_TEXTS.wines}
        </NavLink>
        <NavLink to={{ pathname: ROUTES.searchUsers, search }}>{SEARCH_TEXTS.users}</NavLink>
      </nav>
      <Routes>
        <Route index element={<WineSearch />} />
        <Route path="search-users" element={<UserSearch />} />
      </Routes>
    </Page>
  );
}
