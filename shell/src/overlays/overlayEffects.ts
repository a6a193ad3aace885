import { Subscription } from 'rxjs';
import { bus } from '@vinkompassen/shared-contracts';
import type { AppStore } from '../store/store';
import { addToListRequested, createListRequested, loginRequested } from '../store/overlaySlice';

/** Bus commands that open the shell's modals. List actions need a login first. */
export function startOverlayEffects(store: AppStore): () => void {
  const loggedIn = () => store.getState().auth.token !== null;
  const subscriptions = new Subscription();
  subscriptions.add(bus.on('auth/login-requested').subscribe(({ payload }) => store.dispatch(loginRequested(payload))));
  subscriptions.add(
    bus.on('list/create-requested').subscribe(({ payload }) =>
      store.dispatch(loggedIn() ? createListRequested(payload) : loginRequested({ mode: 'login' })),
    ),
  );
  subscriptions.add(
    bus.on('list/add-requested').subscribe(({ payload }) =>
      store.dispatch(loggedIn() ? addToListRequested(payload) : loginRequested({ mode: 'login' })),
    ),
  );
  return () => subscriptions.unsubscribe();
}
