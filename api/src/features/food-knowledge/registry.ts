/**
 * Every food the sommelier knows: Systembolaget's 15 food symbols as broad dishes (knowledge.ts),
 * the everyday dishes of api/seed/dishes.json (the dish pages) and the food lexicon of api/seed/food-lexicon.json
 * (cooking methods, ingredients, occasions and more dishes, understood in free text but without a page of their own).
 */
import { DISHES, type DishKnowledge } from './knowledge';
import { loadDishCatalogue, loadFoodLexicon, type Dish } from './catalogue';

export interface RegisteredDish extends DishKnowledge {
  slug: string;
  /** One of the 15 food symbols. */
  broad: boolean;
  /** Has a dish page (the 15 symbols and the everyday dishes); lexicon entries are understood but not listed. */
  listed: boolean;
  /** Other names people search for. */
  aliases: readonly string[];
}

let registry: Map<string, RegisteredDish> | null = null;

const fromEntry = (d: Dish, listed: boolean): RegisteredDish => ({
  slug: d.slug,
  name: d.name,
  label: d.name.toLowerCase(),
  group: d.group,
  description: d.description,
  symbols: d.symbols,
  styles: d.styles,
  clocks: d.clocks,
  words: d.words,
  broad: false,
  listed,
  aliases: d.aliases ?? [],
});

function build(): Map<string, RegisteredDish> {
  const out = new Map<string, RegisteredDish>();
  for (const [slug, dish] of Object.entries(DISHES)) out.set(slug, { ...dish, slug, broad: true, listed: true, aliases: [] });
  for (const d of loadDishCatalogue()) out.set(d.slug, fromEntry(d, true));
  for (const d of loadFoodLexicon()) if (!out.has(d.slug)) out.set(d.slug, fromEntry(d, false));
  return out;
}

/** The dishes with a page: everyday dishes in file order, then the broad ones. */
export function allDishes(): RegisteredDish[] {
  registry ??= build();
  return [...registry.values()].filter((d) => d.listed).sort((a, b) => Number(a.broad) - Number(b.broad));
}

/** Every food the sommelier understands: the broad symbols first (a generic word means the symbol), then dishes, then the lexicon. */
export function allFoods(): RegisteredDish[] {
  registry ??= build();
  return [...registry.values()];
}

/** Any known food by slug (a listed dish or a lexicon entry). */
export function findDish(slug: string): RegisteredDish | undefined {
  registry ??= build();
  return registry.get(slug);
}

/** A dish with a page, by slug. */
export function findListedDish(slug: string): RegisteredDish | undefined {
  const dish = findDish(slug);
  return dish?.listed ? dish : undefined;
}

/** A dessert dish takes any sweet wine, whatever its colour. */
export const isDessertDish = (dish: DishKnowledge) => dish.styles.length === 0;
