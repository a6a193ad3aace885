import type { ReactNode } from 'react';
import { TEXTS } from './texts';
import './state.css';

export interface EmptyStateProps {
  heading?: string;
  /** 1 when the state stands for the whole page (an unknown user); 2 inside a page. */
  headingLevel?: 1 | 2;
  children?: ReactNode;
  /** Links or buttons leading on (e.g. 'Sök efter andra viner'). */
  actions?: ReactNode;
}

/** Empty, no-result and not-found states, the same in every remote. */
export function EmptyState({ heading, headingLevel = 2, children, actions }: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="vk-state">
      {heading && <Heading className="vk-state__heading">{heading}</Heading>}
      {children}
      {actions && <div className="vk-state__actions">{actions}</div>}
    </div>
  );
}

export interface ErrorStateProps {
  /** What failed, in the remote's words; the shared "Någonting gick fel …" by default. */
  message?: string;
  /** Offers "Försök igen" when given. */
  onRetry?: () => void;
}

/** A failed load, in place, announced at once, with a retry. */
export function ErrorState({ message = TEXTS.error, onRetry }: ErrorStateProps) {
  return (
    <div className="vk-state vk-state--error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="vk-button vk-button--small" onClick={onRetry}>
          {TEXTS.retry}
        </button>
      )}
    </div>
  );
}
