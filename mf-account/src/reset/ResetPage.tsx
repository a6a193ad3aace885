import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@vinkompassen/shared-contracts';
import { useRequestPasswordResetMutation } from '../ui/accountApi';
import { FormControls, Page } from '@vinkompassen/ui-kit';
import { EmailField, FormFooter, failureLines, useForm, email, required } from '../forms';
import { TEXTS } from '../texts';
import '../ui/account.css';

const RULES = { email: [required<'email'>(), email<'email'>()] };

/** Password reset request: the API mails a link to /confirm-reset/{uid}/{token}/ (and says the same whether or not the address has an account). */
export default function ResetPage() {
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const form = useForm(RULES, { busy: isLoading });
  const [sent, setSent] = useState(false);

  const submit = form.submit(async (values) => {
    const result = await requestReset({ email: values.email.trim() });
    if (!result.error) setSent(true);
    return failureLines(result);
  });

  if (sent) return <ResetSent onRetry={() => setSent(false)} />;

  return (
    <Page remote="account" className="acc-page" heading={TEXTS.reset.heading} intro={TEXTS.reset.intro}>
      <form className="acc-form" noValidate onSubmit={submit}>
        <FormControls>
          <EmailField form={form} label={TEXTS.reset.email} />
          <FormFooter form={form} texts={TEXTS.reset} />
        </FormControls>
      </form>
      <p className="acc-form__switch">
        <Link to={ROUTES.login}>{TEXTS.reset.backToLogin}</Link>
      </p>
    </Page>
  );
}

function ResetSent({ onRetry }: { onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the outcome so it is announced.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Page remote="account" className="acc-page" heading={TEXTS.reset.heading}>
      <div className="acc-notice acc-notice--success" role="status">
        <h2 ref={heading} tabIndex={-1}>
          {TEXTS.reset.sentHeading}
        </h2>
        <p>{TEXTS.reset.sent}</p>
      </div>
      <p className="acc-form__switch">
        {TEXTS.reset.notReceived}{' '}
        <button type="button" className="vk-link-button acc-inline-button" onClick={onRetry}>
          {TEXTS.reset.tryAgain}
        </button>
        .
      </p>
      <p className="acc-form__switch">
        <Link to={ROUTES.login}>{TEXTS.reset.backToLogin}</Link>
      </p>
    </Page>
  );
}
