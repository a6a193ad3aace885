import { Link } from 'react-router-dom';
import { ROUTES, bus, listPath, useGetMyListsQuery, userListPath } from '@vinkompassen/shared-contracts';
import type { UserList } from '@vinkompassen/shared-contracts/schemas';
import { Skeleton, ErrorState } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import { useGetSavedCatalogsQuery, useGetSavedListsQuery } from '../ui/accountApi';

/** Own lists (public and private), other users' lists saved to the profile and the followed wine lists. */
export function ProfileLists({ enabled }: { enabled: boolean }) {
  const own = useGetMyListsQuery(undefined, { skip: !enabled });
  const saved = useGetSavedListsQuery(undefined, { skip: !enabled });
  const catalogs = useGetSavedCatalogsQuery(undefined, { skip: !enabled });
  // A list created in the create-list modal invalidates 'MyLists' in the shared cache: no bus listening needed.

  return (
    <div className="acc-lists">
      <section aria-labelledby="acc-own-lists">
        <div className="acc-section-head">
          <h2 id="acc-own-lists">{TEXTS.lists.own}</h2>
          <button type="button" className="vk-button vk-button--primary vk-button--small" onClick={() => bus.publish('list/create-requested', {})}>
            {TEXTS.lists.create}
          </button>
        </div>
        <ListGroup query={own} empty={TEXTS.lists.ownEmpty} showOwner={false} />
      </section>
      <section aria-labelledby="acc-saved-lists">
        <h2 id="acc-saved-lists">{TEXTS.lists.saved}</h2>
        <ListGroup query={saved} empty={TEXTS.lists.savedEmpty} showOwner />
      </section>
      <section aria-labelledby="acc-saved-catalogs">
        <h2 id="acc-saved-catalogs">{TEXTS.lists.catalogs}</h2>
        {catalogs.data ? (
          catalogs.data.length === 0 ? (
            <div className="acc-empty">
              <p>{TEXTS.lists.catalogsEmpty}</p>
              <Link to={ROUTES.lists}>{TEXTS.lists.browseCatalogs}</Link>
            </div>
          ) : (
            <ul className="acc-list-items">
              {catalogs.data.map((catalog) => (
                <li key={catalog.id} className="acc-list-item">
                  <Link to={listPath(catalog.slug)} className="acc-list-item__name">
                    {catalog.name}
                  </Link>
                  <p className="acc-list-item__meta">{TEXTS.lists.count(catalog.product_count)}</p>
                </li>
              ))}
            </ul>
          )
        ) : catalogs.isError ? (
          <ErrorState message={TEXTS.lists.loadError} onRetry={() => void catalogs.refetch()} />
        ) : (
          <Skeleton />
        )}
      </section>
    </div>
  );
}

interface ListsQuery {
  data?: UserList[];
  isError: boolean;
  refetch: () => unknown;
}

function ListGroup({ query, empty, showOwner }: { query: ListsQuery; empty: string; showOwner: boolean }) {
  if (query.data) {
    if (query.data.length === 0) return <p className="acc-empty">{empty}</p>;
    return (
      <ul className="acc-list-items">
        {query.data.map((list) => (
          <li key={list.id} className="acc-list-item">
            <Link to={userListPath(list.slug)} className="acc-list-item__name">
              {list.name}
            </Link>
            <p className="acc-list-item__meta">
              {TEXTS.lists.count(list.products_count)}
              {showOwner && ` · ${TEXTS.lists.by(list.owner.name)}`}
            </p>
            {!showOwner && (
              <span className={`acc-badge${list.is_public ? '' : ' acc-badge--private'}`}>
                {list.is_public ? TEXTS.lists.public : TEXTS.lists.private}
              </span>
            )}
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) return <ErrorState message={TEXTS.lists.loadError} onRetry={() => void query.refetch()} />;
  return <Skeleton />;
}
