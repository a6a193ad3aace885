// Which remote module renders each remote-owned screen, derived from the registry of remotes (`screen`, `path`
// and `nested` in shared-contracts' remoteModules.mjs). Kept free of shared libraries (only the bundled `./routes`
// and `./remote-modules` constants) so the shell's entry can start loading the first screen's remote before React
// and the other shared singletons have arrived. routeTable.ts adds flags and metadata.
import { REMOTE_MODULES } from '@vinkompassen/shared-contracts/remote-modules';
import { ROUTES } from '@vinkompassen/shared-contracts/routes';
import type { RemoteModuleEntry, RemoteModuleName, RemoteName } from '@vinkompassen/shared-contracts';

export type RemoteContent = { [R in RemoteName]: { remote: R; module: RemoteModuleName<R> } }[RemoteName];

type Modules = typeof REMOTE_MODULES;

/** The routes that remote modules render: the `screen` of every entry that has one. */
export type RemoteScreenId = {
  [R in RemoteName]: { [M in keyof Modules[R]]: Modules[R][M] extends { screen: infer S } ? S : never }[keyof Modules[R]];
}[RemoteName];

export interface RemoteScreen {
  /** react-router pattern: the route, with `/*` where the module owns child routes. */
  path: string;
  content: RemoteContent;
}

function remoteScreens(): Readonly<Record<RemoteScreenId, RemoteScreen>> {
  const screens: Partial<Record<string, RemoteScreen>> = {};
  for (const remote of Object.keys(REMOTE_MODULES) as RemoteName[]) {
    for (const [module, entry] of Object.entries(REMOTE_MODULES[remote]) as [string, RemoteModuleEntry][]) {
      if (!entry.screen) continue;
      // A route the contracts name, or one only this remote links to (written in the registry).
      const route = 'path' in entry ? entry.path : ROUTES[entry.screen];
      screens[entry.screen] = { path: entry.nested ? `${route}/*` : route, content: { remote, module } as RemoteContent };
    }
  }
  // Every RemoteScreenId is an entry's `screen`, so the loop filled each one.
  return screens as Record<RemoteScreenId, RemoteScreen>;
}

export const REMOTE_SCREENS = remoteScreens();

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
