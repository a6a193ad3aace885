// Builds /runtime-config.json: from the environment, or from RUNTIME_CONFIG_FILE re-read per request
// (so tests can repoint a remote without restarting or rebuilding anything).
import { readFile } from 'node:fs/promises';

export const REMOTE_ENV = {
  discovery: ['REMOTE_DISCOVERY_URL', 'http://localhost:3001/mf-manifest.json'],
  winefinder: ['REMOTE_WINEFINDER_URL', 'http://localhost:3002/mf-manifest.json'],
  social: ['REMOTE_SOCIAL_URL', 'http://localhost:3003/mf-manifest.json'],
  account: ['REMOTE_ACCOUNT_URL', 'http://localhost:3004/mf-manifest.json'],
};

function assertUrl(value, field) {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // fall through
  }
  throw new Error(`runtime config: ${field} must be an http(s) URL, got ${JSON.stringify(value)}`);
}

/** Validates and fills defaults, so the browser always receives a complete config. */
export function normalizeRuntimeConfig(raw) {
  const apiBaseUrl = assertUrl(raw.apiBaseUrl, 'apiBaseUrl').replace(/\/+$/, '');
  const remotes = {};
  for (const name of Object.keys(REMOTE_ENV)) remotes[name] = assertUrl(raw.remotes?.[name], `remotes.${name}`);
  const newsletterUrl = raw.newsletterUrl ? assertUrl(raw.newsletterUrl, 'newsletterUrl') : `${apiBaseUrl}/subscribe`;
  return { apiBaseUrl, remotes, newsletterUrl };
}

export async function runtimeConfigFromEnv(env) {
  if (env.RUNTIME_CONFIG_FILE) {
    return normalizeRuntimeConfig(JSON.parse(await readFile(env.RUNTIME_CONFIG_FILE, 'utf8')));
  }
  return normalizeRuntimeConfig({
    apiBaseUrl: env.API_URL || 'http://localhost:8000',
    remotes: Object.fromEntries(
      Object.entries(REMOTE_ENV).map(([name, [variable, fallback]]) => [name, env[variable] || fallback]),
    ),
    newsletterUrl: env.NEWSLETTER_URL || undefined,
  });
}

/** Origins the page may load code, styles, images and data from (for the CSP). */
export function allowedOrigins(config) {
  const remotes = Object.values(config.remotes).map((url) => new URL(url).origin);
  return {
    code: [...new Set([...remotes, new URL(config.apiBaseUrl).origin])],
    connect: [...new Set([...remotes, new URL(config.apiBaseUrl).origin, new URL(config.newsletterUrl).origin])],
  };
}
