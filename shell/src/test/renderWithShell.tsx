import { act, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { vinApi, type Profile } from '@vinkompassen/shared-contracts';
import { createAppStore, type AppStore } from '../app/store';
import { SessionProvider } from '../auth/SessionContext';
import type { Session } from '../auth/session';
import { RemoteLoaderProvider } from '../federation/RemoteContext';
import type { RemoteLoader } from '../federation/runtime';
import { NavigationBridge, createNavigation } from '../routing/navigationBridge';
import { AppRoutes } from '../routing/router';

// jsdom lacks scrolling; the layout's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

const riesling: Profile['liked_products'][number]['product'] = {
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
  volume_ml: 750,
  price: 369,
  taste_clocks: { body: 8, roughness: null, fruitacid: 9, sweetness: 2, bitter: null, casque: null, smokiness: null },
  food_tags: [{ slug: 'fisk', name: 'Fisk' }],
  image_url: null,
  thumbnail: null,
  is_organic: false,
  is_news: false,
  assortment: 'BS',
  assortment_text: 'Ordervaror',
  is_discontinued: false,
  likes_count: 1,
};

export const testProfile: Profile = {
  id: 7,
  slug: 'anna',
  name: 'Anna',
  chosen_name: 'Anna',
  avatar: null,
  email: 'anna@example.se',
  likes_are_public: false,
  liked_products: [{ id: 1, product: riesling, created_at: '2025-01-01T00:00:00Z' }],
  following: [],
  followers_count: 0,
  following_count: 0,
  lists_count: 0,
  saved_lists_count: 0,
  created_at: '2025-01-01T00:00:00Z',
};

/** A loader whose modules render `<div data-remote>` with the module name, like the real remotes. */
export const fakeLoader: RemoteLoader = async (remote, module) => ({
  default: (() => (
    <div data-remote={remote} data-module={module}>
      {`${remote}${module.slice(1)}`}
    </div>
  )) as never,
});

interface Options {
  token?: string | null;
  profile?: Profile;
  session?: Partial<Session>;
  loader?: RemoteLoader;
}

export function createTestStore({ token = null, profile }: Options = {}): AppStore {
  const store = createAppStore({ auth: { token, authenticated: token !== null } });
  if (profile) store.dispatch(vinApi.util.upsertQueryData('getProfile', undefined, profile));
  return store;
}

function Providers({ store, options, children }: { store: AppStore; options: Options; children: ReactNode }) {
  const session: Session = { logout: async () => true, start: () => () => undefined, ...options.session };
  return (
    <Provider store={store}>
      <SessionProvider session={session}>
        <RemoteLoaderProvider loader={options.loader ?? fakeLoader}>{children}</RemoteLoaderProvider>
      </SessionProvider>
    </Provider>
  );
}

/** Renders a component inside the shell's providers and a memory router at `path`. */
export function renderWithShell(ui: ReactElement, { path = '/', ...options }: Options & { path?: string } = {}) {
  const store = createTestStore(options);
  const result = render(
    <Providers store={store} options={options}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...result, store };
}

/**
 * Renders the whole route table (layout included) at `path`. Async because remote modules
 * suspend: React only retries suspended trees promptly inside an awaited act().
 */
export async function renderApp({ path = '/', ...options }: Options & { path?: string } = {}) {
  const store = createTestStore(options);
  const navigation = createNavigation();
  const result = await act(async () =>
    render(
      <Providers store={store} options={options}>
        <MemoryRouter initialEntries={[path]}>
          <NavigationBridge store={navigation} />
          <AppRoutes />
        </MemoryRouter>
      </Providers>,
    ),
  );
  return { ...result, store, navigation };
}
