import { Link } from 'react-router-dom';
import { listPath } from '@vinkompassen/shared-contracts';
import { TOPLISTS_QUERY } from '../ui/pageQueries';
import { ArrowRightIcon, Page, EmptyState, ErrorState } from '@vinkompassen/ui-kit';
import { ProductGrid } from '../wine-cards';
import { TOPLISTS_TEXTS } from '../texts';
import { useErrorBanner } from '../ui/hooks';
import { LoadMore } from '../ui/LoadMore';
import { CardSkeletons } from '../ui/states';
import './catalogs.css';
import '../ui/page.css';
import { useGetCatalogPagesInfiniteQuery } from '../ui/discoveryApi';

/** /toplists: each top list with its first ranked wines and a link to the whole list. */
export default function ToplistsPage() {
  const toplists = useGetCatalogPagesInfiniteQuery(TOPLISTS_QUERY);
  useErrorBanner(toplists.error);
  const catalogs = toplists.data?.pages.flatMap((p) => p.results) ?? [];

  return (
    <Page remote="discovery" heading={TOPLISTS_TEXTS.heading} intro={TOPLISTS_TEXTS.intro}>
      {toplists.isLoading ? (
        <CardSkeletons count={4} />
      ) : toplists.isError && !catalogs.length ? (
        <ErrorState onRetry={() => void toplists.refetch()} />
      ) : catalogs.length === 0 ? (
        <EmptyState>
          <p>{TOPLISTS_TEXTS.empty}</p>
        </EmptyState>
      ) : (
        <>
          {catalogs.map((catalog) => (
            <section key={catalog.id} className="disc-toplist" aria-labelledby={`toplist-${catalog.id}`}>
              <div className="disc-section-head">
                <h2 id={`toplist-${catalog.id}`} className="disc-section-head__title">
                  <Link to={listPath(catalog.slug)}>{catalog.name}</Link>
                </h2>
                <p className="disc-muted">{catalog.description}</p>
                {catalog.ranked_by && <p className="disc-ranked-by">{catalog.ranked_by}</p>}
              </div>
              <ProductGrid items={catalog.preview.map((product) => ({ product }))} ranked sourceList={catalog.slug} />
              {catalog.product_count > catalog.preview.length && (
                <Link className="disc-more-link" to={listPath(catalog.slug)}>
                  {TOPLISTS_TEXTS.seeAll(catalog.product_count)}
                  <ArrowRightIcon />
                </Link>
              )}
            </section>
          ))}
          <LoadMore hasMore={toplists.hasNextPage} loading={toplists.isFetchingNextPage} onLoadMore={() => void toplists.fetchNextPage()} />
        </>
      )}
    </Page>
  );
}
