/** A store's opening hours: today's, from the fortnight Systembolaget's store data holds, and how a clock time is said. */
import type { OpeningHours } from '../api/catalog';

/** YYYY-MM-DD of `now` in Sweden (stores keep Swedish hours). */
export function swedishDate(now: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const weekday = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T12:00:00Z`).getUTCDay();

/**
 * Today's opening hours: the entry for today's date, else the latest ordinary day (no holiday reason) on the
 * same weekday, dated today: the stores file holds a fortnight of hours, and an ordinary Tuesday says what
 * a Tuesday usually is. Null when neither is known.
 */
export function hoursToday(hours: readonly OpeningHours[], now: Date): OpeningHours | null {
  const today = swedishDate(now);
  const exact = hours.find((h) => h.date.slice(0, 10) === today);
  if (exact) return { ...exact, date: today };
  const day = weekday(today);
  const usual = [...hours].reverse().find((h) => h.reason === null && weekday(h.date) === day);
  return usual ? { ...usual, date: today } : null;
}

/** '10:00' → '10', '09:30' → '9.30' (Swedish clock times). */
export function clockTime(hhmm: string): string {
  const [hours = '', minutes = '00'] = hhmm.split(':');
  const hour = String(Number(hours));
  return minutes === '00' ? hour : `${hour}.${minutes}`;
}
