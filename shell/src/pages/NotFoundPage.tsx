import { Link } from 'react-router-dom';
import { NAMED_ROUTES } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';

export function NotFoundPage() {
  return (
    <article className="vk-prose vk-not-found">
      <h1>{TEXTS.notFound.heading}</h1>
      <p>{TEXTS.notFound.text}</p>
      <p>
        <Link className="vk-button vk-button--primary" to={NAMED_ROUTES.home}>
          {TEXTS.notFound.home}
        </Link>
      </p>
    </article>
  );
}
