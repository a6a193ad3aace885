import { describe, expect, it } from 'vitest';
import { retryIn, tooManyAttempts } from './rate-limits';

describe('429 message', () => {
  it('says when to try again in seconds, minutes or hours, rounded up', () => {
    expect(tooManyAttempts(3158)).toBe('För många försök. Försök igen om 53 minuter.');
    expect(retryIn(45)).toBe('om 45 sekunder');
    expect(retryIn(0.2)).toBe('om 1 sekund');
    expect(retryIn(59.5)).toBe('om 1 minut');
    expect(retryIn(60)).toBe('om 1 minut');
    expect(retryIn(61)).toBe('om 2 minuter');
    expect(retryIn(3600)).toBe('om 60 minuter');
    expect(retryIn(3601)).toBe('om 2 timmar');
  });
});
