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

  it('reuses formatters rather than building one per call', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      // Warm every cached formatter first (earlier tests may already have done so).
      formatPrice(129);
      formatPrice(89.5);
      formatGrams(1);
      formatDate('2013-03-01');
      formatShortDate('2025-03-01T12:00:00Z');
      numberFormat.mockClear();
      dateFormat.mockClear();
      for (let i = 0; i < 50; i++) {
        formatPrice(100 + i);
        formatPrice(89.5 + i);
        formatVolume(750);
        formatAlcohol(13.5);
        formatDistance(i / 10);
        formatGrams(i / 100);
        formatDate('2013-03-01');
        formatShortDate('2025-03-01T12:00:00Z');
      }
      expect(numberFormat).not.toHaveBeenCalled();
      expect(dateFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
      dateFormat.mockRestore();
    }
  });
});
