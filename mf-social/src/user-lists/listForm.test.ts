import { DESCRIPTION_MAX, isValid, validateListForm } from './listForm';

describe('validateListForm', () => {
  it('requires a name with the spec message', () => {
    expect(validateListForm({ name: ' ', description: '' })).toEqual({ name: 'Value is required' });
  });

  it('allows an empty description and at most 160 characters', () => {
    expect(isValid(validateListForm({ name: 'A', description: '' }))).toBe(true);
    expect(isValid(validateListForm({ name: 'A', description: 'x'.repeat(DESCRIPTION_MAX) }))).toBe(true);
    expect(validateListForm({ name: 'A', description: 'x'.repeat(DESCRIPTION_MAX + 1) })).toEqual({
      description: 'Beskrivningen får vara högst 160 tecken lång.',
    });
  });
});
