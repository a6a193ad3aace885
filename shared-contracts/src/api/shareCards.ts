// Share cards: the PNG images (1200×630) the API renders for `og:image` / `twitter:image` of a wine, a dish and a
// public user list. Plain strings, no zod: the front ends build `og:image` URLs with these, the API registers them.

/** Every share card's size in pixels (the Open Graph / large Twitter card format). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The API's routes (Fastify syntax). `:id` is a numeric id or a slug, as on the entity's own API route. */
export const SHARE_CARD_ROUTES = {
  product: '/api/v1/share-cards/product/:id.png',
  dish: '/api/v1/share-cards/dish/:slug.png',
  userList: '/api/v1/share-cards/user-list/:id.png',
} as const;

export type ShareCardKind = keyof typeof SHARE_CARD_ROUTES;

const cardPath = (kind: ShareCardKind, param: 'id' | 'slug', value: string | number): string => {
  const text = String(value);
  if (text === '') throw new Error(`Empty ${param} for the ${kind} share card`);
  return SHARE_CARD_ROUTES[kind].replace(`:${param}`, encodeURIComponent(text));
};

/**
 * Paths of the share cards, relative to the API's origin: `${apiBaseUrl}${shareCardPath.product(product.slug)}`.
 * A private or unknown list, an unknown wine or dish answer 404.
 */
export const shareCardPath = {
  /** A wine by slug or numeric id: '/api/v1/share-cards/product/chianti-classico-7654301.png'. */
  product: (idOrSlug: string | number): string => cardPath('product', 'id', idOrSlug),
  /** A dish by slug: '/api/v1/share-cards/dish/lax-i-ugn.png'. */
  dish: (slug: string): string => cardPath('dish', 'slug', slug),
  /** A public user list by id or slug: '/api/v1/share-cards/user-list/helgviner-3f9a1c.png'. */
  userList: (idOrSlug: string | number): string => cardPath('userList', 'id', idOrSlug),
} as const;
