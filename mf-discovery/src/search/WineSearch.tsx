import { Link, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { ROUTES, formatPrice, useTrackOnce } from '@vinkompassen/shared-contracts';
import type { ProductSort } from '@vinkompassen/shared-contracts/schemas';
import { CloseIcon, FilterIcon, EmptyState, ErrorState } from '@vinkompassen/ui-kit';
import {
  CLOCK_FILTERS,
  STYLES,
  SORTS,
  clearedFilters,
  countFilters,
  filtersToParams,
  filtersToQuery,
  parseFilters,
  toggle,
  type WineFilters,
} from '../filters';
import { ProductGrid } from '../wine-cards';
import { TEXTS, FILTER_TEXTS, SEARCH_TEXTS } from '../texts';
import { useErrorBanner } from '../ui/hooks';
import { LoadMore } from '../ui/LoadMore';
import { SortSelect, useCatchUpPages, usePageParam } from '../ui/paging';
import { ProductCardSkeletons } from '../ui/states';
import { SearchField } from './SearchField';
import { useSearchText } from './useSearchText';
import { useGetCountriesQuery, useGetGrapesQuery, useGetProductPagesInfiniteQuery, useGetTagCategoriesQuery } from '../ui/discoveryApi';

const PAGE_SIZE = 20;

/** /search: instant wine search with filters; everything is in the URL. */
export function WineSearch() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const update = (next: WineFilters) => setParams(filtersToParams(next), { replace: true });
  const { text, setText, flush } = useSearchText(filters.q, (q) => update({ ...parseFilters(params), q }));

  const active = filters.q.trim() !== '' || countFilters(filters) > 0 || filters.sort !== undefined;
  const results = useGetProductPagesInfiniteQuery(active ? { ...filtersToQuery(filters), page_size: PAGE_SIZE } : skipToken);
  useErrorBanner(results.error);

  const filterCount = countFilters(filters);
  const filterSearch = filtersToParams(filters).toString();
  const sort: ProductSort = filters.sort ?? 'relevance';
  const pages = results.data?.pages ?? [];
  const products = pages.flatMap((p) => p.results);
  const count = pages[0]?.count;
  const settled = active && count !== undefined && !results.isFetching;
  useTrackOnce(settled ? `${filtersToParams(filters).toString()}|${count}` : null, 'c_search', {
    kind: 'wine',
    result_count: count ?? 0,
    ...(filters.q.trim() ? { query: filters.q.trim() } : {}),
  });
  // ?page=N: pages 1..N stay shown after a reload or a way back from a wine.
  const [page, setPage] = usePageParam();
  useCatchUpPages(pages.length, page, results);
  const catchingUp = pages.length > 0 && pages.length < page && results.hasNextPage;

  return (
    <div className="disc-wine-search">
      <SearchField
        label={SEARCH_TEXTS.wineLabel}
        placeholder={SEARCH_TEXTS.winePlaceholder}
        value={text}
        onChange={setText}
        onSubmit={flush}
        suggest
      />

      <div className="disc-search-tools">
        <div className="disc-chips" role="group" aria-label={SEARCH_TEXTS.styleFilterLabel}>
          {STYLES.filter((s) => s !== 'other').map((style) => (
            <button
              key={style}
              type="button"
              className="disc-chip"
              aria-pressed={filters.style.includes(style)}
              onClick={() => update({ ...filters, style: toggle(filters.style, style) })}
            >
              {TEXTS.stylesShort[style]}
            </button>
          ))}
        </div>
        <div className="disc-search-tools__end">
          <Link className="vk-button vk-button--small" to={{ pathname: ROUTES.filter, search: filterSearch }}>
            <FilterIcon />
            {filterCount ? SEARCH_TEXTS.moreFiltersCount(filterCount) : SEARCH_TEXTS.moreFilters}
          </Link>
          {active && (
            <SortSelect
              value={sort}
              options={SORTS}
              onChange={(next) => update({ ...filters, sort: next })}
            />
          )}
        </div>
      </div>

      <ActiveFilters filters={filters} onChange={update} />

      {!active ? (
        <EmptyState heading={SEARCH_TEXTS.emptyHeading}>
          <p>{SEARCH_TEXTS.emptyText}</p>
          <ul className="disc-chips" aria-label={SEARCH_TEXTS.suggestionsLabel}>
            {SEARCH_TEXTS.suggestions.map((s) => (
              <li key={s.params}>
                <Link className="disc-chip" to={{ pathname: ROUTES.search, search: s.params }}>
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </EmptyState>
      ) : results.isError && !products.length ? (
        <ErrorState onRetry={() => void results.refetch()} />
      ) : count === undefined ? (
        <ProductCardSkeletons count={4} />
      ) : (
        <section aria-labelledby="disc-result-count" aria-busy={results.isFetching}>
          <h2 id="disc-result-count" className="disc-result-count" aria-live="polite" data-count={results.isFetching ? undefined : count}>
            {SEARCH_TEXTS.resultCount(count, filters.q.trim())}
          </h2>
          {count === 0 ? (
            <EmptyState
              heading={SEARCH_TEXTS.noResultsHeading}
              actions={
                <>
                  {filterCount > 0 && (
                    <button type="button" className="vk-button" onClick={() => update(clearedFilters(filters))}>
                      {SEARCH_TEXTS.clearFilters}
                    </button>
                  )}
                  <Link className="vk-button vk-button--primary" to={ROUTES.winefinder}>
                    {SEARCH_TEXTS.tryWinefinder}
                  </Link>
                </>
              }
            >
              <p>{SEARCH_TEXTS.noResults(filters.q.trim())}</p>
              <p className="disc-muted">{SEARCH_TEXTS.noResultsTips}</p>
            </EmptyState>
          ) : (
            <>
              <div className={results.isFetching && !results.isFetchingNextPage ? 'disc-stale' : undefined}>
                <ProductGrid items={products.map((product) => ({ product }))} headingLevel={3} pageSize={PAGE_SIZE} />
              </div>
              <LoadMore
                hasMore={results.hasNextPage}
                loading={results.isFetchingNextPage || catchingUp}
                onLoadMore={() => setPage(Math.max(page, pages.length) + 1)}
              />
            </>
          )}
        </section>
      )}
    </div>
  );
}

/** Chosen filters other than style (style has its own chips) as removable chips. */
function ActiveFilters({ filters, onChange }: { filters: WineFilters; onChange: (f: WineFilters) => void }) {
  const countries = useGetCountriesQuery();
  const grapes = useGetGrapesQuery({ page_size: 100 });
  const food = useGetTagCategoriesQuery({ slug: 'mat' });

  const name = (slug: string, list: { slug: string; name: string }[] | undefined) => list?.find((x) => x.slug === slug)?.name ?? slug;
  const regions = countries.data?.flatMap((c) => c.regions);
  const foodTags = food.data?.flatMap((c) => c.tags);

  const chips: { key: string; label: string; remove: () => WineFilters }[] = [
    ...filters.country.map((slug) => ({
      key: `country-${slug}`,
      label: name(slug, countries.data),
      remove: () => ({ ...filters, country: filters.country.filter((c) => c !== slug) }),
    })),
    ...filters.region.map((slug) => ({
      key: `region-${slug}`,
      label: name(slug, regions),
      remove: () => ({ ...filters, region: filters.region.filter((c) => c !== slug) }),
    })),
    ...filters.grape.map((slug) => ({
      key: `grape-${slug}`,
      label: name(slug, grapes.data?.results),
      remove: () => ({ ...filters, grape: filters.grape.filter((c) => c !== slug) }),
    })),
    ...filters.food.map((slug) => ({
      key: `food-${slug}`,
      label: `${FILTER_TEXTS.food}: ${name(slug, foodTags)}`,
      remove: () => ({ ...filters, food: filters.food.filter((c) => c !== slug) }),
    })),
    ...(filters.price.min !== undefined || filters.price.max !== undefined
      ? [{ key: 'price', label: priceLabel(filters.price.min, filters.price.max), remove: () => ({ ...filters, price: {} }) }]
      : []),
    ...CLOCK_FILTERS.flatMap((key) => {
      const range = filters.clocks[key];
      if (!range) return [];
      const label = `${TEXTS.clocks[key]} ${range.min ?? 1}–${range.max ?? 12}`;
      return [{ key, label, remove: () => ({ ...filters, clocks: { ...filters.clocks, [key]: undefined } }) }];
    }),
    ...(filters.organic ? [{ key: 'organic', label: FILTER_TEXTS.organic, remove: () => ({ ...filters, organic: false }) }] : []),
    ...(filters.news ? [{ key: 'news', label: FILTER_TEXTS.news, remove: () => ({ ...filters, news: false }) }] : []),
    // One chip per Systembolaget name (FS, FSN and FSB are all 'Fast sortiment'), as on the filter page.
    ...[...new Set(filters.assortment.map(assortmentName))].map((label) => ({
      key: `assortment-${label}`,
      label,
      remove: () => ({ ...filters, assortment: filters.assortment.filter((a) => assortmentName(a) !== label) }),
    })),
  ];
  if (!chips.length) return null;

  return (
    <ul className="disc-chips disc-active-filters" aria-label={SEARCH_TEXTS.activeFilters}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className="disc-chip disc-chip--removable"
            onClick={(e) => {
              // The chip disappears: keep keyboard focus on the neighbouring chip, or the search box.
              const item = e.currentTarget.closest('li');
              const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector('button');
              const fallback = item?.closest('.disc-wine-search')?.querySelector<HTMLInputElement>('.disc-search-field input');
              onChange(chip.remove());
              requestAnimationFrame(() => (neighbour ?? fallback)?.focus());
            }}
            aria-label={SEARCH_TEXTS.removeFilter(chip.label)}
          >
            {chip.label}
            <CloseIcon />
          </button>
        </li>
      ))}
    </ul>
  );
}

const assortmentName = (code: string): string => FILTER_TEXTS.assortments[code] ?? code;

function priceLabel(min?: number, max?: number): string {
  if (min !== undefined && max !== undefined) return `${formatPrice(min)}–${formatPrice(max)}`;
  if (max !== undefined) return SEARCH_TEXTS.priceAtMost(formatPrice(max));
  return SEARCH_TEXTS.priceAtLeast(formatPrice(min ?? 0));
}
