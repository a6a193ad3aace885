import { matchRoutes } from 'react-router-dom';
import { ROUTES } from '@vinkompassen/shared-contracts';
import { applyDocumentMeta } from '../meta/documentMeta';
import { NOT_FOUND_ROUTE, ROUTE_TABLE } from './routeTable';

const routeIdFor = (path: string) =>
  matchRoutes([...ROUTE_TABLE, NOT_FOUND_ROUTE].map((r) => ({ id: r.id, path: r.path })), path)?.at(-1)?.route.id;

describe('route table', () => {
  it.each([
    ['/', 'home'],
    ['/toplists', 'toplists'],
    ['/lists', 'lists'],
    ['/list/sommarviner', 'list'],
    ['/product/chablis-2022', 'product'],
    ['/dishes', 'dishes'],
    ['/dishes/lax', 'dish'],
    ['/winefinder', 'winefinder'],
    ['/winefinder/results', 'winefinder'],
    ['/search', 'search'],
    ['/search/search-users', 'search'],
    ['/recommended', 'recommended'],
    ['/register', 'register'],
    ['/login', 'login'],
    ['/reset', 'reset'],
    ['/confirm-reset/MQ/abc-123', 'confirmReset'],
    ['/user/anna', 'user'],
    ['/profile', 'profile'],
    ['/profile/lists', 'profile'],
    ['/profile/users', 'profile'],
    ['/user-list/favoriter', 'userList'],
    ['/terms', 'terms'],
    ['/about', 'about'],
    ['/newsletter', 'newsletter'],
    ['/newsletter/confirm/abc123', 'newsletterConfirm'],
    ['/filter', 'filter'],
    ['/finns-inte', 'notFound'],
    ['/product', 'notFound'],
  ])('%s → %s', (path, id) => {
    expect(routeIdFor(path)).toBe(id);
  });

  it('covers every spec screen with the spec paths', () => {
    const paths = ROUTE_TABLE.map((r) => r.path.replace(/\/\*$/, ''));
    for (const path of Object.values(ROUTES)) {
      if (path.startsWith('/winefinder/') || path.startsWith('/search/') || path.startsWith('/profile/')) continue;
      expect(paths).toContain(path.replace(/\/\*$/, ''));
    }
  });

  it('maps screens to the agreed remotes', () => {
    const owner = Object.fromEntries(
      ROUTE_TABLE.map((r) => [r.id, 'remote' in r.content ? `${r.content.remote}:${r.content.module}` : 'shell']),
    );
    expect(owner).toMatchObject({
      home: 'discovery:./HomePage',
      toplists: 'discovery:./ToplistsPage',
      search: 'discovery:./SearchPage',
      filter: 'discovery:./FilterPage',
      product: 'discovery:./ProductPage',
      winefinder: 'winefinder:./WinefinderPage',
      recommended: 'winefinder:./RecommendedPage',
      user: 'social:./UserPage',
      userList: 'social:./UserListPage',
      login: 'account:./LoginPage',
      profile: 'account:./ProfilePage',
      terms: 'shell',
      about: 'shell',
      newsletter: 'shell',
      newsletterConfirm: 'shell',
    });
  });

  it('requires login only for the profile and the feed', () => {
    expect(ROUTE_TABLE.filter((r) => r.flags.requiresAuth).map((r) => r.id)).toEqual(['profile', 'feed']);
  });

  it('titles pages "Vinkompassen - <title>" with defaults', () => {
    const byId = Object.fromEntries(ROUTE_TABLE.map((r) => [r.id, r]));
    applyDocumentMeta(byId.toplists!.meta);
    expect(document.title).toBe('Vinkompassen - Topplistor');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Vinkompassen - Topplistor');

    applyDocumentMeta(byId.home!.meta);
    expect(document.title).toBe('Vinkompassen - Hitta vin som passar');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Systembolagets/);
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/\/icons\/og-image\.png$/);

    // A screen the spec list does not name (a new remote's page) reports its own title (usePageMeta).
    for (const route of ROUTE_TABLE) if (route.id !== 'home' && Object.hasOwn(ROUTES, route.id)) expect(route.meta.title).toBeTruthy();
  });
});
