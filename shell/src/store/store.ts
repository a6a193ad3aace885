import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { STORAGE_KEYS, vinApi, writeStorage, type AuthState } from '@vinkompassen/shared-contracts';
import { consentReducer, persistConsent } from './consentSlice';
import { authReducer } from './authSlice';
import { overlayReducer } from './overlaySlice';

const rootReducer = combineReducers({
  auth: authReducer,
  overlays: overlayReducer,
  consent: consentReducer,
  [vinApi.reducerPath]: vinApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * `persist: false` (the server, and a page being hydrated until the browser's session is restored into it):
 * nothing is written to storage, which the anonymous first render would otherwise clear.
 */
export function createAppStore(preloadedState?: Partial<RootState>, { persist = true }: { persist?: boolean } = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(vinApi.middleware),
  });
  if (persist) startPersistence(store);
  return store;
}

/** Mirrors auth and consent into storage from now on. */
export function startPersistence(store: Parameters<typeof persistAuth>[0] & Parameters<typeof persistConsent>[0]): void {
  persistAuth(store);
  persistConsent(store);
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/** Mirrors the auth slice into localStorage under the spec's keys. */
function persistAuth(store: { getState: () => RootState; subscribe: (listener: () => void) => () => void }) {
  let last: AuthState | undefined;
  const write = () => {
    const { auth } = store.getState();
    if (auth === last) return;
    last = auth;
    writeStorage(STORAGE_KEYS.token, auth.token);
    writeStorage(STORAGE_KEYS.authenticated, auth.authenticated ? 'true' : null);
  };
  write();
  store.subscribe(write);
}
