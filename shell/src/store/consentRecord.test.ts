import { STORAGE_KEYS } from '@vinkompassen/shared-contracts';
import { BROWSER_ID_STORAGE_KEY, CONSENT_STORAGE_KEY, CONSENT_VERSION, parseConsent, serializeConsent } from './consentRecord';

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

it('the keys are the shared storage keys (written here without imports for the e2e fixtures)', () => {
  expect(CONSENT_STORAGE_KEY).toBe(STORAGE_KEYS.consent);
  expect(BROWSER_ID_STORAGE_KEY).toBe(STORAGE_KEYS.analyticsId);
});
