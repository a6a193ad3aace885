/**
 * "Passar din smak": how well a wine fits the taste learned from the user's saved wines (since a reset of the taste
 * profile) and well-rated ones. Learns with the recommendation engine's own profile (`learnProfile`) and clock fit
 * (`rangeFit`), so a fit says the same as 'Våra tips'; only the weighting into one figure is here.
 */
import type { TasteMatch, TasteMatchResponse } from '@vinkompassen/shared-contracts/schemas';
import { TASTE_MATCH_MIN_SIGNALS } from '@vinkompassen/shared-contracts/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { queryRows } from '@/db/query';
import { getSnapshot, learnProfile, rangeFit, type EngineWine, type LearnedProfile } from '../recommendation';

/** A rating from this up counts as liking the wine. */
const LIKED_RATING = 4;
const WEIGHTS = { clocks: 0.5, style: 0.25, food: 0.15, price: 0.1 } as const;
const CLOCK_NAMES: Record<string, string> = { body: 'fylligheten', fruitacid: 'syran', roughness: 'strävheten', sweetness: 'sötman' };

const per75 = (w: EngineWine) => (w.price * 750) / (w.volumeMl && w.volumeMl > 0 ? w.volumeMl : 750);

/** The fit of one wine to a learned profile (liked_count > 0). */
export function matchWine(profile: LearnedProfile, wine: EngineWine): Omit<TasteMatch, 'product'> {
  const fitting: string[] = [];
  const fits = Object.entries(profile.ranges).flatMap(([clock, range]) => {
    const value = wine.clocks[clock as keyof EngineWine['clocks']];
    if (value === null || value === undefined || !range) return [];
    const fit = rangeFit(value, range);
    if (fit === 1) fitting.push(CLOCK_NAMES[clock] ?? clock);
    return [fit];
  });
  // Each part counts only where both the profile and the wine say something (unmeasured clocks, no food symbols).
  const scored: Array<[number, number]> = [];
  if (fits.length) scored.push([WEIGHTS.clocks, fits.reduce((a, b) => a + b, 0) / fits.length]);
  const styleShare = (profile.styles.find((s) => s.style === wine.style)?.count ?? 0) / Math.max(1, profile.liked_count);
  scored.push([WEIGHTS.style, Math.min(1, styleShare / 0.6)]);
  const favourites = profile.symbols.filter((s) => s.count >= 2 && s.slug !== 'sallskapsdryck').map((s) => s.slug);
  const shared = wine.symbols.filter((s) => favourites.includes(s));
  if (favourites.length && wine.symbols.length) scored.push([WEIGHTS.food, Math.min(1, shared.length / 2)]);
  const price = per75(wine);
  const band = profile.price;
  const inBand = band !== null && price >= band.low && price <= band.high;
  if (band) scored.push([WEIGHTS.price, inBand ? 1 : Math.max(0, 1 - Math.abs(price - band.median) / Math.max(1, band.median))]);
  const score = scored.reduce((a, [w, v]) => a + w * v, 0) / scored.reduce((a, [w]) => a + w, 0);

  const parts = [
    styleShare >= 0.5 ? 'samma typ av vin som det mesta du gillat' : null,
    fitting.length ? `${joinSv(fitting)} som i dina favoriter` : null,
    inBand ? 'i din vanliga prisklass' : null,
  ].filter((p): p is string => p !== null);
  const reason = parts.length ? capitalize(`${parts.join(', ')}.`) : 'Skiljer sig från vinerna du brukar gilla.';
  // Never 100 %: a learned taste is a guess.
  return { percent: Math.min(99, Math.round(Math.max(0, score) * 100)), reason };
}

const joinSv = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} och ${items.at(-1)}`);
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The user's fit to each of the wines; not eligible below TASTE_MATCH_MIN_SIGNALS saved or rated wines. */
export async function tasteMatches(db: Database, userId: number, productIds: readonly number[]): Promise<TasteMatchResponse> {
  const rows = await queryRows<{ product_id: number; liked: boolean }>(
    db,
    sql`select product_id, bool_or(liked) as liked from (
          select pl.product_id, true as liked from product_likes pl join users u on u.id = pl.user_id
            where pl.user_id = ${userId} and (u.taste_profile_reset_at is null or pl.created_at > u.taste_profile_reset_at)
          union all
          select product_id, rating >= ${LIKED_RATING} from product_ratings where user_id = ${userId}
        ) s group by product_id`,
  );
  const signals = rows.length;
  const likedIds = new Set(rows.filter((r) => r.liked).map((r) => Number(r.product_id)));
  if (signals < TASTE_MATCH_MIN_SIGNALS || likedIds.size === 0) return { eligible: false, signals, results: [] };
  const snapshot = await getSnapshot(db);
  const profile = learnProfile(snapshot.wines.filter((w) => likedIds.has(w.id)));
  if (profile.liked_count === 0) return { eligible: false, signals, results: [] };
  const wanted = new Set(productIds);
  const results = snapshot.wines.filter((w) => wanted.has(w.id)).map((w) => ({ product: w.id, ...matchWine(profile, w) }));
  return { eligible: true, signals, results };
}
