import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES, track } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { useRuntimeConfig } from '../runtime-config/RuntimeConfigContext';
import { subscribeToNewsletter } from './subscribe';
import './newsletter.css';
import { FormControls } from '@vinkompassen/ui-kit';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Newsletter signup (spec section 5): validated on e-mail blur and on submit; thank-you view after. */
export function NewsletterForm({ headingId, headingLevel = 2 }: { headingId?: string; headingLevel?: 1 | 2 }) {
  const config = useRuntimeConfig();
  const ids = useId();
  const [email, setEmail] = useState('');
  const [terms, setTerms] = useState(false);
  const [touched, setTouched] = useState({ email: false, terms: false });
  const [status, setStatus] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle');

  const emailError = EMAIL.test(email.trim()) ? null : TEXTS.newsletter.emailInvalid;
  const termsError = terms ? null : TEXTS.newsletter.required;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const thanksRef = useRef<HTMLHeadingElement>(null);

  // The submit button is gone with the form: focus the thanks so it is announced and Escape still reaches the dialog.
  // A failure: focus its message (the dialog would otherwise have moved focus to the first field).
  const failedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (status === 'done') thanksRef.current?.focus();
    if (status === 'failed') failedRef.current?.focus();
  }, [status]);

  if (status === 'done') {
    return (
      <div className="vk-newsletter">
        <Heading id={headingId} ref={thanksRef} tabIndex={-1}>
          {TEXTS.newsletter.thanksHeading}
        </Heading>
        <p>{TEXTS.newsletter.thanksText}</p>
        <ul className="vk-newsletter__social">
          {TEXTS.footer.social.map((item) => (
            <li key={item.href}>
              <a href={item.href} rel="noopener noreferrer" target="_blank">
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, terms: true });
    if (emailError || termsError || !config || status === 'sending') return;
    setStatus('sending');
    try {
      await subscribeToNewsletter(config.newsletterUrl, email.trim());
      setStatus('done');
      // That the form was sent, never the address.
      track('c_newsletter_signup', {});
    } catch {
      setStatus('failed');
    }
  };

  const showEmailError = touched.email && emailError;
  const showTermsError = touched.terms && termsError;

  return (
    <form className="vk-newsletter" noValidate onSubmit={(event) => void submit(event)}>
      <FormControls>
        <Heading id={headingId}>{TEXTS.newsletter.heading}</Heading>
        <p>{TEXTS.newsletter.text}</p>
        <div className="vk-field">
          <label htmlFor={`${ids}-email`}>{TEXTS.newsletter.email}</label>
          <input
            id={`${ids}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, email: true }))}
            aria-invalid={showEmailError ? true : undefined}
            aria-describedby={showEmailError ? `${ids}-email-error` : undefined}
          />
          {showEmailError && (
            <p id={`${ids}-email-error`} className="vk-field__error">
              {emailError}
            </p>
          )}
        </div>
        <div className="vk-field vk-field--checkbox">
          <input
            id={`${ids}-terms`}
            type="checkbox"
            checked={terms}
            onChange={(event) => {
              setTerms(event.target.checked);
              setTouched((t) => ({ ...t, terms: true }));
            }}
            aria-invalid={showTermsError ? true : undefined}
            aria-describedby={showTermsError ? `${ids}-terms-error` : undefined}
          />
          <label htmlFor={`${ids}-terms`}>
            {TEXTS.newsletter.termsPrefix} <Link to={ROUTES.terms}>{TEXTS.newsletter.termsLink}</Link>
          </label>
          {showTermsError && (
            <p id={`${ids}-terms-error`} className="vk-field__error">
              {termsError}
            </p>
          )}
        </div>
        {status === 'failed' && (
          <p className="vk-inline-error" role="alert" tabIndex={-1} ref={failedRef}>
            {TEXTS.defaultError}
          </p>
        )}
        <button type="submit" className="vk-button vk-button--primary" disabled={status === 'sending'}>
          {status === 'sending' ? TEXTS.newsletter.sending : TEXTS.newsletter.submit}
        </button>
      </FormControls>
    </form>
  );
}
