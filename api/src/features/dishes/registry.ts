/**
 * Every dish the engine knows: Systembolaget's 15 food symbols as broad dishes (recommendation/knowledge)
 * and the everyday dishes of api/seed/dishes.json, by slug.
 */
import { DISHES, type DishKnowledge } from '../recommendation/knowledge';
import { loadDishCatalogue } from './catalogue';

export interface RegisteredDish extends DishKnowledge {
  slug: string;
  /** One of the 15 food symbols. */
  broad: boolean;
  /** Other names people search for. */
  aliases: readonly string[];
}

let registry: Map<string, RegisteredDish> | null = null;

function build(): Map<string, RegisteredDish> {
  const out = new Map<string, RegisteredDish>();
  for (const [slug, dish] of Object.entries(DISHES)) out.set(slug, { ...dish, slug, broad: true, aliases: [] });
  for (const d of loadDishCatalogue()) {
    out.set(d.slug, {
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
      aliases: d.aliases ?? [],
    });
  }
  return out;
}

/** All dishes: everyday dishes in file order, then the broad ones. */
export function allDishes(): RegisteredDish[] {
  registry ??= build();
  return [...registry.values()].sort((a, b) => Number(a.broad) - Number(b.broad));
}

export function findDish(slug: string): RegisteredDish | undefined {
  registry ??= build();
  return registry.get(slug);
}

/** A dessert dish takes any sweet wine, whatever its colour. */
export const isDessertDish = (dish: DishKnowledge) => dish.styles.length === 0;
