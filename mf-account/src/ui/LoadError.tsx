import { TEXTS } from '../texts';

/** A failed load, in place, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="acc-notice acc-notice--error" role="alert">
      <p>{message}</p>
      <button type="button" className="vk-button vk-button--small" onClick={onRetry}>
        {TEXTS.profile.retry}
      </button>
    </div>
  );
}
