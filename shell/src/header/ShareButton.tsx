import { useState } from 'react';
import { TEXTS } from '../texts';
import { ShareIcon } from '../ui/icons';

/** Native share sheet where available, else copies the link. */
export function ShareButton() {
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) {
        await navigator.share({ title: document.title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      // The user closed the share sheet or the clipboard is unavailable: nothing to report.
    }
  };
  return (
    <span className="vk-share">
      <button type="button" className="vk-icon-button" onClick={() => void share()} aria-label={TEXTS.share.label}>
        <ShareIcon />
      </button>
      <span className="vk-share__status" role="status">
        {copied ? TEXTS.share.copied : ''}
      </span>
    </span>
  );
}
