import { Link } from 'react-router-dom';
import { ROUTES } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { Page } from '../ui/Page';
import { RegisterForm } from './RegisterForm';

export default function RegisterPage() {
  return (
    <Page heading={TEXTS.register.heading} intro={TEXTS.register.intro}>
      <RegisterForm via="page" />
      <p className="acc-form__switch">
        {TEXTS.register.haveAccountPage} <Link to={ROUTES.login}>{TEXTS.register.loginLink}</Link>
      </p>
    </Page>
  );
}
