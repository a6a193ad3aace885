import { describe, expect, it } from 'vitest';
import { buildVocabulary, fold, grapeKey, slugKey, type CatalogWine, type FoodTerm } from '.';

const wine = (over: Partial<CatalogWine>): CatalogWine => ({
  name: 'Ett vin',
  producer: null,
  grapes: [],
  country: null,
  countrySlug: null,
  region: null,
  regionSlug: null,
  subregion: null,
  subregionSlug: null,
  category: 'Rött vin',
  subcategory: null,
  ...over,
});

const food = (over: Partial<FoodTerm> & { slug: string }): FoodTerm => ({ name: over.slug, words: [], aliases: [], broad: false, listed: true, ...over });

/** The answers the first rule matching a phrase sets (the vocabulary's rules are tried longest first). */
const meaning = (v: ReturnType<typeof buildVocabulary>, phrase: string) => {
  const words = fold(phrase).split(' ');
  return v.rules.find((r) => r.pattern.length === words.length && r.pattern.every((p, i) => (p.endsWith('*') ? words[i]!.startsWith(p.slice(0, -1)) : p === words[i])))?.set;
};

describe('the wine vocabulary', () => {
  it('folds text the one way: case, accents and Swedish letters', () => {
    expect(fold('Châteauneuf-du-Pape Å Ä Ö')).toBe('chateauneuf-du-pape a a o');
    expect(slugKey('Fruktigt & Smakrikt')).toBe('fruktigt-och-smakrikt');
  });

  it('folds the spellings Swedes type for one another, but keeps a slug as spelled', () => {
    expect(fold('Laks')).toBe(fold('Lax'));
    expect(fold('Goeteborg')).toBe(fold('Göteborg'));
    expect(fold('Kraeftor')).toBe(fold('Kräftor'));
    expect(fold('Aahus')).toBe(fold('Åhus'));
    expect(slugKey('Rafael Laks')).toBe('rafael-laks');
  });

  it('knows one grape by each of its names', () => {
    expect(grapeKey('Shiraz')).toBe(grapeKey('Syrah'));
    expect(grapeKey('Garnacha')).toBe('grenache');
    expect(grapeKey('Pinot grigio')).toBe('pinot-gris');
    expect(grapeKey('Monastrell')).toBe('mourvedre');
    expect(grapeKey('Primitivo')).toBe('zinfandel');
    expect(grapeKey('Merlot')).toBe('merlot');
  });

  it('takes grapes, places, sub-regions and appellation words from the catalog it is built from', () => {
    const v = buildVocabulary(
      [
        wine({ grapes: ['Shiraz'] }),
        wine({ name: 'Tommasi Amarone della Valpolicella', country: 'Italien', countrySlug: 'italien', region: 'Venetien', regionSlug: 'venetien', subregion: 'Valpolicella', subregionSlug: 'valpolicella' }),
        wine({ country: 'Italien', countrySlug: 'italien', region: 'Piemonte', regionSlug: 'piemonte', subregion: 'Barolo', subregionSlug: 'barolo' }),
      ],
      [],
    );
    expect(meaning(v, 'syrah')).toEqual({ grape: ['syrah'] });
    expect(meaning(v, 'shiraz')).toEqual({ grape: ['syrah'] });
    expect(v.grapes.get('syrah')!.name).toBe('Syrah');
    expect(meaning(v, 'barolo')).toEqual({ region: 'barolo', country: ['italien'] });
    expect(meaning(v, 'amarone')).toEqual({ appellation: ['amarone'] });
    // An appellation word no wine carries is not offered.
    expect(meaning(v, 'ripasso')).toBeUndefined();
    expect(v.appellations.has('ripasso')).toBe(false);
    // A grape the catalog does not have is not a grape answer.
    expect(meaning(v, 'malbec')).toBeUndefined();
  });

  it('reads sizes, prices words, styles and sweetness from the hand-written lexicon', () => {
    const v = buildVocabulary([], []);
    expect(meaning(v, 'halvflaska')).toEqual({ size: 'halvflaska' });
    expect(meaning(v, 'magnum')).toEqual({ size: 'magnum' });
    expect(meaning(v, 'bag in box')).toEqual({ size: 'box' });
    expect(meaning(v, 'bubbel')).toEqual({ style: ['mousserande'] });
    expect(meaning(v, 'lyxigt')).toEqual({ price: '250-' });
    expect(meaning(v, 'torrt')).toEqual({ sweetness: 'torr' });
  });

  it("gives a food word to one food: a name first, the symbols' words next, a dish's word only when no other dish has it", () => {
    const v = buildVocabulary(
      [],
      [
        food({ slug: 'not', name: 'Nöt', broad: true, words: ['biff*'] }),
        food({ slug: 'pulled-pork', name: 'Pulled pork', words: ['grillat', 'bbq'] }),
        food({ slug: 'hamburgare', name: 'Hamburgare', words: ['grillat', 'burgare'] }),
        food({ slug: 'grillat', name: 'Grillat', listed: false, words: ['grill*'] }),
      ],
    );
    expect(meaning(v, 'grillat')).toEqual({ food: ['grillat'] });
    expect(meaning(v, 'bbq')).toEqual({ food: ['pulled-pork'] });
    expect(meaning(v, 'hamburgare')).toEqual({ food: ['hamburgare'] });
    expect(meaning(v, 'biffar')).toEqual({ food: ['not'] });
  });

  it('corrects typos to the nearest known word, but never a word it knows or a word that carries no wish', () => {
    const v = buildVocabulary([wine({ grapes: ['Chardonnay'], subregion: 'Barolo', subregionSlug: 'barolo', country: 'Italien', countrySlug: 'italien' })], []);
    expect(v.correct('chardonay')).toBe('chardonnay');
    expect(v.correct('barollo')).toBe('barolo');
    expect(v.correct('fyligt')).toBe('fylligt');
    expect(v.correct('chardonnay')).toBeNull();
    expect(v.correct('fylligare')).toBeNull(); // 'fyllig*' knows it
    expect(v.correct('gärna')).toBeNull();
    expect(v.isFiller('jag')).toBe(true);
  });

  it("needs 'från' or 'i' before a place whose name is an everyday word, and says Swedish municipalities without 'stad'", () => {
    const v = buildVocabulary(
      [
        wine({ country: 'Sverige', countrySlug: 'sverige', region: 'Skåne län', regionSlug: 'skane-lan', subregion: 'Malmö stad', subregionSlug: 'malmo-stad' }),
        wine({ country: 'Frankrike', countrySlug: 'frankrike', region: 'Alla', regionSlug: 'alla' }),
      ],
      [],
    );
    expect(v.rules.find((r) => r.pattern.join(' ') === 'malmo')?.set).toEqual({ region: 'malmo-stad', country: ['sverige'] });
    expect(v.rules.find((r) => r.pattern.join(' ') === 'alla')?.needsFrom).toBe(true);
  });
});
