import { useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ROUTES, errorStatus, usePageMeta } from '@vinkompassen/shared-contracts';
import type { PublicProfile } from '@vinkompassen/shared-contracts/schemas';
import { Avatar, Page, Skeleton, EmptyState, ErrorState, useStoreStock, useTasteMatches } from '@vinkompassen/ui-kit';
import { useViewer } from '../session';
import { TEXTS } from '../texts';
import { StockNote, WineGrid, WineGridItem } from '../ui/WineGrid';
import { ListCard } from '../user-lists';
import { FollowButton } from './FollowButton';
import '../ui/social.css';
import { useGetPublicListsQuery, useGetUserQuery } from '../ui/socialApi';

const LISTS_PAGE_SIZE = 12;

/** `/user/{slug}`: another user's public profile. */
export default function UserPage() {
  const { slug = '' } = useParams();
  const { token, authenticated } = useViewer();
  const user = useGetUserQuery({ user: slug, viewer: token }, { skip: slug === '' });
  usePageMeta(user.data ? { title: user.data.name } : null);

  if (user.isLoading) {
    return (
      <Page remote="social">
        <Skeleton lines={3} cards={4} />
      </Page>
    );
  }
  if (!user.data) {
    return (
      <Page remote="social">
        {errorStatus(user.error) === 404 || slug === '' ? (
          <EmptyState heading={TEXTS.user.notFoundHeading} headingLevel={1}>
            <p>{TEXTS.user.notFoundText}</p>
          </EmptyState>
        ) : (
          <ErrorState message={TEXTS.loadFailed} onRetry={() => void user.refetch()} />
        )}
      </Page>
    );
  }

  const profile = user.data;
  return (
    <Page remote="social">
      <header className="soc-profile">
        <Avatar src={profile.avatar} alt={TEXTS.avatarAlt(profile.name)} size={88} />
        <div className="soc-profile__text">
          <h1 className="soc-page__heading">{profile.name}</h1>
          <p className="soc-profile__counts">
            <span>{TEXTS.user.followers(profile.followers_count)}</span>
            <span>{TEXTS.user.following(profile.following_count)}</span>
            <span>{TEXTS.user.listsCount(profile.lists_count)}</span>
          </p>
        </div>
        <div className="soc-profile__action">
          {profile.is_self ? (
            <p className="soc-profile__self">
              {TEXTS.user.self}{' '}
              <Link to={ROUTES.profile}>{TEXTS.user.toOwnProfile}</Link>
            </p>
          ) : (
            <FollowButton userId={profile.id} name={profile.name} following={profile.is_following} authenticated={authenticated} />
          )}
        </div>
      </header>

      <UserLists profile={profile} viewer={token} />
      <SavedWines profile={profile} />
    </Page>
  );
}

function UserLists({ profile, viewer }: { profile: PublicProfile; viewer: string | null }) {
  const [pages, setPages] = useState(1);
  const headingId = useId();
  return (
    <section className="soc-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{TEXTS.user.listsHeading}</h2>
      <ul className="soc-list-cards">
        {Array.from({ length: pages }, (_, i) => (
          <ListsPage
            key={i}
            user={profile.id}
            page={i + 1}
            viewer={viewer}
            name={profile.name}
            onMore={i + 1 === pages ? () => setPages((n) => n + 1) : undefined}
          />
        ))}
      </ul>
    </section>
  );
}

/** One page of the user's public lists; the last page offers the next one. */
function ListsPage({
  user,
  page,
  viewer,
  name,
  onMore,
}: {
  user: number;
  page: number;
  viewer: string | null;
  name: string;
  onMore: (() => void) | undefined;
}) {
  const lists = useGetPublicListsQuery({ user, page, page_size: LISTS_PAGE_SIZE, viewer });
  if (lists.isLoading) {
    return (
      <li className="soc-list-cards__state">
        <Skeleton lines={2} />
      </li>
    );
  }
  if (!lists.data) {
    return (
      <li className="soc-list-cards__state">
        <ErrorState message={TEXTS.loadFailed} onRetry={() => void lists.refetch()} />
      </li>
    );
  }
  return (
    <>
      {lists.data.results.map((list) => (
        <ListCard key={list.id} list={list} />
      ))}
      {page === 1 && lists.data.count === 0 && <li className="soc-list-cards__state">{TEXTS.user.noLists(name)}</li>}
      {onMore && lists.data.next && (
        <li className="soc-list-cards__state">
          <button type="button" className="vk-button vk-button--small" onClick={onMore}>
            {TEXTS.user.moreLists}
          </button>
        </li>
      )}
    </>
  );
}

function SavedWines({ profile }: { profile: PublicProfile }) {
  const wines = profile.liked_products;
  const shown = profile.likes_are_public;
  const headingId = useId();
  const ids = useMemo(() => (shown ? wines.map((liked) => liked.product.id) : []), [shown, wines]);
  const stock = useStoreStock(ids);
  const tasteFitOf = useTasteMatches(ids);
  return (
    <section className="soc-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{TEXTS.user.savedHeading}</h2>
      {!profile.likes_are_public ? (
        <p>{TEXTS.user.savedPrivate(profile.name)}</p>
      ) : wines.length === 0 ? (
        <p>{TEXTS.user.noSaved(profile.name)}</p>
      ) : (
        <>
          <StockNote stock={stock} />
          <WineGrid label={TEXTS.user.savedHeading}>
            {wines.map((liked) => (
              <WineGridItem key={liked.id} wine={liked.product} stock={stock?.of(liked.product.id)} tasteFit={tasteFitOf?.(liked.product.id)} />
            ))}
          </WineGrid>
        </>
      )}
    </section>
  );
}
