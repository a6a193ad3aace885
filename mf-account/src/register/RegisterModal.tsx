import { bus, type LoginModalProps } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import '../ui/account.css';
import { RegisterForm } from './RegisterForm';

/** Content of the register modal; "log in instead" swaps to the login modal, keeping any wine awaiting a like. */
export default function RegisterModal({ titleId, reason }: LoginModalProps) {
  return (
    <div className="acc-modal" data-remote="account">
      <h2 id={titleId}>{TEXTS.register.heading}</h2>
      <p>{TEXTS.register.intro}</p>
      <RegisterForm via="modal" />
      <button type="button" className="vk-link-button acc-form__switch" onClick={() => bus.publish('auth/login-requested', { mode: 'login', ...(reason && { reason }) })}>
        {TEXTS.register.haveAccount}
      </button>
    </div>
  );
}
