/** Wines for a dish: the one engine (recommendation) ranks for the dish as a food answer. */
import type { Dish, RankedWine, TasteClock as DishClock } from '@vinkompassen/shared-contracts/schemas';
import type { Database } from '@/db/client';
import { candidates, getSnapshot, rankCandidates, rankWines, toRankedWines, toWish, type EngineWine, type RankedEngineWine, type Wish, DISH_TEXTS } from '../recommendation';
import { isDessertDish, type RegisteredDish } from '../food-knowledge';

type DbLike = Pick<Database, 'execute'>;

export function toDish(d: RegisteredDish): Dish {
  return {
    slug: d.slug,
    name: d.name,
    group: d.group,
    description: d.description,
    symbols: [...d.symbols],
    broad: d.broad,
    styles: [...d.styles],
    clocks: d.clocks as Dish['clocks'],
    taste: DISH_TEXTS.taste(d.clocks as Partial<Record<DishClock, { lo: number; hi: number }>>),
  };
}

/** The dish as the engine's wish: a food answer (sweet wines welcome for a dessert). */
export const dishWish = (dish: RegisteredDish): Wish => ({ ...toWish({}), foods: [dish.slug], sweetAsked: isDessertDish(dish) });

/** The dish's best wines, pure: what the dish page and the evaluation set use. */
export const rankForDish = (wines: readonly EngineWine[], dish: RegisteredDish, limit: number): RankedEngineWine[] =>
  rankWines(wines, dishWish(dish), { limit });

/** The dish's best wines with reasons, and how many wines carry one of its symbols and suit it. */
export async function winesForDish(db: DbLike, dish: RegisteredDish, limit: number): Promise<{ match_count: number; results: RankedWine[] }> {
  const snapshot = await getSnapshot(db);
  const wish = dishWish(dish);
  // The catalog is tiered once: the wines that suit the dish exactly (match_count) are the scored tier 0.
  const scored = candidates(snapshot.wines, wish);
  const ranked = rankCandidates(scored, wish, { limit });
  return { match_count: scored.filter((c) => c.tier === 0).length, results: toRankedWines(ranked, snapshot.summaries) };
}
