import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { ROUTES, errorStatus, usePageMeta } from '@vinkompassen/shared-contracts';
import { DISH_MAX, dishQueryArgs } from '../ui/pageQueries';
import type { Dish } from '@vinkompassen/shared-contracts/schemas';
import { ArrowLeftIcon, Page, Skeleton, EmptyState, ErrorState } from '@vinkompassen/ui-kit';
import { ProductGrid } from '../wine-cards';
import { FoodIcon } from '../taste';
import { TEXTS, DISH_TEXTS } from '../texts';
import { useErrorBanner } from '../ui/hooks';
import { LoadMore } from '../ui/LoadMore';
import { SortSelect, usePageParam, useSortParam, useSortedByApi } from '../ui/paging';
import { ProductCardSkeletons } from '../ui/states';
import './dishes.css';
import '../ui/page.css';
import { useGetDishQuery } from '../ui/discoveryApi';

const DISH_SORTS = ['price', '-price', 'name', 'newest', 'popularity'] as const;

/** /dishes/{slug}: one dish, the taste it asks for, and the wines that suit it best, each with its reasons. */
export default function DishPage() {
  const { slug = '' } = useParams();
  const [page, setPage] = usePageParam();
  const [params] = useSearchParams();
  const [sort, setSort] = useSortParam(DISH_SORTS);
  // Started by the shell (and awaited by its server) as the first screen: the same arguments.
  const args = dishQueryArgs(slug, params);
  const { limit } = args;
  const query = useGetDishQuery(slug ? args : skipToken);
  useErrorBanner(query.error);
  // While "Visa fler" loads, the wines shown so far stay (but never another dish's).
  const data = query.currentData ?? (query.data?.dish.slug === slug ? query.data : undefined);
  const notFound = query.isError && errorStatus(query.error) === 404;
  const ranked = useMemo(() => data?.results ?? [], [data]);
  const sorted = useSortedByApi(ranked, sort);
  usePageMeta(
    data ? { title: data.dish.name, description: data.dish.description } : notFound ? { title: DISH_TEXTS.notFoundHeading } : null,
  );

  const back = (
    <Link className="disc-back" to={ROUTES.dishes}>
      <ArrowLeftIcon />
      {DISH_TEXTS.toDishes}
    </Link>
  );

  if (notFound) {
    return (
      <Page remote="discovery" heading={DISH_TEXTS.notFoundHeading}>
        <EmptyState
          actions={
            <Link className="vk-button vk-button--primary" to={ROUTES.dishes}>
              {DISH_TEXTS.toDishes}
            </Link>
          }
        >
          <p>{DISH_TEXTS.notFound}</p>
        </EmptyState>
      </Page>
    );
  }
  if (query.isError && !data) {
    return (
      <Page remote="discovery" back={back}>
        <ErrorState onRetry={() => void query.refetch()} />
      </Page>
    );
  }
  if (!data) {
    return (
      <Page remote="discovery" back={back} className="disc-dish-page">
        <Skeleton lines={3} />
        <ProductCardSkeletons count={4} withReasons />
      </Page>
    );
  }

  const { dish, match_count } = data;
  const hasMore = limit < DISH_MAX && ranked.length >= limit && match_count > ranked.length;
  return (
    <Page remote="discovery" back={back} className="disc-dish-page">
      <DishHero dish={dish} />

      <section aria-labelledby="dish-wines" className="disc-section">
        <div className="disc-section-head disc-section-head--row">
          <div className="disc-section-head">
            <h2 id="dish-wines" className="disc-section__title">
              {DISH_TEXTS.winesHeading}
            </h2>
            {ranked.length > 0 && <p className="disc-muted">{DISH_TEXTS.matchCount(match_count)}</p>}
          </div>
          {ranked.length > 1 && (
            <SortSelect value={sort} options={DISH_SORTS} onChange={setSort} defaultLabel={DISH_TEXTS.sortBestMatch} />
          )}
        </div>
        {ranked.length === 0 ? (
          <EmptyState>
            <p>{DISH_TEXTS.none}</p>
          </EmptyState>
        ) : (
          <>
            {query.isError && <ErrorState onRetry={() => void query.refetch()} />}
            <div className={sorted.sorting ? 'disc-stale' : undefined}>
              <ProductGrid
                items={sorted.items.map((r) => ({
                  product: r.product,
                  reason: r.reason,
                  reasons: r.reasons,
                  confidence: r.confidence_label,
                  note: r.note,
                }))}
                label={DISH_TEXTS.winesHeading}
                highlightFood={dish.symbols[0]}
              />
            </div>
            {/* A button only: 8 wines rarely fill the screen, and scrolling would fetch all 50 in steps. */}
            <LoadMore hasMore={hasMore} loading={query.isFetching} onLoadMore={() => setPage(page + 1)} auto={false} />
          </>
        )}
      </section>
    </Page>
  );
}

/** The dish: its name, what it is, and the wine it asks for (taste and wine types). */
function DishHero({ dish }: { dish: Dish }) {
  const styles = dish.styles.map((s) => TEXTS.stylesShort[s]);
  return (
    <header className="disc-dish-hero">
      <span className="disc-symbol__icon disc-symbol__icon--hero" aria-hidden="true">
        <FoodIcon slug={dish.broad ? dish.slug : (dish.symbols[0] ?? dish.slug)} />
      </span>
      <div className="disc-dish-hero__text">
        <h1 className="vk-page__heading">{dish.name}</h1>
        <p className="vk-page__intro">{dish.description}</p>
        <dl className="disc-dish-target">
          <div>
            <dt>{DISH_TEXTS.taste}</dt>
            <dd>{dish.taste}</dd>
          </div>
          <div>
            <dt>{DISH_TEXTS.styles}</dt>
            <dd>{styles.length ? styles.join(', ') : DISH_TEXTS.anySweet}</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
