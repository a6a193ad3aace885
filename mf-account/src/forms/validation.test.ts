import { email, maxLength, minLength, required, sameAs, validate } from './validation';

describe('validation rules', () => {
  it('uses the generic messages of the spec', () => {
    const errors = validate(
      { a: [required()], b: [email()], c: [minLength(8)] },
      { a: '  ', b: 'anna@', c: 'kort' },
    );
    expect(errors).toEqual({
      a: 'Value is required',
      b: 'Value is not a valid email address',
      c: 'This field should be at least 8 characters long',
    });
  });

  it('reports only the first failing rule of a field', () => {
    expect(validate({ p: [required(), minLength(8)] }, { p: '' })).toEqual({ p: 'Value is required' });
  });

  it('compares with another field and limits length', () => {
    const rules = { p1: [], p2: [sameAs<'p1' | 'p2'>('p1')], n: [maxLength(3, 'För långt.')] };
    expect(validate(rules, { p1: 'abcdefgh', p2: 'abcdefgx', n: 'abcd' })).toEqual({
      p1: null,
      p2: 'Lösenorden matchar inte.',
      n: 'För långt.',
    });
    expect(validate(rules, { p1: 'abcdefgh', p2: 'abcdefgh', n: ' abc ' })).toEqual({ p1: null, p2: null, n: null });
  });

  it('accepts ordinary addresses and rejects malformed ones', () => {
    const check = email('fel');
    expect(check(' anna.berg@example.se ', {})).toBeNull();
    expect(['anna', 'anna@example', '@example.se', 'an na@example.se'].map((v) => check(v, {}))).toEqual(['fel', 'fel', 'fel', 'fel']);
  });
});
