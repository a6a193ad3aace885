import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '@vinkompassen/shared-contracts';
import { useSsr } from '../ssr-context/SsrContext';
import { lazyPage } from '../ui/lazyPart';
// The question's stylesheets are the frame's: a server-rendered page links only those, and shows the question.
import '../ui/dialog.css';
import './age-gate.css';

export { AGE_FORM_PATH } from './ageForm';

export const isAgeConfirmed = (): boolean => readStorage(STORAGE_KEYS.ageConfirmed) === 'true';

/** The cookie the server reads, so a returning visitor's server-rendered page comes without the gate. */
export const AGE_COOKIE = 'age_confirmed';
const AGE_COOKIE_MAX_AGE_S = 400 * 24 * 3600;

function mirrorToCookie(): void {
  document.cookie = `${AGE_COOKIE}=true; Path=/; Max-Age=${AGE_COOKIE_MAX_AGE_S}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}

/**
 * The question's code (the dialog with it) is needed only by a visitor not yet past the gate; until it is in, a
 * browser-rendered page is covered as the dialog's overlay covers it.
 */
export const AgeQuestion = lazyPage(
  () => import('./AgeQuestion').then((m) => m.AgeQuestion),
  <div className="vk-dialog-overlay vk-dialog-overlay--gate" />,
);

const AgeConfirmedContext = createContext(false);

/** Whether the visitor is past the gate: what waits for it (the consent banner) renders only then. */
export const useAgeConfirmed = (): boolean => useContext(AgeConfirmedContext);

/**
 * The 25+ gate over the whole site (spec section 4). It cannot be dismissed: the only ways out
 * are confirming the age, or the blocking "welcome back later" message.
 */
export function AgeGate({ children }: { children?: ReactNode }) {
  // Hydrating: the server's answer (its cookie) first, so the HTML matches; the browser's storage right after.
  const { ageConfirmed: serverSaw, ageRefused } = useSsr();
  const [state, setState] = useState<'ask' | 'blocked' | 'confirmed'>(() =>
    (serverSaw ?? isAgeConfirmed()) ? 'confirmed' : ageRefused ? 'blocked' : 'ask',
  );
  const confirmed = state === 'confirmed';

  useEffect(() => {
    if (!confirmed && isAgeConfirmed()) setState('confirmed');
  }, [confirmed]);

  useEffect(() => {
    if (!confirmed) return;
    // Either one may be missing (a visitor from before the cookie, cleared storage): keep both.
    writeStorage(STORAGE_KEYS.ageConfirmed, 'true');
    mirrorToCookie();
  }, [confirmed]);

  // One tree in every state, so confirming keeps the site mounted (it was loading behind the question).
  return (
    <AgeConfirmedContext.Provider value={state === 'confirmed'}>
      {/* The site stays behind the question (and keeps loading), but not behind the refusal. */}
      {state !== 'blocked' && children}
      {state !== 'confirmed' && <AgeQuestion state={state} onAnswer={setState} />}
    </AgeConfirmedContext.Provider>
  );
}
