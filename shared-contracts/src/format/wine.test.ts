import { fullName, isFixedRange, origin } from './wine';

describe('wine formatting', () => {
  it('writes both parts of the name, the origin and the fixed range as cards and pages show them', () => {
    expect(fullName({ name: 'Altenberg de Bergheim', name_thin: 'Riesling Grand Cru' })).toBe('Altenberg de Bergheim Riesling Grand Cru');
    expect(fullName({ name: 'Barolo', name_thin: null })).toBe('Barolo');
    expect(origin({ country: { id: 1, slug: 'italien', name: 'Italien' }, region: { id: 2, slug: 'venetien', name: 'Venetien' } })).toBe('Italien, Venetien');
    expect(origin({ country: { id: 1, slug: 'italien', name: 'Italien' }, region: null })).toBe('Italien');
    expect(isFixedRange({ assortment: 'FS' })).toBe(true);
    expect(isFixedRange({ assortment: 'BS' })).toBe(false);
  });
});
