import { SHARED_TEXTS } from '@vinkompassen/shared-contracts';

/** The dishes page. */
export const DISHES_TEXTS = {
  heading: 'Maträtter',
  intro: 'Välj en maträtt så får du förslag på viner som passar till – med skälen till varje förslag.',
  searchLabel: 'Sök maträtt',
  searchPlaceholder: 'T.ex. lax, carbonara eller tacos',
  resultCount: (n: number, q: string) => `${n === 1 ? '1 maträtt' : `${n} maträtter`} för ”${q}”`,
  noResultsHeading: 'Ingen maträtt hittades',
  noResults: (q: string) => `Vi hittade ingen maträtt för ”${q}”. Prova ett annat ord, eller välj bland alla maträtter.`,
  showAll: 'Visa alla maträtter',
  broadHeading: 'Breda kategorier',
  broadIntro: 'Systembolagets matsymboler, för när du vill se brett – till exempel allt som passar till fisk.',
} as const;

/** One dish and its wines. */
export const DISH_TEXTS = {
  sortBestMatch: 'Bäst match',
  notFoundHeading: SHARED_TEXTS.notFound.dish.heading,
  notFound: SHARED_TEXTS.notFound.dish.text,
  toDishes: SHARED_TEXTS.notFound.dish.action,
  taste: 'Smak',
  styles: 'Vintyp',
  anySweet: 'Sött vin',
  winesHeading: 'Viner som passar',
  matchCount: (n: number) => (n === 1 ? '1 vin i sortimentet passar.' : `${n} viner i sortimentet passar.`),
  none: 'Vi hittade tyvärr inga viner att föreslå till den här rätten just nu.',
} as const;
