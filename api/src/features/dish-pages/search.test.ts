import { describe, expect, it } from 'vitest';
import { searchDishes } from './search';

const names = (q: string) => searchDishes(q).map((d) => d.name);

describe('dish search', () => {
  it("matches words and the parts of compounds: 'kräft' finds Kräftor and Havskräftor, not Gulasch ('kraftig')", () => {
    expect(names('kräft').slice(0, 2).sort()).toEqual(['Havskräftor', 'Kräftor']);
    expect(names('kräft')).not.toContain('Gulasch');
  });

  it('counts a description only for whole words', () => {
    expect(names('kräftor')).toContain('Skaldjur');
  });

  it('takes a word being typed as a prefix, and a typo in a longer word', () => {
    expect(names('pizz')[0]).toBe('Pizza');
    expect(names('lammsteck')[0]).toBe('Lammstek');
    expect(names('lax i ugm')[0]).toBe('Lax i ugn');
  });

  it('reads the spellings Swedes type for one another: x/ks, å/aa, ä/ae, ö/oe', () => {
    expect(names('laks')[0]).toMatch(/^Lax/);
    expect(names('kraeftor').slice(0, 2).sort()).toEqual(['Havskräftor', 'Kräftor']);
    expect(names('faagel')[0]).toBe(names('fågel')[0]);
    expect(names('roeding')[0]).toBe(names('röding')[0]);
  });
});
