/**
 * The sommelier's knowledge as data: what each answer means in taste clocks, which wine types suit a
 * dish, which words in Systembolaget's serving text name a dish. Code reads these tables; tuning the
 * engine means editing them (and the tests that pin the behaviour).
 */
import type { WineStyle } from '@vinkompassen/shared-contracts/schemas';
import { type ClockRange } from '../food-knowledge';
import type { ClockKey } from './types';

export type { ClockRange };

export const STYLE_OF_ANSWER: Record<string, WineStyle> = {
  rott: 'red',
  vitt: 'white',
  rose: 'rose',
  mousserande: 'sparkling',
  starkvin: 'other',
};

/**
 * Clocks Systembolaget measures per wine type: reds get body/roughness/fruit acid, whites, rosés and
 * sparkling wines body/fruit acid/sweetness; casque (oak) where relevant. A question about a clock
 * that does not apply to a wine's type neither helps nor hurts that wine.
 */
export const APPLICABLE_CLOCKS: Record<WineStyle, readonly ClockKey[]> = {
  red: ['body', 'roughness', 'fruitacid', 'sweetness', 'casque'],
  white: ['body', 'fruitacid', 'sweetness', 'casque'],
  rose: ['body', 'fruitacid', 'sweetness'],
  sparkling: ['body', 'fruitacid', 'sweetness'],
  other: ['body', 'fruitacid', 'sweetness', 'roughness', 'casque'],
};

/** Taste questions: which clock each asks about, and the range each answer means. */
export const TASTE_QUESTIONS = {
  body: { clock: 'body', ranges: { latt: { lo: 1, hi: 5 }, medel: { lo: 5, hi: 8 }, fyllig: { lo: 8, hi: 12 } } },
  // 'Torrt' is what the reasons call torr (1–2): a Kabinett at 3 is halvtorrt, as its card says.
  sweetness: { clock: 'sweetness', ranges: { torr: { lo: 1, hi: 2 }, halvtorr: { lo: 3, hi: 6 }, sot: { lo: 7, hi: 12 } } },
  acidity: { clock: 'fruitacid', ranges: { frisk: { lo: 8, hi: 12 }, mild: { lo: 1, hi: 7 } } },
  tannin: { clock: 'roughness', ranges: { stravt: { lo: 7, hi: 12 }, mjukt: { lo: 1, hi: 6 } } },
  oak: { clock: 'casque', ranges: { ekfat: { lo: 5, hi: 12 }, 'utan-ekfat': { lo: 1, hi: 4 } } },
} as const satisfies Record<string, { clock: ClockKey; ranges: Record<string, ClockRange> }>;
export type TasteQuestionId = keyof typeof TASTE_QUESTIONS;
export const TASTE_QUESTION_IDS = Object.keys(TASTE_QUESTIONS) as TasteQuestionId[];

/**
 * Where the taste words cut for one wine type, from that type's spread in the catalog (knowledge.test.ts pins
 * them to the full catalog's quantiles): a full white is the fullest tenth of whites (body ≥ 7), not the ≥ 8
 * only a few whites reach; a light one the lightest quarter; a fresh white the upper half of whites' fruit
 * acid (≥ 10), since nearly every white measures 8 or more. Reds: full is the fullest quarter (≥ 9), light the
 * lightest tenth (≤ 5). Other types use TASTE_QUESTIONS.
 */
export const STYLE_TASTE_RANGES: Partial<Record<WineStyle, Partial<Record<TasteQuestionId, Record<string, ClockRange>>>>> = {
  white: {
    body: { latt: { lo: 1, hi: 4 }, medel: { lo: 5, hi: 6 }, fyllig: { lo: 7, hi: 12 } },
    acidity: { frisk: { lo: 10, hi: 12 }, mild: { lo: 1, hi: 8 } },
  },
  red: { body: { latt: { lo: 1, hi: 5 }, medel: { lo: 6, hi: 8 }, fyllig: { lo: 9, hi: 12 } } },
};

/** The clock range a taste answer means for a wine of this type (or, without a type, in general). */
export function tasteRange(question: TasteQuestionId, value: string, style: WineStyle | null): ClockRange | undefined {
  return (style ? STYLE_TASTE_RANGES[style]?.[question]?.[value] : undefined) ?? (TASTE_QUESTIONS[question].ranges as Record<string, ClockRange>)[value];
}

/** Clock fit: each step outside the target range costs this much, down to the floor. */
export const CLOCK_STEP_COST = 0.2;
export const CLOCK_FLOOR = 0.05;
/** Fit assumed for an unmeasured clock: unknown, not zero (confidence drops instead). */
export const CLOCK_UNKNOWN_FIT = 0.55;
/** How far outside an answered clock range a wine may be when the results are widened. */
export const CLOCK_WIDEN_STEPS = 2;

/** Symbols for a meal (as opposed to aperitif/sällskap), used by the 'middag' occasion. */
export const MEAL_SYMBOLS = ['fisk', 'skaldjur', 'flask', 'not', 'lamm', 'vilt', 'fagel', 'gronsaker', 'ost', 'kryddstarkt', 'asiatiskt', 'buffemat'];

/** Soft price window an occasion implies when no price is given (kronor per bottle). */
export const OCCASION_PRICE: Record<string, { min?: number; max?: number }> = {
  vardag: { max: 130 },
  /** A dish without a budget: a bottle for a meal, not a collector's bottle. */
  middag: { max: 300 },
  present: { min: 150, max: 500 },
};

/**
 * Sweet or dessert wines are left out unless sweetness is asked for (category prior): a sweetness
 * clock this high, this much sugar, a sweet subcategory, or a dessert-wine name.
 */
export const SWEET_CLOCK_MIN = 8;
export const SWEET_SUGAR_G_PER_100ML = 4.5;
export const SWEET_CATEGORY_WORDS = ['sott', 'dessertvin'];
export const SWEET_NAME_WORDS = ['passito', 'recioto', 'sauternes', 'tokaji', 'late harvest', 'eiswein', 'icewine', 'vin santo', 'beerenauslese', 'trockenbeerenauslese', 'vendanges tardives', 'moscato d asti'];
/** Categories never recommended (wine boxes, flavoured wines, glögg, vermouth). */
export const EXCLUDED_CATEGORY_WORDS = ['vinlada', 'glogg', 'gluhwein', 'vermouth', 'smaksatt', 'fruktvin'];

/**
 * Swedish sweetness clock estimated from sugar when the clock is not measured
 * (Systembolaget's scale: ≤ 4 g/l dry … ≥ 45 g/l sweet).
 */
export function sweetnessFromSugar(gramPer100ml: number): number {
  const gl = gramPer100ml * 10;
  if (gl < 4) return 1;
  if (gl < 9) return 2;
  if (gl < 15) return 3;
  if (gl < 22) return 4;
  if (gl < 30) return 5;
  if (gl < 45) return 7;
  if (gl < 80) return 9;
  return 11;
}

/** Words describing a clock value in reasons ('frisk syra', 'fyllig'). */
export function clockPhrase(clock: ClockKey, value: number): string | null {
  switch (clock) {
    case 'body':
      return value <= 4 ? 'lätt' : value <= 7 ? 'medelfyllig' : 'fyllig';
    case 'fruitacid':
      return value >= 8 ? 'frisk syra' : value <= 5 ? 'mild syra' : 'balanserad syra';
    case 'roughness':
      return value >= 7 ? 'tydlig strävhet' : value <= 5 ? 'mjuk' : 'lagom strävhet';
    case 'sweetness':
      return value <= 2 ? 'torr' : value <= 6 ? 'halvtorr' : 'söt';
    case 'casque':
      return value >= 5 ? 'fatkaraktär' : value <= 3 ? 'utan tydlig fatkaraktär' : null;
  }
}

/** Price in Swedish: 129 → '129 kr', 89.5 → '89,50 kr'; with the size when not a 75 cl bottle. */
export function pricePhrase(price: number, volumeMl: number | null): string {
  const kr = Number.isInteger(price) ? `${price} kr` : `${price.toFixed(2).replace('.', ',')} kr`;
  if (!volumeMl || volumeMl === 750) return kr;
  const size = (volumeMl >= 1000 ? `${volumeMl / 1000} l` : `${volumeMl / 10} cl`).replace('.', ',');
  return `${kr} (${size})`;
}
