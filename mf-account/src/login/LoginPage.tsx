import { TEXTS } from '../texts';
import { Page } from '../ui/Page';
import { LoginForm } from './LoginForm';

export default function LoginPage() {
  return (
    <Page heading={TEXTS.login.heading}>
      <LoginForm via="page" />
    </Page>
  );
}
