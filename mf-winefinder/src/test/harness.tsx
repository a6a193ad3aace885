import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi, vinApi, type AuthState } from '@vinkompassen/shared-contracts';
import type { RankedWine, WinefinderChatResponse } from '@vinkompassen/shared-contracts/schemas';

export const API = 'http://api.test';

/** A store shaped like the shell's (auth + vinApi), so remote pages run as they do inside it. */
export function createTestStore(token: string | null = null) {
  configureApi({ baseUrl: API });
  const auth: AuthState = { token, authenticated: token !== null };
  return configureStore({
    reducer: { auth: (state: AuthState = auth) => state, [vinApi.reducerPath]: vinApi.reducer },
    middleware: (getDefault) => getDefault({ immutableCheck: false, serializableCheck: false }).concat(vinApi.middleware),
  });
}

export interface ApiCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown } | undefined;
type Handler = (call: ApiCall) => Answer | Promise<Answer>;

/** Replaces fetch with `handler`; returns the calls made. Unhandled calls answer 404. */
export function mockApi(handler: Handler): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call = { method: request.method, path: url.pathname, search: url.search, body: text ? (JSON.parse(text) as unknown) : undefined };
    calls.push(call);
    const answer = (await handler(call)) ?? { status: 404, body: { detail: 'Hittades inte.' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** Shows the current location, to assert on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders `ui` at `url` inside a router (pattern `pattern`) and the test store. */
export function renderAt(ui: ReactElement, { url, pattern, token = null }: { url: string; pattern: string; token?: string | null }) {
  const store = createTestStore(token);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

type Product = RankedWine['product'];

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    slug: 'fefinanes-albarino-1583',
    product_number: '1583',
    name: 'Albariño de Fefiñanes',
    name_thin: 'Rías Baixas',
    producer: { id: 1, slug: 'fefinanes', name: 'Palacio de Fefiñanes' },
    style: 'white',
    category: 'Vitt vin',
    country: { id: 1, slug: 'spanien', name: 'Spanien' },
    region: { id: 2, slug: 'galicien', name: 'Galicien' },
    grapes: [],
    vintage: '2023',
    alcohol_percentage: 12.5,
    volume_ml: 750,
    price: 241,
    taste_clocks: { body: 6, roughness: null, fruitacid: 9, sweetness: 2, bitter: null, casque: null, smokiness: null },
    food_tags: [{ slug: 'fisk', name: 'Fisk' }],
    image_url: 'https://product-cdn.systembolaget.se/productimages/1583/1583_400.png',
    thumbnail: null,
    is_organic: false,
    is_news: false,
    assortment: 'FS',
    assortment_text: 'Fast sortiment',
    is_discontinued: false,
    likes_count: 3,
    ...overrides,
  };
}

export function rankedWine(rank: number, overrides: Partial<Product> = {}, extra: Partial<RankedWine> = {}): RankedWine {
  const p = product({ id: rank, slug: `vin-${rank}`, name: `Vin ${rank}`, ...overrides });
  return {
    rank,
    product: p,
    score: 0.9 - rank / 100,
    confidence: 0.8,
    confidence_label: 'hög',
    reason: `Passar till fisk, frisk syra, ${p.price} kr`,
    reasons: ['Passar till fisk', 'Frisk syra', `${p.price} kr`],
    fixed_range: true,
    strict_match: true,
    note: null,
    ...extra,
  };
}

/** A chat answer with sensible defaults. */
export function chatResponse(overrides: Partial<WinefinderChatResponse> = {}): WinefinderChatResponse {
  return {
    messages: [],
    question: null,
    actions: [{ id: 'show_wines', label: 'Visa vinerna nu' }],
    answers: {},
    understood: {},
    chips: [],
    match_count: 32,
    fixed_range_count: 4,
    done: false,
    ...overrides,
  };
}
