// A dish's contract with the shell (shared-contracts' federation/page.ts): its ranked wines as an ItemList, under
// Maträtter, and its share card.
import { fullName, PUBLIC_PAGE, productPath, ROUTES, shareCardPath, type PageContract } from '@vinkompassen/shared-contracts';
import { breadcrumbJsonLd, itemListJsonLd } from '@vinkompassen/ui-kit';
import { DISHES_TEXTS } from '../texts';
import { dishQueryArgs } from '../ui/pageQueries';
import { discoveryApi } from '../ui/discoveryApi';

const page: PageContract = {
  prefetch: ({ params: { slug }, search, store }) => {
    if (!slug) return false;
    store.dispatch(discoveryApi.util.prefetch('getDish', dishQueryArgs(slug, search), {}));
    return true;
  },
  head: ({ params: { slug }, search, state, pageUrl, publicUrl, apiBaseUrl }) => {
    if (!slug) return {};
    const shareCard = `${apiBaseUrl.replace(/\/+$/, '')}${shareCardPath.dish(slug)}`;
    const dish = discoveryApi.endpoints.getDish.select(dishQueryArgs(slug, search))(state as never).data;
    if (!dish) return { shareCard };
    const about = { name: dish.dish.name, url: pageUrl, total: dish.match_count, ranked: true };
    const items = dish.results.map(({ product }) => ({ name: fullName(product), path: productPath(product.slug) }));
    const trail = [{ name: DISHES_TEXTS.heading, path: ROUTES.dishes }, { name: dish.dish.name, path: new URL(pageUrl).pathname }];
    return { shareCard, jsonLd: [itemListJsonLd(about, items, publicUrl), breadcrumbJsonLd(trail, publicUrl)] };
  },
  cache: PUBLIC_PAGE,
};

export default page;
