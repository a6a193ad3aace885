// Which remote module renders each remote-owned screen. Kept free of shared libraries (only the
// `./routes` constants, bundled) so the shell's entry can start loading the first screen's remote
// before React and the other shared singletons have arrived. routeTable.ts adds flags and metadata.
import { ROUTES } from '@vinkompassen/shared-contracts/routes';
import type { RemoteModuleName, RemoteName } from '@vinkompassen/shared-contracts';

export type RemoteContent = { [R in RemoteName]: { remote: R; module: RemoteModuleName<R> } }[RemoteName];

const at = <R extends RemoteName>(path: string, remote: R, module: RemoteModuleName<R>) =>
  ({ path, content: { remote, module } as RemoteContent });

export const REMOTE_SCREENS = {
  home: at(ROUTES.home, 'discovery', './HomePage'),
  toplists: at(ROUTES.toplists, 'discovery', './ToplistsPage'),
  lists: at(ROUTES.lists, 'discovery', './ListsPage'),
  list: at(ROUTES.list, 'discovery', './ListPage'),
  product: at(ROUTES.product, 'discovery', './ProductPage'),
  dishes: at(ROUTES.dishes, 'discovery', './DishesPage'),
  dish: at(ROUTES.dish, 'discovery', './DishPage'),
  winefinder: at(`${ROUTES.winefinder}/*`, 'winefinder', './WinefinderPage'),
  search: at(`${ROUTES.search}/*`, 'discovery', './SearchPage'),
  recommended: at(ROUTES.recommended, 'winefinder', './RecommendedPage'),
  register: at(ROUTES.register, 'account', './RegisterPage'),
  login: at(ROUTES.login, 'account', './LoginPage'),
  reset: at(ROUTES.reset, 'account', './ResetPage'),
  confirmReset: at(ROUTES.confirmReset, 'account', './ConfirmResetPage'),
  user: at(ROUTES.user, 'social', './UserPage'),
  profile: at(`${ROUTES.profile}/*`, 'account', './ProfilePage'),
  userList: at(ROUTES.userList, 'social', './UserListPage'),
  filter: at(ROUTES.filter, 'discovery', './FilterPage'),
} as const;

export type RemoteScreenId = keyof typeof REMOTE_SCREENS;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * react-router's matching for the patterns used here (`/a/:param`, a trailing `/*`), without the
 * router: case-insensitive, an optional trailing slash, params match one non-empty segment.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const splat = pattern.endsWith('/*');
  const segments = (splat ? pattern.slice(0, -2) : pattern).split('/').filter(Boolean);
  const source = segments.map((s) => `/${s.startsWith(':') ? '[^/]+' : escapeRegExp(s)}`).join('');
  return new RegExp(`^${source}${splat ? '(?:/.*)?' : ''}/?$`, 'i').test(pathname);
}

/** The remote module that renders `pathname`, if a remote owns it. */
export function remoteContentForPath(pathname: string): RemoteContent | undefined {
  return Object.values(REMOTE_SCREENS).find((screen) => matchesPattern(screen.path, pathname))?.content;
}
