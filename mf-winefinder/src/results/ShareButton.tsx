import { useState } from 'react';
import { TEXTS } from '../texts';

/** Shares the results URL: the system share sheet where there is one, else the clipboard. */
export function ShareButton({ url }: { url: string }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: TEXTS.results.shareTitle, url });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className="wf-share">
      <button type="button" className="vk-button" onClick={() => void share()}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 3v12M7.5 7.5 12 3l4.5 4.5M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {TEXTS.results.share}
      </button>
      <p className="wf-share__status" role="status">
        {status === 'copied' ? TEXTS.results.shared : status === 'failed' ? TEXTS.results.shareFailed : ''}
      </p>
    </div>
  );
}
