import { configureStore, type Store } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, StaticRouter, useLocation } from 'react-router-dom';
import { configureApi, vinApi, type AuthState } from '@vinkompassen/shared-contracts';
import { API_URL } from './api';

/** The state of the test store: the shell's `auth` and the shared `vinApi` cache. */
export interface TestState {
  auth: AuthState;
  [vinApi.reducerPath]: ReturnType<typeof vinApi.reducer>;
}

/**
 * The shell's store as the remotes see it (auth + the shared vinApi), with the API pointed at the test server.
 * `preloadedState`: start from another store's state (the server's, for the browser's store of a hydration test).
 */
export function createTestStore({ token = null, preloadedState }: { token?: string | null; preloadedState?: TestState } = {}) {
  configureApi({ baseUrl: API_URL });
  const auth: AuthState = preloadedState?.auth ?? { token, authenticated: token !== null };
  return configureStore({
    reducer: { auth: (state: AuthState = auth) => state, [vinApi.reducerPath]: vinApi.reducer },
    ...(preloadedState && { preloadedState }),
    // Dev-only checks the shell's store also skips for RTK Query's cache; they slow a busy test machine.
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(vinApi.middleware),
  });
}

export type TestStore = ReturnType<typeof createTestStore>;

/** Shows the router's current URL (`pathname` + `search`) for assertions on navigation. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

export interface RenderScreenOptions<S extends Store = TestStore> {
  /** The URL the memory router starts at. */
  path?: string;
  /** The route pattern the screen is mounted at; `null` renders it as is (it brings its own routes). */
  route?: string | null;
  /** Further routes beside the screen, e.g. where it navigates to: pattern → element. */
  routes?: Record<string, ReactNode>;
  /** Signed in with this token (for the default store). */
  token?: string | null;
  /** The store to render in: the shell's own, or a remote's; default `createTestStore({ token })`. */
  store?: S;
  /** More providers between the store and the router (the shell's session and remote loader). */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

/** Where the tree runs: in the browser (a memory router) or on the server (a static router, as the shell's server). */
export type RenderSide = 'browser' | 'server';

/**
 * The providers a screen gets from the shell, around `ui`: the Redux store, the wrapper's providers, a router at
 * `path` with the screen at `route`, and the `location` probe. The bus is the shared module's global instance.
 */
export function screenTree<S extends Store>(ui: ReactNode, options: Omit<RenderScreenOptions<S>, 'store' | 'token'>, store: S, side: RenderSide = 'browser') {
  const { path = '/', route = '*', routes = {}, wrapper: Wrapper } = options;
  const routed =
    route === null ? (
      ui
    ) : (
      <Routes>
        <Route path={route} element={ui} />
        {Object.entries(routes).map(([pattern, extra]) => (
          <Route key={pattern} path={pattern} element={extra} />
        ))}
        {route !== '*' && <Route path="*" element={null} />}
      </Routes>
    );
  const content = (
    <>
      {routed}
      <LocationProbe />
    </>
  );
  const router =
    side === 'server' ? <StaticRouter location={path}>{content}</StaticRouter> : <MemoryRouter initialEntries={[path]}>{content}</MemoryRouter>;
  return <Provider store={store}>{Wrapper ? <Wrapper>{router}</Wrapper> : router}</Provider>;
}

/**
 * Renders a screen as the shell hosts it: in a Redux store, a memory router and (through the shared bus)
 * reachable by bus messages. A `location` test id shows the current URL.
 */
export function renderScreen<S extends Store = TestStore>(ui: ReactNode, options: RenderScreenOptions<S> = {}) {
  const store = options.store ?? (createTestStore({ token: options.token ?? null }) as Store as S);
  const result = render(screenTree(ui, options, store));
  return { ...result, store, rerender: (element: ReactNode) => result.rerender(screenTree(element, options, store)) };
}
