import { describe, expect, it } from 'vitest';
import { MATCH_MEMO_SIZE, matchScreen } from './currentRoute';

describe('matchScreen', () => {
  it('matches a path to its screen and params, and answers a repeated path from its memo', () => {
    const first = matchScreen('/product/proemio-malbec-254914');
    expect(first.route.id).toBe('product');
    expect(first.params).toEqual({ slug: 'proemio-malbec-254914' });
    expect(matchScreen('/product/proemio-malbec-254914')).toBe(first);
  });

  it('stays right after more distinct paths than the memo holds (oldest dropped, not wrong)', () => {
    for (let i = 0; i <= MATCH_MEMO_SIZE; i += 1) matchScreen(`/no-such-page-${i}`);
    const again = matchScreen('/product/another-wine');
    expect(again.route.id).toBe('product');
    expect(again.params).toEqual({ slug: 'another-wine' });
    expect(matchScreen('/no-such-page-0').route.id).toBe('notFound');
  });
});
