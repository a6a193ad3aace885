/**
 * What the sommelier knows of foods, below the engine and the dish pages: Systembolaget's 15 food symbols as broad
 * dishes (their wine types, taste-clock targets and the words that name them), written in the taste clocks' terms.
 */
import type { DishGroupId, WineStyle } from '@vinkompassen/shared-contracts/schemas';

/** The taste clocks the engine weighs (1–12; Systembolaget's 0 = not measured). */
export const CLOCK_KEYS = ['body', 'roughness', 'fruitacid', 'sweetness', 'casque'] as const;
export type ClockKey = (typeof CLOCK_KEYS)[number];

/** A target range on a 1–12 taste clock: full score inside, a cost per step outside. */
export interface ClockRange {
  lo: number;
  hi: number;
}

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

