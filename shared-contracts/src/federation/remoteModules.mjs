// @ts-check
// The registry of remotes: the one list every consumer reads (builds, `npm start`, type-check, vitest projects,
// lint zones, the shell's runtime config and route table, the remotes' rspack configs). Plain JS without imports, so
// Node scripts read it before `npm install` and without TypeScript; remotes.ts takes TypeScript's literal types from
// it. `npm run new-remote -- <name>` adds a remote here (docs/ARCHITECTURE.md, "Adding a remote").

/** @typedef {`./src/${string}.tsx`} ModuleSource  the module's file, relative to the remote's package */

/**
 * A screen on a route the contracts name (shared-contracts' ROUTES), or a module that is no screen.
 * @typedef {object} ContractScreenEntry
 * @property {ModuleSource} source
 * @property {import('../routes/routes').RouteKey} [screen]  the route the module renders, when it is a screen
 * @property {true} [nested]  the module owns child routes: the shell matches `<route>/*`
 */

/**
 * A screen on a route only its remote links to, written here rather than in the contracts' ROUTES.
 * @typedef {object} OwnScreenEntry
 * @property {ModuleSource} source
 * @property {string} screen  the route's id (not one of ROUTES)
 * @property {`/${string}`} path  the route's react-router pattern
 * @property {true} [nested]
 */

/** @typedef {ContractScreenEntry | OwnScreenEntry} RemoteModuleEntry */

/**
 * Remote name → its package folder and port. `portOffset`: `npm start` serves it on the shell's port plus this
 * (3000 + offset), the e2e suite on its own base port plus the same.
 * @satisfies {Record<string, { dir: `mf-${string}`, portOffset: number }>}
 */
export const REMOTES = /** @type {const} */ ({
  discovery: { dir: 'mf-discovery', portOffset: 1 },
  winefinder: { dir: 'mf-winefinder', portOffset: 2 },
  social: { dir: 'mf-social', portOffset: 3 },
  account: { dir: 'mf-account', portOffset: 4 },
});

/**
 * Remote name → exposed name → entry: what each remote exposes, and the routes its screens own.
 * @satisfies {Record<keyof typeof REMOTES, Record<`./${string}`, RemoteModuleEntry>>}
 */
export const REMOTE_MODULES = /** @type {const} */ ({
  discovery: {
    './HomePage': { source: './src/home/HomePage.tsx', screen: 'home' },
    './ToplistsPage': { source: './src/catalogs/ToplistsPage.tsx', screen: 'toplists' },
    './ListsPage': { source: './src/catalogs/ListsPage.tsx', screen: 'lists' },
    './ListPage': { source: './src/catalogs/ListPage.tsx', screen: 'list' },
    './ProductPage': { source: './src/wine-page/ProductPage.tsx', screen: 'product' },
    './DishesPage': { source: './src/dishes/DishesPage.tsx', screen: 'dishes' },
    './DishPage': { source: './src/dishes/DishPage.tsx', screen: 'dish' },
    './SearchPage': { source: './src/search/SearchPage.tsx', screen: 'search', nested: true },
    './FilterPage': { source: './src/filters/FilterPage.tsx', screen: 'filter' },
  },
  winefinder: {
    './WinefinderPage': { source: './src/pages/WinefinderPage.tsx', screen: 'winefinder', nested: true },
    './RecommendedPage': { source: './src/pages/RecommendedPage.tsx', screen: 'recommended' },
  },
  social: {
    './UserPage': { source: './src/users/UserPage.tsx', screen: 'user' },
    './UserListPage': { source: './src/user-lists/UserListPage.tsx', screen: 'userList' },
    './CreateListModal': { source: './src/list-modals/CreateListModal.tsx' },
    './AddToListModal': { source: './src/list-modals/AddToListModal.tsx' },
    './NotesPanel': { source: './src/notes/NotesPanel.tsx' },
    './CommunityPanel': { source: './src/community/CommunityPanel.tsx' },
    './FeedPage': { source: './src/feed/FeedPage.tsx', screen: 'feed' },
    './BestStoresPanel': { source: './src/stores/BestStoresPanel.tsx' },
  },
  account: {
    './RegisterPage': { source: './src/register/RegisterPage.tsx', screen: 'register' },
    './LoginPage': { source: './src/login/LoginPage.tsx', screen: 'login' },
    './ResetPage': { source: './src/reset/ResetPage.tsx', screen: 'reset' },
    './ConfirmResetPage': { source: './src/reset/ConfirmResetPage.tsx', screen: 'confirmReset' },
    './EmailChangePage': { source: './src/email-change/EmailChangePage.tsx', screen: 'emailChange' },
    './ProfilePage': { source: './src/profile/ProfilePage.tsx', screen: 'profile', nested: true },
    './LoginModal': { source: './src/login/LoginModal.tsx' },
    './RegisterModal': { source: './src/register/RegisterModal.tsx' },
  },
});

/**
 * The exposed name of a screen's page contract (federation/page.ts): `./ProductPage` → `./ProductPage.data`.
 * @template {string} M
 * @param {M} screenModule
 * @returns {`${M}.data`}
 */
export const pageDataModule = (screenModule) => /** @type {`${M}.data`} */ (`${screenModule}.data`);

/**
 * A remote's Module Federation `exposes` (exposed name → source file), for its rspack.config.mjs. Every screen is
 * exposed with its page contract beside it: `./ProductPage.data` from `ProductPage.data.ts` (federation/page.ts).
 * @param {keyof typeof REMOTE_MODULES} remote
 * @returns {Record<string, string>}
 */
export function exposesOf(remote) {
  return Object.fromEntries(
    Object.entries(REMOTE_MODULES[remote]).flatMap(([name, entry]) => [
      [name, entry.source],
      ...('screen' in entry ? [[pageDataModule(name), entry.source.replace(/\.tsx$/, '.data.ts')]] : []),
    ]),
  );
}

/**
 * The environment variable that points the shell at a remote's manifest (`REMOTE_DISCOVERY_URL`).
 * @param {string} remote
 */
export const remoteUrlVariable = (remote) => `REMOTE_${remote.toUpperCase()}_URL`;
