import { Link } from 'react-router-dom';
import { NAMED_ROUTES } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';

export function AboutPage() {
  return (
    <article className="vk-prose">
      <h1>{TEXTS.about.heading}</h1>
      {TEXTS.about.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <p>
        <Link className="vk-button vk-button--primary" to={NAMED_ROUTES.winefinder}>
          {TEXTS.nav.winefinder}
        </Link>
      </p>
    </article>
  );
}
