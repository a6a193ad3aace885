/**
 * Scoring one wine against a wish: pure functions over plain objects.
 *
 * score = weighted blend of the active components (food symbols strongest, serving text, taste-clock
 * range fit, price fit, style, place, organic, occasion, a small well-described prior), times 0.85
 * for wines outside the fixed range. Unmeasured clocks count as "unknown" (a neutral fit) and lower
 * the confidence instead of the score.
 */
import type { Wish } from './answers';
import {
  APPLICABLE_CLOCKS,
  CLOCK_FLOOR,
  CLOCK_STEP_COST,
  CLOCK_UNKNOWN_FIT,
  CLOCK_WIDEN_STEPS,
  EXCLUDED_CATEGORY_WORDS,
  MEAL_SYMBOLS,
  OCCASION_PRICE,
  SWEET_CATEGORY_WORDS,
  SWEET_CLOCK_MIN,
  SWEET_NAME_WORDS,
  SWEET_SUGAR_G_PER_100ML,
  TASTE_QUESTIONS,
  sweetnessFromSugar,
  type ClockRange,
  tasteRange,
} from './knowledge';
import { findDish, isDessertDish } from '../food-knowledge';
import { appellationsMatch, findPhrase, phraseWords } from '../vocabulary';
import { derived, type Derived } from './derived';
import { festiveSparkleFit } from './festive';
import { pricePer75 } from './measures';
import type { ClockKey, EngineWine } from './types';

export const FIXED_RANGE = 'FS';
/** Score factor for wines outside the fixed range: allowed, but ranked lower and marked. */
export const NON_FIXED_RANGE_FACTOR = 0.85;
/** Price widening when too few wines match: ±25 %. */
export const PRICE_WIDEN = 0.25;

export const WEIGHTS = {
  food: 0.4,
  usage: 0.1,
  /** Serving text naming an everyday dish ('till lax') says more than one naming a broad symbol. */
  usageEveryday: 0.2,
  /** Wine type the dish suits (a red 'fisk' wine for salmon is allowed, ranked below a white). */
  dishStyle: 0.15,
  taste: 0.25,
  /** The dish's own clock ranges: what makes Lammstek's picks full-bodied rather than just carrying the symbol. */
  tasteFromDishOnly: 0.25,
  /** Within a budget, a price that uses it (see budgetFit). */
  price: 0.25,
  occasionPrice: 0.05,
  style: 0.1,
  place: 0.1,
  organic: 0.05,
  grape: 0.15,
  occasion: 0.1,
  described: 0.05,
} as const;

// ---------------------------------------------------------------------------------------------
// Clocks
// ---------------------------------------------------------------------------------------------

/** Fit of a value to a target range: 1 inside, minus CLOCK_STEP_COST per step outside, floored. */
export function rangeFit(value: number, range: ClockRange, stepCost = CLOCK_STEP_COST, floor = CLOCK_FLOOR): number {
  const distance = value < range.lo ? range.lo - value : value > range.hi ? value - range.hi : 0;
  return Math.max(floor, 1 - stepCost * distance);
}

export const stepsOutside = (value: number, range: ClockRange): number =>
  value < range.lo ? range.lo - value : value > range.hi ? value - range.hi : 0;

export interface ClockReading {
  /** Does the clock apply to this wine type at all (reds have no measured sweetness, whites no roughness)? */
  applicable: boolean;
  value: number | null;
  /** Value estimated (from sugar, or "reds are dry") rather than measured. */
  estimated: boolean;
}

const patternCache = new Map<string, string[]>();
const pattern = (phrase: string) => {
  let p = patternCache.get(phrase);
  if (!p) patternCache.set(phrase, (p = phraseWords(phrase)));
  return p;
};
const phraseIn = (haystack: readonly string[], phrase: string) => findPhrase(haystack, pattern(phrase)) >= 0;

const sweetCache = new WeakMap<EngineWine, boolean>();
const excludedCache = new WeakMap<EngineWine, boolean>();

/** Sweet or dessert wine (category prior: left out unless sweetness is asked for). Cached per wine. */
export function isSweetWine(w: EngineWine): boolean {
  let sweet = sweetCache.get(w);
  if (sweet === undefined) sweetCache.set(w, (sweet = computeSweet(w)));
  return sweet;
}

function computeSweet(w: EngineWine): boolean {
  if (w.clocks.sweetness !== null && w.clocks.sweetness >= SWEET_CLOCK_MIN) return true;
  if (w.sugarGramPer100ml !== null && w.sugarGramPer100ml >= SWEET_SUGAR_G_PER_100ML) return true;
  const d = derived(w);
  if (SWEET_CATEGORY_WORDS.some((s) => phraseIn(d.subcategoryWords, s))) return true;
  if (SWEET_NAME_WORDS.some((s) => phraseIn(d.nameWords, s))) return true;
  return w.symbols.includes('dessert') && !w.symbols.some((s) => MEAL_SYMBOLS.includes(s));
}

export function readClock(w: EngineWine, key: ClockKey): ClockReading {
  if (!APPLICABLE_CLOCKS[w.style].includes(key)) return { applicable: false, value: null, estimated: false };
  const measured = w.clocks[key];
  if (measured !== null) return { applicable: true, value: measured, estimated: false };
  if (key === 'sweetness') {
    if (w.sugarGramPer100ml !== null && w.sugarGramPer100ml > 0) {
      return { applicable: true, value: sweetnessFromSugar(w.sugarGramPer100ml), estimated: true };
    }
    if (w.style === 'red') return { applicable: true, value: isSweetWine(w) ? 9 : 1, estimated: true };
  }
  return { applicable: true, value: null, estimated: false };
}

export const hasClocks = (w: EngineWine) => derived(w).hasClocks;

export interface ClockTarget {
  range: ClockRange;
  /** 1 for an explicit taste answer, 0.5 for a range implied by the dish. */
  weight: number;
  explicit: boolean;
}

/** Clock targets of a wish: explicit taste answers, else the learned profile, else the hull of the dishes' ranges. */
export function clockTargets(wish: Wish): Partial<Record<ClockKey, ClockTarget>> {
  const out: Partial<Record<ClockKey, ClockTarget>> = {};
  for (const food of wish.foods) {
    const dish = findDish(food);
    if (!dish) continue;
    for (const [clock, range] of Object.entries(dish.clocks) as [ClockKey, ClockRange][]) {
      const cur = out[clock];
      out[clock] = cur
        ? { range: { lo: Math.min(cur.range.lo, range.lo), hi: Math.max(cur.range.hi, range.hi) }, weight: 0.5, explicit: false }
        : { range, weight: 0.5, explicit: false };
    }
  }
  for (const [clock, range] of Object.entries(wish.profileClocks ?? {}) as [ClockKey, ClockRange][]) {
    out[clock] = { range, weight: 0.75, explicit: true };
  }
  const style = wish.styles?.length === 1 ? wish.styles[0]! : null;
  for (const [question, value] of Object.entries(wish.taste) as [keyof typeof TASTE_QUESTIONS, string][]) {
    const q = TASTE_QUESTIONS[question];
    const range = tasteRange(question, value, style);
    if (range) out[q.clock] = { range, weight: 1, explicit: true };
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Hard checks (strict, widened)
// ---------------------------------------------------------------------------------------------

/** Wine boxes, glögg, vermouth, flavoured wines: never recommended. Cached per wine. */
export function isExcludedCategory(w: EngineWine): boolean {
  let excluded = excludedCache.get(w);
  if (excluded === undefined) {
    const d = derived(w);
    excluded = EXCLUDED_CATEGORY_WORDS.some((c) => phraseIn(d.categoryWords, c) || phraseIn(d.subcategoryWords, c));
    excludedCache.set(w, excluded);
  }
  return excluded;
}

/** Ever recommendable for this wish: in the range, not a box/glögg/vermouth, no sweet wine unless asked. */
export function isEligible(w: EngineWine, wish: Wish, opts: { fixedRangeOnly?: boolean } = {}): boolean {
  if (w.isDiscontinued || !(w.price > 0)) return false;
  if (opts.fixedRangeOnly && w.assortment !== FIXED_RANGE) return false;
  if (isExcludedCategory(w)) return false;
  // A cheese board can bring a port: fortified and sweet wines that carry the cheese symbol are welcome with cheese.
  const cheese = w.symbols.includes('ost') && wish.foods.some((f) => symbolsOf(f)[0] === 'ost');
  if (w.style === 'other' && !wish.sweetAsked && !cheese) return false;
  if (!wish.sweetAsked && !cheese && isSweetWine(w)) return false;
  if (wish.styles && !wish.styles.includes(w.style)) return false;
  return true;
}

const NO_FOODS: readonly string[] = [];

function usageNames(d: Derived, food: string): boolean {
  let hit = d.usageHits.get(food);
  if (hit === undefined) d.usageHits.set(food, (hit = (findDish(food)?.words ?? []).some((word) => phraseIn(d.usageWords, word))));
  return hit;
}

/** Foods named in Systembolaget's serving text (cached per wine and food). */
export function usageMatches(w: EngineWine, foods: readonly string[]): readonly string[] {
  if (!w.usage || foods.length === 0) return NO_FOODS;
  const d = derived(w);
  // One food (a dish page, one answer), asked for every wine of the catalog: no new array.
  if (foods.length === 1) return usageNames(d, foods[0]!) ? foods : NO_FOODS;
  return foods.filter((food) => usageNames(d, food));
}

const symbolsOf = (food: string): readonly string[] => findDish(food)?.symbols ?? [food];

/** Foods (dishes) one of whose food symbols the wine carries. */
export const symbolMatches = (w: EngineWine, foods: readonly string[]) => foods.filter((f) => symbolsOf(f).some((s) => w.symbols.includes(s)));

/** The food symbols of the dishes that the wine carries, strongest first. */
export const matchedSymbolSlugs = (w: EngineWine, foods: readonly string[]): string[] => [
  ...new Set(foods.flatMap((f) => symbolsOf(f).filter((s) => w.symbols.includes(s)))),
];

/** Share of the dishes' symbols the wine carries, the first (strongest) symbol of each counting double. */
function symbolShare(w: EngineWine, foods: readonly string[]): number {
  let got = 0;
  let total = 0;
  for (const f of foods) {
    symbolsOf(f).forEach((s, i) => {
      const weight = i === 0 ? 2 : 1;
      total += weight;
      if (w.symbols.includes(s)) got += weight;
    });
  }
  return total ? got / total : 0;
}

/** Foods the wine's type suits (for a dessert: a sweet wine, whatever its colour). */
export const suitedFoods = (w: EngineWine, foods: readonly string[]): string[] =>
  foods.filter((f) => {
    const dish = findDish(f);
    return dish ? (isDessertDish(dish) ? isSweetWine(w) : dish.styles.includes(w.style)) : false;
  });

/** An everyday dish (not one of the 15 broad food symbols). */
const isEverydayDish = (food: string) => findDish(food)?.broad === false;

/**
 * Format prior: the 75 cl bottle first. Bottles come before 2–3 litre boxes unless a box was asked for (or the
 * party wants one); quarter and half bottles are not what a dish page should lead with.
 */
export function formatFactor(volumeMl: number | null): number {
  if (!volumeMl) return 1;
  if (volumeMl <= 250) return 0.8;
  if (volumeMl <= 375) return 0.88;
  if (volumeMl < 700) return 0.95;
  if (volumeMl <= 800) return 1;
  if (volumeMl <= 1000) return 0.95;
  if (volumeMl < BOX_MIN_ML) return 0.9;
  return 0.6;
}

/** A box or bag holds 2 litres or more. */
export const BOX_MIN_ML = 2000;

/** The size a volume is sold as ('halvflaska' 37.5 cl, 'flaska' 75 cl, 'magnum' 150 cl, 'box' ≥ 2 l), or null. */
export function sizeOf(volumeMl: number | null): Wish['size'] {
  if (!volumeMl) return null;
  if (volumeMl >= BOX_MIN_ML) return 'box';
  if (volumeMl >= 1400 && volumeMl <= 1600) return 'magnum';
  if (volumeMl >= 700 && volumeMl <= 800) return 'flaska';
  if (volumeMl >= 300 && volumeMl <= 500) return 'halvflaska';
  return null;
}
/** The volume is the size asked for: a box is 2 litres or more, '3 liter' exactly 3,000 ml. */
export function sizeMatches(volumeMl: number | null, size: NonNullable<Wish['size']>): boolean {
  if (size === 'box-3-liter') return volumeMl === 3000;
  if (size === 'box-2-liter') return volumeMl === 2000;
  return sizeOf(volumeMl) === size;
}
const typicalFor = (w: EngineWine, foods: readonly string[]) => suitedFoods(w, foods).length > 0;

export function priceWithin(price: number, range: { min: number | null; max: number | null }, widen = 0): boolean {
  if (range.min !== null && price < range.min * (1 - widen)) return false;
  if (range.max !== null && price > range.max * (1 + widen)) return false;
  return true;
}

/**
 * Every explicit taste answer met, or within `slack` steps. A clock that does not apply to the wine's
 * type passes; an unmeasured one passes only when `unknownPasses` (widened tiers): a wine we know
 * nothing about is not a confirmed match, but it is not ruled out either.
 */
export function tasteWithin(w: EngineWine, wish: Wish, slack = 0, unknownPasses = false): boolean {
  for (const [question, value] of Object.entries(wish.taste) as [keyof typeof TASTE_QUESTIONS, string][]) {
    const q = TASTE_QUESTIONS[question];
    const range = tasteRange(question, value, w.style);
    if (!range) continue;
    const reading = readClock(w, q.clock);
    if (!reading.applicable) continue;
    if (reading.value === null) {
      if (unknownPasses) continue;
      return false;
    }
    if (stepsOutside(reading.value, range) > slack) return false;
  }
  return true;
}

/** The region answer names the wine's region or sub-region ('chianti' also covers 'chianti-classico'). */
export const regionMatches = (w: EngineWine, region: string): boolean =>
  w.regionSlug === region || w.subregionSlug === region || (w.subregionSlug?.startsWith(`${region}-`) ?? false);

export function placeMatches(w: EngineWine, wish: Wish): boolean {
  return !missesOf(w, wish).some((m) => m.constraint === 'country' || m.constraint === 'region');
}

/** The wine is led by one of the named grapes (first in its grapes, or named in its name; any synonym). */
export const grapeMatches = (w: EngineWine, wish: Wish): boolean => !wish.grapes || wish.grapes.some((g) => derived(w).leadGrapeKeys.includes(g));

/** The wine carries the named appellations, producers, grades and dosages (one of each kind named). */
export const appellationMatchesWish = (w: EngineWine, wish: Wish): boolean => !wish.appellations || appellationsMatch(w, wish.appellations);

/** Every constraint a wish can name, in the order a relaxed pick reports what it breaks. */
export type Constraint = 'grape' | 'appellation' | 'size' | 'price' | 'country' | 'region' | 'organic' | 'taste' | 'food';

/** A constraint the wine does not meet; `near` = a small miss (±25 % price, the right country, clocks within two steps). */
export interface Miss {
  constraint: Constraint;
  near: boolean;
}

/** What the wine does not meet of the wish (the wine's type is checked by isEligible). */
export function missesOf(w: EngineWine, wish: Wish): Miss[] {
  const out: Miss[] = [];
  // A blend carrying the grape further down is a near miss: after the wines it leads, before other grapes.
  if (!grapeMatches(w, wish)) out.push({ constraint: 'grape', near: wish.grapes!.some((g) => derived(w).grapeKeys.includes(g)) });
  if (!appellationMatchesWish(w, wish)) out.push({ constraint: 'appellation', near: false });
  if (wish.size && !sizeMatches(w.volumeMl, wish.size)) out.push({ constraint: 'size', near: wish.size.startsWith('box') && sizeOf(w.volumeMl) === 'box' });
  // Bottles before 2–3 litre boxes unless a box was asked for: a box is a near miss, after every strict match.
  else if (!wish.size && sizeOf(w.volumeMl) === 'box') out.push({ constraint: 'size', near: true });
  if (wish.price && !priceWithin(w.price, wish.price)) out.push({ constraint: 'price', near: priceWithin(w.price, wish.price, PRICE_WIDEN) });
  if (wish.countries && (!w.countrySlug || !wish.countries.includes(w.countrySlug))) out.push({ constraint: 'country', near: false });
  else if (wish.notCountries && w.countrySlug && wish.notCountries.includes(w.countrySlug)) out.push({ constraint: 'country', near: false });
  // Another area of the country: near when it is the asked sub-region's own region (Piemonte for Barolo). A region
  // binds only its own country's wines when several countries are asked for ('Provence, eller Spanien').
  else if (wish.region && !regionMatches(w, wish.region) && !(wish.regionCountry && (wish.countries?.length ?? 0) > 1 && w.countrySlug !== wish.regionCountry))
    out.push({ constraint: 'region', near: !!wish.regionParent && w.regionSlug === wish.regionParent });
  else if (wish.notRegions?.some((r) => regionMatches(w, r))) out.push({ constraint: 'region', near: false });
  if (wish.organic && !w.isOrganic) out.push({ constraint: 'organic', near: false });
  if (!tasteWithin(w, wish)) out.push({ constraint: 'taste', near: tasteWithin(w, wish, CLOCK_WIDEN_STEPS, true) });
  if (!foodStrict(w, wish)) out.push({ constraint: 'food', near: usageMatches(w, wish.foods).length > 0 || typicalFor(w, wish.foods) });
  return out;
}

/**
 * The dish's own picture of its wine (features/food-knowledge): a type it names and every clock it targets measured inside
 * its range, for every dish asked for. Without it a pick may still carry the food symbol, but 'hög' is not earned.
 */
export function dishMisfit(w: EngineWine, wish: Wish): string | null {
  for (const slug of wish.foods) {
    const dish = findDish(slug);
    if (!dish) continue;
    if (dish.styles.length > 0 && !dish.styles.includes(w.style)) return dish.label;
    for (const [clock, range] of Object.entries(dish.clocks) as [ClockKey, ClockRange][]) {
      const r = readClock(w, clock);
      if (r.applicable && (r.value === null || stepsOutside(r.value, range) > 0)) return dish.label;
    }
  }
  return null;
}

/** Every food asked for narrows: a wine for 'thaimat med chili' carries a symbol of each ('AND', not 'OR'). */
export const foodStrict = (w: EngineWine, wish: Wish) => symbolMatches(w, wish.foods).length === wish.foods.length;

/**
 * Intersect, then widen: tier 0 meets everything; tier 1 misses only by a little (±25 % price, another area of
 * the right country, clocks within two steps or unmeasured, the dish in the serving text or the wine's type
 * rather than its symbol); tier 2 breaks one named constraint (a grape, an appellation, a size, a price, a
 * country, organic) and otherwise misses only by a little: the nearest alternatives when nothing meets it all.
 * A wine that breaks two, or whose type and symbols are both wrong for the dish, is rejected (null).
 */
export function tierOf(w: EngineWine, wish: Wish): 0 | 1 | 2 | null {
  const misses = missesOf(w, wish);
  if (misses.length === 0) return 0;
  // Counted, not filtered: this runs for every wine of the catalog on every ranking.
  let hard: Miss | null = null;
  let hardCount = 0;
  for (const miss of misses) {
    if (miss.near) continue;
    hard = miss;
    hardCount += 1;
  }
  if (hardCount === 0) return 1;
  if (hardCount === 1 && hard!.constraint !== 'food' && hard!.constraint !== 'taste') return 2;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Score, confidence
// ---------------------------------------------------------------------------------------------

export interface ScoreDetail {
  /** Final score 0–1 (after the fixed-range factor). */
  score: number;
  /** Score before the fixed-range factor. */
  fit: number;
  confidence: number;
  /** Per component: [weight, value]. */
  components: Record<string, [number, number]>;
  matchedSymbols: string[];
  usageFoods: readonly string[];
  /** Explicit/dish clocks that were in range (for reasons). */
  clocksInRange: ClockKey[];
  unknownClocks: number;
  targetedClocks: number;
}

function priceFit(price: number, range: { min?: number | null; max?: number | null }): number {
  const { min = null, max = null } = range;
  if (min !== null && price < min) return Math.max(0, 1 - (2 * (min - price)) / min);
  if (max !== null && price > max) return Math.max(0, 1 - (2 * (price - max)) / max);
  return 1;
}

/** With a budget, the upper part of it is where a sommelier looks first: 'under 150 kr' is not 'the cheapest'. */
export const BUDGET_USE_FROM = 0.5;

/**
 * Fit to a price answer that uses the budget: full from half the budget (or the answer's own minimum) up to
 * its maximum, less the further below that a wine is (a 59 kr wine for 'under 150 kr' still fits, ranked lower).
 */
export function budgetFit(price: number, range: { min: number | null; max: number | null }): number {
  if (range.max === null) return priceFit(price, range);
  if (price > range.max) return priceFit(price, range);
  const from = Math.max(range.min ?? 0, range.max * BUDGET_USE_FROM);
  if (price >= from) return 1;
  return Math.max(0.2, 1 - (0.8 * (from - price)) / from);
}

function occasionFit(w: EngineWine, occasion: string): number {
  switch (occasion) {
    case 'fest':
      return w.style === 'sparkling' ? 1 : w.symbols.includes('sallskapsdryck') || w.symbols.includes('aperitif') ? 0.8 : 0.4;
    case 'mingel':
      return w.symbols.includes('sallskapsdryck') || w.symbols.includes('aperitif') ? 1 : w.style === 'sparkling' ? 0.8 : 0.3;
    case 'middag':
      return w.symbols.some((s) => MEAL_SYMBOLS.includes(s)) ? 1 : 0.4;
    case 'vardag':
      return priceFit(w.price, OCCASION_PRICE.vardag!) * (w.assortment === FIXED_RANGE ? 1 : 0.8);
    case 'present':
      return priceFit(w.price, OCCASION_PRICE.present!) * (w.usage ? 1 : 0.7);
    default:
      return 1;
  }
}

const targetLists = new WeakMap<object, [ClockKey, ClockTarget][]>();

export function scoreWine(w: EngineWine, wish: Wish, targets = clockTargets(wish)): ScoreDetail {
  let targetList = targetLists.get(targets);
  if (!targetList) targetLists.set(targets, (targetList = Object.entries(targets) as [ClockKey, ClockTarget][]));
  const components: Record<string, [number, number]> = {};
  const matchedSymbols = symbolMatches(w, wish.foods);
  const usageFoods = usageMatches(w, wish.foods);
  let confidence = 1;

  if (wish.foods.length > 0) {
    const food =
      matchedSymbols.length > 0
        ? 0.8 + 0.2 * symbolShare(w, wish.foods)
        : usageFoods.length > 0
          ? 0.5
          : typicalFor(w, wish.foods)
            ? 0.25
            : 0;
    components.food = [WEIGHTS.food, food];
    const everyday = wish.foods.some(isEverydayDish);
    components.usage = [everyday ? WEIGHTS.usageEveryday : WEIGHTS.usage, usageFoods.length > 0 ? 1 : w.usage ? 0.1 : 0.3];
    components.dishStyle = [WEIGHTS.dishStyle, suitedFoods(w, wish.foods).length > 0 ? 1 : 0];
    if (w.symbols.length === 0) confidence -= 0.15;
    if (!w.usage) confidence -= 0.05;
  }

  // Taste clocks: range fit per targeted clock, weighted (explicit answers 1, dish 0.5).
  let sum = 0;
  let weights = 0;
  let unknown = 0;
  let targeted = 0;
  let explicitTargets = 0;
  let explicitUnknown = 0;
  let dishInRange = 0;
  let anyExplicit = false;
  let estimated = false;
  const clocksInRange: ClockKey[] = [];
  for (const [clock, target] of targetList) {
    const reading = readClock(w, clock);
    if (!reading.applicable) continue;
    targeted++;
    anyExplicit ||= target.explicit;
    if (target.explicit) explicitTargets++;
    let fit: number;
    if (reading.value === null) {
      fit = CLOCK_UNKNOWN_FIT;
      unknown++;
      if (target.explicit) explicitUnknown++;
    } else {
      fit = rangeFit(reading.value, target.range);
      if (reading.estimated) estimated = true;
      if (fit === 1) clocksInRange.push(clock);
      if (fit === 1 && !target.explicit) dishInRange++;
    }
    sum += fit * target.weight;
    weights += target.weight;
  }
  if (weights > 0) components.taste = [anyExplicit ? WEIGHTS.taste : WEIGHTS.tasteFromDishOnly, sum / weights];
  // 'Hög' for a dish only when the wine's own data says so: its food symbol, and the serving text naming the dish
  // or every clock the dish asks about measured and in range.
  let supported = true;
  if (wish.foods.length > 0) {
    const dishTargets = targeted - explicitTargets;
    const dishClocksInRange = dishTargets > 0 && dishInRange === dishTargets;
    supported = matchedSymbols.length > 0 && (usageFoods.length > 0 || dishClocksInRange);
  }
  // Unknown clocks: up to -0.4 for the answered ones, up to -0.2 for those only implied by the dish.
  if (explicitTargets > 0) confidence -= (0.4 * explicitUnknown) / explicitTargets;
  if (targeted > explicitTargets) confidence -= (0.2 * (unknown - explicitUnknown)) / (targeted - explicitTargets);
  if (estimated) confidence -= 0.05;

  if (wish.price) components.price = [WEIGHTS.price, budgetFit(w.price, wish.price)];
  else if (wish.occasion && OCCASION_PRICE[wish.occasion]) components.price = [WEIGHTS.occasionPrice, priceFit(w.price, OCCASION_PRICE[wish.occasion]!)];
  else if (wish.foods.length > 0) components.price = [WEIGHTS.occasionPrice, priceFit(w.price, OCCASION_PRICE.middag!)];

  if (wish.styles) components.style = [WEIGHTS.style, wish.styles.includes(w.style) ? 1 : 0];
  else if (wish.preferredStyle) components.style = [WEIGHTS.style, w.style === wish.preferredStyle ? 1 : 0];
  if (wish.countries || wish.region) {
    const regionOk = !wish.region || regionMatches(w, wish.region);
    const countryOk = !wish.countries || (w.countrySlug !== null && wish.countries.includes(w.countrySlug));
    components.place = [WEIGHTS.place, regionOk && countryOk ? 1 : countryOk ? 0.6 : 0];
  }
  if (wish.organic) components.organic = [WEIGHTS.organic, w.isOrganic ? 1 : 0];
  // A named grape: the wine where it is the main grape first ('Sauvignon Blanc', not a blend with a drop of it).
  if (wish.grapes) {
    const keys = derived(w).grapeKeys;
    components.grape = [WEIGHTS.grape, wish.grapes.includes(keys[0] ?? '') ? 1 : keys.some((k) => wish.grapes!.includes(k)) ? 0.5 : 0];
  }
  if (wish.occasion) components.occasion = [WEIGHTS.occasion, occasionFit(w, wish.occasion)];

  const described = (w.usage ? 0.5 : 0) + (hasClocks(w) ? 0.3 : 0) + (w.symbols.length > 0 ? 0.2 : 0);
  components.described = [WEIGHTS.described, described];
  if (!hasClocks(w) && w.symbols.length === 0 && wish.answered > 0) confidence -= 0.15;
  if (!hasClocks(w) && w.symbols.length === 0 && !w.usage) confidence -= 0.05;

  let num = 0;
  let den = 0;
  for (const [weight, value] of Object.values(components)) {
    num += weight * value;
    den += weight;
  }
  const fit = den > 0 ? num / den : 0;
  const party = wish.occasion === 'fest' || wish.foods.includes('buffemat');
  const format = wish.size || (party && (w.volumeMl ?? 0) > 800) ? 1 : formatFactor(w.volumeMl);
  // A party's bubbles: Champagne and Crémant first, an old Prosecco or Cava last (within the same budget fit).
  const festive = wish.occasion === 'fest' && w.style === 'sparkling' ? FESTIVE_FLOOR + (1 - FESTIVE_FLOOR) * festiveSparkleFit(w) : 1;
  const score = fit * (w.assortment === FIXED_RANGE ? 1 : NON_FIXED_RANGE_FACTOR) * format * festive;
  return {
    score,
    fit,
    confidence: Math.max(0.05, Math.min(supported ? 1 : MAX_UNSUPPORTED_CONFIDENCE, confidence)),
    components,
    matchedSymbols,
    usageFoods,
    clocksInRange,
    unknownClocks: unknown,
    targetedClocks: targeted,
  };
}

/** The least a festive sparkling factor can be (an old Prosecco or Cava). */
const FESTIVE_FLOOR = 0.6;

/** A pick the wine's own data does not back for the dish is at most 'medel'. */
export const MAX_UNSUPPORTED_CONFIDENCE = 0.7;

export function confidenceLabel(confidence: number): 'hög' | 'medel' | 'låg' {
  return confidence >= 0.75 ? 'hög' : confidence >= 0.5 ? 'medel' : 'låg';
}

/** Value for ties: fit per krona for a 75 cl bottle (a quality proxy per krona; never alcohol per krona). */
export const valueOf = (w: EngineWine, fit: number): number => fit / pricePer75(w);
