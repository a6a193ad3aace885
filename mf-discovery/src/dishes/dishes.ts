/**
 * Dishes are Systembolaget's food symbols (tag category 'mat'): each dish page is one symbol, presented
 * with everyday examples and grouped by kind of meal. Symbols the API lists that are missing here still get a page.
 */
export interface Dish {
  /** Food tag slug, e.g. 'fisk'. */
  slug: string;
  name: string;
  /** Everyday dishes under the symbol. */
  examples: string;
  group: DishGroupId;
}

export type DishGroupId = 'meat' | 'sea' | 'green' | 'spicy' | 'occasion' | 'other';

export const DISH_GROUPS: { id: DishGroupId; name: string }[] = [
  { id: 'meat', name: 'Kött och fågel' },
  { id: 'sea', name: 'Fisk och skaldjur' },
  { id: 'green', name: 'Grönt och ost' },
  { id: 'spicy', name: 'Kryddigt och asiatiskt' },
  { id: 'occasion', name: 'Tillfällen och dessert' },
  { id: 'other', name: 'Övrigt' },
];

export const DISHES: Dish[] = [
  { slug: 'not', name: 'Nöt', examples: 'Entrecôte, köttgryta, hamburgare och biff med bearnaise.', group: 'meat' },
  { slug: 'lamm', name: 'Lamm', examples: 'Lammstek, lammracks, lammfärsbiffar och lammgryta.', group: 'meat' },
  { slug: 'vilt', name: 'Vilt', examples: 'Älgstek, hjortfilé, renskav och vildsvin.', group: 'meat' },
  { slug: 'flask', name: 'Fläsk', examples: 'Fläskfilé, kassler, revbensspjäll och julskinka.', group: 'meat' },
  { slug: 'fagel', name: 'Fågel', examples: 'Ugnsstekt kyckling, kalkon, anka och kycklinggryta.', group: 'meat' },
  { slug: 'fisk', name: 'Fisk', examples: 'Lax, torsk, fiskgratäng, sushi och stekt strömming.', group: 'sea' },
  { slug: 'skaldjur', name: 'Skaldjur', examples: 'Räkor, kräftor, musslor, hummer och toast skagen.', group: 'sea' },
  { slug: 'gronsaker', name: 'Grönsaker', examples: 'Vegetariska rätter, svamprisotto, ugnsrostade rotfrukter och sallader.', group: 'green' },
  { slug: 'ost', name: 'Ost', examples: 'Ostbricka, lagrad hårdost, brie och chèvre.', group: 'green' },
  { slug: 'kryddstarkt', name: 'Kryddstarkt', examples: 'Chili, curry, tacos och indiska rätter.', group: 'spicy' },
  { slug: 'asiatiskt', name: 'Asiatiskt', examples: 'Wok, dim sum, thai och japanska rätter.', group: 'spicy' },
  { slug: 'aperitif', name: 'Aperitif', examples: 'Ett glas före maten, med lite tilltugg.', group: 'occasion' },
  { slug: 'sallskapsdryck', name: 'Sällskapsdryck', examples: 'Ett glas i goda vänners lag, utan mat.', group: 'occasion' },
  { slug: 'buffemat', name: 'Buffémat', examples: 'Buffé, tapas, julbord och plockmat.', group: 'occasion' },
  { slug: 'dessert', name: 'Dessert', examples: 'Kakor, pajer, choklad och andra efterrätter.', group: 'occasion' },
];

export function findDish(slug: string, apiName?: string): Dish | undefined {
  return DISHES.find((d) => d.slug === slug) ?? (apiName ? { slug, name: apiName, examples: '', group: 'other' } : undefined);
}
