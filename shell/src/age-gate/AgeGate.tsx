import { createContext, useContext, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '@vinkompassen/shared-contracts';
import { LogoMark } from '@vinkompassen/ui-kit';
import { useSsr } from '../ssr-context/SsrContext';
import { TEXTS } from '../texts';
import { Dialog } from '../ui/Dialog';
import './age-gate.css';

export const isAgeConfirmed = (): boolean => readStorage(STORAGE_KEYS.ageConfirmed) === 'true';

/** The cookie the server reads, so a returning visitor's server-rendered page comes without the gate. */
export const AGE_COOKIE = 'age_confirmed';
const AGE_COOKIE_MAX_AGE_S = 400 * 24 * 3600;

function mirrorToCookie(): void {
  document.cookie = `${AGE_COOKIE}=true; Path=/; Max-Age=${AGE_COOKIE_MAX_AGE_S}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}

/** Where the gate's form posts without JavaScript (shell/server/age-gate.mjs sets the cookie and comes back). */
export const AGE_FORM_PATH = '/age-gate';

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

  // With JavaScript the answer stays here; without it, the buttons submit the form to the server.
  const answer = (next: 'blocked' | 'confirmed') => (event: MouseEvent) => {
    event.preventDefault();
    setState(next);
  };

  // One tree in every state, so confirming keeps the site mounted (it was loading behind the question).
  return (
    <AgeConfirmedContext.Provider value={state === 'confirmed'}>
      {/* The site stays behind the question (and keeps loading), but not behind the refusal. */}
      {state !== 'blocked' && children}
      {state !== 'confirmed' && (
        <Dialog labelledBy="vk-age-gate-title" variant="gate" className="vk-age-gate" portal={false}>
          <div className="vk-age-gate__mark">
            <LogoMark />
          </div>
          {state === 'ask' ? (
            <>
              <h2 id="vk-age-gate-title">{TEXTS.ageGate.title}</h2>
              <p>{TEXTS.ageGate.question}</p>
              <form className="vk-age-gate__actions" method="post" action={AGE_FORM_PATH}>
                <button type="submit" name="answer" value="25+" className="vk-button vk-button--primary" onClick={answer('confirmed')}>
                  {TEXTS.ageGate.confirm}
                </button>
                <button type="submit" name="answer" value="under-25" className="vk-button" onClick={answer('blocked')}>
                  {TEXTS.ageGate.deny}
                </button>
              </form>
            </>
          ) : (
            <>
              <h2 id="vk-age-gate-title" tabIndex={-1} ref={(el) => el?.focus()}>
                {TEXTS.ageGate.blockedTitle}
              </h2>
              <p>{TEXTS.ageGate.blockedText}</p>
            </>
          )}
        </Dialog>
      )}
    </AgeConfirmedContext.Provider>
  );
}
