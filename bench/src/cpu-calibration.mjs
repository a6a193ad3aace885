// Lighthouse's CPU slowdown calibrated to this machine, by its own throttling documentation (docs/throttling.md,
// "Calibrating the CPU slowdown"): the mobile preset's 4× takes a high-end desktop (benchmarkIndex 1500–2000) to a
// mid-tier mobile; a slower or faster host needs another multiplier to reach that same phone.

/**
 * The documentation's host classes by benchmarkIndex, each with the multiplier it suggests for a mid-tier mobile
 * target and the range it allows ("higher end of its bracket: a higher multiplier from the range").
 */
export const BRACKETS = [
  { name: 'high-end desktop', from: 1500, to: 2000, suggested: 4, range: [2, 10] },
  { name: 'low-end desktop', from: 1000, to: 1500, suggested: 2, range: [1, 5] },
  { name: 'high-end mobile', from: 800, to: 1000, suggested: 2, range: [1, 5] },
  { name: 'mid-tier mobile', from: 125, to: 800, suggested: 1, range: [1, 1] },
  { name: 'low-end mobile', from: 0, to: 125, suggested: 1, range: [1, 1] },
];

/** The mid-tier phone the preset aims at: a high-end desktop's mid index (1750) slowed 4×. */
export const TARGET_INDEX = 1750 / 4;

/**
 * The multiplier for a host of `benchmarkIndex`: proportional to the index (a host twice as fast needs twice the
 * slowdown to reach the same phone), which gives the suggested multiplier in the middle of the high-end desktop
 * bracket, a higher one towards its top and a lower one towards its bottom; kept within the range the table allows
 * for the host's class, and never below 1. One decimal.
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`benchmarkIndex ${benchmarkIndex} is no measurement`);
  const bracket = BRACKETS.find((b) => benchmarkIndex >= b.from) ?? BRACKETS.at(-1);
  const [low, high] = bracket.range;
  // Above the table's top bracket, the proportion alone (a faster desktop than the table knows).
  const ceiling = benchmarkIndex >= BRACKETS[0].to ? Number.POSITIVE_INFINITY : high;
  const multiplier = Math.min(ceiling, Math.max(low, 1, benchmarkIndex / TARGET_INDEX));
  return { bracket: bracket.name, multiplier: Math.round(multiplier * 10) / 10 };
}
