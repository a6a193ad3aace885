import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vinApi, type Profile } from '@vinkompassen/shared-contracts';
import { productSummary, profile as ownProfile, renderScreen } from '@vinkompassen/test-kit';
import { analyticsEnabled } from '../analytics/consentSlice';
import { createAppStore } from '../app/store';
import { SessionProvider } from '../auth/SessionContext';
import type { Session } from '../auth/session';
import { RemoteLoaderProvider } from '../federation/RemoteContext';
import type { RemoteLoader } from '../federation/runtime';
import { NavigationBridge, createNavigation } from '../routing/navigationBridge';
import { AppRoutes } from '../routing/router';

// The shell's own store and providers for the test-kit's renderScreen, and its whole route table.

// jsdom lacks scrolling; the layout's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

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
}

/** renderScreen options for a shell component: the shell's store, session and remote loader, no route of its own. */
export function inShell({ token = null, profile, session, loader = fakeLoader, analytics = false }: ShellOptions = {}) {
  const store = createAppStore({ auth: { token, authenticated: token !== null } });
  if (analytics) store.dispatch(analyticsEnabled({ thirdParty: analytics !== true && analytics.thirdParty }));
  if (profile) store.dispatch(vinApi.util.upsertQueryData('getProfile', undefined, profile));
  const value: Session = { logout: async () => true, start: () => () => undefined, ...session };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionProvider session={value}>
      <RemoteLoaderProvider loader={loader}>{children}</RemoteLoaderProvider>
    </SessionProvider>
  );
  return { store, wrapper, route: null };
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
