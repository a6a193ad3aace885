/**
 * The sommelier's knowledge as data: what each answer means in taste clocks, which wine types suit a
 * dish, which words in Systembolaget's serving text name a dish. Code reads these tables; tuning the
 * engine means editing them (and the tests that pin the behaviour).
 */
import type { DishGroupId, WineStyle } from '@vinkompassen/shared-contracts/schemas';
import type { ClockKey } from './types';

/** A target range on a 1–12 taste clock: full score inside, a cost per step outside. */
export interface ClockRange {
  lo: number;
  hi: number;
}

export const STYLE_OF_ANSWER: Record<string, WineStyle> = {
  rott: 'red',
  vitt: 'white',
  rose: 'rose',
  mousserande: 'sparkling',
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

/** Clock fit: each step outside the target range costs this much, down to the floor. */
export const CLOCK_STEP_COST = 0.2;
export const CLOCK_FLOOR = 0.05;
/** Fit assumed for an unmeasured clock: unknown, not zero (confidence drops instead). */
export const CLOCK_UNKNOWN_FIT = 0.55;
/** How far outside an answered clock range a wine may be when the results are widened. */
export const CLOCK_WIDEN_STEPS = 2;

export interface DishKnowledge {
  /** Display name: 'Fisk', 'Lax i ugn'. */
  name: string;
  /** Lower-case Swedish name for reasons: 'Passar till fisk'. */
  label: string;
  group: DishGroupId;
  /** One Swedish sentence for the dish page. */
  description: string;
  /** Systembolaget food symbols the dish maps to, strongest first (a broad dish: its own symbol). */
  symbols: readonly string[];
  /** Wine types that suit the dish; a wine of another type needs the dish's food symbol. */
  styles: readonly WineStyle[];
  /** Soft clock targets the dish implies (weaker than an explicit taste answer). */
  clocks: Partial<Record<ClockKey, ClockRange>>;
  /** Words naming the dish, in free text and in Systembolaget's serving text ('*' = prefix). */
  words: readonly string[];
}

const ALL: readonly WineStyle[] = ['red', 'white', 'rose', 'sparkling'];

/** Systembolaget's 15 food symbols as broad dishes (the winefinder's food answers are these). */
export const DISHES: Record<string, DishKnowledge> = {
  fisk: {
    name: 'Fisk',
    group: 'sea',
    description: 'Lax, torsk, fiskgratäng, sushi och stekt strömming.',
    symbols: ['fisk'],
    label: 'fisk',
    styles: ['white', 'rose', 'sparkling'],
    clocks: { body: { lo: 3, hi: 8 }, fruitacid: { lo: 7, hi: 12 }, sweetness: { lo: 1, hi: 4 }, roughness: { lo: 1, hi: 5 } },
    words: ['fisk*', 'lax*', 'torsk*', 'sej', 'kolja', 'rodspatta', 'sill', 'stromming', 'tonfisk', 'gos', 'abborre', 'roding', 'hallefisk', 'sushi'],
  },
  skaldjur: {
    name: 'Skaldjur',
    group: 'sea',
    description: 'Räkor, kräftor, musslor, hummer och toast skagen.',
    symbols: ['skaldjur'],
    label: 'skaldjur',
    styles: ['white', 'sparkling', 'rose'],
    clocks: { body: { lo: 2, hi: 7 }, fruitacid: { lo: 8, hi: 12 }, sweetness: { lo: 1, hi: 3 } },
    words: ['skaldjur*', 'rakor', 'rakmacka', 'hummer', 'kraftor', 'kraftskiva', 'mussl*', 'ostron', 'krabb*', 'pilgrimsmussl*', 'havskraftor', 'langust*'],
  },
  flask: {
    name: 'Fläsk',
    group: 'meat',
    description: 'Fläskfilé, kassler, revbensspjäll och julskinka.',
    symbols: ['flask'],
    label: 'fläsk',
    styles: ['red', 'white', 'rose'],
    clocks: { body: { lo: 5, hi: 10 } },
    words: ['flask*', 'skinka', 'julskinka', 'korv', 'kassler', 'bacon', 'revben*', 'kotlett*', 'karre', 'pulled pork', 'gris*'],
  },
  not: {
    name: 'Nöt',
    group: 'meat',
    description: 'Entrecôte, köttgryta, hamburgare och biff med bearnaise.',
    symbols: ['not'],
    label: 'nötkött',
    styles: ['red'],
    clocks: { body: { lo: 7, hi: 12 }, roughness: { lo: 6, hi: 12 } },
    words: ['not', 'notkott*', 'notfars', 'biff*', 'ryggbiff', 'oxfile', 'oxkott', 'entrecote', 'hamburgare', 'burgare', 'kottfars', 'grillat kott'],
  },
  lamm: {
    name: 'Lamm',
    group: 'meat',
    description: 'Lammstek, lammracks, lammfärsbiffar och lammgryta.',
    symbols: ['lamm'],
    label: 'lamm',
    styles: ['red'],
    clocks: { body: { lo: 7, hi: 12 }, roughness: { lo: 6, hi: 11 } },
    words: ['lamm*'],
  },
  vilt: {
    name: 'Vilt',
    group: 'meat',
    description: 'Älgstek, hjortfilé, renskav och vildsvin.',
    symbols: ['vilt'],
    label: 'vilt',
    styles: ['red'],
    clocks: { body: { lo: 8, hi: 12 }, roughness: { lo: 7, hi: 12 } },
    words: ['vilt*', 'alg*', 'hjort*', 'radjur*', 'vildsvin*', 'renskav', 'renstek', 'renkott'],
  },
  fagel: {
    name: 'Fågel',
    group: 'meat',
    description: 'Ugnsstekt kyckling, kalkon, anka och kycklinggryta.',
    symbols: ['fagel'],
    label: 'fågel',
    styles: ['white', 'red', 'rose'],
    clocks: { body: { lo: 4, hi: 9 } },
    words: ['fagel', 'kyckling*', 'kalkon*', 'anka', 'ankbrost', 'gas', 'gasstek', 'pollo'],
  },
  gronsaker: {
    name: 'Grönsaker',
    group: 'green',
    description: 'Vegetariska rätter, svamprisotto, ugnsrostade rotfrukter och sallader.',
    symbols: ['gronsaker'],
    label: 'grönsaker',
    styles: ALL,
    clocks: { body: { lo: 3, hi: 8 } },
    words: ['gronsak*', 'vegetari*', 'vegan*', 'vego', 'sallad*', 'svamp*', 'rotfrukter', 'gronsaksratter'],
  },
  ost: {
    name: 'Ost',
    group: 'green',
    description: 'Ostbricka, lagrad hårdost, brie och chèvre.',
    symbols: ['ost'],
    label: 'ost',
    styles: ['red', 'white'],
    clocks: { body: { lo: 6, hi: 12 } },
    words: ['ost', 'ostar', 'ostbricka*', 'osttallrik*', 'brie', 'chevre', 'parmesan', 'hardost*', 'mogen ost', 'dessertost*'],
  },
  kryddstarkt: {
    name: 'Kryddstarkt',
    group: 'spicy',
    description: 'Chili, curry, tacos och indiska rätter.',
    symbols: ['kryddstarkt'],
    label: 'kryddstark mat',
    styles: ['white', 'rose', 'red'],
    clocks: { body: { lo: 3, hi: 8 }, roughness: { lo: 1, hi: 6 }, sweetness: { lo: 1, hi: 5 } },
    words: ['kryddstark*', 'chili*', 'curry*', 'thai*', 'indisk*', 'tacos', 'taco', 'mexikansk*', 'kryddig mat', 'stark mat'],
  },
  asiatiskt: {
    name: 'Asiatiskt',
    group: 'spicy',
    description: 'Wok, dim sum, thai och japanska rätter.',
    symbols: ['asiatiskt'],
    label: 'asiatisk mat',
    styles: ['white', 'rose', 'sparkling'],
    clocks: { roughness: { lo: 1, hi: 6 }, sweetness: { lo: 1, hi: 5 } },
    words: ['asiatisk*', 'kinesisk*', 'japansk*', 'wok*', 'dim sum', 'vietnamesisk*', 'koreansk*'],
  },
  aperitif: {
    name: 'Aperitif',
    group: 'occasion',
    description: 'Ett glas före maten, med lite tilltugg.',
    symbols: ['aperitif'],
    label: 'aperitif',
    styles: ['sparkling', 'white', 'rose'],
    clocks: { body: { lo: 1, hi: 6 }, fruitacid: { lo: 8, hi: 12 }, sweetness: { lo: 1, hi: 3 } },
    words: ['aperitif', 'fordrink*', 'apero', 'aperitivo'],
  },
  sallskapsdryck: {
    name: 'Sällskapsdryck',
    group: 'occasion',
    description: 'Ett glas i goda vänners lag, utan mat.',
    symbols: ['sallskapsdryck'],
    label: 'sällskap',
    styles: ALL,
    clocks: { body: { lo: 2, hi: 8 } },
    words: ['sallskapsdryck', 'sallskap', 'utan mat', 'pa egen hand'],
  },
  buffemat: {
    name: 'Buffémat',
    group: 'occasion',
    description: 'Buffé, tapas, julbord och plockmat.',
    symbols: ['buffemat'],
    label: 'buffé',
    styles: ALL,
    clocks: { body: { lo: 4, hi: 9 } },
    words: ['buffe*', 'smorgasbord', 'julbord', 'paskbord', 'tapas', 'plockmat'],
  },
  dessert: {
    name: 'Dessert',
    group: 'occasion',
    description: 'Kakor, pajer, choklad och andra efterrätter.',
    symbols: ['dessert'],
    label: 'dessert',
    // Any colour, as long as it is sweet (see suitedFoods).
    styles: [],
    clocks: { sweetness: { lo: 7, hi: 12 } },
    words: ['dessert*', 'efterratt*', 'tarta', 'kaka', 'kakor', 'choklad', 'glass', 'paj', 'sotsak*'],
  },
};

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
