import { clockTime } from '@vinkompassen/shared-contracts';
import type { BestStore } from '@vinkompassen/shared-contracts/schemas';

/** Today's hours as the panel says them: open from–to, closed, or null when not known. */
export function todayHours(today: BestStore['today']): { open: true; from: string; to: string; reason: string | null } | { open: false; reason: string | null } | null {
  if (!today) return null;
  if (today.open_from === null || today.open_to === null) return { open: false, reason: today.reason };
  return { open: true, from: clockTime(today.open_from), to: clockTime(today.open_to), reason: today.reason };
}
