import type { InjectOptions } from 'fastify';
import type { AppInstance } from '../app';

export interface TestRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** Sends `Authorization: Token {token}`. */
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface TestResponse<T> {
  status: number;
  /** Parsed JSON when the answer is JSON, else the raw text. */
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * The one way API tests call the app: `request<Note>(app, {method, url, token, body})`. `T` is the contract type of
 * the expected answer (shared-contracts); error answers are typed by the caller (`ErrorBody`), never `any`.
 */
export async function request<T = unknown>(app: AppInstance, req: TestRequest): Promise<TestResponse<T>> {
  const res = await app.inject({
    method: req.method,
    url: req.url,
    headers: { ...req.headers, ...(req.token ? { authorization: `Token ${req.token}` } : {}) },
    ...(req.body !== undefined ? { payload: req.body as InjectOptions['payload'] } : {}),
    ...(req.remoteAddress ? { remoteAddress: req.remoteAddress } : {}),
  });
  const json = /^application\/json/.test(String(res.headers['content-type'] ?? '')) && res.body !== '';
  return { status: res.statusCode, body: (json ? JSON.parse(res.body) : res.body) as T, headers: res.headers };
}
