import { useEffect, useState } from 'react';
import { classNames } from './classNames';
import { ShareIcon } from './icons';
import { TEXTS } from './texts';
import './share.css';

export interface ShareButtonProps {
  /** The visible label; for `variant="icon"` the button's accessible name. */
  label: string;
  /**
   * Defaults to the current address. A path ('/user-list/sommar') is resolved against the page's address when the
   * button is pressed, so a server-rendered page needs no `window` to build its link.
   */
  url?: string;
  /** Title for the share sheet; defaults to the document's title. */
  title?: string;
  /** `icon`: a bare icon button whose status floats below it and clears again (the shell's header). */
  variant?: 'button' | 'small' | 'icon';
  /** Said once the link is copied. */
  copiedText?: string;
  /** Said when the link cannot be copied; without it a field shows the link to copy by hand (not for `icon`). */
  failedText?: string;
}

type Status = 'idle' | 'copied' | 'failed';

/** Web Share API where the browser has it; otherwise copies the link to the clipboard. */
export function ShareButton({ label, url, title, variant = 'button', copiedText = TEXTS.share.copied, failedText }: ShareButtonProps) {
  const [status, setStatus] = useState<Status>('idle');
  const [link, setLink] = useState('');
  const floating = variant === 'icon';

  useEffect(() => {
    if (!floating || status !== 'copied') return;
    const timer = setTimeout(() => setStatus('idle'), 2500);
    return () => clearTimeout(timer);
  }, [floating, status]);

  const share = async () => {
    const href = url === undefined ? window.location.href : new URL(url, window.location.href).href;
    setLink(href);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: title ?? document.title, url: href });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(href);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  const failed = status === 'failed';
  return (
    <div className={classNames('vk-share', floating && 'vk-share--icon')}>
      <button
        type="button"
        className={floating ? 'vk-icon-button' : classNames('vk-button', variant === 'small' && 'vk-button--small')}
        onClick={() => void share()}
        aria-label={floating ? label : undefined}
      >
        <ShareIcon />
        {!floating && label}
      </button>
      <p className="vk-share__status" role="status">
        {status === 'copied' ? copiedText : failed && failedText ? failedText : ''}
      </p>
      {failed && !failedText && !floating && (
        <label className="vk-share__manual">
          {TEXTS.share.copyByHand}
          <input type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
    </div>
  );
}
