import { useEffect, useState } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '@vinkompassen/shared-contracts';
import { useBrowserValue } from '@vinkompassen/ui-kit';
import { lazyPart } from '../ui/lazyPart';
import './homescreen.css';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

const isStandalone = () => globalThis.matchMedia?.('(display-mode: standalone)').matches ?? false;

/** The tip's code waits until it is shown: a first visit meets the consent question there first. */
const HomescreenTip = lazyPart(() => import('./HomescreenTip').then((m) => m.HomescreenTip));

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
  const shown = wanted && !dismissed && !suppressed;

  // From the start, shown or not: the browser offers its prompt once.
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

  return <HomescreenTip installable={installEvent !== null} onInstall={() => void install()} onDismiss={dismiss} />;
}
