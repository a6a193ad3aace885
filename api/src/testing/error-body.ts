import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Every 4xx is JSON: `{detail: string}` or field errors `{field: [messages]}`; never a 5xx. */
export function expectCleanAnswer(res: LightMyRequestResponse, label: string): void {
  expect(res.statusCode, `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(res.body);
  expect(isErrorBody(body), `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBe(true);
}

export function isErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  if (entries.length === 0) return false;
  if (typeof (body as { detail?: unknown }).detail === 'string') return (body as { detail: string }).detail.length > 0;
  return entries.every(([, v]) => Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string' && m.length > 0));
}
