/** Swedish texts of the discovery remote. */
export const TEXTS = {
  home: {
    heading: 'Hitta ditt nästa vin',
    intro: 'Upptäck viner ur Systembolagets fasta sortiment – utifrån maträtt, smak eller våra topplistor.',
    winefinderCta: 'Starta Vinväljaren',
    dishesCta: 'Välj en maträtt',
  },
  toplists: { heading: 'Topplistor', intro: 'Omtyckta viner ur sortimentet, samlade i listor.' },
  lists: { heading: 'Vinlistor', intro: 'Våra favoritviner ur Systembolagets fasta sortiment.' },
  list: { heading: 'Vinlista', intro: 'Vinerna i listan visas här.' },
  product: { heading: 'Vin', intro: 'Beskrivning, smakprofil och vad vinet passar till.' },
  dishes: { heading: 'Maträtter', intro: 'Välj en maträtt så får du förslag på viner som passar till.' },
  dish: { heading: 'Maträtt', intro: 'Viner som passar till rätten.' },
  search: {
    heading: 'Sök viner & användare',
    wines: 'Viner',
    users: 'Användare',
    winesIntro: 'Sök bland viner i sortimentet.',
    usersIntro: 'Hitta andra användare och deras listor.',
    tabsLabel: 'Vad vill du söka efter?',
  },
  filter: { heading: 'Filtrera', intro: 'Filtrera viner på typ, land, druva och pris.' },
} as const;
