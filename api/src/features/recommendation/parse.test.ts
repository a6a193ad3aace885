import { describe, expect, it } from 'vitest';
import { parseFreeText, parsePriceText } from './parse';
import { vocabularyFor } from './vocabulary';
import { wine } from '@/testing/recommendation-fixtures';

const parse = (text: string, questionId?: NonNullable<Parameters<typeof parseFreeText>[1]>['questionId']) => parseFreeText(text, { questionId }).answers;

describe('free-text parsing', () => {
  it.each([
    ['något till lax under 150 kr', { food: ['fisk'], price: '-150' }],
    ['fylligt rött från Italien', { style: ['rott'], body: 'fyllig', country: ['italien'] }],
    ['ekologiskt bubbel till fest', { occasion: 'fest', style: ['mousserande'], organic: 'ja' }],
    ['Lätt och friskt vitt till skaldjur', { food: ['skaldjur'], style: ['vitt'], body: 'latt', acidity: 'frisk' }],
    ['ett strävt rödvin till viltgryta, runt 200 kr', { food: ['viltgryta'], style: ['rott'], price: '160-240', tannin: 'stravt' }],
    ['inte för sött, gärna utan ekfat', { sweetness: 'torr', oak: 'utan-ekfat' }],
    ['present till en vän som gillar Bordeaux, över 300 kr', { occasion: 'present', price: '300-', country: ['frankrike'], region: 'bordeaux' }],
    ['rosé till grillad kyckling mellan 100 och 150 kr', { food: ['grillad-kyckling'], style: ['rose'], price: '100-150' }],
    ['Thaimat, halvtorrt från Tyskland', { food: ['kryddstarkt'], sweetness: 'halvtorr', country: ['tyskland'] }],
    ['champagne till ostron', { food: ['ostron'], country: ['frankrike'], region: 'champagne' }],
    ['billigt vardagsvin', { occasion: 'vardag', price: '-100' }],
    ['rött eller vitt till ost och kex', { food: ['ostbricka'], style: ['rott', 'vitt'] }],
    ['något mjukt och inte för dyrt till hamburgare', { food: ['hamburgare'], tannin: 'mjukt', price: '-150' }],
    ['spanskt eller portugisiskt, max 120:-', { country: ['spanien', 'portugal'], price: '-120' }],
  ])('%s', (text, expected) => {
    expect(parse(text)).toEqual(expected);
  });

  it('ignores case and accents: FYLLIGT RÖTT = fylligt rott', () => {
    expect(parse('FYLLIGT RÖTT FRÅN ITALIEN')).toEqual(parse('fylligt rott fran italien'));
  });

  it('understands nothing in unrelated text (and never throws)', () => {
    expect(parse('hej hur mår du?')).toEqual({});
    expect(parse('')).toEqual({});
    expect(parse('2015 var ett bra år')).toEqual({});
  });

  it("answers the question being asked: 'spelar ingen roll', yes/no, an option's label", () => {
    expect(parse('spelar ingen roll', 'price')).toEqual({ price: 'spelar-ingen-roll' });
    expect(parse('Vet inte', 'body')).toEqual({ body: 'spelar-ingen-roll' });
    expect(parse('ja tack', 'organic')).toEqual({ organic: 'ja' });
    expect(parse('nej', 'organic')).toEqual({ organic: 'spelar-ingen-roll' });
    expect(parse('mellan', 'body')).toEqual({ body: 'medel' });
    // Without the question it is not guessed.
    expect(parse('spelar ingen roll')).toEqual({});
  });

  it('later mentions win for one-value questions; lists collect for multi-value ones', () => {
    expect(parse('lätt, nej förresten fylligt')).toMatchObject({ body: 'fyllig' });
    expect(parse('fisk eller skaldjur')).toEqual({ food: ['fisk', 'skaldjur'] });
  });

  it('reads prices in several forms', () => {
    expect(parsePriceText('under 99 kr').price).toBe('-99');
    expect(parsePriceText('högst 200 kronor').price).toBe('-200');
    expect(parsePriceText('100-150 kr').price).toBe('100-150');
    expect(parsePriceText('minst 250').price).toBe('250-');
    expect(parsePriceText('från 200 kr').price).toBe('200-');
    expect(parsePriceText('för en hundralapp').price).toBe('-100');
    expect(parsePriceText('cirka 150').price).toBe('120-180');
    expect(parsePriceText('från Italien').price).toBeNull();
    expect(parsePriceText('serveras vid 8-10 grader').price).toBeNull();
  });

  it("knows the catalog's own country, region and sub-region names ('från Murcia', 'Malmö')", () => {
    const vocabulary = vocabularyFor([
      wine({ id: 1, country: 'Spanien', countrySlug: 'spanien', region: 'Murcia', regionSlug: 'murcia' }),
      wine({ id: 2, country: 'Moldavien', countrySlug: 'moldavien' }),
      wine({ id: 3, country: 'Sverige', countrySlug: 'sverige', region: 'Skåne län', regionSlug: 'skane-lan', subregion: 'Malmö stad', subregionSlug: 'malmo-stad' }),
      wine({ id: 4, country: 'Frankrike', countrySlug: 'frankrike', region: 'Alla', regionSlug: 'alla' }),
    ]);
    expect(parseFreeText('rött från Murcia', { vocabulary }).answers).toEqual({ style: ['rott'], country: ['spanien'], region: 'murcia' });
    expect(parseFreeText('murcia', { vocabulary }).answers).toEqual({ country: ['spanien'], region: 'murcia' });
    // A Swedish municipality is said without 'stad' or 'kommun'.
    expect(parseFreeText('något från Malmö', { vocabulary }).answers).toEqual({ country: ['sverige'], region: 'malmo-stad' });
    // A place whose name is an everyday word needs 'från' or 'i'.
    expect(parseFreeText('vin till alla', { vocabulary }).answers).toEqual({});
    expect(parseFreeText('vin från Alla', { vocabulary }).answers).toEqual({ country: ['frankrike'], region: 'alla' });
  });
});
