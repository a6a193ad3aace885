import { bus, STORAGE_KEYS, readStorage, writeStorage } from '@vinkompassen/shared-contracts';
import type { AppStore } from '../app/store';
import { newsletterShown } from '../overlays/overlaySlice';

/** Spec section 9: the modal opens 30 s after being triggered. */
export const NEWSLETTER_DELAY_MS = 30_000;

/**
 * `newsletter/trigger` schedules the modal once: only for visitors without a token and only
 * if the 'newsletter' flag isn't '1'; showing it sets the flag.
 */
export function startNewsletterEffects(store: AppStore): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const eligible = () => store.getState().auth.token === null && readStorage(STORAGE_KEYS.newsletter) !== '1';

  const subscription = bus.on('newsletter/trigger').subscribe(() => {
    if (timer !== undefined || !eligible()) return;
    timer = setTimeout(() => {
      if (!eligible() || store.getState().overlays.open) return;
      writeStorage(STORAGE_KEYS.newsletter, '1');
      store.dispatch(newsletterShown());
    }, NEWSLETTER_DELAY_MS);
  });

  return () => {
    subscription.unsubscribe();
    clearTimeout(timer);
  };
}

/** Returning visitors (the 'pageVisited' flag from an earlier visit) are offered the newsletter. */
export function triggerNewsletterForReturningVisitor(): void {
  if (readStorage(STORAGE_KEYS.pageVisited) === '1') bus.publish('newsletter/trigger');
  else writeStorage(STORAGE_KEYS.pageVisited, '1');
}
