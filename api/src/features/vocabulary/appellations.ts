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
  /** Where in a wine the phrases are looked for: its name, its Systembolaget category, its sub-region. */
  in: readonly ('name' | 'category' | 'subregion')[];
  /** Only wines of this Systembolaget category (categoryLevel2), e.g. port is a fortified wine. */
  category?: string;
}

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
];
