import { errorLines, errorMessages, errorStatus, flattenErrors } from './errors';

describe('server errors', () => {
  it('flattens an object of arrays (and detail strings) into lines', () => {
    expect(flattenErrors({ email: ['a', 'b'], non_field_errors: ['c'], detail: 'd', other: 5 })).toEqual(['a', 'b', 'c', 'd']);
    expect(flattenErrors(null)).toEqual([]);
    expect(flattenErrors(['x'])).toEqual([]);
    expect(flattenErrors('text')).toEqual([]);
  });

  it('reads the status and the messages of an RTK Query error, and nothing from a network failure', () => {
    const bad = { status: 400, data: { price_min: ['Ange ett pris.'] } };
    const offline = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    expect(errorStatus(bad)).toBe(400);
    expect(errorStatus(offline)).toBeNull();
    expect(errorStatus(undefined)).toBeNull();
    expect(errorMessages(bad)).toEqual(['Ange ett pris.']);
    expect(errorMessages(offline)).toEqual([]);
    expect(errorLines(bad, 'Något gick fel.')).toEqual(['Ange ett pris.']);
    expect(errorLines(offline, 'Något gick fel.')).toEqual(['Något gick fel.']);
  });
});
