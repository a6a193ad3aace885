import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useMemo } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { sharedApi, selectToken, TASTE_MATCH_MAX_PRODUCTS, type AuthRootState } from '@vinkompassen/shared-contracts';
import type { TasteMatch, TasteMatchResponse } from '@vinkompassen/shared-contracts/schemas';

/** The fit of each shown wine that has one; null when there is nothing to show. */
export type TasteMatchOf = (productId: number) => TasteMatch | undefined;

type ApiState = Parameters<ReturnType<typeof sharedApi.endpoints.getTasteMatch.select>>[0];

/**
 * Ids (duplicates dropped) in pages of at most `size`, in the order shown: a grid that grows keeps its earlier
 * full pages, and with them their cached answers.
 */
export function tasteMatchPages(productIds: readonly number[], size = TASTE_MATCH_MAX_PRODUCTS): number[][] {
  const ids = [...new Set(productIds)];
  return Array.from({ length: Math.ceil(ids.length / size) }, (_, i) => ids.slice(i * size, (i + 1) * size));
}

/**
 * "Passar din smak" for a grid of wine cards: one request for the whole grid (one per TASTE_MATCH_MAX_PRODUCTS
 * wines when it holds more), none for an anonymous visitor, nothing to show without enough signal. Browser only:
 * the server renders every visitor as anonymous.
 */
export function useTasteMatches(productIds: readonly number[]): TasteMatchOf | null {
  const token = useSelector((state: AuthRootState) => selectToken(state));
  const key = productIds.join(',');
  const pages = useMemo(() => tasteMatchPages(key ? key.split(',').map(Number) : []), [key]);
  const dispatch = useDispatch<ThunkDispatch<ApiState, unknown, UnknownAction>>();

  // A varying number of pages, so the endpoint's own hook (one query per call) does not fit: subscribe to each.
  useEffect(() => {
    if (token === null) return;
    const subscriptions = pages.map((products) => dispatch(sharedApi.endpoints.getTasteMatch.initiate({ products, viewer: token })));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, token, pages]);

  const answers = useSelector(
    (state: ApiState): (TasteMatchResponse | undefined)[] =>
      token === null ? [] : pages.map((products) => sharedApi.endpoints.getTasteMatch.select({ products, viewer: token })(state).data),
    shallowEqual,
  );

  return useMemo(() => {
    const fits = new Map<number, TasteMatch>();
    for (const answer of answers) if (answer?.eligible) for (const fit of answer.results) fits.set(fit.product, fit);
    return fits.size > 0 ? (productId) => fits.get(productId) : null;
  }, [answers]);
}
