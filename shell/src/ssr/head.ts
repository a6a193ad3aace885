// The <head> of a server-rendered page: the spec's title form, description, canonical URL, Open Graph and
// Twitter card tags, from the route's own meta refined by what the page reported while rendering.
import type { PageMeta } from '@vinkompassen/shared-contracts';
import { documentTitle, DEFAULT_IMAGE } from '../meta/documentMeta';
import type { RouteMeta } from '../routing/routeTable';
import { TEXTS } from '../texts';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface HeadInput {
  routeMeta: RouteMeta;
  pageMeta: PageMeta | null;
  /** The page's own URL on the public site (canonical, og:url); null for a page that is not there (a 404). */
  url: string | null;
  /** The share card (a generated PNG), when the page has one. */
  shareCard: string | null;
  publicUrl: string;
  /** Pages not for search engines (forms, the profile, 404s). */
  noindex: boolean;
}

export function renderHead({ routeMeta, pageMeta, url, shareCard, publicUrl, noindex }: HeadInput): string {
  const meta = { ...routeMeta, ...pageMeta };
  const title = documentTitle(meta.title);
  const description = meta.description ?? TEXTS.meta.defaultDescription;
  const image = shareCard ?? new URL(meta.image ?? DEFAULT_IMAGE, publicUrl).href;
  const imageAlt = shareCard || meta.image ? TEXTS.meta.imageAlt.card(meta.title ?? TEXTS.meta.defaultTitle) : TEXTS.meta.imageAlt.default;
  // A missing page has no address of its own to give: a shared link to it previews as the site.
  const ogUrl = url ?? new URL('/', publicUrl).href;
  const tag = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    tag('name', 'description', description),
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '',
    noindex ? tag('name', 'robots', 'noindex') : '',
    tag('property', 'og:type', 'website'),
    tag('property', 'og:title', title),
    tag('property', 'og:description', description),
    tag('property', 'og:image', image),
    tag('property', 'og:image:alt', imageAlt),
    shareCard ? tag('property', 'og:image:width', '1200') + tag('property', 'og:image:height', '630') : '',
    tag('property', 'og:url', ogUrl),
    tag('name', 'twitter:card', shareCard ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', title),
    tag('name', 'twitter:description', description),
    tag('name', 'twitter:image', image),
    tag('name', 'twitter:image:alt', imageAlt),
  ]
    .filter(Boolean)
    .join('\n    ');
}
