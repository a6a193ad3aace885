import { describe, expect, it } from 'vitest';
import { propertyTag, rememberedWordCount } from './product-index';

describe('the meaning of a searched word', () => {
  it('names the property a word stands for, or none', () => {
    expect(propertyTag('rott')).toBe('style:red');
    expect(propertyTag('lada')).toBe('box');
    expect(propertyTag('pizza')).toBeNull();
  });

  it('is remembered for a bounded number of words, however many distinct ones visitors type', () => {
    for (let i = 0; i < 6_000; i++) propertyTag(`ord${i.toString(36)}x`);
    expect(rememberedWordCount()).toBe(5_000);
    expect(propertyTag('rott')).toBe('style:red');
  });
});
