/**
 * Appellation and style words that live in product names and categories rather than in the place fields
 * (Amarone, Ripasso, Crémant, Port, Sherry…), or that name a family of places ('Chianti' covers Chianti
 * Classico and Chianti Rufina). The catalog decides which are live: a word no wine carries is not offered.
 * Places the catalog names itself (Barolo, Chablis, Rioja, Champagne, Prosecco…) come from its
 * origin fields and need no entry here.
 */
export interface AppellationWord {
  /** Said back to the user: 'Amarone'. */
  name: string;
  /** Phrases as typed (folded when compared); '*' = prefix. */
  phrases: readonly string[];
  /** Where in a wine the phrases are looked for: its name, its Systembolaget category, its sub-region, its producer. */
  in: readonly ('name' | 'category' | 'subregion' | 'producer')[];
  /** Only wines of this Systembolaget category (categoryLevel2), e.g. port is a fortified wine. */
  category?: string;
  /** What the wine must carry when it differs from what people say ('norra Rhône' = Côte-Rôtie, Cornas…). */
  members?: readonly string[];
  /**
   * Words of different kinds narrow together ('Cava brut nature' is a Cava AND a brut nature); words of one kind
   * are alternatives ('Barolo eller Barbaresco'). Default: 'wine' (an appellation or a named wine).
   */
  kind?: 'wine' | 'grade' | 'dosage' | 'grouping' | 'producer';
}

/**
 * Grades and dosages printed in product names. Source: the German wine law's Prädikat levels (Weingesetz §
 * 20), the Spanish and Italian ageing terms (Ley 24/2003; DOCG rules), the Burgundy/Champagne cru terms, and the
 * EU's sparkling-wine sweetness terms (Regulation (EU) 2019/33, annex III part B).
 */
const GRADES: AppellationWord[] = [
  { name: 'Kabinett', phrases: ['kabinett'], in: ['name'], kind: 'grade' },
  { name: 'Spätlese', phrases: ['spatlese', 'spaetlese'], in: ['name'], kind: 'grade' },
  { name: 'Auslese', phrases: ['auslese'], in: ['name'], kind: 'grade' },
  { name: 'Beerenauslese', phrases: ['beerenauslese'], in: ['name'], kind: 'grade' },
  { name: 'Trockenbeerenauslese', phrases: ['trockenbeerenauslese', 'tba'], in: ['name'], kind: 'grade' },
  { name: 'Eiswein', phrases: ['eiswein', 'isvin'], in: ['name'], kind: 'grade' },
  { name: 'Trocken', phrases: ['trocken'], in: ['name'], kind: 'grade' },
  { name: 'Feinherb', phrases: ['feinherb'], in: ['name'], kind: 'grade' },
  { name: 'Riserva', phrases: ['riserva'], in: ['name'], kind: 'grade' },
  { name: 'Gran Reserva', phrases: ['gran reserva'], in: ['name'], kind: 'grade' },
  { name: 'Reserva', phrases: ['reserva'], in: ['name'], kind: 'grade' },
  { name: 'Crianza', phrases: ['crianza'], in: ['name'], kind: 'grade' },
  { name: 'Grand Cru', phrases: ['grand cru', 'grands crus'], in: ['name'], kind: 'grade' },
  { name: 'Premier Cru', phrases: ['premier cru', '1er cru', 'premiers crus'], members: ['premier cru', '1er cru'], in: ['name'], kind: 'grade' },
  { name: 'Blanc de noirs', phrases: ['blanc de noirs'], in: ['name'], kind: 'grade' },
  { name: 'Brut Nature', phrases: ['brut nature', 'nature', 'dosage zero', 'zero dosage', 'pas dose', 'non dose'], members: ['brut nature', 'dosage zero', 'pas dose', 'non dose', 'zero dosage'], in: ['name'], kind: 'dosage' },
  { name: 'Extra Brut', phrases: ['extra brut'], in: ['name'], kind: 'dosage' },
  { name: 'Demi-sec', phrases: ['demi sec', 'demisec', 'semi seco'], members: ['demi sec', 'semi seco'], in: ['name'], kind: 'dosage' },
];

/** Systembolaget's own style groups (categoryLevel3) for the taste people name: 'fruktigt' is its fruity groups. */
const STYLE_GROUPS: AppellationWord[] = [
  { name: 'Fruktigt', phrases: ['fruktig*', 'fruktdriv*'], members: ['fruktigt', 'friskt barigt'], in: ['category'], kind: 'grade' },
];

/**
 * How sommeliers group places the catalog names one by one. Source: the Rhône's northern and southern crus as
 * Inter Rhône lists them; Bordeaux's left bank (Médoc, Graves) and right bank (Libournais, Bourg, Blaye) of the
 * Gironde and Dordogne as the CIVB maps them.
 */
const GROUPINGS: AppellationWord[] = [
  {
    name: 'Norra Rhône',
    phrases: ['norra rhone', 'norra rhonedalen', 'nordliga rhone', 'northern rhone'],
    members: ['cote rotie', 'condrieu', 'chateau grillet', 'saint joseph', 'st joseph', 'hermitage', 'cornas', 'saint peray', 'collines rhodaniennes'],
    in: ['subregion'],
    kind: 'grouping',
  },
  {
    name: 'Södra Rhône',
    phrases: ['sodra rhone', 'sodra rhonedalen', 'sydliga rhone', 'southern rhone'],
    members: ['chateauneuf du pape', 'gigondas', 'vacqueyras', 'cotes du rhone', 'lirac', 'tavel', 'rasteau', 'cairanne', 'vinsobres', 'ventoux', 'luberon', 'beaumes de venise', 'costieres de nimes', 'grignan'],
    in: ['subregion'],
    kind: 'grouping',
  },
  {
    name: 'Vänstra stranden (Bordeaux)',
    phrases: ['vanstra stranden', 'vanster strand', 'left bank'],
    members: ['medoc', 'pauillac', 'margaux', 'saint julien', 'saint estephe', 'listrac', 'moulis', 'pessac leognan', 'graves', 'sauternes', 'barsac'],
    in: ['subregion'],
    kind: 'grouping',
  },
  {
    name: 'Högra stranden (Bordeaux)',
    phrases: ['hogra stranden', 'hoger strand', 'right bank'],
    members: ['saint emilion', 'pomerol', 'fronsac', 'castillon', 'cotes de bourg', 'blaye', 'francs cotes de bordeaux'],
    in: ['subregion'],
    kind: 'grouping',
  },
];

export const APPELLATION_WORDS: readonly AppellationWord[] = [
  { name: 'Amarone', phrases: ['amarone'], in: ['name'] },
  { name: 'Ripasso', phrases: ['ripasso'], in: ['name'] },
  { name: 'Appassimento', phrases: ['appassimento'], in: ['name'] },
  { name: 'Crémant', phrases: ['cremant'], in: ['name', 'subregion'] },
  { name: 'Cava', phrases: ['cava'], in: ['name', 'subregion'] },
  { name: 'Franciacorta', phrases: ['franciacorta'], in: ['name', 'subregion'] },
  { name: 'Lambrusco', phrases: ['lambrusco'], in: ['name', 'subregion'] },
  { name: 'Moscato d’Asti', phrases: ['moscato d asti'], in: ['name', 'subregion'] },
  { name: 'Chianti', phrases: ['chianti'], in: ['name', 'subregion'] },
  { name: 'Brunello', phrases: ['brunello'], in: ['name', 'subregion'] },
  { name: 'Valpolicella', phrases: ['valpolicella'], in: ['name', 'subregion'] },
  { name: 'Montepulciano d’Abruzzo', phrases: ['montepulciano d abruzzo'], in: ['name', 'subregion'] },
  { name: 'Vino Nobile', phrases: ['vino nobile'], in: ['name', 'subregion'] },
  { name: 'Châteauneuf-du-Pape', phrases: ['chateauneuf*', 'cdp'], in: ['name', 'subregion'] },
  { name: 'Côtes du Rhône', phrases: ['cotes du rhone', 'cdr'], in: ['name', 'subregion'] },
  { name: 'Beaujolais', phrases: ['beaujolais'], in: ['name', 'subregion'] },
  { name: 'Sauternes', phrases: ['sauternes'], in: ['name', 'subregion'] },
  { name: 'Tokaji', phrases: ['tokaji', 'tokajer', 'tokay'], in: ['name', 'subregion'] },
  { name: 'Vinho Verde', phrases: ['vinho verde'], in: ['name', 'subregion'] },
  { name: 'Port', phrases: ['port', 'portvin*', 'porto'], in: ['name', 'category', 'subregion'], category: 'Starkvin' },
  { name: 'Tawny', phrases: ['tawny'], in: ['name', 'category'], category: 'Starkvin' },
  { name: 'Sherry', phrases: ['sherry', 'jerez', 'xeres'], in: ['name', 'category', 'subregion'], category: 'Starkvin' },
  { name: 'Fino', phrases: ['fino'], in: ['name', 'category'], category: 'Starkvin' },
  { name: 'Manzanilla', phrases: ['manzanilla'], in: ['name', 'category'], category: 'Starkvin' },
  { name: 'Madeira', phrases: ['madeira'], in: ['name', 'category', 'subregion'], category: 'Starkvin' },
  { name: 'Marsala', phrases: ['marsala'], in: ['name', 'subregion'], category: 'Starkvin' },
  { name: 'Pet-nat', phrases: ['pet nat', 'petnat', 'pet nat*'], in: ['name'] },
  { name: 'Blanc de blancs', phrases: ['blanc de blancs'], in: ['name'] },
  { name: 'Sake', phrases: ['sake'], in: ['category', 'name'], category: 'Sake' },
  ...GRADES,
  ...STYLE_GROUPS,
  ...GROUPINGS,
];
