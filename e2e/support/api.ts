/** The API as the specs call it (the one definition): JSON calls, anonymous or as a user, and unique e-mails. */

/** The password of every account the specs register. */
export const PASSWORD = 'vinkompassen-1';

/** The team's token for the collector's summary (the run's API is started with it). */
export const ANALYTICS_ADMIN_TOKEN = 'e2e-analytics-summary-token-0123456789';

export function env(name: 'E2E_API_URL' | 'E2E_SHELL_URL' | 'E2E_OUTBOX_DIR'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (global setup did not run)`);
  return value;
}

export interface Api {
  get<T>(path: string): Promise<T>;
  /** Throws unless the status is `expected` (any 2xx when not given). */
  post<T>(path: string, body?: unknown, expected?: number): Promise<T>;
  delete<T>(path: string, body?: unknown): Promise<T>;
  /** Any call, with its status instead of throwing. */
  send<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  /** The same calls with a user's token. */
  as(user: { token: string } | string): Api;
}

function client(baseUrl: () => string, token?: string): Api {
  const send = async <T>(method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Token ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  const call = async <T>(method: string, path: string, body?: unknown, expected?: number): Promise<T> => {
    const res = await send<T>(method, path, body);
    const ok = expected !== undefined ? res.status === expected : res.status >= 200 && res.status < 300;
    if (!ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  return {
    get: (path) => call('GET', path),
    post: (path, body, expected) => call('POST', path, body, expected),
    delete: (path, body) => call('DELETE', path, body),
    send,
    as: (user) => client(baseUrl, typeof user === 'string' ? user : user.token),
  };
}

/** Anonymous calls to the run's API; `api.as(user)` for a user's. */
export const api: Api = client(() => env('E2E_API_URL'));

/** The same client for another API server (a spec's own). */
export const apiAt = (url: string): Api => client(() => url);

let emails = 0;
/** An address no run has registered yet (per worker, per run, per call). */
export const uniqueEmail = (tag: string) =>
  `${tag}-w${process.env.TEST_WORKER_INDEX ?? 0}-${Date.now()}-${++emails}@example.se`;

export interface TestUser {
  token: string;
  id: number;
  slug: string;
  name: string;
}

/** A new account through the API, with its token, id and slug (registrations are rate limited: use sparingly). */
export async function registerUser(name: string, email = uniqueEmail('user'), password = PASSWORD): Promise<TestUser> {
  const { key } = await api.post<{ key: string }>('/auth/registration/', { email, name, password1: password, password2: password }, 201);
  const profile = await api.as(key).get<{ id: number; slug: string }>('/auth/profile/');
  return { token: key, id: profile.id, slug: profile.slug, name };
}

/** The ids of the wines a token's user has saved. */
export async function savedWineIds(token: string): Promise<number[]> {
  const profile = await api.as(token).get<{ liked_products: { product: { id: number } }[] }>('/auth/profile/');
  return profile.liked_products.map((liked) => liked.product.id);
}
