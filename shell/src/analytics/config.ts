/**
 * `analytics` in /runtime-config.json (absent: on, no third-party script). A shell-side extension of the
 * contracts' RuntimeConfig until shared-contracts carries it.
 */
export interface AnalyticsConfig {
  /** The kill switch: false → no consent banner, nothing collected or sent, no third-party script. */
  enabled: boolean;
  /** A third-party analytics or session-recording script, loaded only after 'Godkänn alla'. */
  scriptUrl?: string;
}

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The analytics part of the runtime config, or undefined when absent or not an object. */
export function parseAnalyticsConfig(raw: unknown): AnalyticsConfig | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { enabled, scriptUrl } = raw as { enabled?: unknown; scriptUrl?: unknown };
  return { enabled: enabled !== false, ...(isHttpUrl(scriptUrl) && { scriptUrl }) };
}

/** Analytics are on unless the config says `enabled: false`; without any runtime config there is nowhere to send. */
export const analyticsOn = (config: { analytics?: AnalyticsConfig } | null): boolean =>
  config !== null && config.analytics?.enabled !== false;

/**
 * What the store's `analyticsEnabled` says for this runtime config, or null when analytics are off. The server and
 * the browser both dispatch it before their first render, so the page hydrates with the state the server rendered.
 */
export const analyticsSettings = (config: { analytics?: AnalyticsConfig } | null): { thirdParty: boolean } | null =>
  config !== null && analyticsOn(config) ? { thirdParty: config.analytics?.scriptUrl !== undefined } : null;

export const EVENTS_PATH = '/api/v1/events/';

export const eventsEndpoint = (apiBaseUrl: string): string => `${apiBaseUrl.replace(/\/+$/, '')}${EVENTS_PATH}`;
