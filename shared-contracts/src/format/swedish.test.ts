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
  // [what, formatted, expected]: decimal comma, no-break-space groups, kronor with öre, cl below a litre, UTC dates.
  it.each([
    ['a number with one decimal', formatNumber(13.5), '13,5'],
    ['a number rounded to one decimal', formatNumber(13.54), '13,5'],
    ['a whole number', formatNumber(14), '14'],
    ['a number with two decimals', formatNumber(89.5, 2), '89,50'],
    ['a number in thousands', formatNumber(1199), `1${NBSP}199`],
    ['whole kronor', formatPrice(129), '129 kr'],
    ['kronor and öre', formatPrice(89.5), '89,50 kr'],
    ['kronor and ten öre', formatPrice(89.9), '89,90 kr'],
    ['a price in thousands', formatPrice(1199), `1${NBSP}199 kr`],
    ['a price in thousands with öre', formatPrice(12345.5), `12${NBSP}345,50 kr`],
    ['a bottle', formatVolume(750), '75 cl'],
    ['a half bottle', formatVolume(375), '37,5 cl'],
    ['a litre', formatVolume(1000), '1 l'],
    ['a magnum', formatVolume(1500), '1,5 l'],
    ['a bag-in-box', formatVolume(3000), '3 l'],
    ['alcohol with a decimal', formatAlcohol(13.5), '13,5 %'],
    ['whole alcohol', formatAlcohol(14), '14 %'],
    ['a distance', formatDistance(2.5), '2,5 km'],
    ['a rounded distance', formatDistance(2.54), '2,5 km'],
    ['a short distance', formatDistance(0.3), '0,3 km'],
    ['a whole distance', formatDistance(12), '12 km'],
    ['grams with two decimals', formatGrams(0.25), '0,25 g'],
    ['whole grams', formatGrams(3), '3 g'],
    ['a date', formatDate('2013-03-01'), '1 mars 2013'],
    ['a late-evening UTC time', formatDate('2013-03-01T23:30:00Z'), '1 mars 2013'],
    ['a long month name', formatDate('2024-12-24T00:00:00Z'), '24 december 2024'],
    ['a short date in March', formatShortDate('2025-03-01T12:00:00Z'), '1 mars 2025'],
    ['an abbreviated month', formatShortDate('2025-01-15T12:00:00Z'), '15 jan. 2025'],
    ['another abbreviated month', formatShortDate('2025-10-05T12:00:00Z'), '5 okt. 2025'],
  ])('formats %s', (_what, formatted, expected) => {
    expect(formatted).toBe(expected);
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
