// og:image for the pages that have a generated share card (the API renders them: a wine, a dish, a public list).
import { shareCardPath } from '@vinkompassen/shared-contracts';

const CARDS: Record<string, (slug: string) => string> = {
  product: shareCardPath.product,
  dish: shareCardPath.dish,
  userList: shareCardPath.userList,
};

export function shareCardUrl(routeId: string, params: Readonly<Record<string, string | undefined>>, apiBaseUrl: string): string | null {
  const card = CARDS[routeId];
  const slug = params.slug;
  if (!card || !slug) return null;
  return `${apiBaseUrl.replace(/\/+$/, '')}${card(slug)}`;
}
