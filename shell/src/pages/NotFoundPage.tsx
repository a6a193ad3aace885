import { Link } from 'react-router-dom';
import { NAMED_ROUTES, ROUTES, SHARED_TEXTS } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';

/** The kinds of page the server answers 404 for, with the words their own screens use and a way on. */
export const NOT_FOUND_KINDS = {
  product: { ...SHARED_TEXTS.notFound.product, to: ROUTES.search },
  list: { ...SHARED_TEXTS.notFound.list, to: ROUTES.lists },
  dish: { ...SHARED_TEXTS.notFound.dish, to: ROUTES.dishes },
  user: SHARED_TEXTS.notFound.user,
  userList: SHARED_TEXTS.notFound.userList,
} as const;

export type NotFoundKind = keyof typeof NOT_FOUND_KINDS;

export const isNotFoundKind = (routeId: string): routeId is NotFoundKind => Object.hasOwn(NOT_FOUND_KINDS, routeId);

/** An unknown path; or, with `kind`, an unknown wine, list, dish, user or user list (the server's 404). */
export function NotFoundPage({ kind }: { kind?: NotFoundKind }) {
  const page = kind ? NOT_FOUND_KINDS[kind] : null;
  return (
    <article className="vk-prose vk-not-found">
      <h1>{page?.heading ?? TEXTS.notFound.heading}</h1>
      <p>{page?.text ?? TEXTS.notFound.text}</p>
      <p>
        {page && 'to' in page ? (
          <Link className="vk-button vk-button--primary" to={page.to}>
            {page.action}
          </Link>
        ) : (
          <Link className="vk-button vk-button--primary" to={NAMED_ROUTES.home}>
            {TEXTS.notFound.home}
          </Link>
        )}
      </p>
    </article>
  );
}
