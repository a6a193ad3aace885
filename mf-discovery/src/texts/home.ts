/** The home page. */
export const HOME_TEXTS = {
  heading: 'Hitta ditt nästa vin',
  intro: 'Upptäck viner ur Systembolagets sortiment – utifrån maträtt, smak eller våra listor.',
  searchLabel: 'Sök vin',
  searchPlaceholder: 'Sök på namn, druva eller land',
  entriesHeading: 'Hitta rätt',
  entries: {
    winefinder: { title: 'Vinväljaren', text: 'Svara på några frågor så föreslår vår sommelier viner.' },
    toplists: { title: 'Topplistor', text: 'Omtyckta och prisvärda viner, rangordnade efter medlemmarnas sparningar eller pris.' },
    lists: { title: 'Vinlistor', text: 'Våra favoriter ur det fasta sortimentet.' },
    dishes: { title: 'Maträtter', text: 'Välj en maträtt och få förslag på viner.' },
    search: { title: 'Sök', text: 'Sök bland viner och andra användare.' },
  },
  featuredLists: 'Utvalda vinlistor',
  allLists: 'Alla vinlistor',
  featuredWines: (list: string) => `Ur listan ${list}`,
  seeList: 'Se hela listan',
} as const;
