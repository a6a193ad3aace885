import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '@vinkompassen/shared-contracts';
import { useBrowserValue } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import './homescreen.css';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

const isStandalone = () => globalThis.matchMedia?.('(display-mode: standalone)').matches ?? false;

/** CSS variable with the room the banner takes at the bottom; the page and footer pad by it, so it covers nothing. */
export const HOMESCREEN_SPACE_VAR = '--vk-homescreen-space';

/**
 * Suggests adding the app to the home screen until dismissed ('homescreen' = '1').
 * `suppressed`: not on this route (it keeps its bottom edge for a sticky primary action); shown again elsewhere.
 */
export function HomescreenBanner({ suppressed = false }: { suppressed?: boolean }) {
  // Dismissed ('homescreen' in storage) or opened from the home screen: only the browser knows. The server and the
  // hydration render show no tip; it follows right after (a fixed bar at the bottom: it covers, it moves nothing but
  // the reserved space at the very end of the page).
  const wanted = useBrowserValue(() => readStorage(STORAGE_KEYS.homescreen) !== '1' && !isStandalone(), false);
  const [dismissed, setDismissed] = useState(false);
  const [installEvent, setInstallEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const ref = useRef<HTMLElement>(null);
  const shown = wanted && !dismissed && !suppressed;

  // Reserve the banner's height (it is fixed, above the bottom nav) so the end of every page stays reachable.
  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!shown || !element) return;
    const update = () => {
      // 0 where CSS hides it (desktop without an install prompt).
      const height = element.getBoundingClientRect().height;
      root.style.setProperty(HOMESCREEN_SPACE_VAR, `${Math.ceil(height)}px`);
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HOMESCREEN_SPACE_VAR);
    };
  }, [shown, installEvent]);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setInstallEvent(event as BeforeInstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, []);

  if (!shown) return null;

  const dismiss = () => {
    writeStorage(STORAGE_KEYS.homescreen, '1');
    setDismissed(true);
  };

  const install = async () => {
    await installEvent?.prompt();
    dismiss();
  };

  return (
    <aside
      ref={ref}
      className={installEvent ? 'vk-homescreen vk-homescreen--installable' : 'vk-homescreen'}
      aria-label={TEXTS.homescreen.label}
    >
      <p>{TEXTS.homescreen.text}</p>
      <div className="vk-homescreen__actions">
        {installEvent && (
          <button type="button" className="vk-button vk-button--primary vk-button--small" onClick={() => void install()}>
            {TEXTS.homescreen.install}
          </button>
        )}
        <button type="button" className="vk-button vk-button--small" onClick={dismiss}>
          {TEXTS.homescreen.dismiss}
        </button>
      </div>
    </aside>
  );
}
