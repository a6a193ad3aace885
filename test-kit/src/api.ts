import { http, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi } from '@vinkompassen/shared-contracts';
import type { ApiRoutes } from './handlers';

/** The API origin in tests; the packages get theirs the same way at run time, through `configureApi`. */
export const API_URL = 'http://api.test';


/** One request the screen made to the API, with its JSON (or form) body already read. */
export interface ApiCall {
  method: string;
  url: URL;
  path: string;
  search: string;
  body: unknown;
  /** An unread copy, for bodies the parsed `body` does not cover. */
  request: Request;
}

declare const bodyBrand: unique symbol;
declare const errorBrand: unique symbol;
/** A response whose JSON body is known to be a `T`. */
export type TypedResponse<T> = Response & { readonly [bodyBrand]: T };
/** An error response: its body is the API's error shape, not the route's. */
export type ErrorResponse = Response & { readonly [errorBrand]: true };

/** What a route's resolver may answer: the body itself (200, `undefined` for 204), `reply(…)` or `fail(…)`. */
export type Reply<T> = T | TypedResponse<T> | ErrorResponse;
export type Resolver<T> = (request: Request, call: ApiCall) => Reply<T> | Promise<Reply<T>>;

const jsonResponse = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });

// A string is sent as is (a proxy's plain-text error page), null as no body, anything else as JSON.
const errorResponse = (status: number, body: unknown) =>
  typeof body === 'string'
    ? new Response(body, { status, headers: { 'Content-Type': 'text/plain' } })
    : jsonResponse(status, body === null ? undefined : body);

/** A success other than 200 (e.g. 201), its body checked against the route. */
export const reply = <T>(status: number, body: T) => jsonResponse(status, body) as TypedResponse<T>;

/** 204 No Content. */
export const noContent = () => jsonResponse(204, undefined) as TypedResponse<undefined>;

/** An error answer (4xx/5xx): the API's error body (`{ detail: '…' }`, field errors), a text page or `null` for none. */
export const fail = (status: number, body: unknown = {}) => errorResponse(status, body) as ErrorResponse;

/** An answer the test gives later, to look at the screen while the request is in flight. */
export function deferred<T>() {
  let resolve: (answer: Reply<T>) => void = () => undefined;
  const promise = new Promise<Reply<T>>((settle) => (resolve = settle));
  return { promise, resolve };
}

// `'GET /users/:user/'` matches `'GET /users/bertil/'`: a parameter stands for one non-empty path segment.
type Segment<V extends string> = V extends '' ? false : V extends `${string}/${string}` ? false : true;
type Matches<P extends string, K extends string> = P extends `${infer Head}:${infer Rest}`
  ? K extends `${Head}${infer KTail}`
    ? Rest extends `${string}/${infer PAfter}`
      ? KTail extends `${infer Value}/${infer KAfter}`
        ? Segment<Value> extends true
          ? Matches<PAfter, KAfter>
          : false
        : false
      : Segment<KTail>
    : false
  : [P, K] extends [K, P]
    ? true
    : false;

/** The response body the contracts give a concrete route such as `'GET /api/v1/catalogs/redaktionens-val'`. */
export type BodyOf<K extends string> = K extends keyof ApiRoutes
  ? ApiRoutes[K]
  : { [P in keyof ApiRoutes & string]: Matches<P, K> extends true ? ApiRoutes[P] : never }[keyof ApiRoutes & string];

/** Routes keyed `'METHOD /path'` (the query is not part of the key); a route the contracts lack is a type error. */
export type RouteTable<K extends string> = {
  [P in K]?: [BodyOf<P>] extends [never] ? `${P} is not a route of the API contracts` : Resolver<BodyOf<P>>;
};

export interface MockedApi {
  /** Every API request, in order, including those answered 404 for want of a route. */
  calls: ApiCall[];
  /** The parsed bodies of the calls to `'METHOD /path'`. */
  bodies: (key: string) => unknown[];
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function record(calls: ApiCall[], request: Request): Promise<ApiCall> {
  const url = new URL(request.url);
  const call = { method: request.method, url, path: url.pathname, search: url.search, body: await readBody(request.clone()), request: request.clone() };
  calls.push(call);
  return call;
}

const notFound = () => fail(404, { detail: 'Hittades inte.' });

/** The one MSW server of the front-end tests (`setup.ts` starts it); an API route no test set up answers 404. */
export const server = setupServer(http.all(`${API_URL}/*`, notFound));

/**
 * Serves `routes` from the API for the rest of the test, replacing earlier ones (MSW handlers built from
 * the table); other API paths answer 404. Also points the shared RTK Query client at the test API.
 */
export function mockApi<K extends string>(routes: RouteTable<K>): MockedApi {
  configureApi({ baseUrl: API_URL });
  const calls: ApiCall[] = [];
  const entries = Object.entries<unknown>(routes).filter((entry): entry is [string, Resolver<unknown>] => typeof entry[1] === 'function');
  const handlers: HttpHandler[] = entries.map(([key, resolver]) => {
    const [method = 'GET', path = '/'] = key.split(' ');
    return http[method.toLowerCase() as 'get'](`${API_URL}${path}`, async ({ request }) => {
      const call = await record(calls, request);
      const answer = await resolver(request, call);
      return answer instanceof Response ? answer : jsonResponse(answer === undefined ? 204 : 200, answer);
    });
  });
  const fallback = http.all(`${API_URL}/*`, async ({ request }) => {
    await record(calls, request);
    return notFound();
  });
  server.resetHandlers();
  server.use(...handlers, fallback);
  return {
    calls,
    bodies: (key) => calls.filter((call) => `${call.method} ${call.path}` === key).map((call) => call.body),
  };
}
