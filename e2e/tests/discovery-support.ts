import type { Page } from '@playwright/test';

/** Helpers of the discovery specs: the API as the browser sees it, for facts to check the pages against. */

export const PASSWORD = 'vinkompassen-1';

function apiUrl(): string {
  const value = process.env.E2E_API_URL;
  if (!value) throw new Error('E2E_API_URL is not set (global setup did not run)');
  return value;
}

export async function api<T>(method: string, pathname: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${apiUrl()}${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${pathname} → ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export interface WineRef {
  id: number;
  slug: string;
  name: string;
  name_thin: string | null;
  food_tags: { slug: string; name: string }[];
}

export const fullName = (wine: Pick<WineRef, 'name' | 'name_thin'>) => (wine.name_thin ? `${wine.name} ${wine.name_thin}` : wine.name);

export const count = async (query: string) => (await api<{ count: number }>('GET', `/api/v1/product/?page_size=1&${query}`)).count;

/** A wine of the fixed range and a store that has it on the shelf (demo stock). */
export async function wineInStock(): Promise<{ wine: WineRef; store: { site_id: string; name: string; city: string | null }; quantity: number }> {
  const wines = await api<{ results: WineRef[] }>('GET', '/api/v1/product/?assortment=FS&page_size=20');
  for (const wine of wines.results) {
    const stock = await api<{ results: { quantity: number; store: { site_id: string; name: string; city: string | null } }[] }>(
      'GET',
      `/api/v1/stock/?product_id=${wine.id}&page_size=1`,
    );
    const row = stock.results[0];
    if (row) return { wine, store: row.store, quantity: row.quantity };
  }
  throw new Error('no wine of the fixed range is in stock anywhere');
}

export const uniqueEmail = (tag: string) => `discovery-${tag}-w${process.env.TEST_WORKER_INDEX ?? 0}-${Date.now()}@example.se`;

/** A new account through the API (registrations are rate limited per IP: use sparingly). */
export async function register(email: string, name: string): Promise<string> {
  const { key } = await api<{ key: string }>('POST', '/auth/registration/', { email, name, password1: PASSWORD, password2: PASSWORD });
  return key;
}

export async function savedWineIds(token: string): Promise<number[]> {
  const profile = await api<{ liked_products: { product: { id: number } }[] }>('GET', '/auth/profile/', undefined, token);
  return profile.liked_products.map((liked) => liked.product.id);
}

/** Keeps the homescreen banner and the newsletter modal out of the way. */
export async function quietOverlays(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('homescreen', '1');
    localStorage.setItem('newsletter', '1');
  });
}
