/**
 * Grape names wine lovers use for the same grape. The catalog gives the names (`grapes[]` of each
 * product); this table only says which of them are one grape, and the short forms people type.
 * The first name of a group is the one the sommelier says back.
 */
export const GRAPE_SYNONYMS: readonly (readonly string[])[] = [
  ['Syrah', 'Shiraz'],
  ['Grenache', 'Garnacha', 'Grenache noir', 'Garnacha tinta', 'Cannonau', 'Garnatxa'],
  ['Grenache blanc', 'Garnacha blanca'],
  ['Pinot gris', 'Pinot grigio', 'Grauburgunder', 'Grauer burgunder'],
  ['Pinot noir', 'Spätburgunder', 'Pinot nero', 'Blauburgunder'],
  ['Pinot blanc', 'Pinot bianco', 'Weissburgunder', 'Weißburgunder'],
  ['Mourvèdre', 'Monastrell', 'Mataro'],
  ['Zinfandel', 'Primitivo'],
  ['Tempranillo', 'Tinta roriz', 'Aragonez', 'Tinto fino', 'Tinta del país', 'Cencibel', 'Ull de llebre'],
  ['Carignan', 'Mazuelo', 'Cariñena', 'Carignano', 'Samsó'],
  ['Macabeo', 'Viura'],
  ['Albariño', 'Alvarinho'],
  ['Gewürztraminer', 'Traminer', 'Gewurztraminer'],
  ['Muscat', 'Moscato', 'Moscatel', 'Muskat', 'Muscat blanc', 'Muscat de frontignan', "Muscat d'alexandrie", 'Muskateller'],
  ['Touriga nacional', 'Touriga naçional'],
  ['Corvina', 'Corvina veronese'],
  ['Trebbiano', 'Ugni blanc'],
  ['Cinsault', 'Cinsaut'],
  ['Blaufränkisch', 'Lemberger', 'Kékfrankos'],
  ['Malbec', 'Côt', 'Cot'],
  ['Nebbiolo', 'Spanna', 'Chiavennasca'],
  ['Vermentino', 'Rolle'],
  ['Chenin blanc', 'Steen'],
  ['Sémillon', 'Semillon'],
  ['Welschriesling', 'Olaszrizling', 'Riesling italico'],
  ['Cabernet sauvignon'],
  ['Sauvignon blanc'],
];

/** Short forms typed for a grape ('cab' = Cabernet Sauvignon): word → the grape's catalog name. */
export const GRAPE_SHORT_FORMS: Readonly<Record<string, string>> = {
  cab: 'Cabernet sauvignon',
  cabernet: 'Cabernet sauvignon',
  'cab sav': 'Cabernet sauvignon',
  sauvignon: 'Sauvignon blanc',
  'sav blanc': 'Sauvignon blanc',
  gewurz: 'Gewürztraminer',
  gruner: 'Grüner veltliner',
  zin: 'Zinfandel',
};
