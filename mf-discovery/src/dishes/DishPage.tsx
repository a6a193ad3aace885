import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { ROUTES, useGetDishWinesQuery, useGetTagCategoriesQuery } from '@vinkompassen/shared-contracts';
import { ArrowLeftIcon, Page, Skeleton } from '@vinkompassen/ui-kit';
import { ProductGrid } from '../products/ProductCard';
import { FoodIcon } from '../taste/foodIcons';
import { TEXTS } from '../texts';
import { useErrorBanner, usePageMeta } from '../ui/hooks';
import { LoadMore } from '../ui/LoadMore';
import { SortSelect, usePageParam, useSortParam, useSortedByApi } from '../ui/paging';
import { CardSkeletons, EmptyState, ErrorState } from '../ui/states';
import { findDish } from './dishes';
import './dishes.css';
import '../ui/page.css';

/** Wines per "Visa fler"; the recommendation engine ranks at most DISH_MAX for one answer. */
const DISH_PAGE_SIZE = 24;
const DISH_MAX = 50;
const DISH_SORTS = ['price', '-price', 'name', 'newest', 'popularity'] as const;

/** /dishes/{slug}: wines ranked for one dish, those carrying its food symbol first, each with a reason. */
export default function DishPage() {
  const { slug = '' } = useParams();
  const food = useGetTagCategoriesQuery({ slug: 'mat' });
  const tag = food.data?.find((c) => c.slug === 'mat')?.tags.find((t) => t.slug === slug);
  const dish = findDish(slug, tag?.name);
  const [page, setPage] = usePageParam();
  const [sort, setSort] = useSortParam(DISH_SORTS);
  // The engine's ranking is the same for a longer list: page N asks for N pages' worth.
  const limit = Math.min(DISH_MAX, page * DISH_PAGE_SIZE);
  const wines = useGetDishWinesQuery(dish ? { food: dish.slug, limit } : skipToken);
  const ranked = useMemo(() => wines.data?.results ?? [], [wines.data]);
  const sorted = useSortedByApi(ranked, sort);
  useErrorBanner(wines.error);
  usePageMeta(
    dish
      ? { title: dish.name, description: dish.examples || TEXTS.dishes.intro }
      : food.isLoading
        ? null
        : { title: TEXTS.dish.notFoundHeading },
  );

  const back = (
    <Link className="disc-back" to={ROUTES.dishes}>
      <ArrowLeftIcon />
      {TEXTS.dish.toDishes}
    </Link>
  );

  if (!dish) {
    if (food.isLoading) {
      return (
        <Page remote="discovery" back={back}>
          <Skeleton lines={3} />
        </Page>
      );
    }
    return (
      <Page remote="discovery" heading={TEXTS.dish.notFoundHeading} back={back}>
        <EmptyState>
          <p>{TEXTS.dish.notFound}</p>
        </EmptyState>
      </Page>
    );
  }

  const results = sorted.items;
  const hasMore = limit < DISH_MAX && ranked.length >= limit && (wines.data?.match_count ?? 0) > ranked.length;
  const withSymbol = results.filter((r) => r.product.food_tags.some((t) => t.slug === dish.slug));
  const others = results.filter((r) => !withSymbol.includes(r));
  const symbolName = dish.name.toLowerCase();

  return (
    <Page remote="discovery" back={back} className="disc-dish-page">
      <header className="disc-dish-hero">
        <span className="disc-symbol__icon disc-symbol__icon--hero" aria-hidden="true">
          <FoodIcon slug={dish.slug} />
        </span>
        <div>
          <h1 className="vk-page__heading">{dish.name}</h1>
          {dish.examples && <p className="vk-page__intro">{dish.examples}</p>}
        </div>
      </header>

      {wines.isLoading ? (
        <CardSkeletons count={4} />
      ) : wines.isError ? (
        <ErrorState onRetry={() => void wines.refetch()} />
      ) : results.length === 0 ? (
        <EmptyState>
          <p>{TEXTS.dish.none}</p>
        </EmptyState>
      ) : (
        <>
          <div className="disc-list-tools">
            <SortSelect value={sort} options={DISH_SORTS} onChange={setSort} defaultLabel={TEXTS.dish.sortBestMatch} />
          </div>
          <section aria-labelledby="dish-symbol-wines" className="disc-section">
            <h2 id="dish-symbol-wines" className="disc-section__title">
              {TEXTS.dish.symbolHeading(symbolName)}
            </h2>
            {withSymbol.length ? (
              <>
                <p className="disc-muted">{TEXTS.dish.symbolIntro}</p>
                <ProductGrid
                  items={withSymbol.map((r) => ({ product: r.product, reason: r.reason }))}
                  highlightFood={dish.slug}
                />
              </>
            ) : (
              <p className="disc-muted">{TEXTS.dish.noSymbolWines(symbolName)}</p>
            )}
          </section>
          {others.length > 0 && (
            <section aria-labelledby="dish-more-wines" className="disc-section">
              <h2 id="dish-more-wines" className="disc-section__title">
                {TEXTS.dish.moreHeading}
              </h2>
              <p className="disc-muted">{TEXTS.dish.moreIntro(symbolName)}</p>
              <ProductGrid items={others.map((r) => ({ product: r.product, reason: r.reason }))} />
            </section>
          )}
          <LoadMore hasMore={hasMore} loading={wines.isFetching} onLoadMore={() => setPage(page + 1)} />
        </>
      )}
    </Page>
  );
}
