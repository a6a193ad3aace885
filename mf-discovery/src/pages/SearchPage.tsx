import { NavLink, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { Page } from '../ui/Page';

/** Mounted by the shell at /search/*: child '' searches wines, child 'search-users' users. */
export default function SearchPage() {
  return (
    <Page heading={TEXTS.search.heading}>
      <nav className="disc-tabs" aria-label={TEXTS.search.tabsLabel}>
        <NavLink to={ROUTES.search} end>
          {TEXTS.search.wines}
        </NavLink>
        <NavLink to={ROUTES.searchUsers}>{TEXTS.search.users}</NavLink>
      </nav>
      <Routes>
        <Route index element={<p>{TEXTS.search.winesIntro}</p>} />
        <Route path="search-users" element={<p>{TEXTS.search.usersIntro}</p>} />
      </Routes>
    </Page>
  );
}
