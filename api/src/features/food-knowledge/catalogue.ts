/**
 * The dish catalogue: everyday Swedish dishes (api/seed/dishes.json), each mapped to Systembolaget's food
 * symbols, the wine types that suit it, soft taste-clock targets and the words that name it in serving texts.
 * This module only reads and validates the file; the file's `$comment` says how each field is meant to be used.
 * The sommelier's evaluation set beside it (evaluation.json) has its schema here too, so an engine test can read it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DishGroupId, FOOD_VALUES } from '@vinkompassen/shared-contracts/schemas';
import { z } from 'zod';
import { seedDir } from '@/config';

/** Systembolaget's food symbols as slugs (the keys of the recommendation engine's DISHES table). */
export const FOOD_SYMBOLS = FOOD_VALUES;
export const FoodSymbol = z.enum(FOOD_SYMBOLS);
export type FoodSymbol = z.infer<typeof FoodSymbol>;


/** The browse sections, in display order. */
export const DISH_GROUPS: readonly { id: DishGroupId; name: string }[] = [
  { id: 'meat', name: 'Kött och fågel' },
  { id: 'sea', name: 'Fisk och skaldjur' },
  { id: 'pasta', name: 'Pasta, pizza och gryn' },
  { id: 'green', name: 'Grönt och ost' },
  { id: 'spicy', name: 'Kryddigt och asiatiskt' },
  { id: 'occasion', name: 'Tillfällen och dessert' },
];

/** Wine types a dish can name (the catalog's 'other' — fortified, sake… — is reached through symbols only). */
export const DishStyle = z.enum(['red', 'white', 'rose', 'sparkling']);
export type DishStyle = z.infer<typeof DishStyle>;

export const DISH_CLOCKS = ['body', 'fruitacid', 'roughness', 'sweetness'] as const;
export type DishClock = (typeof DISH_CLOCKS)[number];

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Unaccented lower-case words separated by single spaces; '*' only at the end of a word (a prefix). */
const WORD_PHRASE = /^[a-z0-9]+\*?( [a-z0-9]+\*?)*$/;

const distinct = <T>(items: readonly T[]) => new Set(items).size === items.length;

export const ClockTarget = z
  .object({ lo: z.int().min(1).max(12), hi: z.int().min(1).max(12) })
  .strict()
  .refine((r) => r.lo <= r.hi, { message: 'lo must not be above hi.' });
export type ClockTarget = z.infer<typeof ClockTarget>;

const ClockTargets = z
  .object({
    body: ClockTarget.optional(),
    fruitacid: ClockTarget.optional(),
    roughness: ClockTarget.optional(),
    sweetness: ClockTarget.optional(),
  })
  .strict();

export const DishEntry = z
  .object({
    slug: z
      .string()
      .regex(SLUG, 'Use lower-case ascii words joined by single hyphens.')
      .refine((slug) => !(FOOD_SYMBOLS as readonly string[]).includes(slug), 'A food-symbol slug is reserved.'),
    name: z.string().trim().min(1).max(60),
    group: DishGroupId,
    description: z.string().trim().min(1).max(200),
    symbols: z.array(FoodSymbol).min(1).max(3).refine(distinct, 'Each symbol once.'),
    styles: z.array(DishStyle).max(4).refine(distinct, 'Each style once.'),
    clocks: ClockTargets.refine((c) => Object.keys(c).length >= 1, 'Give at least one clock.'),
    words: z
      .array(z.string().regex(WORD_PHRASE, "Unaccented lower-case words; '*' only at a word's end."))
      .min(1)
      .refine(distinct, 'Each word once.'),
    aliases: z.array(z.string().trim().min(1).max(60)).refine(distinct, 'Each alias once.').optional(),
  })
  .strict()
  .refine((d) => d.styles.length > 0 || (d.clocks.sweetness?.lo ?? 0) >= 7, {
    message: 'A dish without styles means any sweet wine: give clocks.sweetness with lo 7 or more.',
    path: ['styles'],
  });
export type Dish = z.infer<typeof DishEntry>;

export const DishCatalogueFile = z
  .object({ $comment: z.string().optional(), dishes: z.array(DishEntry).min(1) })
  .strict()
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.dishes.forEach((dish, i) => {
      if (seen.has(dish.slug)) ctx.addIssue({ code: 'custom', message: `Duplicate slug '${dish.slug}'.`, path: ['dishes', i, 'slug'] });
      seen.add(dish.slug);
    });
  });
export type DishCatalogueFile = z.infer<typeof DishCatalogueFile>;

export const defaultDishFile = path.join(seedDir, 'dishes.json');

/** The dishes of parsed JSON, or an Error naming the source and every problem in readable form. */
export function parseDishCatalogue(data: unknown, source = 'dishes.json'): Dish[] {
  const parsed = DishCatalogueFile.safeParse(data);
  if (!parsed.success) throw new Error(`${source}: invalid dish catalogue\n${z.prettifyError(parsed.error)}`);
  return parsed.data.dishes;
}

let defaultCatalogue: Dish[] | undefined;

/** The dish catalogue in file order; the default file is read once per process. */
export function loadDishCatalogue(file = defaultDishFile): Dish[] {
  if (file === defaultDishFile && defaultCatalogue) return defaultCatalogue;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: cannot read the dish catalogue (${(error as Error).message})`);
  }
  const dishes = parseDishCatalogue(data, file);
  if (file === defaultDishFile) defaultCatalogue = dishes;
  return dishes;
}

export const defaultFoodLexiconFile = path.join(seedDir, 'food-lexicon.json');

export const FoodLexiconFile = z
  .object({ $comment: z.string().optional(), entries: z.array(DishEntry).min(1) })
  .strict()
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.entries.forEach((entry, i) => {
      if (seen.has(entry.slug)) ctx.addIssue({ code: 'custom', message: `Duplicate slug '${entry.slug}'.`, path: ['entries', i, 'slug'] });
      seen.add(entry.slug);
    });
  });

let defaultLexicon: Dish[] | undefined;

/** The food lexicon (same shape as a dish, no page of its own); the default file is read once per process. */
export function loadFoodLexicon(file = defaultFoodLexiconFile): Dish[] {
  if (file === defaultFoodLexiconFile && defaultLexicon) return defaultLexicon;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: cannot read the food lexicon (${(error as Error).message})`);
  }
  const parsed = FoodLexiconFile.safeParse(data);
  if (!parsed.success) throw new Error(`${file}: invalid food lexicon\n${z.prettifyError(parsed.error)}`);
  if (file === defaultFoodLexiconFile) defaultLexicon = parsed.data.entries;
  return parsed.data.entries;
}

/**
 * The sommelier's evaluation set (evaluation.json): for a dish, what every wine of the engine's top 8 must
 * satisfy. A measured clock must lie inside its range (0 = unmeasured passes); `styles` may include 'other'
 * (fortified wines, sake), and an empty list means any type; prices must span `minDistinctPriceBands` of the
 * bands below 100, 100–149, 150–249 and from 250 kronor.
 */
export const DishEvaluationCase = z
  .object({
    dish: z.string().regex(SLUG),
    styles: z.array(z.enum(['red', 'white', 'rose', 'sparkling', 'other'])).refine(distinct, 'Each style once.'),
    symbolsAny: z.array(FoodSymbol).min(1).refine(distinct, 'Each symbol once.').optional(),
    clocks: ClockTargets.optional(),
    maxPrice: z.number().positive().optional(),
    minDistinctPriceBands: z.int().min(1).max(4),
  })
  .strict();
export type DishEvaluationCase = z.infer<typeof DishEvaluationCase>;

export const DishEvaluationFile = z
  .object({ $comment: z.string().optional(), cases: z.array(DishEvaluationCase).min(1) })
  .strict()
  .refine((f) => distinct(f.cases.map((c) => c.dish)), { message: 'One case per dish.' });
export type DishEvaluationFile = z.infer<typeof DishEvaluationFile>;

/** Price band index of a price in kronor: 0 below 100, 1 for 100–149, 2 for 150–249, 3 from 250. */
export function priceBand(price: number): 0 | 1 | 2 | 3 {
  return price < 100 ? 0 : price < 150 ? 1 : price < 250 ? 2 : 3;
}
