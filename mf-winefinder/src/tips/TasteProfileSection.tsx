import { useEffect, useId, useRef, useState } from 'react';
import type { TasteProfile } from '@vinkompassen/shared-contracts/schemas';
import { TEXTS } from '../texts';
import { useResetTasteProfileMutation } from '../ui/winefinderApi';

/**
 * 'Din smakprofil' on Våra tips: what the saved wines say about the user's taste in plain Swedish, or that the tips
 * get better with a few saved wines; 'Nollställ smakprofilen' (after a confirm step) forgets it, keeping the likes.
 */
export function TasteProfileSection({ profile }: { profile: TasteProfile }) {
  const headingId = useId();
  const [resetProfile, { isLoading: resetting }] = useResetTasteProfileMutation();
  const [confirming, setConfirming] = useState(false);
  const [justReset, setJustReset] = useState(false);
  const [failed, setFailed] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);
  const resetButtonRef = useRef<HTMLButtonElement>(null);
  const confirmButtonRef = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<'confirm' | 'reset' | 'message' | null>(null);

  // Focus follows the step: into the question, back to the button, or to the outcome once the buttons are gone.
  useEffect(() => {
    if (focus === null) return;
    ({ confirm: confirmButtonRef, reset: resetButtonRef, message: messageRef })[focus].current?.focus();
    setFocus(null);
  }, [focus]);

  // Reset earlier, and nothing saved since: the profile has nothing to say yet.
  const isReset = justReset || (profile.reset_at !== null && profile.liked_count === 0);
  const canReset = !isReset && profile.liked_count > 0;

  const reset = async () => {
    if (resetting) return;
    setFailed(false);
    const result = await resetProfile();
    if ('error' in result) {
      setFailed(true);
      return;
    }
    setConfirming(false);
    setJustReset(true);
    setFocus('message');
  };

  return (
    <section className="wf-taste" aria-labelledby={headingId}>
      <h2 id={headingId}>{TEXTS.tasteProfile.heading}</h2>
      <div className="wf-taste__message" ref={messageRef} tabIndex={-1} aria-live="polite">
        {isReset ? (
          <p>{TEXTS.tasteProfile.isReset}</p>
        ) : profile.summary ? (
          <>
            <p className="wf-taste__summary">{profile.summary}</p>
            <p className="wf-taste__basis">{TEXTS.tasteProfile.basedOn(profile.liked_count)}</p>
          </>
        ) : (
          <p>{TEXTS.tasteProfile.tooFew}</p>
        )}
      </div>
      {canReset &&
        (confirming ? (
          <div className="wf-confirm" role="group" aria-label={TEXTS.tasteProfile.confirmQuestion}>
            <p className="wf-confirm__question">{TEXTS.tasteProfile.confirmQuestion}</p>
            <p>{TEXTS.tasteProfile.confirmText}</p>
            <div className="wf-confirm__actions">
              <button
                ref={confirmButtonRef}
                type="button"
                className="vk-button vk-button--small vk-button--primary"
                aria-busy={resetting}
                onClick={() => void reset()}
              >
                {resetting ? TEXTS.tasteProfile.resetting : TEXTS.tasteProfile.confirm}
              </button>
              <button
                type="button"
                className="vk-button vk-button--small"
                onClick={() => {
                  setConfirming(false);
                  setFailed(false);
                  setFocus('reset');
                }}
              >
                {TEXTS.tasteProfile.cancel}
              </button>
            </div>
          </div>
        ) : (
          <button
            ref={resetButtonRef}
            type="button"
            className="vk-button vk-button--small"
            onClick={() => {
              setConfirming(true);
              setFocus('confirm');
            }}
          >
            {TEXTS.tasteProfile.reset}
          </button>
        ))}
      {failed && (
        <p className="wf-taste__error" role="alert">
          {TEXTS.tasteProfile.resetFailed}
        </p>
      )}
    </section>
  );
}
