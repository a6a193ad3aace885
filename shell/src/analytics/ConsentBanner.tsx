import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@vinkompassen/shared-contracts';
import { CloseIcon } from '@vinkompassen/ui-kit';
import { useAgeConfirmed } from '../age-gate/AgeGate';
import { useSsr } from '../ssr-context/SsrContext';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { TEXTS } from '../texts';
import type { ConsentChoice } from '../store/consentRecord';
import { consentChosen, consentSettingsClosed, selectConsentBannerOpen } from '../store/consentSlice';
import './consent-banner.css';

/** CSS variable with the banner's height: the footer pads by it, so the end of the page stays reachable. */
export const CONSENT_SPACE_VAR = '--vk-consent-space';
/** CSS variable with how much of the viewport's bottom the banner covers: the scroll padding, so focus stays in view. */
export const CONSENT_COVER_VAR = '--vk-consent-cover';

const formatDate = (iso: string) => new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long' }).format(new Date(iso));

/**
 * The consent question: a non-modal region at the bottom, after the age gate, until a choice for the current
 * CONSENT_VERSION is stored; the footer's 'Cookieinställningar' reopens it with the current choice shown.
 * Both answers are the same kind of button, nothing is pre-selected, and a choice takes effect at once.
 * `aboveBottomNav`: the route shows the bottom navigation, which the banner sits above on phones.
 */
export function ConsentBanner({ aboveBottomNav }: { aboveBottomNav: boolean }) {
  const ageConfirmed = useAgeConfirmed();
  const open = useAppSelector(selectConsentBannerOpen);
  const { choice, date, settingsOpen, thirdParty } = useAppSelector((state) => state.consent);
  const dispatch = useAppDispatch();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Only the browser knows a stored choice: the banner comes with the render after hydration (a transition).
  const { hydrated } = useSsr();
  const shown = ageConfirmed && open && hydrated;
  const reopened = shown && settingsOpen;

  // Reserve the banner's height so the end of the page (the footer) stays reachable while it is up.
  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!shown || !element) return;
    const update = () => {
      // Both reads before any write: a variable set on the root restyles the whole page, and a read after it (the
      // viewport's height) would make the browser lay the page out again at once.
      const rect = element.getBoundingClientRect();
      const viewportHeight = window.innerHeight;
      root.style.setProperty(CONSENT_SPACE_VAR, `${Math.ceil(rect.height)}px`);
      root.style.setProperty(CONSENT_COVER_VAR, `${Math.max(0, Math.ceil(viewportHeight - rect.top))}px`);
    };
    // The observer's first call comes right after the browser's own layout of the frame, before it paints: measuring
    // here instead would lay the whole page out inside the render's task, a long one on a slow phone.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer) observer.observe(element);
    else update();
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(CONSENT_SPACE_VAR);
      root.style.removeProperty(CONSENT_COVER_VAR);
    };
  }, [shown, aboveBottomNav]);

  // Reopened from the footer: focus moves to the banner, and back to the opener once it closes. Shown
  // unasked (first visit), it takes no focus: the page stays usable and the banner is next in tab order.
  useEffect(() => {
    if (!reopened) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    headingRef.current?.focus();
    return () => {
      const active = document.activeElement;
      if (opener?.isConnected && (!active || active === document.body)) opener.focus();
    };
  }, [reopened]);

  if (!shown) return null;

  const { consent } = TEXTS;
  const choose = (value: ConsentChoice) => dispatch(consentChosen({ choice: value, date: new Date().toISOString() }));
  const close = () => dispatch(consentSettingsClosed());
  const onKeyDown = (event: KeyboardEvent) => {
    if (reopened && event.key === 'Escape') close();
  };
  const choiceLabel = choice === 'all' ? consent.acceptAll : consent.necessaryOnly;
  // Only once a choice exists do the buttons say which one is in force.
  const pressed = (value: ConsentChoice) => (choice === null ? undefined : choice === value);

  return (
    <section
      ref={ref}
      className={['vk-consent', aboveBottomNav && 'vk-consent--above-nav'].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      data-testid="consent-banner"
    >
      <div className="vk-consent__inner">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="vk-consent__heading">
          {consent.heading}
        </h2>
        {reopened && (
          <button type="button" className="vk-icon-button vk-consent__close" onClick={close} aria-label={consent.close}>
            <CloseIcon />
          </button>
        )}
        <div className="vk-consent__text">
          <p>{consent.text}</p>
          <p>
            {consent.necessaryText}
            {thirdParty && ` ${consent.thirdPartyText}`} <Link to={ROUTES.terms}>{consent.readMore}</Link>
          </p>
          {choice !== null && date !== null && (
            <p className="vk-consent__current">
              {consent.currentChoice} <strong>{choiceLabel}</strong> ({formatDate(date)})
            </p>
          )}
        </div>
        <div className="vk-consent__actions">
          <button
            type="button"
            className="vk-button vk-button--primary vk-consent__choice"
            aria-pressed={pressed('all')}
            onClick={() => choose('all')}
          >
            {consent.acceptAll}
          </button>
          <button
            type="button"
            className="vk-button vk-button--primary vk-consent__choice"
            aria-pressed={pressed('necessary')}
            onClick={() => choose('necessary')}
          >
            {consent.necessaryOnly}
          </button>
        </div>
      </div>
    </section>
  );
}
