import { useEffect, useState } from 'react';
import { bus } from '@vinkompassen/shared-contracts';
import { CloseIcon } from '@vinkompassen/ui-kit';
import { useSsr } from '../ssr-context/SsrContext';
import { TEXTS } from '../texts';
import './error-banner.css';

/** Spec section 9: the banner hides after 4000 ms. */
export const ERROR_BANNER_MS = 4000;

/** Shows `error/show` messages from any micro-frontend; a new message restarts the timer. */
export function ErrorBanner() {
  // A server render whose first-screen request failed starts with the generic error shown (also without JS).
  const { apiFailed } = useSsr();
  const [error, setError] = useState<{ message: string; id: number } | null>(apiFailed ? { message: TEXTS.defaultError, id: 0 } : null);

  useEffect(() => {
    let id = 0;
    const subscription = bus.on('error/show').subscribe(({ payload }) => {
      id += 1;
      setError({ message: payload.message || TEXTS.defaultError, id });
    });
    return () => subscription.unsubscribe();
  }, []);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), ERROR_BANNER_MS);
    return () => clearTimeout(timer);
  }, [error]);

  return (
    <div className="vk-error-banner-region" role="alert">
      {error && (
        <div className="vk-error-banner">
          <p>{error.message}</p>
          <button type="button" className="vk-icon-button" onClick={() => setError(null)} aria-label={TEXTS.errorBanner.close}>
            <CloseIcon />
          </button>
        </div>
      )}
    </div>
  );
}
