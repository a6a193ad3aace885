import type { ReactNode } from 'react';
import { useHydrated } from './hydration';

/**
 * A form's controls, disabled until React has taken over the server's HTML: typed before that, a field's text would
 * be lost (the form's state starts empty). The forms need JavaScript to send anyway. A grouping only: no role of its
 * own, and its box is its children's (`.vk-form-controls` in the shell's base.css, which every page has).
 */
export function FormControls({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="vk-form-controls" role="presentation" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
