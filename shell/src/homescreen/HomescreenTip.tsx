import { useLayoutEffect, useRef } from 'react';
import { TEXTS } from '../texts';

/** CSS variable with the room the banner takes at the bottom; the page and footer pad by it, so it covers nothing. */
export const HOMESCREEN_SPACE_VAR = '--vk-homescreen-space';

interface HomescreenTipProps {
  /** The browser offered its install prompt: the tip gets an install button. */
  installable: boolean;
  onInstall: () => void;
  onDismiss: () => void;
}

/** The tip itself, a fixed bar above the bottom nav. */
export function HomescreenTip({ installable, onInstall, onDismiss }: HomescreenTipProps) {
  const ref = useRef<HTMLElement>(null);

  // Reserve the banner's height (it is fixed, above the bottom nav) so the end of every page stays reachable.
  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return;
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
  }, [installable]);

  return (
    <aside ref={ref} className={installable ? 'vk-homescreen vk-homescreen--installable' : 'vk-homescreen'} aria-label={TEXTS.homescreen.label}>
      <p>{TEXTS.homescreen.text}</p>
      <div className="vk-homescreen__actions">
        {installable && (
          <button type="button" className="vk-button vk-button--primary vk-button--small" onClick={onInstall}>
            {TEXTS.homescreen.install}
          </button>
        )}
        <button type="button" className="vk-button vk-button--small" onClick={onDismiss}>
          {TEXTS.homescreen.dismiss}
        </button>
      </div>
    </aside>
  );
}
