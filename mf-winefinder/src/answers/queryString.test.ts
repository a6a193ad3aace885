import { answersFromSearch, answersToSearch, sameAnswers } from './queryString';

describe('answers ↔ query string', () => {
  it('writes one parameter per question in question order, lists comma-separated', () => {
    expect(answersToSearch({ price: '-150', food: ['fisk', 'skaldjur'], occasion: 'middag', style: ['vitt'] })).toBe(
      '?occasion=middag&food=fisk,skaldjur&style=vitt&price=-150',
    );
  });

  it('writes nothing for no answers', () => {
    expect(answersToSearch({})).toBe('');
  });

  it('reads back what it writes', () => {
    const answers = { occasion: 'spelar-ingen-roll', food: ['fisk', 'skaldjur'], price: '100-150', country: ['nya-zeeland'], organic: 'ja' };
    expect(answersFromSearch(answersToSearch(answers))).toEqual(answers);
  });

  it('accepts repeated parameters and encoded commas, drops empty and duplicate values', () => {
    expect(answersFromSearch('?food=fisk&food=skaldjur%2Cfisk&style=&price=200-')).toEqual({ food: ['fisk', 'skaldjur'], price: '200-' });
  });

  it('ignores unknown parameters and keeps one value for single-value questions', () => {
    expect(answersFromSearch('?utm_source=x&body=latt,fyllig&__proto__=1')).toEqual({ body: 'latt' });
  });

  it('compares answers whatever the key order', () => {
    expect(sameAnswers({ style: ['vitt'], food: ['fisk'] }, { food: ['fisk'], style: ['vitt'] })).toBe(true);
    expect(sameAnswers({ food: ['fisk'] }, { food: ['fisk'], price: '-100' })).toBe(false);
  });
});
