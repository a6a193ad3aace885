// The wine page's data for a server render (its contract loads this module only when the server asks).
import {
  sharedApi,
  communityArgs,
  winePageDataPath,
  type PageDataPart,
  type PageLoadInput,
  type PageOutcome,
  type WinePageData,
} from '@vinkompassen/shared-contracts';
import { productQueryArgs, similarWinesQueryArgs } from '../ui/pageQueries';
import { discoveryApi } from '../ui/discoveryApi';

/** A part's body once its status said 200: its route's answer. */
const okBody = <T>(part: PageDataPart<T>): T => part.body as T;

// The wine, its notes and its taste twins (which need the wine's id) in one request to the API: one round trip and
// one store update instead of three of each, which was most of the page's render cost.
export async function loadProductPage({ params: { slug }, search, store, api, followUpBudgetMs }: PageLoadInput): Promise<PageOutcome> {
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
    discoveryApi.util.upsertQueryEntries([{ endpointName: 'getProduct', arg: productQueryArgs(slug, search), value: wine }]),
    sharedApi.util.upsertQueryEntries([{ endpointName: 'getCommunityNotes', arg: communityArgs(slug), value: okBody(notes) }]),
    // A follow-up that failed leaves its section to the browser, as a late one does.
    ...(similar.status === 200
      ? [discoveryApi.util.upsertQueryEntries([{ endpointName: 'getSimilarWines', arg: similarWinesQueryArgs(wine.id), value: okBody(similar) }])]
      : []),
  ];
  // The endpoints are one API's (vinApi), each typed by the slice it was injected with: one store update for all.
  store.dispatch({ ...upserts[0]!, payload: upserts.flatMap((action) => action.payload) });
  return 'ok';
}
