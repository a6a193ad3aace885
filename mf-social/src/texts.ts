import { SHARED_TEXTS, formatDistance, formatPrice, formatVolume } from '@vinkompassen/shared-contracts';

/** Swedish texts of the social remote. */
export const TEXTS = {
  defaultError: SHARED_TEXTS.defaultError,
  loginRequired: SHARED_TEXTS.loginRequired,
  login: 'Logga in',
  cancel: 'Avbryt',
  save: 'Spara',
  saving: 'Sparar …',
  loading: SHARED_TEXTS.loading,
  retry: SHARED_TEXTS.retry,
  loadFailed: 'Vi kunde inte hämta innehållet just nu.',

  // Spec section 5: generic validation messages.
  validation: {
    required: 'Value is required',
  },

  avatarAlt: (name: string) => `Profilbild för ${name}`,

  wine: {
    price: formatPrice,
    volume: formatVolume,
    imageAlt: (name: string) => `Flaska: ${name}`,
  },

  share: { label: 'Dela listan' },

  /** Stock of the shown wines at the chosen store ("Min butik"). */
  stock: {
    inStock: (store: string, quantity: number) => `Finns i ${store} (${quantity} st)`,
    notInStock: (store: string) => `Finns inte i ${store} just nu`,
    loading: (store: string) => `Kollar lagret i ${store} …`,
    demoNote: (store: string) => `Lagerstatus i ${store} är demodata, inte Systembolagets riktiga lager.`,
  },

  /** "Bästa butiken för listan": the stores with most of the wines in stock. */
  bestStores: {
    listHeading: 'Bästa butiken för listan',
    intro: 'Butikerna som har flest av vinerna i lager just nu. Har flera lika många kommer den närmaste först.',
    chooseStore: 'Välj din butik på valfri vinsida, eller använd din position, så visar vi var vinerna finns.',
    usePosition: 'Använd min position',
    locating: 'Hämtar din position …',
    fromPosition: 'Avstånden räknas från din position.',
    fromStore: (store: string) => `Avstånden räknas från ${store}.`,
    geoUnavailable: 'Din webbläsare kan inte dela din position. Välj en butik på valfri vinsida i stället.',
    geoDenied: 'Vi fick inte använda din position. Välj en butik på valfri vinsida i stället.',
    geoFailed: 'Vi kunde inte hämta din position just nu. Försök igen, eller välj en butik på en vinsida.',
    loading: 'Letar upp butiker …',
    listLabel: 'Butiker med vinerna i lager',
    inStock: (count: number, total: number) => `${count} av ${total} ${total === 1 ? 'vin' : 'viner'} i lager`,
    distance: formatDistance,
    distanceLabel: 'Avstånd:',
    openToday: (from: string, to: string) => `Öppet i dag ${from}–${to}`,
    closedToday: 'Stängt i dag',
    chosen: 'Din butik',
    demo: 'Lagerstatus är demodata',
    none: 'Vi hittade inga butiker med de här vinerna i lager.',
    failed: 'Vi kunde inte hämta butikerna just nu.',
  },

  user: {
    notFoundHeading: SHARED_TEXTS.notFound.user.heading,
    notFoundText: SHARED_TEXTS.notFound.user.text,
    followers: (n: number) => `${n} följare`,
    following: (n: number) => `Följer ${n}`,
    listsCount: (n: number) => `${n} ${n === 1 ? 'lista' : 'listor'}`,
    follow: 'Följ',
    unfollow: 'Sluta följa',
    followingState: (name: string) => `Du följer ${name}.`,
    followLabel: (name: string) => `Följ ${name}`,
    unfollowLabel: (name: string) => `Sluta följa ${name}`,
    self: 'Det här är din egen profil så som andra ser den.',
    toOwnProfile: 'Till min profil',
    listsHeading: 'Listor',
    noLists: (name: string) => `${name} har inga offentliga listor ännu.`,
    moreLists: 'Visa fler listor',
    savedHeading: 'Sparade viner',
    savedPrivate: (name: string) => `${name} visar inte sina sparade viner för andra.`,
    noSaved: (name: string) => `${name} har inte sparat några viner ännu.`,
  },

  lists: {
    winesCount: (n: number) => `${n} ${n === 1 ? 'vin' : 'viner'}`,
    by: 'av',
  },

  userList: {
    notFoundHeading: SHARED_TEXTS.notFound.userList.heading,
    notFoundText: SHARED_TEXTS.notFound.userList.text,
    empty: 'Listan är tom än så länge.',
    emptyOwner: 'Listan är tom. Lägg till viner från vinsidorna med knappen för listor.',
    wines: 'Viner i listan',
    save: 'Spara listan',
    saved: 'Sparad i din profil',
    unsave: 'Ta bort från min profil',
    edit: 'Redigera',
    editHeading: 'Redigera listan',
    visibilityLegend: 'Synlighet',
    removeWine: (name: string) => `Ta bort ${name} från listan`,
    removeWineShort: 'Ta bort',
    delete: 'Ta bort listan',
    deleteConfirm: 'Vill du ta bort listan? Det går inte att ångra.',
    deleteYes: 'Ja, ta bort',
    ownerActions: 'Hantera listan',
  },

  listForm: {
    name: 'Namn: *',
    description: 'Beskrivning',
    descriptionHint: 'Valfri, högst 160 tecken.',
    counter: (used: number, max: number) => `${used}/${max}`,
    counterLabel: (left: number) => `${left} tecken kvar`,
    tooLong: 'Beskrivningen får vara högst 160 tecken lång.',
    /** After a paste the field's limit cut short. */
    pasteCut: (max: number) => `Texten du klistrade in var för lång och kortades till ${max} tecken.`,
  },

  visibility: {
    public: SHARED_TEXTS.listPublic,
    private: SHARED_TEXTS.listPrivate,
    publicInfo: SHARED_TEXTS.listPublicInfo,
    privateInfo: SHARED_TEXTS.listPrivateInfo,
  },

  createList: {
    heading: 'Skapa ny lista',
    withWine: 'Vinet du valde läggs till i den nya listan.',
    submit: 'Skapa lista',
    created: (name: string) => `Listan ”${name}” är skapad.`,
    createdWithWine: (name: string) => `Listan ”${name}” är skapad med vinet i.`,
  },

  addToList: {
    heading: 'Lägg till i lista',
    choose: 'Välj lista',
    alreadyThere: 'Finns redan i listan',
    noLists: 'Du har inga listor ännu. Skapa en ny lista för vinet.',
    createNew: 'Skapa ny lista',
    alreadyInList: SHARED_TEXTS.alreadyInList,
    failed: SHARED_TEXTS.addToListFailed,
  },

  notes: {
    intro: 'Dina anteckningar är privata om du inte väljer Följare eller Offentlig.',
    loginPrompt: 'Logga in för att skriva egna anteckningar om vinet.',
    newLabel: 'Ny anteckning',
    placeholder: 'Hur smakade det? Vad åt du till?',
    add: 'Spara anteckning',
    empty: 'Du har inga anteckningar om det här vinet ännu.',
    edit: 'Redigera',
    editLabel: 'Redigera anteckning',
    delete: 'Ta bort',
    deleteConfirm: 'Ta bort anteckningen?',
    deleteYes: 'Ja, ta bort',
    written: (date: string) => `Skriven ${date}`,
    edited: (date: string) => `Ändrad ${date}`,
    visibilityLegend: 'Vem kan läsa anteckningen?',
    visibility: { private: 'Privat', followers: 'Följare', public: 'Offentlig' },
    visibilityHint: {
      private: 'Bara du kan läsa anteckningen.',
      followers: 'Du och de som följer dig kan läsa anteckningen.',
      public: 'Alla kan läsa anteckningen, även på vinets sida.',
    },
    visibilityShown: (label: string) => `Synlighet: ${label}`,
    hidden: 'Dold för andra efter anmälningar tills den har granskats.',
  },

  /** The own rating of a wine's taste: never of strength. */
  rating: {
    legend: 'Ditt betyg',
    option: (n: number) => `${n} av 5`,
    hint: 'Hur väl tyckte du om smaken?',
    saved: (n: number) => `Ditt betyg: ${n} av 5.`,
    remove: 'Ta bort betyget',
    removed: 'Betyget är borttaget.',
  },

  /** "Medlemmarnas betyg" on a wine page. */
  community: {
    average: (value: string) => `${value} av 5`,
    count: (n: number) => `${n} betyg`,
    /** The rule of "Medlemmarnas betyg", in one line (api/README.md, "Moderation and established accounts"). */
    rule: 'Snittet räknar bara andra medlemmars betyg från konton äldre än en vecka som används, och visas från tre sådana.',
    notesHeading: 'Medlemmarnas anteckningar',
    noNotes: 'Ingen har delat en anteckning om vinet ännu.',
    followed: 'Du följer',
    writerRating: (n: number) => `Betyg ${n} av 5`,
    more: 'Visa fler anteckningar',
    report: 'Anmäl',
    reportLabel: (name: string) => `Anmäl anteckningen av ${name}`,
    reportConfirm: 'Anmäla anteckningen? Den döljs om flera anmäler den, tills vi har granskat den.',
    reportYes: 'Ja, anmäl',
    reported: 'Anmäld. Tack!',
  },

  feed: {
    heading: 'Flöde',
    intro: 'Det senaste från personerna du följer och listorna du har sparat.',
    listLabel: 'Händelser',
    savedWine: 'sparade',
    listCreated: 'skapade listan',
    listAdded: (wine: string) => `lade till ${wine} i`,
    rated: (n: number) => `gav betyget ${n} av 5 till`,
    wrote: 'skrev om',
    more: 'Visa fler',
    emptyHeading: 'Ditt flöde är tomt än så länge',
    emptyText: 'Följ personer för att se vad de sparar, betygsätter och skriver om.',
    suggestionsHeading: 'Personer med liknande smak',
    sharedWines: (n: number) => `${n} ${n === 1 ? 'gemensamt vin' : 'gemensamma viner'}`,
    noSuggestions: 'Spara eller betygsätt några viner, så föreslår vi personer med liknande smak.',
    searchUsers: 'Sök efter användare',
  },
} as const;
