import type { ReactNode } from 'react';

/**
 * Submit that is blocked, not disabled, while the form is invalid: it stays focusable and a press
 * shows every message instead of sending (spec section 5: messages on submit, submit blocked).
 */
export function SubmitButton({ blocked, busy, children }: { blocked: boolean; busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="vk-button vk-button--primary acc-form__submit"
      aria-disabled={blocked || busy || undefined}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}
