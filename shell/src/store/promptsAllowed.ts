import { readStorage, STORAGE_KEYS } from '@vinkompassen/shared-contracts';
import { selectConsentBannerOpen, type ConsentState } from './consentSlice';
import { PAGES_BEFORE_PROMPTS, type OverlayState } from './overlaySlice';

/** A visitor who saw a page or two on an earlier visit (the spec's 'pageVisited'); browser only. */
export const returningVisitor = (): boolean => readStorage(STORAGE_KEYS.pageVisited) === '1';

/**
 * The homescreen tip and the newsletter may interrupt: the consent question is answered (or not asked) and a page
 * or two have been seen, on this visit or (`returning`) an earlier one. A first visit meets one interruption at a time.
 */
export const selectPromptsAllowed = (state: { consent: ConsentState; overlays: OverlayState }, returning: boolean): boolean =>
  !selectConsentBannerOpen(state) && (returning || state.overlays.pagesSeen >= PAGES_BEFORE_PROMPTS);
