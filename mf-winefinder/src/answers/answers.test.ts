import { cleanAnswers, QUESTION_IDS, withoutAnswer } from './answers';

describe('answers', () => {
  it('keeps the contract order of the questions', () => {
    expect(QUESTION_IDS).toEqual(['occasion', 'food', 'style', 'grape', 'appellation', 'price', 'size', 'body', 'sweetness', 'acidity', 'tannin', 'oak', 'country', 'region', 'organic', 'not_country', 'not_region']);
  });

  it('cleans untrusted data: known questions, strings only, lists for multi-value questions', () => {
    expect(cleanAnswers({ food: 'fisk', style: ['vitt', 7, ' vitt '], body: ['latt'], colour: 'röd', price: '' })).toEqual({
      food: ['fisk'],
      style: ['vitt'],
      body: 'latt',
    });
    expect(cleanAnswers('nonsense')).toEqual({});
    expect(cleanAnswers(null)).toEqual({});
  });

  it('takes back one value of a list, or the whole answer', () => {
    const answers = { food: ['fisk', 'skaldjur'], price: '-150' };
    expect(withoutAnswer(answers, 'food', 'fisk')).toEqual({ food: ['skaldjur'], price: '-150' });
    expect(withoutAnswer(answers, 'price', '-150')).toEqual({ food: ['fisk', 'skaldjur'] });
    expect(withoutAnswer({ food: ['fisk'] }, 'food', 'fisk')).toEqual({});
  });
});
