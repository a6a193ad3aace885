import {
  formatAlcohol,
  formatDate,
  formatDistance,
  formatGrams,
  formatNumber,
  formatPrice,
  formatShortDate,
  formatVolume,
} from './swedish';

// sv-SE groups thousands with a no-break space (U+00A0), exactly as Intl writes it.
const NBSP = '\u00a0';

describe('Swedish formatters', () => {
  it('formats numbers with a decimal comma and a minimum number of decimals', () => {
    expect(formatNumber(13.5)).toBe('13,5');
    expect(formatNumber(13.54)).toBe('13,5');
    expect(formatNumber(14)).toBe('14');
    expect(formatNumber(89.5, 2)).toBe('89,50');
    expect(formatNumber(1199)).toBe(`1${NBSP}199`);
  });

  it('formats prices: whole kronor without decimals, öre with two', () => {
    expect(formatPrice(129)).toBe('129 kr');
    expect(formatPrice(89.5)).toBe('89,50 kr');
    expect(formatPrice(89.9)).toBe('89,90 kr');
    expect(formatPrice(1199)).toBe(`1${NBSP}199 kr`);
    expect(formatPrice(12345.5)).toBe(`12${NBSP}345,50 kr`);
  });

  it('formats volumes in centilitres below a litre and litres from one litre', () => {
    expect(formatVolume(750)).toBe('75 cl');
    expect(formatVolume(375)).toBe('37,5 cl');
    expect(formatVolume(1000)).toBe('1 l');
    expect(formatVolume(1500)).toBe('1,5 l');
    expect(formatVolume(3000)).toBe('3 l');
  });

  it('formats alcohol, distance and grams', () => {
    expect(formatAlcohol(13.5)).toBe('13,5 %');
    expect(formatAlcohol(14)).toBe('14 %');
    expect(formatDistance(2.5)).toBe('2,5 km');
    expect(formatDistance(2.54)).toBe('2,5 km');
    expect(formatDistance(0.3)).toBe('0,3 km');
    expect(formatDistance(12)).toBe('12 km');
    expect(formatGrams(0.25)).toBe('0,25 g');
    expect(formatGrams(3)).toBe('3 g');
  });

  it('formats dates with the long month name, in UTC', () => {
    expect(formatDate('2013-03-01')).toBe('1 mars 2013');
    expect(formatDate('2013-03-01T23:30:00Z')).toBe('1 mars 2013');
    expect(formatDate('2024-12-24T00:00:00Z')).toBe('24 december 2024');
  });

  it('formats short dates with the abbreviated month', () => {
    expect(formatShortDate('2025-03-01T12:00:00Z')).toBe('1 mars 2025');
    expect(formatShortDate('2025-01-15T12:00:00Z')).toBe('15 jan. 2025');
    expect(formatShortDate('2025-10-05T12:00:00Z')).toBe('5 okt. 2025');
  });

  it('does not throw on an invalid date (as Date#toLocaleDateString)', () => {
    expect(formatDate('not a date')).toBe('Invalid Date');
    expect(formatShortDate('')).toBe('Invalid Date');
  });

  it('writes numbers exactly as Intl does, without building an Intl formatter', () => {
    const values = [0, -0, 1, 9.95, 13.5, 13.54, 13.55, 37.5, 89.5, 99.999, 999.95, 1000, 1199, 1234.5, 12345.5, 1e6, 2.675, 1.005, 0.25, 0.125, -1234.5, -0.04];
    const expected = values.map((v) => [0, 1, 2].map((d) => new Intl.NumberFormat('sv-SE', { minimumFractionDigits: d, maximumFractionDigits: Math.max(d, 1) }).format(v)));
    const grams = values.map((v) => new Intl.NumberFormat('sv-SE').format(v));
    const dates = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2024, m, m + 1)).toISOString());
    const longDates = dates.map((iso) => new Intl.DateTimeFormat('sv-SE', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso)));
    const prices = Array.from({ length: 2000 }, () => Math.round(Math.random() * 1e7) / 1000);
    const priceTexts = prices.map((v) => `${new Intl.NumberFormat('sv-SE', { minimumFractionDigits: v % 1 === 0 ? 0 : 2, maximumFractionDigits: 2 }).format(v)} kr`);
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(values.map((v) => [0, 1, 2].map((d) => formatNumber(v, d)))).toEqual(expected);
      expect(values.map((v) => formatGrams(v))).toEqual(grams.map((g) => `${g} g`));
      expect(dates.map(formatDate)).toEqual(longDates);
      expect(prices.map(formatPrice)).toEqual(priceTexts);
      formatPrice(89.5);
      formatVolume(375);
      formatAlcohol(13.5);
      formatDistance(2.5);
      formatGrams(0.25);
      formatDate('2013-03-01');
      expect(numberFormat).not.toHaveBeenCalled();
      expect(dateFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
      dateFormat.mockRestore();
    }
  });

  it('builds the short-date formatter once', () => {
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      formatShortDate('2025-03-01T12:00:00Z');
      dateFormat.mockClear();
      for (let i = 1; i < 28; i++) formatShortDate(`2025-03-${String(i).padStart(2, '0')}T12:00:00Z`);
      expect(dateFormat).not.toHaveBeenCalled();
    } finally {
      dateFormat.mockRestore();
    }
  });
});
