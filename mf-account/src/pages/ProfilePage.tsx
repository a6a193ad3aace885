import { NavLink, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { Page } from '../ui/Page';

/** Mounted by the shell at /profile/* (login required): saved wines, lists, following. */
export default function ProfilePage() {
  return (
    <Page heading={TEXTS.profile.heading}>
      <nav className="acc-tabs" aria-label={TEXTS.profile.tabsLabel}>
        <NavLink to={ROUTES.profile} end>
          {TEXTS.profile.saved}
        </NavLink>
        <NavLink to={ROUTES.profileLists}>{TEXTS.profile.lists}</NavLink>
        <NavLink to={ROUTES.profileUsers}>{TEXTS.profile.following}</NavLink>
      </nav>
      <Routes>
        <Route index element={<p>{TEXTS.profile.savedIntro}</p>} />
        <Route path="lists" element={<p>{TEXTS.profile.listsIntro}</p>} />
        <Route path="users" element={<p>{TEXTS.profile.followingIntro}</p>} />
      </Routes>
    </Page>
  );
}
