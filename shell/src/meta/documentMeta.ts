import { TEXTS } from '../texts';

export interface DocumentMeta {
  title?: string;
  description?: string;
  image?: string;
}

export const DEFAULT_IMAGE = '/icons/og-image.png';

export const documentTitle = (title: string | undefined): string =>
  `${TEXTS.brand} - ${title ?? TEXTS.meta.defaultTitle}`;

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Title 'Vinkompassen - <title>' plus description and Open Graph tags, with defaults. */
export function applyDocumentMeta(meta: DocumentMeta, url: string = window.location.href): void {
  const title = documentTitle(meta.title);
  const description = meta.description ?? TEXTS.meta.defaultDescription;
  const image = new URL(meta.image ?? DEFAULT_IMAGE, window.location.origin).href;
  const imageAlt = meta.image ? TEXTS.meta.imageAlt.card(meta.title ?? TEXTS.meta.defaultTitle) : TEXTS.meta.imageAlt.default;
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:image', image);
  setMeta('property', 'og:image:alt', imageAlt);
  setMeta('property', 'og:url', url);
}
