import { describe, expect, it } from 'vitest';
import { WinefinderValidationError } from './answers';
import { chatStep, parseChatRequest, STOP_AT_MATCHES } from './chat';
import { buildPlaceIndex } from './places';
import { fullCatalogWines, wine } from '@/testing/recommendation-fixtures';
import { STYLE_OF_ANSWER } from './knowledge';
import type { EngineWine } from './types';

/** A small cellar: reds and whites, several countries, prices, bodies. */
function cellar(): EngineWine[] {
  const out: EngineWine[] = [];
  let id = 1;
  const countries = [
    ['Italien', 'italien'],
    ['Frankrike', 'frankrike'],
    ['Spanien', 'spanien'],
  ] as const;
  for (let i = 0; i < 12; i++) {
    const [country, countrySlug] = countries[i % 3]!;
    out.push(
      wine({
        id: id++,
        style: 'red',
        producer: `Röd ${i}`,
        symbols: i % 2 ? ['not', 'lamm'] : ['flask', 'fagel'],
        clocks: { body: 5 + (i % 6), roughness: 4 + (i % 7), fruitacid: 8 + (i % 3), casque: i % 4 === 0 ? 7 : 2 },
        price: 89 + i * 15,
        country,
        countrySlug,
        isOrganic: i % 4 === 0,
      }),
      wine({
        id: id++,
        style: 'white',
        producer: `Vit ${i}`,
        symbols: i % 2 ? ['fisk', 'skaldjur'] : ['fagel', 'gronsaker'],
        clocks: { body: 3 + (i % 6), fruitacid: 6 + (i % 6), sweetness: 1 + (i % 3) },
        price: 95 + i * 12,
        country,
        countrySlug,
        isOrganic: i % 3 === 0,
      }),
    );
  }
  return out;
}

const wines = cellar();
const places = buildPlaceIndex(wines);
const step = (body: unknown) => chatStep(wines, parseChatRequest(body), places).response;

describe('chat: the conversation', () => {
  it('greets and asks for the occasion first, offering "Visa vinerna nu"', () => {
    const r = step({});
    expect(r.messages[0]!.text).toMatch(/^Hej! Jag är din sommelier/);
    expect(r.question).toMatchObject({ id: 'occasion', multi: false });
    expect(r.question!.options.map((o) => o.value)).toEqual(['vardag', 'middag', 'fest', 'present', 'mingel', 'spelar-ingen-roll']);
    expect(r.actions).toEqual([{ id: 'show_wines', label: 'Visa vinerna nu' }]);
    expect(r.match_count).toBe(wines.length);
    expect(r.done).toBe(false);
  });

  it('goes on with food, with counts per option and only options that have wines', () => {
    const r = step({ answers: { occasion: 'middag' } });
    expect(r.question!.id).toBe('food');
    expect(r.question!.multi).toBe(true);
    const values = r.question!.options.map((o) => o.value);
    expect(values).toEqual(['fisk', 'skaldjur', 'flask', 'not', 'lamm', 'fagel', 'gronsaker', 'spelar-ingen-roll']);
    expect(r.question!.options.find((o) => o.value === 'fisk')!.count).toBe(6);
    expect(r.messages.map((m) => m.text)).toContain('Just nu passar 24 viner.');
  });

  it("skips the food question for 'mingel' (implied) and the style question when the dish implies one type", () => {
    expect(step({ answers: { occasion: 'mingel' } }).question!.id).toBe('style');
    // Only reds carry the 'not' symbol here: no style question, on to price.
    expect(step({ answers: { occasion: 'middag', food: 'not' } }).question!.id).toBe('price');
  });

  it('adapts taste questions to the wine type: no sweetness for reds, no tannin for whites', () => {
    const red = step({ answers: { food: 'not', price: 'spelar-ingen-roll' } });
    expect(['body', 'tannin', 'acidity', 'oak']).toContain(red.question!.id);
    const white = step({ answers: { food: 'fisk', price: 'spelar-ingen-roll' } });
    expect(['body', 'sweetness', 'acidity']).toContain(white.question!.id);
  });

  it('asks the taste question that splits the matches best first', () => {
    // Reds for 'not' have bodies 6, 8, 10, 6, 8, 10 (ids by i odd): 'body' splits them; roughness too.
    const r = step({ answers: { food: 'not', price: 'spelar-ingen-roll' } });
    const counts = r.question!.options.filter((o) => o.count !== null).map((o) => o.count!);
    expect(Math.max(...counts)).toBeLessThan(r.match_count);
  });

  it("skips a body question for sparkling wines when they are all alike", () => {
    const bubbles = [1, 2, 3, 4, 5, 6].map((i) =>
      wine({ id: 500 + i, style: 'sparkling', producer: `B${i}`, clocks: { body: 4, fruitacid: 8 + (i % 3), sweetness: 1 + (i % 2) * 4 }, price: 100 + 20 * i }),
    );
    const r = chatStep(bubbles, parseChatRequest({ answers: { occasion: 'fest', style: 'mousserande', price: 'spelar-ingen-roll' } })).response;
    expect(r.question!.id).not.toBe('body');
    expect(['sweetness', 'acidity']).toContain(r.question!.id);
    const after = chatStep(bubbles, parseChatRequest({ answers: { occasion: 'fest', style: 'mousserande', price: 'spelar-ingen-roll', sweetness: 'spelar-ingen-roll', acidity: 'spelar-ingen-roll' } })).response;
    expect(after.question?.id).not.toBe('body');
    expect(after.question?.id).not.toBe('tannin');
  });

  it(`stops asking at ${STOP_AT_MATCHES} matches or fewer, and when nothing would change the result`, () => {
    const few = step({ answers: { food: 'not', price: '-150', country: 'italien' } });
    expect(few.match_count).toBeLessThanOrEqual(STOP_AT_MATCHES);
    expect(few.question).toBeNull();
    expect(few.done).toBe(true);
    const all = step({
      answers: {
        occasion: 'middag', food: 'spelar-ingen-roll', style: 'spelar-ingen-roll', price: 'spelar-ingen-roll', body: 'spelar-ingen-roll', sweetness: 'spelar-ingen-roll',
        acidity: 'spelar-ingen-roll', tannin: 'spelar-ingen-roll', oak: 'spelar-ingen-roll', country: 'spelar-ingen-roll', organic: 'spelar-ingen-roll',
      },
    });
    expect(all.question).toBeNull();
    expect(all.messages.at(-1)!.text).toMatch(/inga fler frågor/);
  });

  it('asks for a region only after one country, and organic last', () => {
    const base = { food: 'flask', price: 'spelar-ingen-roll', body: 'spelar-ingen-roll', tannin: 'spelar-ingen-roll', acidity: 'spelar-ingen-roll', oak: 'spelar-ingen-roll' };
    const country = step({ answers: base }).question!;
    expect(country.id).toBe('country');
    expect(country.options.map((o) => `${o.label}:${o.count}`)).toEqual(['Frankrike:2', 'Italien:2', 'Spanien:2', 'Spelar ingen roll:null']);
    const r = step({ answers: { ...base, country: 'spelar-ingen-roll' } });
    expect(r.question!.id).toBe('organic');
    expect(r.question!.options.map((o) => o.value)).toEqual(['ja', 'spelar-ingen-roll']);
    // 'not' reds: none organic here, so the organic question would not change anything.
    expect(step({ answers: { ...base, food: 'not', country: 'spelar-ingen-roll' } }).question).toBeNull();

    const regional = [1, 2, 3, 4, 5].map((i) =>
      wine({ id: 900 + i, producer: `R${i}`, country: 'Italien', countrySlug: 'italien', region: i % 2 ? 'Toscana' : 'Piemonte', regionSlug: i % 2 ? 'toscana' : 'piemonte', clocks: { body: 8 } }),
    );
    const regionPlaces = buildPlaceIndex(regional);
    const q = chatStep(regional, parseChatRequest({ answers: { food: 'spelar-ingen-roll', style: 'spelar-ingen-roll', price: 'spelar-ingen-roll', country: 'italien' } }), regionPlaces).response.question!;
    expect(q).toMatchObject({ id: 'region', text: 'Något särskilt område i Italien?' });
    expect(q.options.map((o) => o.value)).toEqual(['toscana', 'piemonte', 'spelar-ingen-roll']);
  });

  it('takes free text, says what it understood and returns the merged answers', () => {
    const r = step({ answers: { occasion: 'middag' }, message: 'något till lax under 150 kr' });
    expect(r.understood).toEqual({ food: ['fisk'], price: '-150' });
    expect(r.answers).toEqual({ occasion: 'middag', food: ['fisk'], price: '-150' });
    expect(r.messages[0]!.text).toBe('Jag uppfattade: högst 150 kr, till fisk.');
    const none = step({ message: 'blablabla' });
    expect(none.understood).toEqual({});
    expect(none.messages[0]!.text).toMatch(/förstod jag inte/);
  });

  it('returns the answers as Swedish chips, in question order', () => {
    const r = step({ answers: { price: '-150', food: ['fisk', 'skaldjur'], country: 'italien', body: 'spelar-ingen-roll' } });
    expect(r.chips.map((c) => c.label)).toEqual(['Fisk', 'Skaldjur', 'Högst 150 kr', 'Fylligheten: spelar ingen roll', 'Italien']);
    expect(r.chips[0]).toEqual({ question_id: 'food', value: 'fisk', label: 'Fisk' });
  });

  it("lets free text answer the current question ('spelar ingen roll')", () => {
    const r = step({ answers: { occasion: 'middag', food: 'fisk' }, message: 'spelar ingen roll', question_id: 'style' });
    expect(r.answers.style).toEqual(['spelar-ingen-roll']);
  });

  it('returns ranked wines on request, deterministically', () => {
    const a = chatStep(wines, parseChatRequest({ answers: { food: 'fisk' }, include_results: true, limit: 3 }), places);
    const b = chatStep([...wines].reverse(), parseChatRequest({ answers: { food: 'fisk' }, include_results: true, limit: 3 }), places);
    expect(a.ranked).toHaveLength(3);
    expect(a.ranked!.map((r) => r.wine.id)).toEqual(b.ranked!.map((r) => r.wine.id));
    expect(a.ranked!.every((r) => r.wine.symbols.includes('fisk'))).toBe(true);
  });
});

describe('chat: invalid input → typed validation errors ({field: [messages]})', () => {
  const errorsOf = (body: unknown) => {
    try {
      chatStep(wines, parseChatRequest(body), places);
    } catch (err) {
      expect(err).toBeInstanceOf(WinefinderValidationError);
      return (err as WinefinderValidationError).fieldErrors;
    }
    throw new Error('expected a validation error');
  };

  it('unknown question id', () => {
    expect(errorsOf({ answers: { colour: 'röd' } })).toEqual({ 'answers.colour': ['Okänd fråga.'] });
  });
  it('unknown option value, also inside a list', () => {
    expect(errorsOf({ answers: { style: 'blått' } })).toEqual({ 'answers.style': ['Okänt alternativ: "blått".'] });
    // 'pizza' is a dish the sommelier knows; a food it does not know is refused like an unknown option.
    expect(errorsOf({ answers: { food: ['fisk', 'sten'] } })).toEqual({ 'answers.food.1': ['Okänt alternativ: "sten".'] });
    expect(errorsOf({ answers: { size: 'hink' } })).toEqual({ 'answers.size': ['Okänt alternativ: "hink".'] });
  });
  it('several values for a one-value question', () => {
    expect(errorsOf({ answers: { body: ['latt', 'fyllig'] } })).toEqual({ 'answers.body': ['Frågan tar bara ett svar.'] });
  });
  it('malformed or reversed price', () => {
    expect(errorsOf({ answers: { price: 'billigt' } })['answers.price']).toHaveLength(1);
    expect(errorsOf({ answers: { price: '200-100' } })).toEqual({ 'answers.price': ['Lägsta pris får inte vara högre än högsta pris.'] });
  });
  it('unknown country or region', () => {
    expect(errorsOf({ answers: { country: 'narnia' } })).toEqual({ 'answers.country': ['Okänt land: "narnia".'] });
    expect(errorsOf({ answers: { region: 'mordor' } })).toEqual({ 'answers.region': ['Okänt område: "mordor".'] });
  });
  it('bad body fields', () => {
    expect(Object.keys(errorsOf({ answers: [] }))).toEqual(['answers']);
    expect(Object.keys(errorsOf({ message: 'x'.repeat(501) }))).toEqual(['message']);
    expect(Object.keys(errorsOf({ question_id: 'nope' }))).toEqual(['question_id']);
    expect(Object.keys(errorsOf({ include_results: true, limit: 0 }))).toEqual(['limit']);
  });
  it('accepts a known country even without wines from it (zero matches, widened results)', () => {
    const r = chatStep(wines, parseChatRequest({ answers: { country: 'nya-zeeland' }, include_results: true }), places);
    expect(r.response.match_count).toBe(0);
    expect(r.ranked!.length).toBeGreaterThan(0);
    expect(r.ranked!.every((x) => !x.strictMatch)).toBe(true);
  });
});

describe('chat: a logged-in user’s learned taste', () => {
  const light = wine({ id: 901, style: 'red', producer: 'Lätt', symbols: ['not'], clocks: { body: 4, roughness: 5 }, price: 120 });
  const full = wine({ id: 902, style: 'red', producer: 'Fyllig', symbols: ['not'], clocks: { body: 11, roughness: 5 }, price: 120 });
  const ids = (learned?: Parameters<typeof chatStep>[4], answers: Record<string, string> = {}) =>
    chatStep([light, full], parseChatRequest({ answers: { style: 'rott', ...answers }, include_results: true }), undefined, {}, learned)
      .ranked!.map((r) => r.wine.id);

  it('is a soft prior where no taste was answered', () => {
    expect(ids({ body: { lo: 10, hi: 12 } })[0]).toBe(902);
    expect(ids({ body: { lo: 1, hi: 4 } })[0]).toBe(901);
  });

  it('gives way to an answer about the same clock', () => {
    expect(ids({ body: { lo: 10, hi: 12 } }, { body: 'latt' })[0]).toBe(901);
  });
});

describe('chat: a conversation that changes its mind', () => {
  it("a new country drops an earlier region of another country ('Barolo', then 'från Tyskland')", () => {
    const wines = [
      wine({ id: 801, country: 'Italien', countrySlug: 'italien', region: 'Piemonte', regionSlug: 'piemonte', subregion: 'Barolo', subregionSlug: 'barolo' }),
      wine({ id: 802, style: 'white', country: 'Tyskland', countrySlug: 'tyskland', region: 'Mosel', regionSlug: 'mosel' }),
    ];
    const places = buildPlaceIndex(wines);
    const first = chatStep(wines, parseChatRequest({ message: 'en Barolo' }), places).response.answers;
    expect(first).toMatchObject({ country: ['italien'], region: 'barolo' });
    const next = chatStep(wines, parseChatRequest({ answers: first, message: 'något från Tyskland' }), places).response.answers;
    expect(next.country).toEqual(['tyskland']);
    expect(next.region).toBeUndefined();
    // A region of the same country stays.
    const same = chatStep(wines, parseChatRequest({ answers: first, message: 'från Italien' }), places).response.answers;
    expect(same.region).toBe('barolo');
  });
});

describe('chat: follow-up questions on the full catalog', () => {
  const full = fullCatalogWines();
  const fullPlaces = buildPlaceIndex(full);

  it("offers the styles that fill the picks: 'sött vin till chokladtårta' → starkvin and dessert wine, not red or sparkling", () => {
    const withPicks = chatStep(full, parseChatRequest({ message: 'sött vin till chokladtårta', include_results: true, limit: 10 }), fullPlaces);
    const question = withPicks.response.question!;
    expect(question.id).toBe('style');
    const offered = question.options.map((o) => o.value).filter((v) => v !== 'spelar-ingen-roll');
    expect(offered).toContain('starkvin');
    expect(offered).not.toContain('rott');
    expect(offered).not.toContain('mousserande');
    expect(question.options.map((o) => o.label)).toContain('Vitt dessertvin');
    // Every pick's type is among the options, and the same question is asked without results.
    for (const r of withPicks.ranked!) expect(offered.map((v) => STYLE_OF_ANSWER[v])).toContain(r.wine.style);
    const plain = chatStep(full, parseChatRequest({ message: 'sött vin till chokladtårta' }), fullPlaces).response.question!;
    expect(plain.options.map((o) => o.value)).toEqual(question.options.map((o) => o.value));
  });

  it("says back named wines of different kinds as narrowing together, alternatives of one kind with 'eller'", () => {
    const said = (message: string) => chatStep(full, parseChatRequest({ message }), fullPlaces).response.messages[0]!.text;
    expect(said('Cava brut nature')).toBe('Jag uppfattade: Cava och Brut Nature.');
    expect(said('Cava eller Crémant')).toMatch(/^Jag uppfattade: (Cava eller Crémant|Crémant eller Cava)/);
  });
});

