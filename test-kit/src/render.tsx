import { configureStore, type Store } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi, vinApi, type AuthState } from '@vinkompassen/shared-contracts';
import { API_URL } from './api';

/** The shell's store as the remotes see it (auth + the shared vinApi), with the API pointed at the test server. */
export function createTestStore({ token = null }: { token?: string | null } = {}) {
  configureApi({ baseUrl: API_URL });
  const auth: AuthState = { token, authenticated: token !== null };
  return configureStore({
    reducer: { auth: (state: AuthState = auth) => state, [vinApi.reducerPath]: vinApi.reducer },
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

/**
 * Renders a screen as the shell hosts it: in a Redux store, a memory router and (through the shared bus)
 * reachable by bus messages. A `location` test id shows the current URL.
 */
export function renderScreen<S extends Store = TestStore>(ui: ReactNode, options: RenderScreenOptions<S> = {}) {
  const { path = '/', route = '*', routes = {}, token = null, wrapper: Wrapper } = options;
  const store = options.store ?? (createTestStore({ token }) as Store as S);
  const tree = (element: ReactNode) => {
    const routed =
      route === null ? (
        element
      ) : (
        <Routes>
          <Route path={route} element={element} />
          {Object.entries(routes).map(([pattern, extra]) => (
            <Route key={pattern} path={pattern} element={extra} />
          ))}
          {route !== '*' && <Route path="*" element={null} />}
        </Routes>
      );
    const router = (
      <MemoryRouter initialEntries={[path]}>
        {routed}
        <LocationProbe />
      </MemoryRouter>
    );
    return <Provider store={store}>{Wrapper ? <Wrapper>{router}</Wrapper> : router}</Provider>;
  };
  const result = render(tree(ui));
  return { ...result, store, rerender: (element: ReactNode) => result.rerender(tree(element)) };
}
