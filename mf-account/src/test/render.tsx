import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, configureApi, vinApi, type BusMessageOf, type BusMessageType, type Profile } from '@vinkompassen/shared-contracts';

/** The shell's store, reduced to what the account remote touches. */
export function createTestStore(token: string | null = null) {
  return configureStore({
    reducer: { auth: () => ({ token, authenticated: token !== null }), [vinApi.reducerPath]: vinApi.reducer },
    middleware: (getDefault) => getDefault().concat(vinApi.middleware),
  });
}

function CurrentPath() {
  return <div data-testid="path">{useLocation().pathname}</div>;
}

/** Renders `element` at `url` inside a router (matching `pattern`) and the store; shows the current path. */
export function renderAt(url: string, pattern: string, element: ReactNode, token: string | null = null) {
  return render(
    <Provider store={createTestStore(token)}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </Provider>,
  );
}

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (request: Request) => Response | Promise<Response>;

/** Stubs fetch with a route table `'METHOD /path/' → handler`; unknown calls answer 404. Returns the calls made. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      calls.push(input.clone());
      const url = new URL(input.url);
      const handler = routes[`${input.method} ${url.pathname}`];
      return handler ? handler(input) : json(404, { detail: 'Hittades inte.' });
    }),
  );
  configureApi({ baseUrl: 'http://api.test' });
  return calls;
}

/** Collects the bus messages of one type published while the test runs. */
export function collect<T extends BusMessageType>(type: T): { messages: BusMessageOf<T>[]; stop: () => void } {
  const messages: BusMessageOf<T>[] = [];
  const subscription = bus.on(type).subscribe((message) => messages.push(message));
  return { messages, stop: () => subscription.unsubscribe() };
}

const wine: Profile['liked_products'][number]['product'] = {
  id: 11,
  slug: 'chateau-exempel-2019',
  product_number: '1234501',
  name: 'Château Exempel',
  name_thin: 'Bordeaux Supérieur',
  producer: null,
  style: 'red',
  category: 'Rött vin',
  country: { id: 1, slug: 'frankrike', name: 'Frankrike' },
  region: null,
  grapes: [],
  vintage: '2019',
  alcohol_percentage: 13.5,
  volume_ml: 750,
  price: 149,
  taste_clocks: { body: 8, roughness: 7, fruitacid: 8, sweetness: null, bitter: null, casque: null, smokiness: null },
  food_tags: [],
  image_url: null,
  thumbnail: null,
  is_organic: false,
  is_news: false,
  assortment: 'FS',
  assortment_text: 'Fast sortiment',
  is_discontinued: false,
  likes_count: 3,
};

export const testProfile: Profile = {
  id: 7,
  slug: 'anna',
  name: 'Anna',
  chosen_name: 'Anna',
  avatar: null,
  email: 'anna@example.se',
  likes_are_public: false,
  liked_products: [{ id: 1, product: wine, created_at: '2025-01-01T00:00:00Z' }],
  following: [{ id: 8, slug: 'bertil', name: 'Bertil', avatar: null }],
  followers_count: 2,
  following_count: 1,
  lists_count: 1,
  saved_lists_count: 0,
  created_at: '2025-01-01T00:00:00Z',
};
