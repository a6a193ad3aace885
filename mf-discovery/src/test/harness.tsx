import { configureStore } from '@reduxjs/toolkit';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, configureApi, vinApi, type AuthState, type BusMessage } from '@vinkompassen/shared-contracts';
import type { Product, Profile, ProductSummary } from '@vinkompassen/shared-contracts/schemas';

// Page tests wait for debounces and requests; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

export const API = 'http://api.test';

type Handler = (request: Request, url: URL) => unknown;

/** An API route: 'GET /api/v1/product/' → handler returning a JSON body, or a Response for errors. */
export type Routes = Record<string, Handler>;

/** Replaces fetch with the given routes; unknown routes answer 404 and are recorded. */
export function mockApi(routes: Routes) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    calls.push({ method: request.method, url, body: text ? (JSON.parse(text) as unknown) : undefined });
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ detail: 'not found' }), { status: 404 });
    const result = await handler(request, url);
    if (result instanceof Response) return result;
    return new Response(result === undefined ? null : JSON.stringify(result), {
      status: result === undefined ? 204 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function createStore(auth: AuthState = { token: null, authenticated: false }) {
  configureApi({ baseUrl: API });
  return configureStore({
    reducer: { auth: (state: AuthState = auth) => state, [vinApi.reducerPath]: vinApi.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(vinApi.middleware),
  });
}

export type TestStore = ReturnType<typeof createStore>;

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

interface RenderOptions {
  path?: string;
  /** Route pattern the element is mounted at. */
  pattern?: string;
  store?: TestStore;
}

/** Renders a page in a Redux store with vinApi and a memory router; `location` shows the current URL. */
export function renderPage(ui: ReactElement, { path = '/', pattern = '*', store = createStore() }: RenderOptions = {}) {
  const tree = (element: ReactElement) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>
  );
  const result = render(tree(ui));
  return { ...result, store, rerender: (element: ReactElement) => result.rerender(tree(element)) };
}

/** Records bus messages of the given types until the test ends. */
export function recordBus(...types: BusMessage['type'][]) {
  const seen: BusMessage[] = [];
  const subscriptions = types.map((type) => bus.on(type).subscribe((m) => seen.push(m)));
  onTestFinished(() => subscriptions.forEach((s) => s.unsubscribe()));
  return seen;
}

export const page = <T,>(results: T[], count = results.length, next: string | null = null) => ({
  count,
  next,
  previous: null,
  results,
});

export function wine(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 35,
    slug: '1909-righetti-ripasso-7630801',
    product_number: '7630801',
    name: '1909 Righetti',
    name_thin: 'Ripasso',
    producer: { id: 25, slug: 'luigi-righetti', name: 'Luigi Righetti' },
    style: 'red',
    category: 'Rött vin',
    country: { id: 2, slug: 'italien', name: 'Italien' },
    region: { id: 9, slug: 'venetien', name: 'Venetien' },
    grapes: [],
    vintage: '2021',
    alcohol_percentage: 14,
    volume_ml: 750,
    price: 129,
    taste_clocks: { body: 9, roughness: 8, fruitacid: 9, sweetness: null, bitter: null, casque: 8, smokiness: null },
    food_tags: [
      { slug: 'lamm', name: 'Lamm' },
      { slug: 'not', name: 'Nöt' },
    ],
    image_url: 'https://product-cdn.systembolaget.se/productimages/740764/740764_400.png',
    thumbnail: null,
    is_organic: false,
    is_news: false,
    assortment: 'FS',
    assortment_text: 'Fast sortiment',
    is_discontinued: false,
    likes_count: 0,
    ...overrides,
  };
}

/** The wine page's full product. */
export function wineDetail(overrides: Partial<Product> = {}): Product {
  return {
    ...wine(),
    product_number_short: '76308',
    subregion: { id: 28, slug: 'valpolicella', name: 'Valpolicella' },
    category_level3: 'Kryddigt & Mustigt',
    category_level4: null,
    sugar_g_per_100ml: 0.4,
    color: 'Mörk, röd färg.',
    taste: 'Kryddig, något utvecklad smak med fatkaraktär.',
    aroma: null,
    usage: 'Serveras vid 16-18°C till rätter av lamm- eller nötkött.',
    launch_date: '2013-03-01',
    source_list: null,
    ...overrides,
  };
}

export function profile(liked: ProductSummary[] = []): Profile {
  return {
    id: 7,
    slug: 'anna',
    name: 'Anna',
    chosen_name: 'Anna',
    avatar: null,
    email: 'anna@example.se',
    likes_are_public: false,
    liked_products: liked.map((product, i) => ({ id: i + 1, product, created_at: '2025-01-01T00:00:00Z' })),
    following: [],
    followers_count: 0,
    following_count: 0,
    lists_count: 0,
    saved_lists_count: 0,
    created_at: '2025-01-01T00:00:00Z',
  };
}
