import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi, vinApi, type AuthState } from '@vinkompassen/shared-contracts';
import type { Profile, ProductSummary, UserList } from '@vinkompassen/shared-contracts/schemas';

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });

export type Handler = (request: Request) => Response | Promise<Response>;

/** Stubs fetch: `handlers` keyed by "METHOD /path" (query ignored); unknown calls answer 404. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    calls.push(request.clone());
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = handlers[key];
    return handler ? handler(request) : json(404, { detail: `no mock for ${key}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ baseUrl: 'http://api.test' });
  return {
    calls,
    /** Parsed JSON bodies of the calls to "METHOD /path". */
    bodies: async (key: string) =>
      Promise.all(calls.filter((r) => `${r.method} ${new URL(r.url).pathname}` === key).map((r) => r.clone().json() as Promise<unknown>)),
  };
}

afterEach(() => vi.unstubAllGlobals());

export function createStore(token: string | null) {
  const auth: AuthState = { token, authenticated: token !== null };
  return configureStore({
    reducer: combineReducers({ auth: (state: AuthState = auth) => state, [vinApi.reducerPath]: vinApi.reducer }),
    middleware: (getDefault) => getDefault().concat(vinApi.middleware),
  });
}

/** Renders inside a Redux store (the shell's auth shape + vinApi) and a router at `path`. */
export function renderSocial(ui: ReactElement, { token = null, path = '/', route = '*' }: { token?: string | null; path?: string; route?: string } = {}) {
  const store = createStore(token);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="/profile/lists" element={<p>profile lists</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

export const wine = (id: number, name = `Vin ${id}`): ProductSummary => ({
  id,
  slug: `vin-${id}`,
  product_number: String(1000 + id),
  name,
  name_thin: 'Riesling',
  producer: null,
  style: 'white',
  category: 'Vitt vin',
  country: { id: 1, slug: 'frankrike', name: 'Frankrike' },
  region: null,
  grapes: [],
  vintage: '2021',
  alcohol_percentage: 12,
  volume_ml: 750,
  price: 129,
  taste_clocks: { body: null, roughness: null, fruitacid: null, sweetness: null, bitter: null, casque: null, smokiness: null },
  food_tags: [],
  image_url: null,
  thumbnail: null,
  is_organic: false,
  is_news: false,
  assortment: 'FS',
  assortment_text: null,
  is_discontinued: false,
  likes_count: 0,
});

export const anna = { id: 7, slug: 'anna', name: 'Anna', avatar: null };
export const bertil = { id: 8, slug: 'bertil', name: 'Bertil', avatar: null };

export const userList = (overrides: Partial<UserList> = {}): UserList => ({
  id: 1,
  slug: 'sommarviner',
  name: 'Sommarviner',
  description: 'Till grillen',
  is_public: true,
  owner: anna,
  product_list: [wine(1)],
  products_count: 1,
  is_saved: false,
  created_at: '2025-06-01T10:00:00.000Z',
  updated_at: '2025-06-01T10:00:00.000Z',
  ...overrides,
});

export const profileOf = (user: typeof anna): Profile => ({
  ...user,
  chosen_name: user.name,
  email: `${user.slug}@example.se`,
  likes_are_public: false,
  liked_products: [],
  following: [],
  followers_count: 0,
  following_count: 0,
  lists_count: 0,
  saved_lists_count: 0,
  created_at: '2025-01-01T00:00:00.000Z',
});
