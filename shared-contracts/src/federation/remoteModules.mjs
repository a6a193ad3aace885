// @ts-check
// The one list of what each remote exposes. Plain JS because the remotes' rspack.config.mjs read it (Node
// loads no .ts there); remotes.ts takes TypeScript's literal types from it, and the shell's remoteScreens.ts
// derives its remote screens from it.

/**
 * @typedef {object} RemoteModuleEntry
 * @property {`./src/${string}.tsx`} source  the module's file, relative to the remote's package
 * @property {import('../routes/routes').RouteKey} [screen]  the route the module renders, when it is a screen
 * @property {true} [nested]  the module owns child routes: the shell matches `<route>/*`
 */

/**
 * Remote name → exposed name → entry.
 * @satisfies {Record<string, Record<`./${string}`, RemoteModuleEntry>>}
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
 * A remote's Module Federation `exposes` (exposed name → source file), for its rspack.config.mjs.
 * @param {keyof typeof REMOTE_MODULES} remote
 * @returns {Record<string, string>}
 */
export function exposesOf(remote) {
  return Object.fromEntries(Object.entries(REMOTE_MODULES[remote]).map(([name, entry]) => [name, entry.source]));
}
