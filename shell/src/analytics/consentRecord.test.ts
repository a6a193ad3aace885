import { CONSENT_VERSION, parseConsent, serializeConsent } from './consentRecord';

describe('stored consent', () => {
  it('round-trips a choice with its version and date', () => {
    expect(parseConsent(serializeConsent('all', '2025-05-01T10:00:00.000Z'))).toEqual({
      choice: 'all',
      version: CONSENT_VERSION,
      date: '2025-05-01T10:00:00.000Z',
    });
  });

  it.each([
    ['nothing', null],
    ['another version', serializeConsent('all', '2025-05-01T10:00:00.000Z', CONSENT_VERSION + 1)],
    ['an unknown choice', JSON.stringify({ choice: 'some', version: CONSENT_VERSION, date: '2025-05-01T10:00:00.000Z' })],
    ['no date', JSON.stringify({ choice: 'all', version: CONSENT_VERSION })],
    ['not JSON', 'yes'],
  ])('counts %s as no choice', (_, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });
});
