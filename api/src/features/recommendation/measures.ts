/** Small measures several parts of the engine share. */
import { CLOCK_KEYS, type EngineWine } from './types';

/** Price of a 75 cl bottle's worth (a box or a half bottle compared fairly with a bottle). */
export const pricePer75 = (w: EngineWine): number => (w.price * 750) / (w.volumeMl && w.volumeMl > 0 ? w.volumeMl : 750);

/**
 * Mean taste-clock distance between two wines over the clocks measured in both, or null when any of those
 * differs by more than `maxStep` or fewer than `minShared` are measured in both.
 */
export function clockDistance(a: EngineWine, b: EngineWine, maxStep: number, minShared: number): number | null {
  let shared = 0;
  let total = 0;
  for (const key of CLOCK_KEYS) {
    const x = a.clocks[key];
    const y = b.clocks[key];
    if (x === null || y === null) continue;
    const d = Math.abs(x - y);
    if (d > maxStep) return null;
    shared++;
    total += d;
  }
  return shared >= minShared ? total / shared : null;
}
