import { routeKeyForPath } from './routeKey';

describe('page view route names', () => {
  it.each([
    ['/', 'home'],
    ['/search', 'search'],
    ['/search/search-users', 'searchUsers'],
    ['/winefinder', 'winefinder'],
    ['/winefinder/results', 'winefinderResults'],
    ['/product/chablis-premier-cru', 'product'],
    ['/user/anna-svensson', 'user'],
    ['/user-list/annas-favoriter', 'userList'],
    ['/profile/lists', 'profileLists'],
    ['/confirm-reset/abc/def', 'confirmReset'],
    ['/newsletter/confirm/token-123', 'newsletterConfirm'],
  ])('%s is %s', (path, key) => {
    expect(routeKeyForPath(path)).toBe(key);
  });

  it('has no name for a page outside the route table (nothing is sent for it)', () => {
    expect(routeKeyForPath('/no/such/page')).toBeNull();
  });
});
