import { isIndexedPath, UNINDEXED_PATHS } from './indexing';
import { NAMED_ROUTES, ROUTES, dishPath, listPath, productPath, userListPath, userPath } from './routes';

describe('routes', () => {
  it('has every named route of the spec', () => {
    expect(Object.keys(NAMED_ROUTES).sort()).toEqual(
      ['about', 'dishes', 'home', 'lists', 'login', 'newsletter', 'profile', 'register', 'reset', 'search', 'toplists', 'user-list', 'winefinder'].sort(),
    );
  });

  it('uses the spec paths', () => {
    expect(NAMED_ROUTES['user-list']).toBe('/user-list/:slug');
    expect(ROUTES.confirmReset).toBe('/confirm-reset/*');
    expect(ROUTES.searchUsers).toBe('/search/search-users');
    expect(ROUTES.winefinderResults).toBe('/winefinder/results');
  });

  it('builds paths with encoded slugs', () => {
    expect(productPath('chablis-2022')).toBe('/product/chablis-2022');
    expect(productPath(42)).toBe('/product/42');
    expect(listPath('mina favoriter')).toBe('/list/mina%20favoriter');
    expect(dishPath('lax/dill')).toBe('/dishes/lax%2Fdill');
    expect(userPath('anna')).toBe('/user/anna');
    expect(userListPath('sommar')).toBe('/user-list/sommar');
  });

  it('refuses empty slugs', () => {
    expect(() => productPath('')).toThrow();
  });
});

describe('indexing', () => {
  it('keeps forms, the profile, confirmation links, search and filter states and answer pages out of search engines', () => {
    expect(UNINDEXED_PATHS).toEqual([
      '/profile',
      '/login',
      '/register',
      '/reset',
      '/confirm-reset',
      '/newsletter/confirm',
      '/email-change',
      '/search',
      '/filter',
      '/recommended',
      '/winefinder/results',
    ]);
    for (const path of ['/profile/lists', '/confirm-reset/abc/def', '/newsletter/confirm/t0k', '/email-change/confirm/t0k', '/search/search-users', '/login']) {
      expect(isIndexedPath(path), path).toBe(false);
    }
  });

  it("lets every other page be found, the shell's own pages included", () => {
    for (const path of ['/', '/about', '/terms', '/newsletter', '/toplists', '/lists', '/dishes', '/winefinder', '/product/x-1', '/list/x', '/dishes/lamm', '/user/anna', '/user-list/sommar', '/searching', '/resets']) {
      expect(isIndexedPath(path), path).toBe(true);
    }
  });
});
