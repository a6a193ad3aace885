// og:image for the pages that have a generated share card (the API renders them: a wine, a dish, a public list).
// Their route names are the keys of shareCardPath.
import { shareCardPath } from '@vinkompassen/shared-contracts';

const hasCard = (routeId: string): routeId is keyof typeof shareCardPath => Object.hasOwn(shareCardPath, routeId);

export function shareCardUrl(routeId: string, params: Readonly<Record<string, string | undefined>>, apiBaseUrl: string): string | null {
  const slug = params.slug;
  if (!hasCard(routeId) || !slug) return null;
  return `${apiBaseUrl.replace(/\/+$/, '')}${shareCardPath[routeId](slug)}`;
}
