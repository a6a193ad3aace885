import { COMMUNITY_MIN_RATINGS } from '@vinkompassen/shared-contracts/schemas';

/** The average shown for `count` ratings summing to `sum`: one decimal, and none below the minimum count. */
export function communityAverage(count: number, sum: number): number | null {
  if (count < COMMUNITY_MIN_RATINGS) return null;
  return Math.round((sum / count) * 10) / 10;
}
