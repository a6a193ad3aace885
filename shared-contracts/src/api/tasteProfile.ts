// The taste profile learned from a user's saved wines ('Våra tips' explains itself with it).
import { z } from 'zod';
import { WineStyle } from './catalog';

/** The taste clocks a dish or a profile speaks of (casque, bitterness and smokiness are left out). */
export const TasteClock = z.enum(['body', 'fruitacid', 'roughness', 'sweetness']);
export type TasteClock = z.infer<typeof TasteClock>;

// ---------------------------------------------------------------------------------------------

export const TasteProfileClock = z.object({
  clock: TasteClock,
  /** Mean of the saved wines' measured values, one decimal. */
  mean: z.number(),
  /** Standard deviation, one decimal. */
  spread: z.number().nonnegative(),
  /** Swedish, e.g. 'fyllig'. */
  label: z.string(),
});
export type TasteProfileClock = z.infer<typeof TasteProfileClock>;

/** GET /api/v1/taste-profile/ (logged in). DELETE resets it: only wines saved afterwards count. */
export const TasteProfile = z.object({
  /** Saved wines the profile is learned from (those saved since the last reset). */
  liked_count: z.number().int().nonnegative(),
  /** Plain Swedish, e.g. 'Du verkar gilla fylliga röda viner runt 150 kr.'; null with too few wines. */
  summary: z.string().nullable(),
  styles: z.array(z.object({ style: WineStyle, count: z.number().int().positive() })),
  symbols: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int().positive() })),
  clocks: z.array(TasteProfileClock),
  /** Typical price band of the saved wines (kronor, per 75 cl). */
  price: z.object({ low: z.number(), high: z.number(), median: z.number() }).nullable(),
  /** ISO timestamp of the last reset, or null. */
  reset_at: z.string().nullable(),
});
export type TasteProfile = z.infer<typeof TasteProfile>;
