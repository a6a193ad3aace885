import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ROUTES } from '@vinkompassen/shared-contracts';
import { useConfirmPasswordResetMutation } from '../ui/accountApi';
import { FormControls, Page } from '@vinkompassen/ui-kit';
import { FormFooter, NewPasswordFields, failureLines, useForm, PASSWORD_MIN_LENGTH, minLength, required, sameAs, type Rule } from '../forms';
import { LoginForm } from '../login';
import { TEXTS } from '../texts';
import { parseResetLink } from './resetLink';
import '../ui/account.css';

type Field = 'password1' | 'password2';
const RULES: Record<Field, Rule<Field>[]> = {
  password1: [required(), minLength(PASSWORD_MIN_LENGTH)],
  password2: [required(), sameAs('password1')],
};

type Outcome = 'form' | 'done' | 'invalid-link';

/** Sets a new password from the mailed link; mounted by the shell at /confirm-reset/*. */
export default function ConfirmResetPage() {
  const link = parseResetLink(useParams()['*']);
  const [confirm, { isLoading }] = useConfirmPasswordResetMutation();
  const form = useForm<Field>(RULES, { busy: isLoading });
  const [outcome, setOutcome] = useState<Outcome>(link ? 'form' : 'invalid-link');

  const submit = form.submit(async ({ password1, password2 }) => {
    // Without a link the form is not shown (the outcome is 'invalid-link').
    if (!link) return undefined;
    const result = await confirm({ ...link, new_password1: password1, new_password2: password2 });
    if (!result.error) {
      setOutcome('done');
      return undefined;
    }
    // A spent, expired or forged link comes back as a `token` (or `uid`) field error.
    const data = 'status' in result.error ? result.error.data : undefined;
    const linkProblem = data && typeof data === 'object' && ('token' in data || 'uid' in data);
    if (linkProblem) setOutcome('invalid-link');
    return linkProblem ? undefined : failureLines(result);
  });

  if (outcome === 'done') {
    return (
      // Logging in right here: a link to /login would make this spent link "the previous page" to return to.
      <Outcome heading={TEXTS.confirmReset.doneHeading} tone="success" text={TEXTS.confirmReset.done}>
        <LoginForm via="page" />
      </Outcome>
    );
  }
  if (outcome === 'invalid-link') {
    return (
      <Outcome heading={TEXTS.confirmReset.invalidLinkHeading} tone="error" text={TEXTS.confirmReset.invalidLink}>
        <p>
          <Link to={ROUTES.reset} className="vk-button vk-button--primary">
            {TEXTS.confirmReset.requestNew}
          </Link>
        </p>
      </Outcome>
    );
  }

  return (
    <Page remote="account" className="acc-page" heading={TEXTS.confirmReset.heading} intro={TEXTS.confirmReset.intro}>
      <form className="acc-form" noValidate onSubmit={submit}>
        <FormControls>
          <NewPasswordFields form={form} texts={TEXTS.confirmReset} />
          <FormFooter form={form} texts={TEXTS.confirmReset} />
        </FormControls>
      </form>
    </Page>
  );
}

function Outcome({ heading, text, tone, children }: { heading: string; text: string; tone: 'success' | 'error'; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Page remote="account" className="acc-page" heading={TEXTS.confirmReset.heading}>
      <div className={`acc-notice acc-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
        <h2 ref={ref} tabIndex={-1}>
          {heading}
        </h2>
        <p>{text}</p>
      </div>
      {children}
    </Page>
  );
}
