import { catalogApi, communityApi, communityArgs, configureApi, HOME_LISTS_QUERY, productQueryArgs } from '@vinkompassen/shared-contracts';
import { createAppStore } from '../store/store';
import { prefetchScreenData } from './screenData';

const fetchMock = vi.fn<typeof fetch>();
const requested = () => fetchMock.mock.calls.map(([input]) => (input as Request).url.replace('http://api.test', ''));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ id: 1, results: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ baseUrl: 'http://api.test' });
});

afterEach(() => vi.unstubAllGlobals());

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://shell.test');
  return { pathname, search };
};

describe('prefetchScreenData', () => {
  it("starts the wine page's product request and its members' section, which the page then reads instead of asking again", async () => {
    const store = createAppStore();
    prefetchScreenData(store, at('/product/some-wine?source_list=top-10'));
    await vi.waitFor(() =>
      expect(requested().sort()).toEqual(['/api/v1/product/some-wine?source_list=top-10', '/user-product-notes/community/some-wine/']),
    );

    // What ProductPage and its "Medlemmarnas betyg" ask for: the same cache entries, no second request.
    const page = store.dispatch(catalogApi.endpoints.getProduct.initiate(productQueryArgs('some-wine', new URLSearchParams('source_list=top-10'))));
    const community = store.dispatch(communityApi.endpoints.getCommunityNotes.initiate(communityArgs('some-wine')));
    await Promise.allSettled([page, community]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    page.unsubscribe();
    community.unsubscribe();
  });

  it("starts the home page's featured lists", async () => {
    const store = createAppStore();
    prefetchScreenData(store, at('/'));
    await vi.waitFor(() => expect(requested()).toEqual([`/api/v1/catalogs/?kind=list&count=${HOME_LISTS_QUERY.page_size}`]));
  });

  it("starts a list's, a dish's, a user's and a user list's request with the screens' own arguments", async () => {
    const store = createAppStore();
    for (const url of ['/list/basta-roda', '/dishes/lax?page=2', '/user/anna', '/user-list/mina-viner']) prefetchScreenData(store, at(url));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    expect(requested().sort()).toEqual(
      ['/api/v1/catalogs/basta-roda', '/api/v1/dishes/lax/?limit=16', '/api/v1/public/user-lists/mina-viner/', '/users/anna/'],
    );
  });

  it("starts the wine finder's opening turn", async () => {
    const store = createAppStore();
    prefetchScreenData(store, at('/winefinder'));
    await vi.waitFor(() => expect(requested()).toEqual(['/api/v1/chat/']));
    expect(await (fetchMock.mock.calls[0]![0] as Request).json()).toEqual({ answers: {} });
  });

  it('starts nothing for a screen without a listed first request', async () => {
    const store = createAppStore();
    for (const url of ['/search', '/winefinder/results', '/about', '/no-such-page']) prefetchScreenData(store, at(url));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(Object.keys(store.getState().vinApi.queries)).toEqual([]);
  });
});
