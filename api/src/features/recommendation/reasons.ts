/** Short Swedish reasons per wine: 'Passar till fisk, frisk syra, 129 kr'. */
import type { Wish } from './answers';
import { DISHES, findDish } from '../food-knowledge';
import { TASTE_QUESTIONS, clockPhrase, pricePhrase, tasteRange, type ClockRange } from './knowledge';
import {
  FIXED_RANGE,
  clockTargets,
  matchedSymbolSlugs,
  missesOf,
  placeMatches,
  readClock,
  sizeOf,
  stepsOutside,
  suitedFoods,
  type Miss,
  type ScoreDetail,
} from './scoring';
import { appellationWord } from '../vocabulary';
import { ANSWER_PHRASES, REASON_TEXTS, STYLE_NAMES } from './texts';
import type { ClockKey, EngineWine } from './types';
import { aromaList, typicalNotes } from './typical-notes';

const joinSv = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} och ${items[items.length - 1]}`;

const foodLabels = (foods: readonly string[]) => joinSv(foods.slice(0, 2).map((f) => findDish(f)?.label ?? f));

/** For an everyday dish: which food symbols carried the pick, and each targeted clock against the dish's range. */
function dishDetails(w: EngineWine, wish: Wish): string[] {
  if (!wish.foods.some((f) => findDish(f)?.broad === false)) return [];
  const out: string[] = [];
  const symbols = matchedSymbolSlugs(w, wish.foods).map((s) => DISHES[s]?.name ?? s);
  if (symbols.length) out.push(REASON_TEXTS.symbols(joinSv(symbols)));
  for (const [clock, target] of Object.entries(clockTargets(wish)) as [ClockKey, { range: ClockRange }][]) {
    const value = w.clocks[clock];
    if (value === null || !readClock(w, clock).applicable) continue;
    out.push(REASON_TEXTS.clockInRange(CLOCK_NAMES[clock], value, target.range, stepsOutside(value, target.range) === 0));
  }
  return out;
}

const CLOCK_NAMES: Record<ClockKey, string> = {
  body: 'Fyllighet',
  fruitacid: 'Fruktsyra',
  roughness: 'Strävhet',
  sweetness: 'Sötma',
  casque: 'Fatkaraktär',
};

const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** Clocks to describe: answered ones, else one the dish asked for, else the wine's most telling one. */
function tastePhrases(w: EngineWine, wish: Wish, detail: ScoreDetail): string[] {
  const explicit = (Object.keys(wish.taste) as (keyof typeof TASTE_QUESTIONS)[]).map((q) => TASTE_QUESTIONS[q].clock as ClockKey);
  // Keep it short: up to two answered clocks; otherwise one clock the dish asked for.
  const answered = explicit.filter((c) => detail.clocksInRange.includes(c));
  const ordered = answered.length > 0 ? answered : detail.clocksInRange.slice(0, 1);
  const out: string[] = [];
  for (const clock of ordered) {
    const value = readClock(w, clock).value;
    if (value === null || w.clocks[clock] === null) continue; // describe measured clocks only
    const phrase = clockPhrase(clock, value);
    if (phrase && !out.includes(phrase)) out.push(phrase);
    if (out.length === 2) break;
  }
  if (out.length === 0) {
    // Nothing targeted: say what stands out (acid for whites, body for reds).
    const { body, fruitacid, casque } = w.clocks;
    if (w.style !== 'red' && fruitacid !== null && fruitacid >= 9) out.push('frisk syra');
    else if (body !== null && (body >= 9 || body <= 4)) out.push(clockPhrase('body', body)!);
    else if (casque !== null && casque >= 7) out.push('fatkaraktär');
  }
  return out;
}

/** What a relaxed pick does not meet, said plainly ('20 kr över din gräns', 'annat område i Frankrike'). */
function missText(w: EngineWine, wish: Wish, miss: Miss): string[] {
  switch (miss.constraint) {
    case 'grape':
      return [REASON_TEXTS.otherGrape(w.grapes.join(', '))];
    case 'appellation':
      return [REASON_TEXTS.notNamed(joinSv((wish.appellations ?? []).map((a) => appellationWord(a)?.name ?? a)))];
    case 'size':
      return [REASON_TEXTS.otherSize(sizeOf(w.volumeMl))];
    case 'price': {
      const { min, max } = wish.price!;
      if (max !== null && w.price > max) return [REASON_TEXTS.overBudget(Math.ceil(w.price - max))];
      if (min !== null && w.price < min) return [REASON_TEXTS.underBudget(Math.ceil(min - w.price))];
      return [];
    }
    case 'country':
      return [REASON_TEXTS.otherCountry];
    case 'region':
      return [REASON_TEXTS.otherArea(miss.near ? w.region : w.country)];
    case 'organic':
      return [REASON_TEXTS.notOrganic];
    case 'food':
      return miss.near ? [] : [REASON_TEXTS.noFoodSymbol];
    case 'taste':
      return []; // said clock by clock below ('medelfyllig snarare än fylligt')
  }
}


/** Aromas quoted from a wine's own taste text: two, joined by 'och', so the clause is one part of the reason. */
const TASTE_NOTES = 2;

/**
 * One short clause from the wine's own taste text (Systembolaget's words, nothing added): 'inslag av björnbär
 * och plommon'; without aromas, the text's first word group ('nyanserad'); null without a text (then the
 * catalog's typical notes for wines like it stand in: typical-notes.ts).
 */
export function tasteClause(taste: string | null): string | null {
  if (!taste) return null;
  const items = aromaList(taste).slice(0, TASTE_NOTES);
  if (items.length > 0) return `inslag av ${joinSv(items)}`;
  const opening = taste.split(/[.,]/)[0]!.trim();
  return opening.length > 0 && opening.length <= 60 ? opening[0]!.toLowerCase() + opening.slice(1) : null;
}

export interface Explanation {
  reason: string;
  reasons: string[];
  note: string | null;
}

export function explain(w: EngineWine, wish: Wish, detail: ScoreDetail, tier: number): Explanation {
  const head: string[] = [];
  if (detail.matchedSymbols.length > 0) head.push(REASON_TEXTS.passesWith(foodLabels(detail.matchedSymbols)));
  else if (detail.usageFoods.length > 0) head.push(REASON_TEXTS.usageMentions(foodLabels(detail.usageFoods)));
  else if (wish.foods.length > 0) {
    const suited = suitedFoods(w, wish.foods);
    const kind = suited.includes('dessert') ? REASON_TEXTS.sweetWine : STYLE_NAMES[w.style]!;
    if (suited.length > 0) head.push(REASON_TEXTS.typicalStyle(kind, foodLabels(suited)));
  } else if (wish.occasion === 'mingel' && w.symbols.includes('sallskapsdryck')) head.push(REASON_TEXTS.sociable);
  else if (wish.occasion === 'fest' && w.style === 'sparkling') head.push(REASON_TEXTS.festive);

  const taste = tastePhrases(w, wish, detail);
  const place: string[] = [];
  if ((wish.countries || wish.region) && placeMatches(w, wish)) {
    const name = wish.region ? w.region : w.country;
    if (name) place.push(REASON_TEXTS.from(name));
  }
  const organic = wish.organic && w.isOrganic ? [REASON_TEXTS.organic] : [];
  const price = pricePhrase(w.price, w.volumeMl);

  const clause = tasteClause(w.taste) ?? typicalNotes(w);
  const parts = [...head, ...taste, ...place, ...organic, ...(clause ? [clause] : []), price];
  const reason = capitalize(parts.join(', '));

  const caveats: string[] = missesOf(w, wish).flatMap((m) => missText(w, wish, m)).map(capitalize);
  for (const [question, value] of Object.entries(wish.taste) as [keyof typeof TASTE_QUESTIONS, string][]) {
    const q = TASTE_QUESTIONS[question];
    const range = tasteRange(question, value, w.style);
    const measured = w.clocks[q.clock];
    const wanted = (ANSWER_PHRASES[question] as Record<string, string>)[value];
    const actual = measured === null ? null : clockPhrase(q.clock, measured);
    if (range && measured !== null && stepsOutside(measured, range) > 0 && actual && wanted) {
      caveats.push(capitalize(REASON_TEXTS.ratherThan(actual, wanted)));
    }
  }
  if (tier > 0 && caveats.length === 0) caveats.push(REASON_TEXTS.widened);
  if (detail.targetedClocks > 0 && detail.unknownClocks === detail.targetedClocks) caveats.push(REASON_TEXTS.fewData);
  const note = w.assortment === FIXED_RANGE ? null : REASON_TEXTS.notFixedRange(w.assortmentText);
  if (note) caveats.push(note);

  return { reason, reasons: [...parts.map(capitalize), ...dishDetails(w, wish), ...caveats], note };
}
