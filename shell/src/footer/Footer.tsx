import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@vinkompassen/shared-contracts';
import { consentSettingsOpened } from '../store/consentSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { TEXTS } from '../texts';
import './footer.css';

/** Spec section 9: the footer appears after 800 ms (keeps it out of the first paint). */
export const FOOTER_DELAY_MS = 800;

export function Footer() {
  const [visible, setVisible] = useState(false);
  const analyticsOn = useAppSelector((state) => state.consent.enabled);
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), FOOTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;
  const { footer } = TEXTS;
  return (
    <footer className="vk-footer" aria-label={footer.label}>
      <div className="vk-footer__inner">
        <div className="vk-footer__about">
          <p className="vk-footer__brand">{TEXTS.brand}</p>
          <p>{footer.noSales}</p>
          <p>{footer.noPartnership}</p>
          <p className="vk-footer__moderation">{footer.moderation}</p>
        </div>
        <div>
          <h2 className="vk-footer__heading">{footer.contactHeading}</h2>
          <p>
            <a href={`mailto:${footer.email}`}>{footer.email}</a>
          </p>
          <address>
            {footer.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </div>
        <div>
          <h2 className="vk-footer__heading">{footer.socialHeading}</h2>
          <ul className="vk-footer__social">
            {footer.social.map((item) => (
              <li key={item.href}>
                <a href={item.href} rel="noopener noreferrer" target="_blank">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          <p>
            <Link to={ROUTES.terms}>{footer.terms}</Link>
          </p>
          {analyticsOn && (
            <p>
              {/* Reopens the consent banner with the current choice; a button: it opens something, goes nowhere. */}
              <button type="button" className="vk-footer__link-button" onClick={() => dispatch(consentSettingsOpened())}>
                {footer.cookieSettings}
              </button>
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
