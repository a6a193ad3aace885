// schema.org JSON-LD pieces every page's head builds from (a page's own documents are its remote's): an ItemList of
// what a page lists, and the BreadcrumbList every page below home has. Types from schema-dts (generated from
// schema.org's vocabulary); test-kit's `jsonLdProblems` checks documents against that vocabulary.
import type { BreadcrumbList, ItemList, ListItem, WithContext } from 'schema-dts';
import { ROUTES, type PageHeadInput, type PageHead } from '@vinkompassen/shared-contracts';
import { TEXTS } from './texts';

export const SCHEMA = 'https://schema.org';

/** A page in a list or a trail: its name and path on the site. */
export interface JsonLdItem {
  name: string;
  path: string;
}

export interface ItemListAbout {
  name: string;
  description?: string;
  /** The list's page (canonical URL). */
  url: string;
  total: number;
  ranked: boolean;
}

export function itemListJsonLd(list: ItemListAbout, items: readonly JsonLdItem[], publicUrl: string): WithContext<ItemList> {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    name: list.name,
    ...(list.description && { description: list.description }),
    url: list.url,
    numberOfItems: list.total,
    itemListOrder: list.ranked ? `${SCHEMA}/ItemListOrderAscending` : `${SCHEMA}/ItemListUnordered`,
    itemListElement: items.map(
      (item, i): ListItem => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: new URL(item.path, publicUrl).href }),
    ),
  };
}

/** Home, then `trail`. */
export function breadcrumbJsonLd(trail: readonly JsonLdItem[], publicUrl: string): WithContext<BreadcrumbList> {
  const steps = [{ name: TEXTS.structuredData.home, path: ROUTES.home }, ...trail];
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map(
      // The step's page as a node: schema.org's range for `item` is Thing, not text.
      (step, i): ListItem => {
        const url = new URL(step.path, publicUrl).href;
        return { '@type': 'ListItem', position: i + 1, name: step.name, item: { '@type': 'WebPage', '@id': url, url, name: step.name } };
      },
    ),
  };
}

/** The head of a page with nothing to say but where it sits: a breadcrumb to it by its title. */
export const titleBreadcrumbHead = ({ pageUrl, publicUrl, title }: Pick<PageHeadInput, 'pageUrl' | 'publicUrl' | 'title'>): PageHead => ({
  jsonLd: [breadcrumbJsonLd([{ name: title ?? TEXTS.structuredData.site, path: new URL(pageUrl).pathname }], publicUrl)],
});
