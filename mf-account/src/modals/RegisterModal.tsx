import { bus, type OverlayProps } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import '../ui/account.css';

/** Content of the register modal. */
export default function RegisterModal({ titleId }: OverlayProps) {
  return (
    <div className="acc-modal" data-remote="account">
      <h2 id={titleId}>{TEXTS.register.heading}</h2>
      <p>{TEXTS.register.intro}</p>
      <button type="button" className="vk-link-button" onClick={() => bus.publish('auth/login-requested', { mode: 'login' })}>
        {TEXTS.register.haveAccount}
      </button>
    </div>
  );
}
