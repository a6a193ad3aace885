import { formatPrice, formatVolume } from '@vinkompassen/shared-contracts';

/** Swedish texts of the wine finder remote. Tone: moderate, suggesting rather than urging. */
export const TEXTS = {
  winefinder: {
    heading: 'Vinväljaren',
    intro: 'Vår sommelier ställer några frågor om maten, tillfället och din smak. Svara på så många du vill – sedan föreslår vi viner.',
  },
  chat: {
    logLabel: 'Samtal med sommelieren',
    sommelierSays: 'Sommelieren:',
    youSay: 'Du:',
    typing: 'Sommelieren skriver …',
    repliesLabel: (question: string) => `Svarsalternativ: ${question}`,
    optionWithCount: (label: string, n: number) => `${label} (${n} ${n === 1 ? 'vin' : 'viner'})`,
    messageLabel: 'Skriv till sommelieren',
    messagePlaceholder: 't.ex. något till lax under 150 kr',
    send: 'Skicka',
    answersLabel: 'Dina svar',
    changeAnswer: (label: string) => `Ändra svaret ”${label}”`,
    changing: (label: string) => `Jag vill ändra ”${label}”.`,
    restart: 'Börja om',
    showWines: 'Visa vinerna nu',
    counting: 'Räknar viner …',
    matchCount: (n: number) =>
      n === 0 ? 'Inget vin passar alla svar – du får de närmaste' : n === 1 ? '1 vin passar dina svar' : `${n} viner passar dina svar`,
    failed: 'Sommelieren svarar inte just nu.',
    retry: 'Försök igen',
    adopted: (answers: string) => `Välkommen tillbaka! Jag har tagit med dina svar: ${answers}.`,
    unknownSaved: 'Några av de sparade svaren känner jag inte igen längre, så vi börjar om från början.',
  },
  results: {
    heading: 'Förslag utifrån dina svar',
    headingNoAnswers: 'Förslag ur sortimentet',
    intro: 'Vinerna som passar dina svar bäst, med en förklaring till varje förslag.',
    introNoAnswers: 'Du har inte svarat på några frågor, så här är väl beskrivna viner ur Systembolagets fasta sortiment.',
    answersLabel: 'Dina svar',
    matchCount: (n: number) =>
      n === 0
        ? 'Inget vin i sortimentet uppfyller allt du bad om. Här är de närmaste alternativen – på varje vin står vad som skiljer.'
        : n === 1
          ? 'Ett vin uppfyller alla dina svar.'
          : `${n} viner uppfyller alla dina svar. Här är de som passar bäst.`,
    refine: 'Ändra svaren',
    share: 'Dela förslagen',
    shared: 'Länken till förslagen är kopierad.',
    shareFailed: 'Kopiera länken i adressfältet för att dela förslagen.',
    shareTitle: 'Vinförslag från Vinkompassen',
    restart: 'Börja om',
    listLabel: 'Föreslagna viner',
    empty: 'Vi hittade inga viner för de här svaren. Prova att ändra något av dem.',
    invalidLink: 'Länken innehåller svar som vi inte känner igen. Starta Vinväljaren för att göra ett nytt urval.',
    startChat: 'Starta Vinväljaren',
    failed: 'Förslagen kunde inte hämtas just nu.',
    loading: 'Hämtar förslag …',
    showMore: 'Visa fler viner',
    loadingMore: 'Hämtar fler förslag …',
    showing: (n: number) => `Visar ${n} viner.`,
  },
  wine: {
    rank: (n: number) => `Förslag ${n}`,
    price: formatPrice,
    volume: formatVolume,
    confidence: (label: string) => `Träffsäkerhet: ${label}`,
    confidenceHelp: 'Hur säker bedömningen är – lägre när Systembolaget saknar smakklockor eller matsymboler för vinet.',
    like: 'Spara',
    likeLabel: (name: string) => `Spara ${name}`,
    addToList: 'Lägg till i lista',
    addToListLabel: (name: string) => `Lägg till ${name} i en lista`,
    inStock: (store: string, quantity: number) => `Finns i ${store} (${quantity} st)`,
    notInStock: (store: string) => `Finns inte i ${store} just nu`,
    stockLoading: (store: string) => `Kollar lagret i ${store} …`,
    organic: 'Ekologiskt',
  },
  recommended: {
    heading: 'Våra tips',
    intro: 'Viner vi tror att du kommer att tycka om, utifrån dina svar i Vinväljaren och vinerna du har sparat.',
    whyHeading: 'Därför de här vinerna',
    listLabel: 'Våra tips till dig',
    emptyHeading: 'Inga tips ännu',
    emptyText:
      'Berätta lite om maten och vad du tycker om i Vinväljaren, så tar vi fram tips som passar dig. Det tar en minut, och du bestämmer själv hur många frågor du svarar på.',
    startChat: 'Starta Vinväljaren',
    refine: 'Ändra dina svar i Vinväljaren',
    answerMore: 'Svara på några frågor i Vinväljaren för fler tips',
    failed: 'Tipsen kunde inte hämtas just nu.',
    loading: 'Hämtar tips …',
  },
  /** What the saved wines say about the user's taste (Våra tips, signed in). Plain and moderate: no urging. */
  tasteProfile: {
    heading: 'Din smakprofil',
    basedOn: (n: number) => `Bygger på ${n} sparade ${n === 1 ? 'vin' : 'viner'}.`,
    tooFew: 'Tipsen blir bättre när du har sparat några viner – då kan vi lära oss vad du tycker om.',
    isReset:
      'Smakprofilen är nollställd. Tipsen bygger nu bara på dina svar i Vinväljaren. Dina sparade viner finns kvar, och de du sparar från och med nu formar en ny profil.',
    reset: 'Nollställ smakprofilen',
    confirmQuestion: 'Vill du nollställa smakprofilen?',
    confirmText: 'Dina sparade viner finns kvar, men tipsen bygger då bara på dina svar i Vinväljaren och på viner du sparar härefter.',
    confirm: 'Ja, nollställ',
    cancel: 'Avbryt',
    resetting: 'Nollställer …',
    resetFailed: 'Smakprofilen kunde inte nollställas just nu. Försök igen senare.',
  },
} as const;
