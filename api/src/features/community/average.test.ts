import { describe, expect, it } from 'vitest';
import { communityAverage } from './average';

describe('communityAverage', () => {
  it('says nothing below three ratings', () => {
    expect(communityAverage(0, 0)).toBeNull();
    expect(communityAverage(2, 10)).toBeNull();
  });

  it('rounds to one decimal from three ratings up', () => {
    expect(communityAverage(3, 13)).toBe(4.3);
    expect(communityAverage(3, 11)).toBe(3.7);
    expect(communityAverage(4, 17)).toBe(4.3);
    expect(communityAverage(12, 60)).toBe(5);
  });
});
