import { afterEach, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

test('loading the module makes no date format: that costs start-up on every page, counted or not', async () => {
  const Format = Intl.DateTimeFormat;
  const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
    return new Format(...args);
  });
  const { swedishDay } = await import('./browserId');
  expect(made).not.toHaveBeenCalled();

  // Past 23:00 UTC on 24 November it is already the 25th in Stockholm.
  expect(swedishDay(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
  expect(swedishDay(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-25');
  expect(made).toHaveBeenCalledTimes(1);
});
