// The wine page's contract with the shell (see shared-contracts' federation/page.ts): its data, head, cache policy
// and the region it embeds. Exposed beside the page as `./ProductPage.data`, small, so the browser starts the
// page's requests while the page's own code is still downloading.
import {
  catalogApi,
  communityApi,
  communityArgs,
  fullName,
  pairingApi,
  PUBLIC_PAGE,
  shareCardPath,
  winePageDataPath,
  type PageContract,
  type PageDataPart,
  type PageOutcome,
  type WinePageData,
} from '@vinkompassen/shared-contracts';
import { breadcrumbJsonLd } from '@vinkompassen/ui-kit';
import { productQueryArgs, similarWinesQueryArgs } from '../ui/pageQueries';
import { productJsonLd } from './productJsonLd';

/** A part's body once its status said 200: its route's answer. */
const okBody = <T>(part: PageDataPart<T>): T => part.body as T;

const page: PageContract = {
  // The wine, and "Medlemmarnas betyg" as an anonymous visitor sees it (by the same slug, so both start at once).
  prefetch: ({ params: { slug }, search, store }) => {
    if (!slug) return false;
    store.dispatch(catalogApi.util.prefetch('getProduct', productQueryArgs(slug, search), {}));
    store.dispatch(communityApi.util.prefetch('getCommunityNotes', communityArgs(slug), {}));
    return true;
  },

  // The wine, its notes and its taste twins (which need the wine's id) in one request to the API: one round trip and
  // one store update instead of three of each, which was most of the page's render cost.
  load: async ({ params: { slug }, search, store, api, followUpBudgetMs }): Promise<PageOutcome> => {
    if (!slug) return 'notFound';
    let data: WinePageData;
    try {
      const response = await api(winePageDataPath(slug, { sourceList: search.get('source_list'), similarWithinMs: followUpBudgetMs }));
      if (response.status < 200 || response.status >= 300) return response.status === 404 ? 'notFound' : 'failed';
      data = response.body as WinePageData;
    } catch {
      return 'failed';
    }
    const { product, community_notes: notes, similar } = data;
    if (product.status === 404) return 'notFound';
    // The wine and its notes are the screen's first requests; without either the screen is left to the browser.
    if (product.status !== 200 || notes.status !== 200) return 'failed';
    const wine = okBody(product);
    const upserts = [
      catalogApi.util.upsertQueryEntries([{ endpointName: 'getProduct', arg: productQueryArgs(slug, search), value: wine }]),
      communityApi.util.upsertQueryEntries([{ endpointName: 'getCommunityNotes', arg: communityArgs(slug), value: okBody(notes) }]),
      // A follow-up that failed leaves its section to the browser, as a late one does.
      ...(similar.status === 200
        ? [pairingApi.util.upsertQueryEntries([{ endpointName: 'getSimilarWines', arg: similarWinesQueryArgs(wine.id), value: okBody(similar) }])]
        : []),
    ];
    // The endpoints are one API's (vinApi), each typed by the slice it was injected with: one store update for all.
    store.dispatch({ ...upserts[0]!, payload: upserts.flatMap((action) => action.payload) });
    return 'ok';
  },

  head: ({ params: { slug }, search, state, pageUrl, publicUrl, apiBaseUrl }) => {
    if (!slug) return {};
    const wine = catalogApi.endpoints.getProduct.select(productQueryArgs(slug, search))(state as never).data;
    return {
      shareCard: `${apiBaseUrl.replace(/\/+$/, '')}${shareCardPath.product(slug)}`,
      ...(wine && { jsonLd: [productJsonLd(wine, pageUrl), breadcrumbJsonLd([{ name: fullName(wine), path: new URL(pageUrl).pathname }], publicUrl)] }),
    };
  },

  cache: PUBLIC_PAGE,

  // "Medlemmarnas betyg", social's, rendered on the server with the page (its data came with the wine's).
  embeds: [{ remote: 'social', module: './CommunityPanel' }],
};

export default page;
