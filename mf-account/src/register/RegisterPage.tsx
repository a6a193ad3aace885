import { Link } from 'react-router-dom';
import { ROUTES } from '@vinkompassen/shared-contracts';
import { Page } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import { RegisterForm } from './RegisterForm';
import '../ui/account.css';

export default function RegisterPage() {
  return (
    <Page remote="account" className="acc-page" heading={TEXTS.register.heading} intro={TEXTS.register.intro}>
      <RegisterForm via="page" />
      <p className="acc-form__switch">
        {TEXTS.register.haveAccountPage} <Link to={ROUTES.login}>{TEXTS.register.loginLink}</Link>
      </p>
    </Page>
  );
}
