import { useState } from 'react';
import { TEXTS } from '../texts';

type ShareState = 'idle' | 'copied' | 'manual';

/** Web Share API where the browser has it; otherwise copies the link, or shows it for copying by hand. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const [state, setState] = useState<ShareState>('idle');

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('manual');
    }
  };

  return (
    <div className="soc-share">
      <button type="button" className="vk-button vk-button--small" onClick={() => void share()}>
        <ShareIcon />
        {TEXTS.share.label}
      </button>
      <p className="soc-share__status" role="status">
        {state === 'copied' && TEXTS.share.copied}
      </p>
      {state === 'manual' && (
        <label className="soc-share__manual">
          {TEXTS.share.copyFailed}
          <input type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
    </div>
  );
}

function ShareIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}
