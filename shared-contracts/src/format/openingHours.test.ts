import { describe, expect, it } from 'vitest';
import { clockTime, hoursToday, swedishDate } from './openingHours';

const hours = [
  { date: '2025-11-01', open_from: null, open_to: null, reason: 'Alla helgons dag' },
  { date: '2025-11-03', open_from: '10:00', open_to: '19:00', reason: null },
  { date: '2025-11-08', open_from: '10:00', open_to: '15:00', reason: null },
  { date: '2025-11-09', open_from: null, open_to: null, reason: null },
];

describe('hoursToday', () => {
  it('takes the entry of the date itself', () => {
    expect(hoursToday(hours, new Date('2025-11-01T10:00:00Z'))).toMatchObject({ date: '2025-11-01', open_from: null, reason: 'Alla helgons dag' });
  });

  it('else the same weekday of an ordinary week, dated today', () => {
    // 2026-11-24 is a Tuesday; no Tuesday in the list, so nothing is known.
    expect(hoursToday(hours, new Date('2026-11-24T10:00:00Z'))).toBeNull();
    // 2026-11-23 is a Monday, like 2025-11-03.
    expect(hoursToday(hours, new Date('2026-11-23T10:00:00Z'))).toEqual({ date: '2026-11-23', open_from: '10:00', open_to: '19:00', reason: null });
    // A Sunday: closed (no reason given is an ordinary closed day).
    expect(hoursToday(hours, new Date('2026-11-22T10:00:00Z'))).toMatchObject({ open_from: null });
  });

  it('never carries a holiday over to another year', () => {
    // 2026-10-31 is a Saturday; 2025-11-01 (a Saturday holiday) must not be used, 2025-11-08 is.
    expect(hoursToday(hours, new Date('2026-10-31T10:00:00Z'))).toMatchObject({ open_to: '15:00' });
  });

  it('uses the Swedish date near midnight', () => {
    expect(swedishDate(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
  });
});

describe('clockTime', () => {
  it('says whole hours without minutes, others with a dot', () => {
    expect(clockTime('10:00')).toBe('10');
    expect(clockTime('09:30')).toBe('9.30');
  });
});
