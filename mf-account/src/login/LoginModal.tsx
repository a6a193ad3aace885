import type { OverlayProps } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import '../ui/account.css';
import { LoginForm } from './LoginForm';

/** Content of the login modal; the shell provides the dialog and closes it after login. */
export default function LoginModal({ titleId }: OverlayProps) {
  return (
    <div className="acc-modal" data-remote="account">
      <h2 id={titleId}>{TEXTS.login.heading}</h2>
      <LoginForm via="modal" />
    </div>
  );
}
