import { bus, STORAGE_KEYS, readStorage, writeStorage } from '@vinkompassen/shared-contracts';
import { selectConsentBannerOpen } from '../store/consentSlice';
import type { AppStore } from '../store/store';
import { newsletterShown, PAGES_BEFORE_PROMPTS } from '../store/overlaySlice';
import { returningVisitor, selectPromptsAllowed } from '../store/promptsAllowed';

/** Spec section 9: the modal opens 30 s after being triggered. */
export const NEWSLETTER_DELAY_MS = 30_000;
/** When the moment comes while the age gate or another modal is up, look again this much later. */
export const NEWSLETTER_RETRY_MS = 5_000;

/** The route where a modal would cut into a conversation: the wine finder's chat. */
const CHAT_ROUTE = 'winefinder';

/** Focus is in a form or a field: the visitor is filling something in. */
function fillingIn(): boolean {
  const active = globalThis.document?.activeElement;
  if (!active || active === document.body) return false;
  return active.closest('form') !== null || active.matches('input, textarea, select, [contenteditable="true"]');
}

/**
 * `newsletter/trigger` schedules the modal once: only for visitors without a token and only
 * if the 'newsletter' flag isn't '1'; showing it sets the flag. It never stacks on the age gate or another modal,
 * waits while the consent banner asks (the consent question comes first), and never cuts into what the visitor is
 * doing: a form being filled in, or the wine finder's chat (`currentRoute`: the id of the route shown).
 */
export function startNewsletterEffects(store: AppStore, { currentRoute }: { currentRoute?: () => string | undefined } = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const eligible = () => store.getState().auth.token === null && readStorage(STORAGE_KEYS.newsletter) !== '1';
  const busy = () =>
    readStorage(STORAGE_KEYS.ageConfirmed) !== 'true' ||
    store.getState().overlays.open !== null ||
    selectConsentBannerOpen(store.getState()) ||
    currentRoute?.() === CHAT_ROUTE ||
    fillingIn();

  const show = () => {
    if (!eligible()) return;
    if (busy()) {
      timer = setTimeout(show, NEWSLETTER_RETRY_MS);
      return;
    }
    writeStorage(STORAGE_KEYS.newsletter, '1');
    store.dispatch(newsletterShown());
  };

  const subscription = bus.on('newsletter/trigger').subscribe(() => {
    if (timer !== undefined || !eligible()) return;
    timer = setTimeout(show, NEWSLETTER_DELAY_MS);
  });

  return () => {
    subscription.unsubscribe();
    clearTimeout(timer);
  };
}

/**
 * Triggers the newsletter once this start of the app allows prompts (`selectPromptsAllowed`: the consent question
 * answered and a page or two seen), so the spec's 30 s count from then, not from a first page still behind the
 * consent banner. Having seen those pages sets the spec's 'pageVisited' flag: the next visit is a returning one.
 */
export function triggerNewsletterWhenAllowed(store: AppStore): () => void {
  const returning = returningVisitor();
  let visited = returning;
  let triggered = false;
  const check = () => {
    const state = store.getState();
    if (!visited && state.overlays.pagesSeen >= PAGES_BEFORE_PROMPTS) {
      visited = true;
      writeStorage(STORAGE_KEYS.pageVisited, '1');
    }
    if (triggered || !selectPromptsAllowed(state, returning)) return;
    triggered = true;
    bus.publish('newsletter/trigger');
  };
  const unsubscribe = store.subscribe(check);
  check();
  return unsubscribe;
}
