import { TEXTS } from '../texts';
import { Page } from '@vinkompassen/ui-kit';
import { LoginForm } from './LoginForm';
import '../ui/account.css';

export default function LoginPage() {
  return (
    <Page remote="account" className="acc-page" heading={TEXTS.login.heading}>
      <LoginForm via="page" />
    </Page>
  );
}
