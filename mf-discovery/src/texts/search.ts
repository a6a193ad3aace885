/** Search: wines. */
export const SEARCH_TEXTS = {
  heading: 'Sök viner & användare',
  wines: 'Viner',
  users: 'Användare',
  tabsLabel: 'Vad vill du söka efter?',
  wineLabel: 'Sök vin',
  winePlaceholder: 'Namn, druva, land eller producent',
  clear: 'Töm sökfältet',
  styleFilterLabel: 'Vintyp',
  moreFilters: 'Fler filter',
  moreFiltersCount: (n: number) => `Fler filter (${n} valda)`,
  resultCount: (n: number, q: string) =>
    q ? `${n === 1 ? '1 vin' : `${n} viner`} för ”${q}”` : n === 1 ? '1 vin' : `${n} viner`,
  emptyHeading: 'Vad letar du efter?',
  emptyText: 'Skriv ett vinnamn, en druva, ett land eller en producent. Stavar du lite fel hittar vi oftast rätt ändå.',
  suggestionsLabel: 'Förslag',
  suggestions: [
    { label: 'Alla viner', params: 'sort=name' },
    { label: 'Rött vin', params: 'style=red' },
    { label: 'Vitt vin', params: 'style=white' },
    { label: 'Ekologiskt', params: 'organic=1' },
    { label: 'Fasta sortimentet', params: 'assortment=FS' },
    { label: 'Till fisk', params: 'food=fisk' },
  ],
  noResultsHeading: 'Inga viner hittades',
  noResults: (q: string) => (q ? `Vi hittade inga viner för ”${q}”.` : 'Inga viner matchar de valda filtren.'),
  noResultsTips: 'Prova ett kortare eller annat ord, eller ta bort något filter.',
  clearFilters: 'Ta bort alla filter',
  tryWinefinder: 'Låt Vinväljaren föreslå viner',
  removeFilter: (label: string) => `Ta bort filtret ${label}`,
  activeFilters: 'Valda filter',
  priceAtMost: (price: string) => `Högst ${price}`,
  priceAtLeast: (price: string) => `Minst ${price}`,
} as const;

/** Search: suggestions while typing. */
export const SUGGEST_TEXTS = {
  label: 'Förslag',
  groups: { wines: 'Viner', producers: 'Producenter', grapes: 'Druvor', regions: 'Regioner', dishes: 'Maträtter' },
  count: (n: number) => `${n} förslag`,
  wineNumbered: (style: string, number: string) => `${style}, nr ${number}`,
} as const;

/** Search: users. */
export const USER_SEARCH_TEXTS = {
  label: 'Sök användare',
  placeholder: 'Namn',
  emptyHeading: 'Hitta andra vinvänner',
  emptyText: 'Sök på namn för att hitta andra användare och se deras listor.',
  noResults: (q: string) => `Ingen användare matchade ”${q}”.`,
  resultCount: (n: number) => (n === 1 ? '1 användare' : `${n} användare`),
} as const;

/** The filter page and the filters of the search. */
export const FILTER_TEXTS = {
  heading: 'Filtrera',
  intro: 'Välj vad du är sugen på. Antalet viner uppdateras medan du väljer.',
  back: 'Tillbaka till sökningen',
  style: 'Vintyp',
  price: 'Pris',
  priceMin: 'Lägsta pris (kr)',
  priceMax: 'Högsta pris (kr)',
  country: 'Land och region',
  regionsOf: (country: string) => `Regioner i ${country}`,
  grape: 'Druva',
  showAllGrapes: (n: number) => `Visa alla ${n} druvor`,
  showAllCountries: (n: number) => `Visa alla ${n} länder`,
  taste: 'Smak',
  tasteIntro: 'Skala 1–12 som Systembolagets smakklockor. Viner utan uppmätt värde visas inte när du filtrerar på smak.',
  from: 'Från',
  to: 'Till',
  any: 'Alla',
  food: 'Passar till',
  other: 'Övrigt',
  organic: 'Ekologiskt',
  news: 'Nyheter',
  fixedRange: 'Bara fasta sortimentet',
  assortment: 'Sortiment',
  /** Systembolaget's own assortmentText per code (from their data); codes sharing a text are one option. */
  assortments: {
    FS: 'Fast sortiment',
    FSN: 'Fast sortiment',
    FSB: 'Fast sortiment',
    TSE: 'Tillfälligt sortiment',
    TSV: 'Tillfälligt sortiment',
    TSLS: 'Lokalt & Småskaligt',
    TSS: 'Säsong',
    BS: 'Ordervaror',
  } as Record<string, string>,
  priceBand: (min: number, max: number | null) =>
    max === null ? `${min} kr och mer` : min === 0 ? `Under ${Math.round(max)} kr` : `${min}–${Math.floor(max)} kr`,
  priceBands: 'Prisklasser',
  priceRangeError: 'Högsta pris måste vara minst lika högt som lägsta pris.',
  clockOption: (n: number, count: number | undefined) => (count === undefined ? String(n) : `${n} (${count})`),
  show: (n: number) => (n === 0 ? 'Inga viner' : n === 1 ? 'Visa 1 vin' : `Visa ${n} viner`),
  counting: 'Räknar viner …',
  /** The show button while the price range is impossible. */
  fixPriceFirst: 'Rätta priset först',
  clear: 'Rensa filter',
  countLive: (n: number) => (n === 1 ? '1 vin matchar' : `${n} viner matchar`),
} as const;
