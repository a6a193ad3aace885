import { SHARED_TEXTS, formatDistance } from '@vinkompassen/shared-contracts';

/**
 * The discovery remote's Swedish strings: here those its pages share (cards, stock, taste, sorting); each page's own
 * are in its file beside this one, re-exported below, so a page's code carries only its own words.
 */
export const TEXTS = {
  common: {
    loading: SHARED_TEXTS.loading,
    loginRequired: SHARED_TEXTS.loginRequired,
    showMore: 'Visa fler',
    loadingMore: 'Hämtar fler …',
    wineCount: (n: number) => (n === 1 ? '1 vin' : `${n} viner`),
    notFixedRange: 'Inte i fasta sortimentet',
  },

  styles: {
    red: 'Rött vin',
    white: 'Vitt vin',
    rose: 'Rosévin',
    sparkling: 'Mousserande vin',
    other: 'Övrigt vin',
  },

  stylesShort: { red: 'Rött', white: 'Vitt', rose: 'Rosé', sparkling: 'Mousserande', other: 'Övrigt' },

  clocks: {
    body: 'Fyllighet',
    roughness: 'Strävhet',
    fruitacid: 'Fruktsyra',
    sweetness: 'Sötma',
    bitter: 'Beska',
    casque: 'Fatkaraktär',
    smokiness: 'Rökighet',
    value: (label: string, value: number) => `${label}: ${value} av 12`,
    notMeasured: (label: string) => `${label}: inte uppmätt`,
    notMeasuredShort: 'Ej uppmätt',
    noneMeasured: 'Systembolaget har inte smakbeskrivit det här vinet ännu.',
  },

  card: {
    organic: 'Ekologiskt',
    news: 'Nyhet',
    foodLabel: 'Passar till',
    rank: (n: number) => `Plats ${n}`,
    marks: 'Märkning',
  },

  stock: {
    inStockAt: (store: string) => `I lager i ${store}`,
    outOfStockAt: (store: string) => `Slut i ${store}`,
    /** Once above a grid whose stock badges come from demo data. */
    demoShort: (store: string) => `Lagerstatus för ${store} är demodata, inte Systembolagets verkliga lager.`,
    heading: 'Butik och lager',
    yourStore: 'Din butik',
    inStock: (n: number) => `I lager: ${n} st`,
    demo: 'Lagersaldot är exempeldata (demo), inte Systembolagets verkliga lager.',
    orderOnly: 'Vinet ingår inte i det fasta sortimentet och finns sällan på hyllan, men kan beställas till valfri butik.',
    nearbyHeading: 'Närmaste butiker med vinet i lager',
    nearbyNone: 'Inga butiker i närheten har vinet i lager just nu.',
    distance: formatDistance,
    change: 'Byt butik',
    clear: 'Rensa vald butik',
  },

  storePicker: {
    heading: 'Välj din butik',
    intro: 'Välj en butik så ser du om vinet finns i lager där. Valet sparas i den här webbläsaren.',
    searchLabel: 'Sök butik',
    searchPlaceholder: 'Ort, stadsdel, gata eller butiksnamn',
    nearest: 'Hitta närmaste butik',
    locating: 'Hämtar din position …',
    geoUnavailable: 'Din webbläsare kan inte dela position. Sök efter en butik i stället.',
    geoDenied: 'Vi fick inte använda din position. Sök efter en butik i stället.',
    geoFailed: 'Vi kunde inte hämta din position. Sök efter en butik i stället.',
    nearestHeading: 'Närmast dig',
    resultsHeading: 'Butiker',
    noResults: (q: string) => `Ingen butik matchade ”${q}”.`,
    choose: (name: string) => `Välj ${name}`,
    cancel: 'Avbryt',
    openToday: (from: string, to: string) => `Öppet i dag ${from}–${to}`,
    closedToday: (reason: string | null) => (reason ? `Stängt i dag (${reason})` : 'Stängt i dag'),
    hoursUnknown: 'Öppettider saknas',
  },

  like: {
    save: 'Spara vinet',
    saved: 'Sparat',
    addToList: 'Lägg till i lista',
  },

  ranked: {
    confidence: (label: string) => `Träffsäkerhet: ${label}`,
    why: 'Varför?',
    confidenceNote: 'Träffsäkerheten är lägre när Systembolaget saknar smakklockor, matsymboler eller serveringstext för vinet.',
  },

  similar: {
    heading: 'Liknande viner',
    intro: 'Viner med liknande smakprofil, med skälet till varje förslag.',
    none: 'Vi hittade inga liknande viner just nu.',
    inYourStore: 'Finns i din butik:',
    noneInStore: (store: string) => `Inget liknande vin finns i lager i ${store} just nu.`,
    showInStock: 'Visa liknande i lager',
    looking: 'Letar efter ett liknande vin …',
  },

  sorting: {
    label: 'Sortera',
    options: {
      relevance: 'Relevans',
      name: 'Namn A–Ö',
      '-name': 'Namn Ö–A',
      price: 'Lägsta pris',
      '-price': 'Högsta pris',
      newest: 'Nyheter',
      popularity: 'Populärast',
    },
  },
} as const;

export { DISH_TEXTS, DISHES_TEXTS } from './dishes';
export { HOME_TEXTS } from './home';
export { LIST_TEXTS, LISTS_TEXTS, TOPLISTS_TEXTS } from './catalogs';
export { PRODUCT_TEXTS } from './product';
export { FILTER_TEXTS, SEARCH_TEXTS, SUGGEST_TEXTS, USER_SEARCH_TEXTS } from './search';
