import { useEffect, useState } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import './homescreen.css';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

const isStandalone = () => globalThis.matchMedia?.('(display-mode: standalone)').matches ?? false;

/** Suggests adding the app to the home screen until dismissed ('homescreen' = '1'). */
export function HomescreenBanner() {
  const [visible, setVisible] = useState(() => readStorage(STORAGE_KEYS.homescreen) !== '1' && !isStandalone());
  const [installEvent, setInstallEvent] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setInstallEvent(event as BeforeInstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, []);

  if (!visible) return null;

  const dismiss = () => {
    writeStorage(STORAGE_KEYS.homescreen, '1');
    setVisible(false);
  };

  const install = async () => {
    await installEvent?.prompt();
    dismiss();
  };

  return (
    <aside
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
