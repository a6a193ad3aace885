import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { ROUTES, formatDate, selectToken, type AuthRootState, errorStatus, usePageMeta } from '@vinkompassen/shared-contracts';
import { ArrowLeftIcon, Page, Skeleton, EmptyState, ErrorState } from '@vinkompassen/ui-kit';
import { ProductGrid } from '../wine-cards';
import { TEXTS, LIST_TEXTS } from '../texts';
import { useErrorBanner } from '../ui/hooks';
import { SaveCatalogButton } from './SaveCatalogButton';
import { LoadMore } from '../ui/LoadMore';
import { SortSelect, usePageParam, useSortParam, useSortedByApi } from '../ui/paging';
import { ProductCardSkeletons } from '../ui/states';
import './catalogs.css';
import '../ui/page.css';
import { useGetCatalogQuery } from '../ui/discoveryApi';

/** Wines per "Visa fler"; the list itself comes whole (at most a few dozen wines). */
const LIST_PAGE_SIZE = 20;
const LIST_SORTS = ['price', '-price', 'name', 'newest', 'popularity'] as const;

/** /list/{slug}: one wine list or top list with its wines. */
export default function ListPage() {
  const { slug = '' } = useParams();
  const token = useSelector((state: AuthRootState) => selectToken(state));
  const catalog = useGetCatalogQuery({ catalog: slug, viewer: token }, { skip: !slug });
  useErrorBanner(catalog.error);
  // After a login or logout (new viewer) the same list stays on screen while it is fetched again.
  const previous = catalog.data && (catalog.data.slug === slug || String(catalog.data.id) === slug) ? catalog.data : undefined;
  const data = catalog.currentData ?? (catalog.isError ? undefined : previous);
  const notFound = catalog.isError && errorStatus(catalog.error) === 404;
  const [sort, setSort] = useSortParam(LIST_SORTS);
  const [page, setPage] = usePageParam();
  const items = useMemo(() => data?.product_list.map((product) => ({ product })) ?? [], [data]);
  const sorted = useSortedByApi(items, sort);
  const shown = sorted.items.slice(0, page * LIST_PAGE_SIZE);
  usePageMeta(
    data
      ? { title: data.name, description: data.description || undefined, ...(data.image_url && { image: data.image_url }) }
      : notFound
        ? { title: LIST_TEXTS.notFoundHeading }
        : null,
  );

  if (notFound) {
    return (
      <Page remote="discovery" heading={LIST_TEXTS.notFoundHeading}>
        <EmptyState
          actions={
            <Link className="vk-button vk-button--primary" to={ROUTES.lists}>
              {LIST_TEXTS.toLists}
            </Link>
          }
        >
          <p>{LIST_TEXTS.notFound}</p>
        </EmptyState>
      </Page>
    );
  }
  if (catalog.isError) {
    return (
      <Page remote="discovery">
        <ErrorState onRetry={() => void catalog.refetch()} />
      </Page>
    );
  }
  if (!data) {
    return (
      <Page remote="discovery">
        <Skeleton lines={3} />
        <ProductCardSkeletons count={4} />
      </Page>
    );
  }

  const toplist = data.kind === 'toplist';
  return (
    <Page
      remote="discovery"
      heading={data.name}
      intro={data.description}
      back={
        <Link className="disc-back" to={toplist ? ROUTES.toplists : ROUTES.lists}>
          <ArrowLeftIcon />
          {toplist ? LIST_TEXTS.backToToplists : LIST_TEXTS.backToLists}
        </Link>
      }
    >
      <div className="disc-list-meta">
        {data.ranked_by && <p className="disc-ranked-by">{data.ranked_by}</p>}
        {data.rule_text && (
          <p>
            <span className="disc-muted">{LIST_TEXTS.rule} </span>
            {data.rule_text}
          </p>
        )}
        <p className="disc-muted">
          {TEXTS.common.wineCount(data.product_count)} · {LIST_TEXTS.updated(formatDate(data.updated_at))}
        </p>
      </div>
      <SaveCatalogButton catalog={data} />
      {data.product_list.length === 0 ? (
        <EmptyState>
          <p>{LIST_TEXTS.empty}</p>
        </EmptyState>
      ) : (
        <>
          <div className="disc-list-tools">
            <SortSelect
              value={sort}
              options={LIST_SORTS}
              onChange={setSort}
              defaultLabel={toplist ? LIST_TEXTS.sortRanked : LIST_TEXTS.sortListOrder}
            />
          </div>
          <div className={sorted.sorting ? 'disc-stale' : undefined}>
            <ProductGrid items={shown} label={data.name} sourceList={data.slug} ranked={toplist && !sort} headingLevel={2} />
          </div>
          <LoadMore hasMore={sorted.items.length > shown.length} loading={false} onLoadMore={() => setPage(page + 1)} />
        </>
      )}
    </Page>
  );
}
