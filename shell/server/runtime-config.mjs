// Builds /runtime-config.json: from the environment, or from RUNTIME_CONFIG_FILE re-read per request
// (so tests can repoint a remote without restarting or rebuilding anything).
import { readFile } from 'node:fs/promises';
import { REMOTES, remoteUrlVariable } from '@vinkompassen/shared-contracts/remote-modules';
import { createPointerReader, withLiveReleases } from '@vinkompassen/tooling/releases';

/** Each remote of the registry: its variable and its `npm start` address (port 3000 + its offset). */
const REMOTE_ENV = Object.fromEntries(
  Object.entries(REMOTES).map(([name, { portOffset }]) => [
    name,
    [remoteUrlVariable(name), `http://localhost:${3000 + portOffset}/mf-manifest.json`],
  ]),
);

function assertUrl(value, field) {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // fall through
  }
  throw new Error(`runtime config: ${field} must be an http(s) URL, got ${JSON.stringify(value)}`);
}

/**
 * `analytics` (optional; absent = on, no third-party script): `{ enabled?: boolean, scriptUrl?: string }`.
 * `enabled: false` is the kill switch (no consent banner, nothing sent); `scriptUrl` a third-party analytics or
 * session-recording script the page loads after 'Godkänn alla', whose origin the CSP then allows.
 */
function normalizeAnalytics(raw) {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object') throw new Error('runtime config: analytics must be an object');
  if (raw.enabled !== undefined && typeof raw.enabled !== 'boolean') {
    throw new Error('runtime config: analytics.enabled must be true or false');
  }
  const analytics = { enabled: raw.enabled !== false };
  if (raw.scriptUrl) analytics.scriptUrl = assertUrl(raw.scriptUrl, 'analytics.scriptUrl');
  return analytics;
}

/** Validates and fills defaults, so the browser always receives a complete config. */
export function normalizeRuntimeConfig(raw) {
  const apiBaseUrl = assertUrl(raw.apiBaseUrl, 'apiBaseUrl').replace(/\/+$/, '');
  const remotes = {};
  for (const name of Object.keys(REMOTE_ENV)) remotes[name] = assertUrl(raw.remotes?.[name], `remotes.${name}`);
  const newsletterUrl = raw.newsletterUrl ? assertUrl(raw.newsletterUrl, 'newsletterUrl') : `${apiBaseUrl}/subscribe`;
  const analytics = normalizeAnalytics(raw.analytics);
  return { apiBaseUrl, remotes, newsletterUrl, ...(analytics && { analytics }) };
}

/** ANALYTICS_ENABLED=false|0|off and ANALYTICS_SCRIPT_URL → the `analytics` section (none when neither is set). */
function analyticsFromEnv(env) {
  const off = /^(false|0|off|no)$/i.test(env.ANALYTICS_ENABLED ?? '');
  if (!off && !env.ANALYTICS_SCRIPT_URL) return undefined;
  return { enabled: !off, ...(env.ANALYTICS_SCRIPT_URL && { scriptUrl: env.ANALYTICS_SCRIPT_URL }) };
}

/**
 * The config last built and what it was built from (the file's text, or the environment's values): an unchanged
 * source answers the same object, so what is derived from a config (the CSP's origins, the page cache's key) is made
 * once per config rather than once per request.
 */
let last = null;
const built = (source, build) => {
  if (last?.source !== source) last = { source, config: build() };
  return last.config;
};

/** RELEASES_FILE (set by `npm start`): the live release of each remote (tooling/src/releases/), applied to its URL. */
const pointers = new Map();
async function liveReleases(env) {
  if (!env.RELEASES_FILE) return { text: '', live: {} };
  if (!pointers.has(env.RELEASES_FILE)) pointers.set(env.RELEASES_FILE, createPointerReader(env.RELEASES_FILE));
  return pointers.get(env.RELEASES_FILE)();
}
const released = (config, live) => ({ ...config, remotes: withLiveReleases(config.remotes, live) });

export async function runtimeConfigFromEnv(env) {
  const { text: pointer, live } = await liveReleases(env);
  if (env.RUNTIME_CONFIG_FILE) {
    const text = await readFile(env.RUNTIME_CONFIG_FILE, 'utf8');
    return built(text + pointer, () => released(normalizeRuntimeConfig(JSON.parse(text)), live));
  }
  const raw = {
    apiBaseUrl: env.API_URL || 'http://localhost:8000',
    remotes: Object.fromEntries(
      Object.entries(REMOTE_ENV).map(([name, [variable, fallback]]) => [name, env[variable] || fallback]),
    ),
    newsletterUrl: env.NEWSLETTER_URL || undefined,
    analytics: analyticsFromEnv(env),
  };
  return built(JSON.stringify(raw) + pointer, () => released(normalizeRuntimeConfig(raw), live));
}

/** The third-party script's origin, when one is configured and analytics are on. */
export function analyticsScriptOrigin(config) {
  const { analytics } = config;
  return analytics?.enabled !== false && analytics?.scriptUrl ? new URL(analytics.scriptUrl).origin : null;
}

/**
 * Origins the page may load code, styles, images and data from (for the CSP). `script` and `connect` add the
 * third-party analytics script's origin only when the config names one (and analytics are not switched off).
 */
export function allowedOrigins(config) {
  let origins = originsOf.get(config);
  if (!origins) originsOf.set(config, (origins = originsFor(config)));
  return origins;
}

const originsOf = new WeakMap();

function originsFor(config) {
  const remotes = Object.values(config.remotes).map((url) => new URL(url).origin);
  const code = [...new Set([...remotes, new URL(config.apiBaseUrl).origin])];
  const analytics = analyticsScriptOrigin(config);
  const extra = analytics ? [analytics] : [];
  return {
    code,
    script: [...new Set([...code, ...extra])],
    connect: [...new Set([...remotes, new URL(config.apiBaseUrl).origin, new URL(config.newsletterUrl).origin, ...extra])],
  };
}
