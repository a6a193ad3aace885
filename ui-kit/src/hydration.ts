import { useMemo, useSyncExternalStore } from 'react';

// Server rendering: the shell's server renders every page in Node, the browser hydrates that HTML. The first browser
// render must equal the server's, so what only the browser knows (localStorage, matchMedia, the address) may only
// show from the render after hydration. These hooks hold no state of their own: each bundle may have its own copy.

const subscribeToNothing = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while the server renders and while the browser hydrates that HTML; true from the render after hydration on,
 * and at once when the tree is rendered in the browser without server HTML (a client-side navigation, a test).
 * React re-renders the component right after hydration when it flips, in the same task (no extra paint in between).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
}

/**
 * A value only the browser has (a localStorage entry, a media query): `serverValue` on the server and in the
 * hydration render, `read()` from the render after (read once per mount, not watched). Without server HTML, `read()`
 * is used from the first render. Make `serverValue` the anonymous visitor's (or an "unknown yet" placeholder whose
 * box has the size of what replaces it), never a guess that a returning visitor would see change.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  const hydrated = useHydrated();
  // Only the switch matters: `read` and `serverValue` may be new functions and objects on every render.
  return useMemo(() => (hydrated ? read() : serverValue), [hydrated]);
}
