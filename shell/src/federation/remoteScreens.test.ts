import { matchPath } from 'react-router-dom';
import { REMOTE_MODULES } from '@vinkompassen/shared-contracts';
import { REMOTE_SCREENS, matchesPattern, remoteContentForPath } from './remoteScreens';
import { ROUTE_TABLE } from '../routing/routeTable';

const SAMPLE_PATHS = [
  '/', '/toplists', '/toplists/', '/TOPLISTS', '/lists', '/list/a-list', '/list/', '/list/a/b',
  '/product/19-crimes-red-wine-739680', '/product', '/dishes', '/dishes/lax', '/dishes/lax/x', '/winefinder',
  '/winefinder/results', '/winefinder/a/b', '/winefinderx', '/search', '/search/search-users', '/recommended',
  '/register', '/login', '/reset', '/confirm-reset/uid/token', '/confirm-reset', '/user/anna', '/profile',
  '/profile/lists', '/user-list/7', '/filter', '/about', '/terms', '/newsletter', '/nope', '/product/a%20b',
];

describe('matchesPattern', () => {
  it.each(Object.values(REMOTE_SCREENS).map((s) => s.path))('agrees with react-router for %s', (pattern) => {
    for (const path of SAMPLE_PATHS) {
      expect([path, matchesPattern(pattern, path)]).toEqual([path, matchPath({ path: pattern, end: true }, path) !== null]);
    }
  });
});

describe('remoteContentForPath', () => {
  it('gives the module the route table renders for every remote route', () => {
    for (const route of ROUTE_TABLE) {
      if (!('remote' in route.content)) continue;
      const example = route.path.replace(/:\w+/g, 'x').replace(/\/\*$/, '/y');
      expect(remoteContentForPath(example)).toEqual(route.content);
    }
  });

  it('is undefined for the shell’s own pages and unknown paths', () => {
    expect(remoteContentForPath('/about')).toBeUndefined();
    expect(remoteContentForPath('/nope')).toBeUndefined();
  });

  it('has one screen per exposed module that names a route, each in the route table', () => {
    const screenModules = Object.entries(REMOTE_MODULES).flatMap(([remote, modules]) =>
      Object.entries(modules).flatMap(([module, entry]) => ('screen' in entry ? [{ remote, module }] : [])),
    );
    expect(Object.values(REMOTE_SCREENS).map((screen) => screen.content)).toEqual(expect.arrayContaining(screenModules));
    expect(Object.keys(REMOTE_SCREENS)).toHaveLength(screenModules.length);
    expect(ROUTE_TABLE.map((route) => route.id)).toEqual(expect.arrayContaining(Object.keys(REMOTE_SCREENS)));
  });
});
