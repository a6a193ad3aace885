import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES, bus } from '@vinkompassen/shared-contracts';
import { useDeleteAccountMutation } from '../ui/accountApi';
import { TEXTS } from '../texts';

/** Account deletion behind a confirmation step. */
export function DeleteAccount() {
  const [confirming, setConfirming] = useState(false);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const navigate = useNavigate();
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
    else if (opened.current) startButton.current?.focus();
    opened.current = confirming;
  }, [confirming]);

  const confirm = async () => {
    if (isLoading) return;
    const result = await deleteAccount();
    if ('error' in result && result.error) {
      bus.publish('error/show');
      return;
    }
    // The token died with the account: the shell drops it and the user data as after any rejected token.
    bus.publish('auth/unauthorized');
    navigate(ROUTES.home, { replace: true });
    // Home alone would not say what happened: the shell's status toast does.
    bus.publish('notice/show', { message: TEXTS.deleteAccount.deleted });
  };

  return (
    <section className="acc-danger" aria-labelledby="acc-delete-heading">
      <h2 id="acc-delete-heading">{TEXTS.deleteAccount.heading}</h2>
      <p>{TEXTS.deleteAccount.intro}</p>
      {confirming ? (
        <div className="acc-danger__confirm" role="group" aria-labelledby="acc-delete-confirm">
          <h3 id="acc-delete-confirm" ref={confirmHeading} tabIndex={-1}>
            {TEXTS.deleteAccount.confirmHeading}
          </h3>
          <p>{TEXTS.deleteAccount.confirmText}</p>
          <div className="acc-form__row">
            <button
              type="button"
              className="vk-button acc-button--danger"
              aria-disabled={isLoading || undefined}
              onClick={() => void confirm()}
            >
              {isLoading ? TEXTS.deleteAccount.deleting : TEXTS.deleteAccount.confirm}
            </button>
            <button type="button" className="vk-button" onClick={() => setConfirming(false)}>
              {TEXTS.deleteAccount.cancel}
            </button>
          </div>
        </div>
      ) : (
        <button ref={startButton} type="button" className="vk-button acc-button--danger" onClick={() => setConfirming(true)}>
          {TEXTS.deleteAccount.start}
        </button>
      )}
    </section>
  );
}
