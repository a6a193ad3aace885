import type { LoginModalProps } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import '../ui/account.css';
import { LoginForm } from './LoginForm';

/** Content of the login modal; the shell provides the dialog and closes it after login. */
export default function LoginModal({ titleId, reason }: LoginModalProps) {
  return (
    <div className="acc-modal" data-remote="account">
      <h2 id={titleId}>{TEXTS.login.heading}</h2>
      {/* Opened by a save or follow: say why a login is asked for (spec section 6). */}
      {reason === 'login-required' && <p className="acc-modal__reason">{TEXTS.loginRequired}</p>}
      <LoginForm via="modal" />
    </div>
  );
}
