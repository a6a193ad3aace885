import { LISTS_QUERY } from '../ui/pageQueries';
import { Page, EmptyState, ErrorState } from '@vinkompassen/ui-kit';
import { LISTS_TEXTS } from '../texts';
import { useErrorBanner } from '../ui/hooks';
import { LoadMore } from '../ui/LoadMore';
import { CardSkeletons } from '../ui/states';
import { CatalogCard } from './CatalogCard';
import '../ui/page.css';
import { useGetCatalogPagesInfiniteQuery } from '../ui/discoveryApi';

/** /lists: the editorial wine lists ('Vinlistor'). */
export default function ListsPage() {
  const lists = useGetCatalogPagesInfiniteQuery(LISTS_QUERY);
  useErrorBanner(lists.error);
  const catalogs = lists.data?.pages.flatMap((p) => p.results) ?? [];

  return (
    <Page remote="discovery" heading={LISTS_TEXTS.heading} intro={LISTS_TEXTS.intro}>
      {lists.isLoading ? (
        <CardSkeletons count={6} />
      ) : lists.isError && !catalogs.length ? (
        <ErrorState onRetry={() => void lists.refetch()} />
      ) : catalogs.length === 0 ? (
        <EmptyState>
          <p>{LISTS_TEXTS.empty}</p>
        </EmptyState>
      ) : (
        <>
          <ul className="disc-grid disc-grid--catalogs">
            {catalogs.map((catalog) => (
              <li key={catalog.id}>
                <CatalogCard catalog={catalog} />
              </li>
            ))}
          </ul>
          <LoadMore hasMore={lists.hasNextPage} loading={lists.isFetchingNextPage} onLoadMore={() => void lists.fetchNextPage()} />
        </>
      )}
    </Page>
  );
}
