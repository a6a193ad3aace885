// An editorial list's contract with the shell (shared-contracts' federation/page.ts): an ItemList of its wines, under
// Topplistor or Vinlistor by its kind.
import { fullName, PUBLIC_PAGE, productPath, ROUTES, type PageContract } from '@vinkompassen/shared-contracts';
import { breadcrumbJsonLd, itemListJsonLd } from '@vinkompassen/ui-kit';
import { LISTS_TEXTS, TOPLISTS_TEXTS } from '../texts';
import { discoveryApi } from '../ui/discoveryApi';

const page: PageContract = {
  prefetch: ({ params: { slug }, viewer, store }) => {
    if (!slug) return false;
    store.dispatch(discoveryApi.util.prefetch('getCatalog', { catalog: slug, viewer }, {}));
    return true;
  },
  head: ({ params: { slug }, state, pageUrl, publicUrl }) => {
    const catalog = slug ? discoveryApi.endpoints.getCatalog.select({ catalog: slug, viewer: null })(state as never).data : undefined;
    if (!catalog) return {};
    const toplist = catalog.kind === 'toplist';
    const about = { name: catalog.name, description: catalog.description, url: pageUrl, total: catalog.product_count, ranked: toplist };
    const parent = toplist ? { name: TOPLISTS_TEXTS.heading, path: ROUTES.toplists } : { name: LISTS_TEXTS.heading, path: ROUTES.lists };
    const items = catalog.product_list.map((p) => ({ name: fullName(p), path: productPath(p.slug) }));
    return {
      jsonLd: [itemListJsonLd(about, items, publicUrl), breadcrumbJsonLd([parent, { name: catalog.name, path: new URL(pageUrl).pathname }], publicUrl)],
    };
  },
  cache: PUBLIC_PAGE,
};

export default page;
