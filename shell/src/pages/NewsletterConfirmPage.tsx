import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ROUTES } from '@vinkompassen/shared-contracts';
import { useRuntimeConfig } from '../runtime-config/RuntimeConfigContext';
import { confirmNewsletter, type ConfirmOutcome } from '../newsletter/subscribe';
import { TEXTS } from '../texts';

/** The newsletter's confirmation link (double opt-in): confirming takes a click-free POST from this page. */
export function NewsletterConfirmPage() {
  const { token = '' } = useParams();
  const config = useRuntimeConfig();
  const [outcome, setOutcome] = useState<ConfirmOutcome | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!config) return;
    let live = true;
    void confirmNewsletter(config.newsletterUrl, token).then((result) => live && setOutcome(result));
    return () => {
      live = false;
    };
  }, [config, token]);

  useEffect(() => {
    if (outcome) headingRef.current?.focus();
  }, [outcome]);

  if (!outcome) {
    return (
      <div className="vk-card" aria-busy="true">
        <p role="status">{TEXTS.newsletter.confirming}</p>
      </div>
    );
  }
  if (outcome.ok) {
    return (
      <div className="vk-card">
        <h1 ref={headingRef} tabIndex={-1}>
          {TEXTS.newsletter.confirmedHeading}
        </h1>
        <p>{TEXTS.newsletter.confirmedText}</p>
      </div>
    );
  }
  return (
    <div className="vk-card">
      <h1 ref={headingRef} tabIndex={-1}>
        {TEXTS.newsletter.confirmFailedHeading}
      </h1>
      <p role="alert">{outcome.reason ?? TEXTS.defaultError}</p>
      <p>
        <Link to={ROUTES.newsletter}>{TEXTS.newsletter.confirmAgain}</Link>
      </p>
    </div>
  );
}
