import { Subscription } from 'rxjs';
import { bus, readStorage, vinApi, ROUTES, STORAGE_KEYS, type SessionState } from '@vinkompassen/shared-contracts';
import type { AppStore } from '../store/store';
import { overlayClosed } from '../store/overlaySlice';
import { sessionCleared, tokenReceived } from '../store/authSlice';
import { selectProfile, toSessionUser } from './profile';

export interface SessionDeps {
  store: AppStore;
  navigate: (to: string) => void;
  /** Flags of the route being shown, to decide whether logout must leave it. */
  currentRoute: () => { id: string; requiresAuth: boolean } | undefined;
  /** The path shown before the current one, if any (for redirect after page login). */
  previousPath: () => string | null;
}

export interface Session {
  /**
   * Calls the API; once the server has revoked the token (2xx, or 401: it was no longer valid) clears local data and
   * resolves true. Any other failure keeps the session, so the UI never says "logged out" while the token still works.
   */
  logout(): Promise<boolean>;
  /** Starts reacting to bus messages; returns a stop function. */
  start(): () => void;
  /**
   * Follows the browser's other tabs through the stored token (the `storage` event): a login or registration there
   * logs this tab in (a login modal waiting here closes and its wine is saved), a logout there logs it out.
   * Returns a stop function.
   */
  followOtherTabs(): () => void;
}

export function createSession({ store, navigate, currentRoute, previousPath }: SessionDeps): Session {
  const clear = () => {
    store.dispatch(sessionCleared());
    // Drops cached user data (profile, lists, likes); subscribers without a token skip refetching.
    store.dispatch(vinApi.util.resetApiState());
  };

  const logout = async (): Promise<boolean> => {
    const result = await store.dispatch(vinApi.endpoints.logout.initiate());
    // A 401 has usually cleared the session already (auth/unauthorized), cutting the mutation's own answer short.
    const revoked = !('error' in result) || isUnauthorized(result.error) || store.getState().auth.token === null;
    if (!revoked) return false;
    clear();
    leaveUserRoutes();
    return true;
  };

  const leaveUserRoutes = () => {
    const route = currentRoute();
    if (route && (route.requiresAuth || route.id === 'userList')) navigate(ROUTES.home);
  };

  /** `tab`: logged in by another tab of the browser. */
  const completeLogin = async (token: string, via: 'modal' | 'page' | 'tab') => {
    store.dispatch(tokenReceived(token));
    const request = store.dispatch(vinApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true }));
    const profile = await request;
    // The header keeps its own subscription; this one was only needed for the answer.
    request.unsubscribe();
    if (via === 'tab') {
      // The tabs changed again meanwhile; or the profile failed here, and clearing the token would log them all out.
      if (store.getState().auth.token !== token || !profile.data) return;
    } else if (!profile.data || profile.error) {
      // Spec section 4: user data is cleared, the token too (else the header says "Logga ut" with no user behind it).
      clear();
      bus.publish('error/show');
      return;
    }
    if (via === 'page') {
      const previous = previousPath();
      const back = previous && previous !== ROUTES.login && previous !== ROUTES.register ? previous : null;
      navigate(back ?? ROUTES.profile);
      return;
    }
    const { open, pendingLikeProductId: pending } = store.getState().overlays;
    if (via === 'tab' && open?.kind !== 'login' && open?.kind !== 'register') return;
    if (pending !== null && !profile.data.liked_products.some((liked) => liked.product.id === pending)) {
      const like = await store.dispatch(vinApi.endpoints.likeProduct.initiate({ product: pending }));
      if ('error' in like) bus.publish('error/show');
    }
    store.dispatch(overlayClosed());
  };

  const followOtherTabs = () => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
      const token = readStorage(STORAGE_KEYS.token);
      const current = store.getState().auth.token;
      if (token === current) return;
      if (current !== null) clear();
      if (token === null) leaveUserRoutes();
      else void completeLogin(token, 'tab');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };

  const start = () => {
    const subscriptions = new Subscription();
    subscriptions.add(
      bus.on('auth/unauthorized').subscribe(() => {
        // Only a live token is cleared; avoids a refetch/401 loop once it is gone.
        if (store.getState().auth.token !== null) clear();
      }),
    );
    subscriptions.add(
      bus.on('auth/login-succeeded').subscribe(({ payload }) => void completeLogin(payload.token, payload.via)),
    );
    subscriptions.add(
      bus.on('auth/logout-requested').subscribe(() => {
        void logout().then((ok) => ok || bus.publish('error/show'));
      }),
    );
    subscriptions.add(publishSessionChanges(store));
    return () => subscriptions.unsubscribe();
  };

  return { logout, start, followOtherTabs };
}

/** Publishes `auth/changed` (replayed to late remotes) whenever token or user changes. */
function publishSessionChanges(store: AppStore): () => void {
  let lastKey = '';
  const publish = () => {
    const state = store.getState();
    const profile = selectProfile(state);
    const session: SessionState = {
      token: state.auth.token,
      authenticated: state.auth.authenticated,
      ...(profile && { user: toSessionUser(profile) }),
    };
    const key = JSON.stringify(session);
    if (key === lastKey) return;
    lastKey = key;
    bus.publish('auth/changed', session);
  };
  publish();
  return store.subscribe(publish);
}

/** A 401 from logout means the token is already invalid on the server: as good as revoked. */
function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 401;
}
