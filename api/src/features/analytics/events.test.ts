import { describe, expect, it } from 'vitest';
import { isAdminToken } from './admin-token';
import { addDays, clampToReceipt, daysBetween, eventRows, oldestKeptDay, stockholmDay, sweepDue, SWEEP_INTERVAL_MS } from './events';

describe('analytics days, rows and retention', () => {
  it('the day is the Swedish calendar day, summer and winter time alike', () => {
    expect(stockholmDay(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(stockholmDay(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(stockholmDay(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(stockholmDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('day arithmetic over month, year and daylight-saving changes', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(daysBetween('2026-10-26', '2026-10-25')).toEqual([]);
    // 90 days kept, today included: the summary's longest window.
    expect(daysBetween(oldestKeptDay('2026-11-24'), '2026-11-24')).toHaveLength(90);
  });

  it("an event's time is clamped to the receipt ± 1 day", () => {
    const received = new Date('2026-11-24T12:00:00Z');
    expect(clampToReceipt(new Date('2026-11-24T11:00:00Z'), received).toISOString()).toBe('2026-11-24T11:00:00.000Z');
    expect(clampToReceipt(new Date('2020-01-01T00:00:00Z'), received).toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect(clampToReceipt(new Date('2030-01-01T00:00:00Z'), received).toISOString()).toBe('2026-11-25T12:00:00.000Z');
  });

  it('rows: the query of a search is dropped for a signed-in request, nothing else changes', () => {
    const received = new Date('2026-11-24T23:30:00Z');
    const batch = {
      browser_id: 'abcdefghijklmnop',
      events: [
        { name: 'c_search' as const, props: { kind: 'wine' as const, result_count: 2, query: 'barolo' }, at: '2026-11-24T23:29:00Z' },
        { name: 'c_page_view' as const, props: { route: 'home' as const }, at: '2026-11-24T23:29:30Z', id: 'event-id-0123456789' },
      ],
    };
    expect(eventRows(batch, received, { signedIn: false }).map((r) => r.props)).toEqual([{ kind: 'wine', result_count: 2, query: 'barolo' }, { route: 'home' }]);
    const rows = eventRows(batch, received, { signedIn: true });
    expect(rows.map((r) => r.props)).toEqual([{ kind: 'wine', result_count: 2 }, { route: 'home' }]);
    expect(rows.map((r) => r.day)).toEqual(['2026-11-25', '2026-11-25']);
    expect(Object.keys(rows[0]!).sort()).toEqual(['browserId', 'day', 'eventId', 'name', 'occurredAt', 'props', 'receivedAt']);
    expect(rows.map((r) => r.eventId)).toEqual([null, 'event-id-0123456789']);
  });

  it('the retention sweep runs at most once an hour per instance', () => {
    expect(sweepDue(undefined, 1000)).toBe(true);
    expect(sweepDue(1000, 1000 + SWEEP_INTERVAL_MS - 1)).toBe(false);
    expect(sweepDue(1000, 1000 + SWEEP_INTERVAL_MS)).toBe(true);
  });

  it('the admin token: Bearer and the exact token only', () => {
    const token = 'x'.repeat(40);
    expect(isAdminToken(`Bearer ${token}`, token)).toBe(true);
    expect(isAdminToken(`bearer  ${token} `, token)).toBe(true);
    for (const header of [undefined, '', 'Bearer', `Bearer ${token}y`, `Bearer ${token.slice(1)}`, `Token ${token}`, token, `Bearer ${token} ${token}`]) {
      expect(isAdminToken(header, token), String(header)).toBe(false);
    }
  });
});
