import { Link, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { userPath, useTrackOnce } from '@vinkompassen/shared-contracts';
import type { UserSummary } from '@vinkompassen/shared-contracts/schemas';
import { Avatar, Skeleton, EmptyState, ErrorState } from '@vinkompassen/ui-kit';
import { USER_SEARCH_TEXTS } from '../texts';
import { useErrorBanner } from '../ui/hooks';
import { LoadMore } from '../ui/LoadMore';
import { SearchField } from './SearchField';
import { useSearchText } from './useSearchText';
import { useSearchUserPagesInfiniteQuery } from '../ui/discoveryApi';

/** /search/search-users: find other users by name (GET /api/v1/users/?search=). */
export function UserSearch() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const { text, setText, flush } = useSearchText(q, (next) => setParams(next ? { q: next } : {}, { replace: true }));
  const users = useSearchUserPagesInfiniteQuery(q ? { search: q, page_size: 20 } : skipToken);
  useErrorBanner(users.error);
  const pages = users.data?.pages ?? [];
  const list = pages.flatMap((p) => p.results);
  const count = pages[0]?.count;
  useTrackOnce(q && count !== undefined ? `${q}|${count}` : null, 'c_search', { kind: 'user', result_count: count ?? 0, query: q });

  return (
    <div className="disc-user-search">
      <SearchField label={USER_SEARCH_TEXTS.label} placeholder={USER_SEARCH_TEXTS.placeholder} value={text} onChange={setText} onSubmit={flush} />
      {!q ? (
        <EmptyState heading={USER_SEARCH_TEXTS.emptyHeading}>
          <p>{USER_SEARCH_TEXTS.emptyText}</p>
        </EmptyState>
      ) : users.isError && !list.length ? (
        <ErrorState onRetry={() => void users.refetch()} />
      ) : count === undefined ? (
        <Skeleton lines={4} />
      ) : count === 0 ? (
        <EmptyState heading={USER_SEARCH_TEXTS.noResults(q)} />
      ) : (
        <section aria-labelledby="disc-user-count" aria-busy={users.isFetching}>
          <h2 id="disc-user-count" className="disc-result-count" aria-live="polite">
            {USER_SEARCH_TEXTS.resultCount(count)}
          </h2>
          <ul className="disc-user-list">
            {list.map((user) => (
              <li key={user.id}>
                <UserRow user={user} />
              </li>
            ))}
          </ul>
          <LoadMore hasMore={users.hasNextPage} loading={users.isFetchingNextPage} onLoadMore={() => void users.fetchNextPage()} />
        </section>
      )}
    </div>
  );
}

function UserRow({ user }: { user: UserSummary }) {
  return (
    <Link to={userPath(user.slug)} className="disc-user">
      <Avatar src={user.avatar} alt="" size={48} className="disc-user__avatar" />
      <span className="disc-user__name">{user.name}</span>
    </Link>
  );
}
