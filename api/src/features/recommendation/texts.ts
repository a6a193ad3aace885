/**
 * The sommelier's Swedish lines. Moderate tone (Swedish alcohol marketing rules): suggest, never urge;
 * no drinking amounts, no "most alcohol per krona".
 */
import type { WinefinderQuestionId } from './contract';

export const TEXTS = {
  greeting:
    'Hej! Jag är din sommelier och hjälper dig att hitta ett vin ur Systembolagets sortiment. Svara på så många frågor du vill – du kan när som helst välja "Visa vinerna nu".',
  understood: (summary: string) => `Jag uppfattade: ${summary}.`,
  notUnderstoodWords: (words: readonly string[]) =>
    `Det här förstod jag inte: ${words.map((w) => `"${w}"`).join(', ')}. Skriv gärna på ett annat sätt om det var viktigt.`,
  noneMatch: (summary: string) =>
    `Det finns inget vin i sortimentet som uppfyller allt du bad om (${summary}). Här är de närmaste alternativen – på varje vin står vad som skiljer.`,
  notUnderstood: 'Det förstod jag inte riktigt. Välj gärna ett av alternativen, eller skriv till exempel "något till lax under 150 kr".',
  /** Nothing understood: what was not, and where to start instead (the picks are only a starting point). */
  nothingUnderstood: (words: readonly string[]) =>
    `Det förstod jag inte${words.length ? `: ${words.map((w) => `"${w}"`).join(', ')}` : ''}, så inget vin passar ännu. Börja gärna med vintyp, mat eller pris – till exempel "rött till grillat", "bubbel till fest" eller "vitt till fisk under 150 kr". Vinerna nedan är bara en början.`,
  startingPoint: 'Bara en början – jag vet ännu inte vad du söker',
  matches: (n: number, fixed: number) =>
    n === 0
      ? 'Inget vin uppfyller alla önskemål just nu – jag visar de som ligger närmast.'
      : n === 1
        ? `Just nu passar ett vin${fixed === 1 ? ', och det finns i fasta sortimentet' : ''}.`
        : `Just nu passar ${n} viner${fixed > 0 && fixed < n ? `, varav ${fixed} i fasta sortimentet` : ''}.`,
  done: 'Nu har jag inga fler frågor som ändrar urvalet. Välj "Visa vinerna nu" så visar jag mina förslag.',
  fewLeft: 'Urvalet är redan litet, så jag frågar inte mer. Välj "Visa vinerna nu" för att se förslagen.',
  showWines: 'Visa vinerna nu',
  any: 'Spelar ingen roll',
} as const;

/** Question texts; region gets the chosen country's name. */
export const QUESTION_TEXTS: Record<WinefinderQuestionId, string> = {
  occasion: 'Vad är tillfället?',
  food: 'Vad ska du äta till vinet?',
  style: 'Vilken sorts vin är du sugen på?',
  grape: 'Någon särskild druva?',
  appellation: 'Något särskilt vin, som Amarone eller Cava?',
  size: 'Vilken storlek?',
  price: 'Hur mycket vill du lägga på flaskan?',
  body: 'Vill du ha ett lätt eller ett fylligt vin?',
  sweetness: 'Torrt eller med lite sötma?',
  acidity: 'Hur frisk syra gillar du?',
  tannin: 'Föredrar du strävt och stramt, eller mjukt och runt?',
  oak: 'Vill du ha fatkaraktär – vanilj och rostade toner från ekfat?',
  country: 'Har du något land du gärna vill ha vin från?',
  region: 'Något särskilt område?',
  organic: 'Ska vinet vara ekologiskt?',
  not_country: 'Något land du vill undvika?',
  not_region: 'Något område du vill undvika?',
};

/** Phrases for summarising answers ('till fisk, rött, högst 150 kr'). */
export const ANSWER_PHRASES = {
  occasion: { vardag: 'till vardags', middag: 'till middag', fest: 'till fest', present: 'som present', mingel: 'till mingel' } as Record<string, string>,
  body: { latt: 'lätt', medel: 'mellanfylligt', fyllig: 'fylligt' } as Record<string, string>,
  sweetness: { torr: 'torrt', halvtorr: 'halvtorrt', sot: 'sött' } as Record<string, string>,
  acidity: { frisk: 'friskt', mild: 'mjuk syra' } as Record<string, string>,
  tannin: { stravt: 'strävt', mjukt: 'mjukt' } as Record<string, string>,
  oak: { ekfat: 'med fatkaraktär', 'utan-ekfat': 'utan ekfat' } as Record<string, string>,
  style: { rott: 'rött', vitt: 'vitt', rose: 'rosé', mousserande: 'mousserande', starkvin: 'starkvin' } as Record<string, string>,
  size: { halvflaska: 'halvflaska', flaska: 'flaska (75 cl)', magnum: 'magnum', box: 'box', 'box-3-liter': 'box på 3 liter', 'box-2-liter': 'box på 2 liter' } as Record<
    string,
    string
  >,
  organic: 'ekologiskt',
  noPreference: (question: string) => `${question.toLowerCase()} spelar ingen roll`,
};

/** Question names for 'pris spelar ingen roll'. */
export const QUESTION_NAMES: Record<WinefinderQuestionId, string> = {
  occasion: 'Tillfället',
  food: 'Maten',
  style: 'Vintypen',
  grape: 'Druvan',
  appellation: 'Vinet',
  size: 'Storleken',
  price: 'Priset',
  body: 'Fylligheten',
  sweetness: 'Sötman',
  acidity: 'Syran',
  tannin: 'Strävheten',
  oak: 'Ekfatet',
  country: 'Landet',
  region: 'Området',
  organic: 'Ekologiskt',
  not_country: 'Länder du undviker',
  not_region: 'Områden du undviker',
};

export const REASON_TEXTS = {
  passesWith: (foods: string) => `Passar till ${foods}`,
  usageMentions: (foods: string) => `Serveringsförslaget nämner ${foods}`,
  typicalStyle: (style: string, foods: string) => `${style} brukar fungera till ${foods}`,
  from: (place: string, what = '') => `${what ? `${what} ` : ''}från ${place}`,
  /** Aromas the catalog's taste texts name for wines like this one: 'Syrah från Western Cape har ofta inslag av björnbär och peppar'. */
  typicalNotes: (subject: string, aromas: string[]) => `${subject} har ofta inslag av ${aromas.join(' och ')}`,
  organic: 'ekologiskt',
  notOrganic: 'inte ekologiskt',
  ratherThan: (actual: string, wanted: string) => `${actual} snarare än ${wanted}`,
  otherCountry: 'från ett annat land än du valt',
  outsideDish: (dish: string) => `Typ eller smak ligger utanför det som brukar passa till ${dish}`,
  avoided: (place: string) => `från ${place}, som du ville undvika`,
  /** A place ruled out, said back: 'inte från Frankrike'. */
  notFrom: (places: string) => `inte från ${places}`,
  otherArea: (country: string | null) => (country ? `annat område i ${country}` : 'annat område än du valt'),
  overBudget: (kr: number) => `${kr} kr över din gräns`,
  underBudget: (kr: number) => `${kr} kr under din lägsta nivå`,
  otherGrape: (grapes: string) => (grapes ? `annan druva (${grapes})` : 'annan druva än du valt'),
  notNamed: (names: string) => `inte ${names}`,
  otherSize: (size: string | null) => `annan storlek${size ? ` (${SIZE_NAMES[size] ?? size})` : ''}`,
  noFoodSymbol: 'Systembolaget anger inte maten du valt för det här vinet',
  widened: 'Uppfyller inte alla önskemål, men ligger närmast',
  fewData: 'Systembolaget har inte smakklockor för det här vinet, så träffsäkerheten är lägre',
  notFixedRange: (text: string | null) => `Finns inte i fasta sortimentet${text ? ` (${text.toLowerCase()})` : ''}`,
  sweetWine: 'Sött vin',
  sociable: 'Fungerar som sällskapsdryck',
  festive: 'Festligt mousserande',
  twinOf: (name: string) => `Liknar ${name} som du har sparat`,
  sameSymbols: 'samma matsymboler',
  nearProfile: 'nästan samma smakprofil',
  symbols: (names: string) => `Systembolagets matsymbol: ${names}`,
  clockInRange: (clock: string, value: number, range: { lo: number; hi: number }, inside: boolean) =>
    `${clock} ${value} av 12 (rätten: ${range.lo}–${range.hi}${inside ? '' : ', utanför'})`,
  sameProfile: 'Samma smakprofil',
  nearProfileShort: 'Nästan samma smakprofil',
  nearProfileLong: 'Nästan samma smakprofil (högst ett steg ifrån på smakklockorna)',
  alsoWith: (foods: string) => `Passar också till ${foods}`,
  samePrice: 'samma pris',
  cheaper: (kr: number) => `${kr} kr billigare`,
  dearer: (kr: number) => `${kr} kr dyrare`,
};

const SIZE_NAMES: Record<string, string> = { halvflaska: 'halvflaska', flaska: 'flaska', magnum: 'magnum', box: 'box' };

export const STYLE_NAMES: Record<string, string> = {
  red: 'Rött vin',
  white: 'Vitt vin',
  rose: 'Rosévin',
  sparkling: 'Mousserande vin',
  other: 'Vinet',
};

/** Wines of a style, as a group: 'röda viner från Bordeaux'. */
export const STYLE_PLURALS: Record<string, string> = {
  red: 'röda viner',
  white: 'vita viner',
  rose: 'roséviner',
  sparkling: 'mousserande viner',
};

export const TIPS_TEXTS = {
  answersAndLikes: (summary: string, name: string) =>
    `Utifrån dina svar (${summary}) och vinerna du har sparat, bland annat ${name}.`,
  answers: (summary: string) => `Utifrån dina svar i Vinväljaren: ${summary}.`,
  profile: (summary: string) => `Utifrån vinerna du har sparat. ${summary}`,
  answersAndProfile: (answers: string, summary: string) => `Utifrån dina svar (${answers}) och vinerna du har sparat. ${summary}`,
  likes: (name: string) =>
    `Viner som liknar dem du har sparat, bland annat ${name}: samma matsymboler och nästan samma smakprofil (högst ett steg ifrån på smakklockorna).`,
  likesNoTwins: 'Vi hittade inga nära smaktvillingar till vinerna du har sparat, så här är omtyckta viner ur fasta sortimentet.',
  none: 'Svara på några frågor i Vinväljaren så blir tipsen personliga. Så länge visar vi omtyckta viner ur fasta sortimentet.',
};

/** The taste profile in plain Swedish: 'Du verkar gilla fylliga röda viner runt 150 kr, gärna till lamm.' */
export const PROFILE_TEXTS = {
  lead: 'Du verkar gilla',
  body: (mean: number) => (mean <= 4.5 ? 'lätta' : mean < 7.5 ? 'medelfylliga' : 'fylliga'),
  sweetness: (mean: number) => (mean <= 2.5 ? 'torra' : mean <= 6 ? 'halvtorra' : 'söta'),
  wines: (style: string | null) =>
    ({ red: 'röda viner', white: 'vita viner', rose: 'roséviner', sparkling: 'mousserande viner' })[style ?? ''] ?? 'viner',
  around: (kr: number) => `runt ${kr} kr`,
  withFood: (foods: readonly string[]) => `gärna till ${foods.join(' och ')}`,
  because: (name: string) => `Eftersom du sparat ${name}`,
};

/** A dish's target taste in words: 'Medelfylligt, frisk syra, torrt'. */
export const DISH_TEXTS = {
  taste: (clocks: Partial<Record<'body' | 'fruitacid' | 'roughness' | 'sweetness', { lo: number; hi: number }>>) => {
    const mid = (r: { lo: number; hi: number }) => (r.lo + r.hi) / 2;
    const parts = [
      clocks.body && (mid(clocks.body) <= 4.5 ? 'lätt' : mid(clocks.body) < 7.5 ? 'medelfylligt' : 'fylligt'),
      clocks.fruitacid && (clocks.fruitacid.lo >= 7 ? 'frisk syra' : clocks.fruitacid.hi <= 7 ? 'mild syra' : null),
      clocks.roughness && (clocks.roughness.lo >= 6 ? 'strävt' : clocks.roughness.hi <= 6 ? 'mjukt' : null),
      clocks.sweetness && (clocks.sweetness.lo >= 7 ? 'sött' : clocks.sweetness.hi <= 3 ? 'torrt' : clocks.sweetness.hi <= 6 ? 'torrt till halvtorrt' : null),
    ].filter((p): p is string => !!p);
    const text = parts.join(', ');
    return text ? text[0]!.toUpperCase() + text.slice(1) : 'Passar de flesta viner';
  },
};

/** "Liknande viner" for a wine without taste clocks: kin by grape, place, style and price. */
export const KIN_TEXTS = {
  sameGrapes: (grapes: string) => `Samma druva: ${grapes}`,
  samePlace: (place: string) => `Också från ${place}`,
  noClocks: 'Systembolaget har inte smakklockor för vinet, så likheten bygger på druva, ursprung, stil och pris',
};

/** Style options when something sweet is asked for: the white ones are dessert wines. */
export const SWEET_STYLE_LABELS: Record<string, string> = { vitt: 'Vitt dessertvin' };
