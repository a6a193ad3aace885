import { BROWSER_ONLY, SsrContext, type SsrContextValue } from '../ssr-context/SsrContext';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vinApi, type Profile } from '@vinkompassen/shared-contracts';
import { productSummary, profile as ownProfile, renderScreen } from '@vinkompassen/test-kit';
import { analyticsEnabled } from '../store/consentSlice';
import { createAppStore, type RootState } from '../store/store';
import { SessionProvider } from '../auth/SessionContext';
import type { Session } from '../auth/session';
import { RemoteLoaderProvider } from '../federation/RemoteContext';
import type { RemoteLoader } from '../federation/runtime';
import { NavigationBridge, createNavigation } from '../navigation-bridge/navigationBridge';
import { AppRoutes } from '../app/AppRoutes';

// The shell's own store and providers for the test-kit's renderScreen, and its whole route table.

// jsdom lacks scrolling; the layout's scroll restoration calls it on every navigation. (No window at all in the
// Node-environment server-render tests.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

/** Anna, signed in, with one saved Riesling. */
export const testProfile: Profile = ownProfile({
  liked_products: [
    {
      id: 1,
      created_at: '2025-01-01T00:00:00Z',
      product: productSummary({
        id: 1,
        slug: 'gustave-lorentz-altenberg-de-bergheim',
        product_number: '7345901',
        name: 'Altenberg de Bergheim',
        name_thin: 'Riesling Grand Cru',
        producer: { id: 1, slug: 'gustave-lorentz', name: 'Gustave Lorentz' },
        style: 'white',
        category: 'Vitt vin',
        country: { id: 1, slug: 'frankrike', name: 'Frankrike' },
        region: { id: 1, slug: 'alsace', name: 'Alsace' },
        grapes: [{ id: 1, slug: 'riesling', name: 'Riesling' }],
        vintage: '2019',
        alcohol_percentage: 14.5,
        price: 369,
        taste_clocks: { body: 8, roughness: null, fruitacid: 9, sweetness: 2, bitter: null, casque: null, smokiness: null },
        food_tags: [{ slug: 'fisk', name: 'Fisk' }],
        image_url: null,
        assortment: 'BS',
        assortment_text: 'Ordervaror',
        likes_count: 1,
      }),
    },
  ],
});

/** A loader whose modules render `<div data-remote>` with the module name, like the real remotes. */
export const fakeLoader: RemoteLoader = async (remote, module) => ({
  default: (() => (
    <div data-remote={remote} data-module={module}>
      {`${remote}${module.slice(1)}`}
    </div>
  )) as never,
});

export interface ShellOptions {
  token?: string | null;
  profile?: Profile;
  session?: Partial<Session>;
  loader?: RemoteLoader;
  /** Analytics on, as the runtime config has them by default (the consent banner asks); `thirdParty`: a script is configured. */
  analytics?: boolean | { thirdParty: boolean };
  /** How the page started, for a page the server rendered (default: in the browser only). */
  ssr?: Partial<SsrContextValue>;
}

/** The shell's providers below the store: the session and the remote loader. */
function shellWrapper(session: Partial<Session> | undefined, loader: RemoteLoader, ssr: SsrContextValue = BROWSER_ONLY) {
  const value: Session = { logout: async () => true, start: () => () => undefined, followOtherTabs: () => () => undefined, ...session };
  return ({ children }: { children: ReactNode }) => (
    <SsrContext.Provider value={ssr}>
      <SessionProvider session={value}>
        <RemoteLoaderProvider loader={loader}>{children}</RemoteLoaderProvider>
      </SessionProvider>
    </SsrContext.Provider>
  );
}

/** renderScreen options for a shell component: the shell's store, session and remote loader, no route of its own. */
export function inShell({ token = null, profile, session, loader = fakeLoader, analytics = false, ssr }: ShellOptions = {}) {
  const store = createAppStore({ auth: { token, authenticated: token !== null } });
  if (analytics) store.dispatch(analyticsEnabled({ thirdParty: analytics !== true && analytics.thirdParty }));
  if (profile) store.dispatch(vinApi.util.upsertQueryData('getProfile', undefined, profile));
  return { store, wrapper: shellWrapper(session, loader, { ...BROWSER_ONLY, ...ssr }), route: null };
}

/**
 * expectServerRenderAndHydration options for a shell component: the shell's store for an anonymous visitor (on the
 * server, and in the browser from the server's state), its session and remote loader, no route of its own.
 */
export function inShellOnServer({ loader = fakeLoader, ageConfirmed = true }: Pick<ShellOptions, 'loader'> & { ageConfirmed?: boolean } = {}) {
  const createStore = (preloadedState?: RootState) => createAppStore(preloadedState ?? { auth: { token: null, authenticated: false } });
  // Both sides start from the server's answer for the age gate (the cookie), as bootstrap.tsx does.
  return { createStore, wrapper: shellWrapper(undefined, loader, { ...BROWSER_ONLY, ageConfirmed }), route: null };
}

/**
 * Renders the whole route table (layout included) at `path`. Async because remote modules
 * suspend: React only retries suspended trees promptly inside an awaited act().
 */
export async function renderApp({ path = '/', ...options }: ShellOptions & { path?: string } = {}) {
  const navigation = createNavigation();
  const view = await act(async () =>
    renderScreen(
      <>
        <NavigationBridge store={navigation} />
        <AppRoutes />
      </>,
      { ...inShell(options), path },
    ),
  );
  return { ...view, navigation };
}
