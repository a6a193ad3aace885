import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES, formatShortDate, productPath, userListPath, userPath, usePageMeta } from '@vinkompassen/shared-contracts';
import type { FeedItem, ProductSummary } from '@vinkompassen/shared-contracts/schemas';
import { Avatar, BottleImage, Page, Skeleton, ErrorState } from '@vinkompassen/ui-kit';
import { useViewer } from '../session';
import { TEXTS } from '../texts';
import { FollowButton } from '../users';
import '../ui/social.css';
import '../ui/community.css';
import './feed.css';
import { useGetFeedQuery, useGetFeedSuggestionsQuery } from '../ui/socialApi';

/** `/flode` (login required): what the people and lists the user follows did, newest first. */
export default function FeedPage() {
  const { token } = useViewer();
  const [pages, setPages] = useState(1);
  usePageMeta({ title: TEXTS.feed.heading });
  return (
    <Page remote="social" heading={TEXTS.feed.heading} intro={TEXTS.feed.intro} className="soc-feed-page">
      <FeedPages viewer={token} pages={pages} onMore={() => setPages(pages + 1)} />
    </Page>
  );
}

function FeedPages({ viewer, pages, onMore }: { viewer: string | null; pages: number; onMore: () => void }) {
  const first = useGetFeedQuery({ viewer });
  if (first.isLoading) return <Skeleton lines={4} />;
  if (!first.data) return <ErrorState message={TEXTS.loadFailed} onRetry={() => void first.refetch()} />;
  if (first.data.count === 0) return <EmptyFeed viewer={viewer} />;
  return (
    <ol className="soc-feed" aria-label={TEXTS.feed.listLabel}>
      {Array.from({ length: pages }, (_, i) => (
        <FeedPageItems key={i} viewer={viewer} page={i + 1} last={i + 1 === pages} onMore={onMore} />
      ))}
    </ol>
  );
}

/** One page of items (inside the one ordered list); the last page shown offers the next. */
function FeedPageItems({ viewer, page, last, onMore }: { viewer: string | null; page: number; last: boolean; onMore: () => void }) {
  const feed = useGetFeedQuery(page === 1 ? { viewer } : { viewer, page });
  if (!feed.data) {
    return <li className="soc-feed__status">{feed.isError ? <ErrorState message={TEXTS.loadFailed} onRetry={() => void feed.refetch()} /> : <Skeleton lines={2} />}</li>;
  }
  return (
    <>
      {feed.data.results.map((item) => (
        <FeedEntry key={item.id} item={item} />
      ))}
      {last && feed.data.next && (
        <li className="soc-feed__more">
          <button type="button" className="vk-button" onClick={onMore}>
            {TEXTS.feed.more}
          </button>
        </li>
      )}
    </>
  );
}

const wineName = (wine: ProductSummary) => (wine.name_thin ? `${wine.name} ${wine.name_thin}` : wine.name);
const WineLink = ({ wine }: { wine: ProductSummary }) => <Link to={productPath(wine.slug)}>{wineName(wine)}</Link>;

/** The sentence of an item: the actor's name, what they did, and to what. */
function describe(item: FeedItem): ReactNode {
  switch (item.kind) {
    case 'saved_wine':
      return (
        <>
          {TEXTS.feed.savedWine} <WineLink wine={item.product} />
        </>
      );
    case 'list_created':
      return (
        <>
          {TEXTS.feed.listCreated} <Link to={userListPath(item.list.slug)}>{item.list.name}</Link>
        </>
      );
    case 'list_added':
      return (
        <>
          {TEXTS.feed.listAdded(wineName(item.product))} <Link to={userListPath(item.list.slug)}>{item.list.name}</Link>
        </>
      );
    case 'rating':
      return (
        <>
          {TEXTS.feed.rated(item.rating)} <WineLink wine={item.product} />
        </>
      );
    case 'note':
      return (
        <>
          {TEXTS.feed.wrote} <WineLink wine={item.product} />
        </>
      );
  }
}

function FeedEntry({ item }: { item: FeedItem }) {
  const product = 'product' in item ? item.product : null;
  return (
    <li className="soc-feed__item">
      <Avatar src={item.actor.avatar} alt="" size={40} />
      <div className="soc-feed__body">
        <p className="soc-feed__line">
          <Link to={userPath(item.actor.slug)} className="soc-feed__actor">
            {item.actor.name}
          </Link>{' '}
          {describe(item)}
        </p>
        {item.kind === 'note' && <p className="soc-note__text soc-feed__note">{item.note.text}</p>}
        <p className="soc-note__meta">
          <time dateTime={item.at}>{formatShortDate(item.at)}</time>
        </p>
      </div>
      {product && (
        <BottleImage
          key={product.image_url}
          className="soc-feed__bottle"
          src={product.image_url}
          thumbnail={product.thumbnail}
          wineStyle={product.style}
          alt={TEXTS.wine.imageAlt(wineName(product))}
        />
      )}
    </li>
  );
}

/** Nothing yet: people with close taste to follow, or how to get suggestions. */
function EmptyFeed({ viewer }: { viewer: string | null }) {
  const suggestions = useGetFeedSuggestionsQuery({ viewer });
  return (
    <div className="soc-feed-empty">
      <h2 className="soc-feed-empty__heading">{TEXTS.feed.emptyHeading}</h2>
      <p>{TEXTS.feed.emptyText}</p>
      {suggestions.isLoading ? (
        <Skeleton lines={2} />
      ) : suggestions.data && suggestions.data.length > 0 ? (
        <section aria-labelledby="feed-suggestions">
          <h3 id="feed-suggestions" className="soc-feed-empty__subheading">
            {TEXTS.feed.suggestionsHeading}
          </h3>
          <ul className="soc-suggestions">
            {suggestions.data.map((person) => (
              <li key={person.id} className="soc-suggestion">
                <Avatar src={person.avatar} alt="" size={48} />
                <div className="soc-suggestion__who">
                  <Link to={userPath(person.slug)} className="soc-feed__actor">
                    {person.name}
                  </Link>
                  <span className="soc-note__meta">{TEXTS.feed.sharedWines(person.shared_wines)}</span>
                </div>
                <FollowButton userId={person.id} name={person.name} following={false} authenticated />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p>
          {TEXTS.feed.noSuggestions} <Link to={ROUTES.searchUsers}>{TEXTS.feed.searchUsers}</Link>
        </p>
      )}
    </div>
  );
}
