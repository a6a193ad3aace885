import { LoginForm } from '../login/LoginForm';
import { TEXTS } from '../texts';
import { Page } from '../ui/Page';

export default function LoginPage() {
  return (
    <Page heading={TEXTS.login.heading}>
      <LoginForm via="page" />
    </Page>
  );
}
