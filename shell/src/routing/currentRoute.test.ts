import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { MATCH_MEMO_SIZE, matchScreen, SCREENS } from './currentRoute';

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

describe('matchScreen against react-router over every pattern', () => {
  const reference = (pathname: string) => matchRoutes(SCREENS.map((screen) => ({ path: screen.path, screen })), pathname)?.at(-1);
  const paths = [
    ...SCREENS.map((screen) => screen.path.replace(/:\w+/g, 'x').replace('*', 'a/b')),
    ...SCREENS.map((screen) => screen.path.toUpperCase().replace(/:\w+/gi, 'Y')),
    ...SCREENS.map((screen) => `${screen.path.replace(/:\w+/g, 'z')}/`),
    ...SCREENS.map((screen) => `${screen.path.replace(/:\w+/g, 'z')}/more`),
    '/', '', '//', '//product/x', '/product', '/product/', '/product/a/b', '/%70roduct/x', '/list/a%20b', '/unknown',
    '/search/search-users', '/Search/Search-Users/', '/newsletter/confirm/', '/user-list', '/profile/lists/x',
  ];

  it.each(paths)('%j: the same screen and params as matching all patterns', (pathname) => {
    const expected = reference(pathname);
    const got = matchScreen(pathname);
    expect(got.route.id).toBe(expected?.route.screen.id ?? 'notFound');
    expect(got.params).toEqual(expected ? { ...expected.params } : {});
  });
});
