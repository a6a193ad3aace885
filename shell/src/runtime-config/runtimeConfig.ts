import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@vinkompassen/shared-contracts';
import { parseAnalyticsConfig, type AnalyticsConfig } from '../analytics/config';
import { runtimeConfigJson } from '../federation/firstScreen';

/** The contracts' RuntimeConfig plus the shell's `analytics` section (absent: analytics on, no third-party script). */
export type ShellRuntimeConfig = RuntimeConfig & { analytics?: AnalyticsConfig };

const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Validates `/runtime-config.json` (served by shell/server); throws on anything unexpected. */
export function parseRuntimeConfig(value: unknown): ShellRuntimeConfig {
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
  const analytics = parseAnalyticsConfig((raw as { analytics?: unknown }).analytics);
  return { apiBaseUrl: raw.apiBaseUrl, remotes, newsletterUrl, ...(analytics && { analytics }) };
}

/** The config the entry chunk already started fetching (federation/firstScreen.ts), validated. */
export async function loadRuntimeConfig(load: () => Promise<unknown> = runtimeConfigJson): Promise<ShellRuntimeConfig> {
  return parseRuntimeConfig(await load());
}
