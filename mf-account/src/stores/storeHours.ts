import type { BestStore } from '@vinkompassen/shared-contracts/schemas';

/** '10:00' → '10', '09:30' → '9.30' (Swedish clock times). */
export function clockTime(hhmm: string): string {
  const [hours = '', minutes = '00'] = hhmm.split(':');
  const hour = String(Number(hours));
  return minutes === '00' ? hour : `${hour}.${minutes}`;
}

/** Today's hours as the panel says them: open from–to, closed, or null when not known. */
export function todayHours(today: BestStore['today']): { open: true; from: string; to: string; reason: string | null } | { open: false; reason: string | null } | null {
  if (!today) return null;
  if (today.open_from === null || today.open_to === null) return { open: false, reason: today.reason };
  return { open: true, from: clockTime(today.open_from), to: clockTime(today.open_to), reason: today.reason };
}
