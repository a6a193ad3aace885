import type { ReactNode } from 'react';
import { TEXTS } from '../texts';

/** Card-shaped placeholders for a grid of wines or lists, in the ui-kit's skeleton shapes. */
export function CardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <div className="disc-grid" role="status" aria-busy="true">
      <span className="vk-visually-hidden">{TEXTS.common.loading}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="disc-card disc-card--skeleton" aria-hidden="true">
          <span className="vk-skeleton__block" />
          <span className="vk-skeleton__line" />
          <span className="vk-skeleton__line vk-skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}

interface MessageProps {
  heading?: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** Empty, no-result and not-found states. */
export function EmptyState({ heading, children, actions }: MessageProps) {
  return (
    <div className="disc-message">
      {heading && <h2 className="disc-message__heading">{heading}</h2>}
      {children}
      {actions && <div className="disc-actions">{actions}</div>}
    </div>
  );
}

/** A failed load: the Swedish error and a retry. The shell's banner is raised by `useErrorBanner`. */
export function ErrorState({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="disc-message disc-message--error" role="alert">
      <p>{TEXTS.common.error}</p>
      {onRetry && (
        <button type="button" className="vk-button vk-button--small" onClick={onRetry}>
          {TEXTS.common.retry}
        </button>
      )}
    </div>
  );
}
