/**
 * What the catalog cannot say, written once by hand: Swedish words for styles, taste, occasions, sizes,
 * organic and prices, country adjectives and a few place names people spell their own way. Phrases are
 * written as a user types them and folded before matching ('fylligt rött' = 'fylligt rott'). A trailing
 * '*' matches any word starting with it. `negated` applies when the phrase follows a negation ('inte för
 * sött' → torrt, 'utan fat' → utan ekfat); without it a negated phrase is ignored.
 */
import type { WinefinderQuestionId } from '@vinkompassen/shared-contracts/schemas';

export type LexAnswer = Partial<Record<WinefinderQuestionId, string | string[]>>;

export interface LexEntry {
  phrases: readonly string[];
  set: LexAnswer;
  negated?: LexAnswer;
}

/** Words that negate the next one or two words. */
export const NEGATIONS = ['inte', 'ej', 'utan', 'ingen', 'inget', 'inga', 'aldrig', 'icke', 'varken'];

/** 'Spelar ingen roll' and friends: answers the question being asked with no preference. */
export const NO_PREFERENCE_PHRASES = ['spelar ingen roll', 'spelar mindre roll', 'vet inte', 'vet ej', 'hoppa over', 'skippa', 'egal', 'whatever', 'kvittar', 'valfritt', 'ingen aning', 'inget sarskilt', 'allt gar bra', 'oviktigt'];
/** Yes / no for yes-no questions (organic). */
export const YES_PHRASES = ['ja', 'japp', 'absolut', 'garna', 'ja tack', 'sjalvklart'];
export const NO_PHRASES = ['nej', 'nej tack', 'nope', 'behovs inte'];

const STYLE_ENTRIES: LexEntry[] = [
  { phrases: ['rott', 'roda', 'rod', 'rodvin*', 'rodtt', 'rott vin'], set: { style: ['rott'] } },
  { phrases: ['vitt', 'vita', 'vit', 'vitvin*', 'vitt vin'], set: { style: ['vitt'] } },
  { phrases: ['rose', 'roser', 'rosevin*', 'rosa vin', 'roseviner'], set: { style: ['rose'] } },
  {
    phrases: ['bubbel', 'bubblor', 'bubbl*', 'mousserande', 'mousserat', 'skumpa', 'skumvin', 'spumante', 'sekt', 'sparkling', 'mousserande vin', 'champis'],
    set: { style: ['mousserande'] },
  },
];

const TASTE_ENTRIES: LexEntry[] = [
  { phrases: ['fyllig*', 'kraftig*', 'mustig*', 'tung', 'tungt', 'tunga', 'koncentrerat', 'stort vin', 'kraftfull*'], set: { body: 'fyllig' }, negated: { body: 'latt' } },
  { phrases: ['medelfyllig*', 'mellanfyllig*', 'lagom fyllig*'], set: { body: 'medel' } },
  { phrases: ['latt', 'latta', 'lattare', 'lattdruck*', 'elegant*', 'lattsam*'], set: { body: 'latt' }, negated: { body: 'fyllig' } },
  { phrases: ['torr', 'torrt', 'torra', 'torrare', 'brut'], set: { sweetness: 'torr' } },
  { phrases: ['halvtorr*', 'off dry', 'lite sott', 'lite sotma'], set: { sweetness: 'halvtorr' } },
  { phrases: ['sot', 'sott', 'sota', 'sotare', 'sotma', 'sotaktig*', 'dessertvin*'], set: { sweetness: 'sot' }, negated: { sweetness: 'torr' } },
  { phrases: ['mjuk syra', 'lag syra', 'mild syra', 'lite syra', 'syrafattig*'], set: { acidity: 'mild' } },
  { phrases: ['frisk*', 'syrlig*', 'krispig*', 'hog syra', 'fraasch', 'frasch', 'spritsig*', 'mineral*', 'syra'], set: { acidity: 'frisk' }, negated: { acidity: 'mild' } },
  { phrases: ['strav*', 'stram*', 'tannin*', 'garvsyra', 'tanninrik*'], set: { tannin: 'stravt' }, negated: { tannin: 'mjukt' } },
  { phrases: ['mjuk', 'mjukt', 'mjuka', 'mjukare', 'len', 'lent', 'silkig*', 'sammetslen*', 'smidig*', 'rund', 'rundare', 'runda'], set: { tannin: 'mjukt' }, negated: { tannin: 'stravt' } },
  { phrases: ['ekfat*', 'fatlagr*', 'fatkaraktar', 'ekig*', 'fat', 'ek', 'fatat', 'fatade', 'barrique', 'vanilj*', 'ekat'], set: { oak: 'ekfat' }, negated: { oak: 'utan-ekfat' } },
  { phrases: ['ofatat', 'ofatad*', 'staltank', 'oekat', 'fri fran fat', 'utan ekfat', 'utan fat'], set: { oak: 'utan-ekfat' } },
];

const OCCASION_ENTRIES: LexEntry[] = [
  { phrases: ['vardag*', 'mandag', 'tisdag', 'onsdag', 'torsdag', 'fredagsmys', 'helt vanlig*', 'till vardags'], set: { occasion: 'vardag' } },
  { phrases: ['middag*', 'bjudning*', 'helgmiddag', 'lordagsmiddag', 'tremattersmiddag', 'gaster', 'middagsbjudning'], set: { occasion: 'middag' } },
  { phrases: ['fest*', 'party', 'kalas', 'nyar*', 'brollop*', 'jubileum', 'fira', 'firar', 'firande', 'studenten', 'student*', 'skala'], set: { occasion: 'fest' } },
  { phrases: ['present*', 'gava', 'gavan', 'ge bort', 'vardinnegava', 'fodelsedagspresent', 'julklapp*'], set: { occasion: 'present' } },
  { phrases: ['mingel', 'mingla', 'minglet', 'afterwork', 'aw'], set: { occasion: 'mingel' } },
];

const OTHER_ENTRIES: LexEntry[] = [
  { phrases: ['ekologisk*', 'eko', 'ekovin*', 'organic', 'biodynamisk*', 'krav markt', 'kravmarkt'], set: { organic: 'ja' }, negated: { organic: 'spelar-ingen-roll' } },
  // Cheap / premium without a number. Never about alcohol per krona.
  { phrases: ['billig*', 'budget', 'snal*', 'prisvart*', 'prisvard*', 'kap'], set: { price: '-100' } },
  { phrases: ['lyx*', 'exklusiv*', 'flott*', 'dyr', 'dyrt', 'dyrare', 'finvin'], set: { price: '250-' }, negated: { price: '-150' } },
];

/** Countries: the answer is the slug of Systembolaget's Swedish country name. */
export const COUNTRY_WORDS: Record<string, readonly string[]> = {
  italien: ['italien', 'italiensk*'],
  frankrike: ['frankrike', 'fransk*'],
  spanien: ['spanien', 'spansk*'],
  portugal: ['portugal', 'portugis*'],
  tyskland: ['tyskland', 'tysk', 'tyskt', 'tyska'],
  osterrike: ['osterrike', 'osterrikisk*'],
  ungern: ['ungern', 'ungersk*'],
  grekland: ['grekland', 'grekisk*'],
  sydafrika: ['sydafrika', 'sydafrikansk*'],
  chile: ['chile', 'chilensk*'],
  argentina: ['argentina', 'argentinsk*'],
  australien: ['australien', 'australisk*'],
  'nya-zeeland': ['nya zeeland', 'nyzeelandsk*'],
  usa: ['usa', 'amerikansk*'],
  sverige: ['sverige', 'svensk', 'svenskt', 'svenska'],
  libanon: ['libanon', 'libanesisk*'],
  georgien: ['georgien', 'georgisk*'],
  kroatien: ['kroatien', 'kroatisk*'],
  slovenien: ['slovenien', 'slovensk*'],
  rumanien: ['rumanien', 'rumansk*'],
  moldavien: ['moldavien', 'moldavisk*'],
  bulgarien: ['bulgarien', 'bulgarisk*'],
  uruguay: ['uruguay'],
  kanada: ['kanada', 'kanadensisk*'],
  storbritannien: ['storbritannien', 'brittisk*', 'england', 'engelsk*'],
  schweiz: ['schweiz', 'schweizisk*'],
  israel: ['israel', 'israelisk*'],
};

/** Well-known regions (free text works for these even before the catalog has them): slug → words, country. */
export const REGION_WORDS: Record<string, { words: readonly string[]; country: string }> = {
  toscana: { words: ['toscana', 'toskana'], country: 'italien' },
  piemonte: { words: ['piemonte', 'piedmont'], country: 'italien' },
  venetien: { words: ['venetien', 'veneto'], country: 'italien' },
  sicilien: { words: ['sicilien', 'sicilia'], country: 'italien' },
  puglia: { words: ['puglia', 'apulien'], country: 'italien' },
  abruzzo: { words: ['abruzzo', 'abruzzerna'], country: 'italien' },
  bordeaux: { words: ['bordeaux'], country: 'frankrike' },
  bourgogne: { words: ['bourgogne', 'burgund*'], country: 'frankrike' },
  rhonedalen: { words: ['rhonedalen', 'rhone'], country: 'frankrike' },
  loiredalen: { words: ['loiredalen', 'loire'], country: 'frankrike' },
  alsace: { words: ['alsace', 'elsass'], country: 'frankrike' },
  champagne: { words: ['champagne'], country: 'frankrike' },
  'languedoc-roussillon': { words: ['languedoc*', 'roussillon'], country: 'frankrike' },
  provence: { words: ['provence'], country: 'frankrike' },
  rioja: { words: ['rioja'], country: 'spanien' },
  'ribera-del-duero': { words: ['ribera del duero'], country: 'spanien' },
  katalonien: { words: ['katalonien', 'catalunya'], country: 'spanien' },
  mosel: { words: ['mosel'], country: 'tyskland' },
  pfalz: { words: ['pfalz'], country: 'tyskland' },
  douro: { words: ['douro'], country: 'portugal' },
  kalifornien: { words: ['kalifornien', 'napa*', 'sonoma'], country: 'usa' },
  mendoza: { words: ['mendoza'], country: 'argentina' },
};


/** Sizes: a half bottle is 37.5 cl, a magnum 150 cl, a box or bag 2 litres or more. */
const SIZE_ENTRIES: LexEntry[] = [
  { phrases: ['halvflaska', 'halvflaskor', 'halv flaska', 'halva flaskor', 'liten flaska', 'sma flaskor', '375 ml', '37 5 cl', '37 cl'], set: { size: 'halvflaska' } },
  { phrases: ['magnum*', 'stor flaska', 'dubbelflaska', '1 5 liter', '150 cl', '1500 ml'], set: { size: 'magnum' } },
  { phrases: ['box', 'boxar', 'boxvin*', 'vinbox*', 'bag in box', 'bib', 'lada', 'lador', 'ladvin*', 'vinlada*', 'bag', 'pase', 'vinpase'], set: { size: 'box' } },
  // A litre count means that size: '3 liter' is the 3,000 ml box, not any box.
  { phrases: ['3 liter', '3 liters', '3 l', 'tre liter', '3000 ml', '300 cl', '3 liter box', '3 liters box', '3 l box', 'box 3 liter', 'box pa 3 liter', '3 liter bag in box'], set: { size: 'box-3-liter' } },
  { phrases: ['2 liter', '2 liters', 'tva liter', '2000 ml', '200 cl', '2 liter box', '2 liters box', 'box 2 liter', 'box pa 2 liter'], set: { size: 'box-2-liter' } },
  { phrases: ['helflaska', 'vanlig flaska', '75 cl', '750 ml'], set: { size: 'flaska' } },
];

export const LEXICON: readonly LexEntry[] = [...STYLE_ENTRIES, ...TASTE_ENTRIES, ...OCCASION_ENTRIES, ...SIZE_ENTRIES, ...OTHER_ENTRIES];

/**
 * Price expressions on unaccented text, tried in order; the first that matches wins.
 * Numbers are kronor; 'kr', 'kronor', ':-' and 'sek' are optional unless noted.
 */
const KR = String.raw`(?:\s*(?:kr|kronor|:-|sek|spann))`;
const N = String.raw`(\d{2,6})`;
export const PRICE_PATTERNS: ReadonlyArray<{ re: RegExp; range: (a: number, b?: number) => [number | null, number | null] }> = [
  { re: new RegExp(String.raw`mellan\s+${N}${KR}?\s*(?:och|-|–|till)\s*${N}`), range: (a, b) => [Math.min(a, b!), Math.max(a, b!)] },
  { re: new RegExp(String.raw`${N}${KR}?\s*(?:-|–|till)\s*${N}${KR}`), range: (a, b) => [Math.min(a, b!), Math.max(a, b!)] },
  {
    re: new RegExp(String.raw`(?:under|max|maximalt|hogst|upp till|mindre an|billigare an|inte over|inte mer an|som mest|budget(?: pa)?|inom)\s+${N}`),
    range: (a) => [null, a],
  },
  { re: new RegExp(String.raw`(?:over|minst|dyrare an|mer an|som minst|fran)\s+${N}${KR}`), range: (a) => [a, null] },
  { re: new RegExp(String.raw`(?:over|minst|dyrare an|som minst)\s+${N}`), range: (a) => [a, null] },
  {
    re: new RegExp(String.raw`(?:runt|cirka|ca|omkring|kring|ungefar|typ)\s+${N}`),
    range: (a) => [Math.round((a * 0.8) / 10) * 10, Math.round((a * 1.2) / 10) * 10],
  },
  { re: new RegExp(String.raw`(?:for|pa)\s+${N}${KR}`), range: (a) => [null, a] },
  { re: new RegExp(`${N}${KR}`), range: (a) => [null, a] },
  { re: /hundralapp/, range: () => [null, 100] },
];
