import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@vinkompassen/shared-contracts';

const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Validates `/runtime-config.json` (served by shell/server); throws on anything unexpected. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const raw = value as Partial<RuntimeConfig> | null;
  if (!raw || !isUrl(raw.apiBaseUrl) || typeof raw.remotes !== 'object' || raw.remotes === null) {
    throw new Error('runtime-config.json: apiBaseUrl and remotes are required');
  }
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const entry = (raw.remotes as Record<string, unknown>)[name];
    if (!isUrl(entry)) throw new Error(`runtime-config.json: remotes.${name} must be a URL`);
    remotes[name] = entry;
  }
  const newsletterUrl = isUrl(raw.newsletterUrl) ? raw.newsletterUrl : `${raw.apiBaseUrl.replace(/\/+$/, '')}/subscribe`;
  return { apiBaseUrl: raw.apiBaseUrl, remotes, newsletterUrl };
}

export async function loadRuntimeConfig(fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> {
  // Default fetch options so the <link rel=preload> in index.html is reused; the server sends no-store.
  const response = await fetchFn('/runtime-config.json');
  if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
