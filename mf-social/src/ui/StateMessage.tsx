import type { ReactNode } from 'react';
import { TEXTS } from '../texts';

/** Not-found and load-failure states of a page (with a retry for the latter). */
export function StateMessage({ heading, text, onRetry, children }: { heading?: string; text: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <div className="soc-state" role={onRetry ? 'alert' : undefined}>
      {heading && <h1 className="soc-page__heading">{heading}</h1>}
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="vk-button" onClick={onRetry}>
          {TEXTS.retry}
        </button>
      )}
      {children}
    </div>
  );
}
