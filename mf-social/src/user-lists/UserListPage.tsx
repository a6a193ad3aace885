import { useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { bus, userListPath, userPath, useRemoveProductFromListMutation, errorStatus, usePageMeta } from '@vinkompassen/shared-contracts';
import type { ProductSummary, UserList } from '@vinkompassen/shared-contracts/schemas';
import { Avatar, Page, ShareButton, Skeleton, EmptyState, ErrorState, useStoreStock, useTasteMatches } from '@vinkompassen/ui-kit';
import { useViewer } from '../session';
import { BestStoresPanel } from '../stores';
import { TEXTS } from '../texts';
import { StockNote, WineGrid, WineGridItem } from '../ui/WineGrid';
import { ListEditForm } from './ListEditForm';
import { OwnerControls } from './OwnerControls';
import { SaveListButton } from './SaveListButton';
import '../ui/social.css';
import { useGetPublicListQuery } from '../ui/socialApi';

/** `/user-list/{slug}`: one user's list. Private lists are only visible to their owner (others: not found). */
export default function UserListPage() {
  const { slug = '' } = useParams();
  const { token, authenticated, userId } = useViewer();
  const list = useGetPublicListQuery({ list: slug, viewer: token }, { skip: slug === '' });
  // A private list's link opens for its owner only: the header's share button goes too, like "Dela listan".
  usePageMeta(list.data ? { title: list.data.name, description: list.data.description, shareable: list.data.is_public } : null);

  if (list.isLoading) {
    return (
      <Page remote="social">
        <Skeleton lines={3} cards={4} />
      </Page>
    );
  }
  if (!list.data) {
    return (
      <Page remote="social">
        {errorStatus(list.error) === 404 || slug === '' ? (
          <EmptyState heading={TEXTS.userList.notFoundHeading} headingLevel={1}>
            <p>{TEXTS.userList.notFoundText}</p>
          </EmptyState>
        ) : (
          <ErrorState message={TEXTS.loadFailed} onRetry={() => void list.refetch()} />
        )}
      </Page>
    );
  }
  // Until the own profile has loaded, a logged-in viewer could still be the owner: show no actions yet.
  const viewerKnown = !authenticated || userId !== null;
  return <ListView list={list.data} authenticated={authenticated} isOwner={list.data.owner.id === userId} viewerKnown={viewerKnown} />;
}

function ListView({
  list,
  authenticated,
  isOwner,
  viewerKnown,
}: {
  list: UserList;
  authenticated: boolean;
  isOwner: boolean;
  viewerKnown: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const winesHeadingId = useId();
  const productIds = useMemo(() => list.product_list.map((wine) => wine.id), [list.product_list]);
  const stock = useStoreStock(productIds);
  const tasteFitOf = useTasteMatches(productIds);

  return (
    <Page remote="social">
      <header className="soc-list-head">
        <p className="soc-list-head__owner">
          <span>{TEXTS.lists.by}</span>
          <Link to={userPath(list.owner.slug)} className="soc-owner-link">
            <Avatar src={list.owner.avatar} alt="" size={28} />
            {list.owner.name}
          </Link>
        </p>
        {editing ? (
          <>
            <h1 className="soc-page__heading">{TEXTS.userList.editHeading}</h1>
            <ListEditForm list={list} onDone={() => setEditing(false)} />
          </>
        ) : (
          <>
            <h1 className="soc-page__heading">{list.name}</h1>
            {list.description && <p className="soc-list-head__description">{list.description}</p>}
          </>
        )}
        <p className="soc-list-head__meta">
          <span>{TEXTS.lists.winesCount(list.products_count)}</span>
          <span className={`soc-badge${list.is_public ? '' : ' soc-badge--private'}`}>
            {list.is_public ? TEXTS.visibility.public : TEXTS.visibility.private}
          </span>
        </p>
        {viewerKnown && (
          <div className="soc-list-head__actions">
            {/* A path: the button makes it this site's full address when pressed (the server has no window). */}
            {list.is_public && <ShareButton variant="small" label={TEXTS.share.label} title={list.name} url={userListPath(list.slug)} />}
            {!isOwner && <SaveListButton listId={list.id} saved={list.is_saved} authenticated={authenticated} />}
          </div>
        )}
      </header>

      {isOwner && !editing && <OwnerControls list={list} onEdit={() => setEditing(true)} />}

      <section className="soc-section" aria-labelledby={winesHeadingId}>
        <h2 id={winesHeadingId}>{TEXTS.userList.wines}</h2>
        {list.product_list.length === 0 ? (
          <p>{isOwner ? TEXTS.userList.emptyOwner : TEXTS.userList.empty}</p>
        ) : (
          <>
            <StockNote stock={stock} />
            <WineGrid label={TEXTS.userList.wines}>
              {list.product_list.map((wine) => (
                <WineGridItem
                  key={wine.id}
                  wine={wine}
                  stock={stock?.of(wine.id)}
                  tasteFit={tasteFitOf?.(wine.id)}
                  action={isOwner ? <RemoveWineButton listId={list.id} wine={wine} /> : undefined}
                />
              ))}
            </WineGrid>
          </>
        )}
      </section>

      <BestStoresPanel productIds={productIds} heading={TEXTS.bestStores.listHeading} />
    </Page>
  );
}

function RemoveWineButton({ listId, wine }: { listId: number; wine: ProductSummary }) {
  const [removeProduct, { isLoading }] = useRemoveProductFromListMutation();
  const name = wine.name_thin ? `${wine.name} ${wine.name_thin}` : wine.name;
  const remove = async () => {
    if (isLoading) return;
    const result = await removeProduct({ list: listId, product: wine.id });
    if ('error' in result) bus.publish('error/show', {});
  };
  return (
    <button type="button" className="vk-link-button soc-wine__remove" aria-label={TEXTS.userList.removeWine(name)} aria-busy={isLoading} onClick={() => void remove()}>
      {TEXTS.userList.removeWineShort}
    </button>
  );
}
