// The contract (shared-contracts' federation/page.ts) of the pages that list editorial lists: the top lists and the
// wine lists. Each is an ItemList of its first page's lists, under home.
import { listPath, PUBLIC_PAGE, type PageContract } from '@vinkompassen/shared-contracts';
import { breadcrumbJsonLd, itemListJsonLd } from '@vinkompassen/ui-kit';
import { discoveryApi, type CatalogQueryArgs } from '../ui/discoveryApi';

export function catalogPagesContract(query: CatalogQueryArgs, name: string): PageContract {
  return {
    prefetch: ({ store }) => {
      void store.dispatch(discoveryApi.endpoints.getCatalogPages.initiate(query, { subscribe: false }));
      return true;
    },
    head: ({ state, pageUrl, publicUrl }) => {
      const path = new URL(pageUrl).pathname;
      const crumbs = breadcrumbJsonLd([{ name, path }], publicUrl);
      const first = discoveryApi.endpoints.getCatalogPages.select(query)(state as never).data?.pages[0];
      if (!first) return { jsonLd: [crumbs] };
      const items = first.results.map((c) => ({ name: c.name, path: listPath(c.slug) }));
      return { jsonLd: [itemListJsonLd({ name, url: pageUrl, total: first.count, ranked: false }, items, publicUrl), crumbs] };
    },
    cache: PUBLIC_PAGE,
  };
}
