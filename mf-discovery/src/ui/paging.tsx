import { useEffect, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { parsePage } from './pageQueries';
import type { ProductSort } from '@vinkompassen/shared-contracts/schemas';
import { TEXTS } from '../texts';
import { useErrorBanner } from './hooks';
import './paging.css';
import { useGetProductsQuery } from './discoveryApi';


/**
 * `?page=N` in the URL: pages 1..N are shown, so reload, back and forward come back to the same place.
 * Replaces the history entry: back leaves the page rather than stepping through "Visa fler".
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = (page: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (page <= 1) next.delete('page');
        else next.set('page', String(page));
        return next;
      },
      { replace: true },
    );
  return [parsePage(params), setPage];
}

/** `?sort=` of a list page, one of `allowed`; undefined = the page's own order. */
export function useSortParam(allowed: readonly ProductSort[]): [ProductSort | undefined, (sort: ProductSort | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('sort');
  const sort = raw && (allowed as readonly string[]).includes(raw) ? (raw as ProductSort) : undefined;
  const setSort = (next: ProductSort | undefined) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next) p.set('sort', next);
        else p.delete('sort');
        // Another order starts from the top.
        p.delete('page');
        return p;
      },
      { replace: true },
    );
  return [sort, setSort];
}

/**
 * An infinite query catching up with `?page=N` after a reload or a back navigation: fetches the next page
 * until N are loaded.
 */
export function useCatchUpPages(
  loaded: number,
  target: number,
  result: { hasNextPage: boolean; isFetching: boolean; isError: boolean; fetchNextPage: () => unknown },
): void {
  const { hasNextPage, isFetching, isError, fetchNextPage } = result;
  useEffect(() => {
    if (loaded > 0 && loaded < target && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [loaded, target, hasNextPage, isFetching, isError, fetchNextPage]);
}

/**
 * Items of a fixed set (a wine list, a dish's wines) in another order: the API sorts their ids
 * (`ids=…&sort=…`, at most 100), so every sort (price, name, newest, popularity) means the same as in
 * search. Without a sort, or until the answer arrives, the items keep their own order.
 */
export function useSortedByApi<T extends { product: { id: number } }>(
  items: readonly T[],
  sort: ProductSort | undefined,
): { items: readonly T[]; sorting: boolean } {
  const ids = useMemo(() => items.slice(0, 100).map((i) => i.product.id), [items]);
  const sorted = useGetProductsQuery(sort && ids.length ? { ids, sort, page_size: 100 } : skipToken);
  useErrorBanner(sorted.error);
  return useMemo(() => {
    if (!sort || !sorted.currentData) return { items, sorting: Boolean(sort) && sorted.isFetching };
    const byId = new Map(items.map((i) => [i.product.id, i]));
    const order = sorted.currentData.results.flatMap((p) => {
      const item = byId.get(p.id);
      return item ? [item] : [];
    });
    // Anything the API left out (over 100, or no longer current) keeps its place at the end.
    const seen = new Set(order.map((i) => i.product.id));
    return { items: [...order, ...items.filter((i) => !seen.has(i.product.id))], sorting: false };
  }, [items, sort, sorted.currentData, sorted.isFetching]);
}

interface SortSelectProps {
  value: ProductSort | undefined;
  options: readonly ProductSort[];
  onChange: (sort: ProductSort | undefined) => void;
  /** Label of the page's own order (no `sort`), e.g. "Listans ordning"; omitted when there is none. */
  defaultLabel?: string;
}

/** "Sortera" with the Swedish names of the sorts. */
export function SortSelect({ value, options, onChange, defaultLabel }: SortSelectProps) {
  const id = useId();
  return (
    <div className="disc-sort">
      <label htmlFor={id}>{TEXTS.sorting.label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? (e.target.value as ProductSort) : undefined)}
      >
        {defaultLabel !== undefined && <option value="">{defaultLabel}</option>}
        {options.map((s) => (
          <option key={s} value={s}>
            {TEXTS.sorting.options[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
