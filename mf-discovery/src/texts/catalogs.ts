import { SHARED_TEXTS } from '@vinkompassen/shared-contracts';

/** The top lists page. */
export const TOPLISTS_TEXTS = {
  heading: 'Topplistor',
  intro: 'Viner ur det fasta sortimentet i rangordning – efter vad medlemmarna sparar eller efter pris. Varje lista säger vad den rangordnar efter.',
  empty: 'Det finns inga topplistor just nu.',
  seeAll: (n: number) => `Visa hela listan (${n === 1 ? '1 vin' : `${n} viner`})`,
} as const;

/** The editorial lists page. */
export const LISTS_TEXTS = {
  heading: 'Vinlistor',
  intro: 'Våra favoritviner ur Systembolagets fasta sortiment.',
  empty: 'Det finns inga vinlistor just nu.',
} as const;

/** One list or top list. */
export const LIST_TEXTS = {
  sortListOrder: 'Listans ordning',
  sortRanked: 'Topplistans ordning',
  notFoundHeading: SHARED_TEXTS.notFound.list.heading,
  notFound: SHARED_TEXTS.notFound.list.text,
  toLists: SHARED_TEXTS.notFound.list.action,
  rule: 'Så väljs vinerna:',
  updated: (date: string) => `Uppdaterad ${date}`,
  empty: 'Listan är tom just nu. Vinerna väljs automatiskt och fylls på när sortimentet ändras.',
  backToLists: 'Vinlistor',
  backToToplists: 'Topplistor',
  follow: 'Följ listan',
  following: 'Följer listan',
  followers: (n: number) => (n === 1 ? '1 person följer listan' : `${n} personer följer listan`),
} as const;
