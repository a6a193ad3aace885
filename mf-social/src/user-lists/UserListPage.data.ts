// A public list's contract with the shell (shared-contracts' federation/page.ts): an ItemList of its wines under its
// owner's page, its share card, and a cache that drops it when any list is edited.
import { fullName, productPath, PUBLIC_PAGE, shareCardPath, userPath, type PageContract } from '@vinkompassen/shared-contracts';
import { breadcrumbJsonLd, itemListJsonLd } from '@vinkompassen/ui-kit';
import { socialApi } from '../ui/socialApi';

const page: PageContract = {
  prefetch: ({ params: { slug }, viewer, store }) => {
    if (!slug) return false;
    store.dispatch(socialApi.util.prefetch('getPublicList', { list: slug, viewer }, {}));
    return true;
  },
  head: ({ params: { slug }, state, pageUrl, publicUrl, apiBaseUrl }) => {
    if (!slug) return {};
    const shareCard = `${apiBaseUrl.replace(/\/+$/, '')}${shareCardPath.userList(slug)}`;
    const list = socialApi.endpoints.getPublicList.select({ list: slug, viewer: null })(state as never).data;
    if (!list) return { shareCard };
    const about = { name: list.name, description: list.description, url: pageUrl, total: list.products_count, ranked: false };
    const items = list.product_list.map((p) => ({ name: fullName(p), path: productPath(p.slug) }));
    const trail = [{ name: list.owner.name, path: userPath(list.owner.slug) }, { name: list.name, path: new URL(pageUrl).pathname }];
    return { shareCard, jsonLd: [itemListJsonLd(about, items, publicUrl), breadcrumbJsonLd(trail, publicUrl)] };
  },
  // Its name, description and wines change with any edit of the list.
  cache: { ...PUBLIC_PAGE, dependsOn: ['catalog', 'lists'] },
};

export default page;
