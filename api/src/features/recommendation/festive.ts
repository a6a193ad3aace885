/**
 * Festive sparkling ('bubbel till nyårsafton'): Champagne and Crémant are the classic party bottles; a Prosecco or
 * Cava is made to be drunk young, so one whose vintage is more than three years back ranks below fresher ones.
 */
import { fold } from '../vocabulary';
import type { EngineWine } from './types';

/** The catalog's vintage ('2021') as a year; non-vintage wines have none. */
export const vintageYear = (v: string | null | undefined): number | null => (v && /^\d{4}$/.test(v.trim()) ? Number(v.trim()) : null);

/** Years after which a Prosecco or Cava counts as old. */
export const FRESH_SPARKLING_YEARS = 3;

const named = (w: EngineWine, word: string) => fold(`${w.name} ${w.subregion ?? ''}`).includes(word);

export const isChampagneOrCremant = (w: EngineWine) => w.regionSlug === 'champagne' || named(w, 'cremant');

const isYoungStyle = (w: EngineWine) => named(w, 'prosecco') || named(w, 'cava');

/** Prosecco or Cava with a vintage more than three years before `year`. */
export const isOldYoungStyle = (w: EngineWine, year: number) =>
  isYoungStyle(w) && w.vintage !== null && year - w.vintage > FRESH_SPARKLING_YEARS;

/** How well a sparkling wine suits a party, 0–1. */
export function festiveSparkleFit(w: EngineWine, year = new Date().getFullYear()): number {
  if (isChampagneOrCremant(w)) return 1;
  if (isOldYoungStyle(w, year)) return 0;
  return 0.5;
}
