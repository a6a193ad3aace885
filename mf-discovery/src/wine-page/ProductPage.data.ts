// The wine page's contract with the shell (see shared-contracts' federation/page.ts): its data, head, cache policy
// and the region it embeds. Exposed beside the page as `./ProductPage.data`, small, so the browser starts the
// page's requests while the page's own code is still downloading.
import { sharedApi, communityArgs, PUBLIC_PAGE, type PageContract } from '@vinkompassen/shared-contracts';
import { productQueryArgs } from '../ui/pageQueries';
import { discoveryApi } from '../ui/discoveryApi';

const page: PageContract = {
  // The wine, and "Medlemmarnas betyg" as an anonymous visitor sees it (by the same slug, so both start at once).
  prefetch: ({ params: { slug }, search, store }) => {
    if (!slug) return false;
    store.dispatch(discoveryApi.util.prefetch('getProduct', productQueryArgs(slug, search), {}));
    store.dispatch(sharedApi.util.prefetch('getCommunityNotes', communityArgs(slug), {}));
    return true;
  },

  // Server-only, as is the head: loaded when the server asks.
  load: async (input) => (await import('./productLoad')).loadProductPage(input),

  // The JSON-LD's code is loaded only when the server asks, never by the browser that loads this module.
  head: async (input) => (await import('./productHead')).productHead(input),

  cache: PUBLIC_PAGE,

  // "Medlemmarnas betyg", social's, rendered on the server with the page (its data came with the wine's).
  embeds: [{ remote: 'social', module: './CommunityPanel' }],
};

export default page;
