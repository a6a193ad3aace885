import { NavLink, Route, Routes } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { ROUTES, selectIsAuthenticated, useGetProfileQuery } from '@vinkompassen/shared-contracts';
import { Page, Skeleton, ErrorState } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import { ChangeEmail } from './ChangeEmail';
import { ChangePassword } from './ChangePassword';
import { DeleteAccount } from './DeleteAccount';
import { DownloadMyData } from './DownloadMyData';
import { FollowingList } from './FollowingList';
import { ProfileHeader } from './ProfileHeader';
import { ProfileLists } from './ProfileLists';
import { SavedWines } from './SavedWines';
import '../ui/account.css';

/** Own profile, mounted by the shell at /profile/* (login required): saved wines, lists, following. */
export default function ProfilePage() {
  const authenticated = useSelector(selectIsAuthenticated);
  // The shell loads the same profile for the header: one shared cache entry.
  const { data: profile, isLoading, isError, refetch } = useGetProfileQuery(undefined, { skip: !authenticated });

  return (
    <Page remote="account" className="acc-page" heading={TEXTS.profile.heading}>
      {profile ? (
        <ProfileHeader profile={profile} />
      ) : isError && !isLoading ? (
        <ErrorState message={TEXTS.profile.loadError} onRetry={() => void refetch()} />
      ) : (
        <Skeleton lines={2} />
      )}
      <nav className="acc-tabs" aria-label={TEXTS.profile.tabsLabel}>
        <NavLink to={ROUTES.profile} end>
          {TEXTS.profile.saved}
        </NavLink>
        <NavLink to={ROUTES.profileLists}>{TEXTS.profile.lists}</NavLink>
        <NavLink to={ROUTES.profileUsers}>{TEXTS.profile.following}</NavLink>
      </nav>
      <div className="acc-tab-panel">
        <Routes>
          <Route index element={profile ? <SavedWines liked={profile.liked_products} /> : !isError && <Skeleton lines={0} cards={3} />} />
          <Route path="lists" element={<ProfileLists enabled={authenticated} />} />
          <Route path="users" element={profile ? <FollowingList users={profile.following} /> : !isError && <Skeleton />} />
        </Routes>
      </div>
      {profile && <ChangeEmail />}
      {profile && <ChangePassword />}
      {profile && <DownloadMyData />}
      {profile && <DeleteAccount />}
    </Page>
  );
}
