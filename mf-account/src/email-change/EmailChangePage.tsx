import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ROUTES, errorLines } from '@vinkompassen/shared-contracts';
import { Page } from '@vinkompassen/ui-kit';
import { FormErrors, SubmitButton } from '../forms';
import { TEXTS } from '../texts';
import { useConfirmEmailChangeMutation, useReportEmailChangeMutation } from './emailChangeApi';
import { parseEmailChangeLink } from './emailChangeLink';
import '../ui/account.css';

const T = TEXTS.emailChange;
type Outcome = 'ask' | 'done' | 'invalid-link';

/**
 * The links of an e-mail change, mounted by the shell at /email-change/*: `confirm/{token}` from the new address,
 * `report/{token}` from the old one. Nothing happens on opening the link (mail scanners open links too): the reader
 * presses the button.
 */
export default function EmailChangePage() {
  const link = parseEmailChangeLink(useParams()['*']);
  const [confirm, confirming] = useConfirmEmailChangeMutation();
  const [report, reporting] = useReportEmailChangeMutation();
  const busy = confirming.isLoading || reporting.isLoading;
  const [outcome, setOutcome] = useState<Outcome>(link ? 'ask' : 'invalid-link');
  const [detail, setDetail] = useState('');
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const send = async () => {
    if (!link || busy) return;
    setServerErrors([]);
    const result = await (link.action === 'confirm' ? confirm : report)({ token: link.token });
    if ('data' in result && result.data) {
      setDetail(result.data.detail);
      return setOutcome('done');
    }
    const error = result.error;
    const data = error && 'status' in error ? error.data : undefined;
    if (data && typeof data === 'object' && 'token' in data && error && 'status' in error && error.status === 400) {
      // A taken address is a `token` error too: say what the API said.
      const lines = errorLines(error, T.invalid);
      setDetail(lines.join(' '));
      return setOutcome('invalid-link');
    }
    setServerErrors(errorLines(error, TEXTS.defaultError));
  };

  if (outcome !== 'ask' || !link) {
    const done = outcome === 'done';
    const heading = done ? (link?.action === 'report' ? T.reportedHeading : T.confirmedHeading) : T.invalidHeading;
    return (
      <Notice heading={heading} tone={done ? 'success' : 'error'} text={detail || T.invalid}>
        <p>
          <Link to={done && link?.action === 'confirm' ? ROUTES.profile : ROUTES.login} className="vk-button vk-button--primary">
            {done && link?.action === 'confirm' ? T.toProfile : T.toLogin}
          </Link>
        </p>
      </Notice>
    );
  }
  return (
    <Page remote="account" className="acc-page" heading={T.heading} intro={link.action === 'confirm' ? T.confirmIntro : T.reportIntro}>
      <form
        className="acc-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <FormErrors lines={serverErrors} />
        <SubmitButton blocked={false} busy={busy}>
          {busy ? T.sending : link.action === 'confirm' ? T.confirm : T.report}
        </SubmitButton>
      </form>
    </Page>
  );
}

function Notice({ heading, text, tone, children }: { heading: string; text: string; tone: 'success' | 'error'; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Page remote="account" className="acc-page" heading={T.heading}>
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
