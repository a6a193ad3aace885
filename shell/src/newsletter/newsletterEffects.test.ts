import { bus } from '@vinkompassen/shared-contracts';
import { analyticsEnabled, consentChosen, consentSettingsOpened } from '../store/consentSlice';
import { createAppStore } from '../store/store';
import { loginRequested, overlayClosed, routeChanged } from '../store/overlaySlice';
import { NEWSLETTER_DELAY_MS, NEWSLETTER_RETRY_MS, startNewsletterEffects, triggerNewsletterWhenAllowed } from './newsletterEffects';
import { newsletterTimestamp } from './subscribe';

describe('newsletter modal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.setItem('age_confirmed', 'true');
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('opens 30 s after the trigger, once, and sets the flag', () => {
    const store = createAppStore();
    const stop = startNewsletterEffects(store);
    bus.publish('newsletter/trigger');
    vi.advanceTimersByTime(NEWSLETTER_DELAY_MS - 1);
    expect(store.getState().overlays.open).toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getState().overlays.open).toEqual({ kind: 'newsletter' });
    expect(localStorage.getItem('newsletter')).toBe('1');
    stop();
  });

  it('is not shown to users with a token or after it was shown', () => {
    const loggedIn = createAppStore({ auth: { token: 't', authenticated: true } });
    const stopLoggedIn = startNewsletterEffects(loggedIn);
    bus.publish('newsletter/trigger');
    vi.advanceTimersByTime(NEWSLETTER_DELAY_MS);
    expect(loggedIn.getState().overlays.open).toBeNull();
    stopLoggedIn();

    localStorage.setItem('newsletter', '1');
    const seen = createAppStore();
    const stopSeen = startNewsletterEffects(seen);
    bus.publish('newsletter/trigger');
    vi.advanceTimersByTime(NEWSLETTER_DELAY_MS);
    expect(seen.getState().overlays.open).toBeNull();
    stopSeen();
  });

  it('waits for the age gate and other modals instead of stacking on them', () => {
    localStorage.removeItem('age_confirmed');
    const store = createAppStore();
    const stop = startNewsletterEffects(store);
    bus.publish('newsletter/trigger');
    vi.advanceTimersByTime(NEWSLETTER_DELAY_MS);
    expect(store.getState().overlays.open).toBeNull();
    expect(localStorage.getItem('newsletter')).toBeNull();
    localStorage.setItem('age_confirmed', 'true');
    store.dispatch(loginRequested({ mode: 'login' }));
    vi.advanceTimersByTime(NEWSLETTER_RETRY_MS);
    expect(store.getState().overlays.open).toEqual({ kind: 'login' });
    store.dispatch(overlayClosed());
    vi.advanceTimersByTime(NEWSLETTER_RETRY_MS);
    expect(store.getState().overlays.open).toEqual({ kind: 'newsletter' });
    stop();
  });

  it('waits while the consent banner asks (first visit, or reopened from the footer)', () => {
    const store = createAppStore();
    store.dispatch(analyticsEnabled({ thirdParty: false }));
    const stop = startNewsletterEffects(store);
    bus.publish('newsletter/trigger');
    vi.advanceTimersByTime(NEWSLETTER_DELAY_MS + NEWSLETTER_RETRY_MS);
    expect(store.getState().overlays.open).toBeNull();
    store.dispatch(consentChosen({ choice: 'necessary', date: new Date().toISOString() }));
    store.dispatch(consentSettingsOpened());
    vi.advanceTimersByTime(NEWSLETTER_RETRY_MS);
    expect(store.getState().overlays.open).toBeNull();
    store.dispatch(consentChosen({ choice: 'all', date: new Date().toISOString() }));
    vi.advanceTimersByTime(NEWSLETTER_RETRY_MS);
    expect(store.getState().overlays.open).toEqual({ kind: 'newsletter' });
    stop();
  });

  it('never opens over a form being filled: it waits until focus has left the form', () => {
    const store = createAppStore();
    const stop = startNewsletterEffects(store);
    document.body.innerHTML = '<form><input aria-label="Namn"><textarea aria-label="Beskrivning"></textarea></form><button>Vidare</button>';
    const [input, textarea] = [document.querySelector('input')!, document.querySelector('textarea')!];
    input.focus();
    bus.publish('newsletter/trigger');
    vi.advanceTimersByTime(NEWSLETTER_DELAY_MS);
    expect(store.getState().overlays.open).toBeNull();
    textarea.focus();
    vi.advanceTimersByTime(NEWSLETTER_RETRY_MS);
    expect(store.getState().overlays.open).toBeNull();
    expect(localStorage.getItem('newsletter')).toBeNull();
    document.querySelector('button')!.focus();
    vi.advanceTimersByTime(NEWSLETTER_RETRY_MS);
    expect(store.getState().overlays.open).toEqual({ kind: 'newsletter' });
    stop();
    document.body.innerHTML = '';
  });

  it('never opens over the wine finder chat: it waits until the visitor has left it', () => {
    const store = createAppStore();
    let route = 'winefinder';
    const stop = startNewsletterEffects(store, { currentRoute: () => route });
    bus.publish('newsletter/trigger');
    vi.advanceTimersByTime(NEWSLETTER_DELAY_MS + NEWSLETTER_RETRY_MS * 3);
    expect(store.getState().overlays.open).toBeNull();
    route = 'winefinderResults';
    vi.advanceTimersByTime(NEWSLETTER_RETRY_MS);
    expect(store.getState().overlays.open).toEqual({ kind: 'newsletter' });
    stop();
  });

  it('a first visit: the 30 s count from the consent choice and the second page, not from the first page', () => {
    const store = createAppStore();
    store.dispatch(analyticsEnabled({ thirdParty: false }));
    const stop = startNewsletterEffects(store);
    const stopTrigger = triggerNewsletterWhenAllowed(store);
    store.dispatch(routeChanged());
    vi.advanceTimersByTime(NEWSLETTER_DELAY_MS * 2);
    expect(store.getState().overlays.open).toBeNull();
    // The consent choice alone: one page seen, still nothing.
    store.dispatch(consentChosen({ choice: 'necessary', date: '2026-01-01T00:00:00.000Z' }));
    vi.advanceTimersByTime(NEWSLETTER_DELAY_MS * 2);
    expect(store.getState().overlays.open).toBeNull();
    expect(localStorage.getItem('pageVisited')).toBeNull();
    // The second page: the trigger, then 30 s.
    store.dispatch(routeChanged());
    expect(localStorage.getItem('pageVisited')).toBe('1');
    vi.advanceTimersByTime(NEWSLETTER_DELAY_MS - 1);
    expect(store.getState().overlays.open).toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getState().overlays.open).toEqual({ kind: 'newsletter' });
    stopTrigger();
    stop();
  });

  it('a returning visitor (pageVisited) with a stored choice is triggered on the first page', () => {
    localStorage.setItem('pageVisited', '1');
    const store = createAppStore();
    const stop = startNewsletterEffects(store);
    const stopTrigger = triggerNewsletterWhenAllowed(store);
    vi.advanceTimersByTime(NEWSLETTER_DELAY_MS);
    expect(store.getState().overlays.open).toEqual({ kind: 'newsletter' });
    stopTrigger();
    stop();
  });

  it('formats timestamps as YYYY-MM-DD HH:MM:SS', () => {
    expect(newsletterTimestamp(new Date(Date.UTC(2025, 0, 5, 7, 8, 9)))).toBe('2025-01-05 07:08:09');
  });
});
