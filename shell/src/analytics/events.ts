import {
  ANALYTICS_EVENT_NAMES,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsEventProps,
} from '@vinkompassen/shared-contracts';
// Types only: the zod schemas stay out of the shell's bundle.
import type { AnalyticsEventInput } from '@vinkompassen/shared-contracts/schemas';

/** One event as the collector takes it: the bus event with `at` and `id`. */
export type OutgoingEvent = AnalyticsEventInput;

/** The collector's limit per batch (MAX_EVENTS_PER_BATCH of the contracts' zod module; a test keeps them equal). */
export const MAX_EVENTS_PER_BATCH = 50;

/** Longest search text the collector takes. */
const MAX_QUERY_LENGTH = 200;

/** The props each event may carry; anything else a remote adds is dropped before it could leave the browser. */
const ALLOWED_PROPS: { readonly [K in AnalyticsEventName]: readonly (keyof AnalyticsEventProps[K] & string)[] } = {
  c_page_view: ['route'],
  c_search: ['kind', 'result_count', 'query'],
  c_winefinder_answer: ['question_id'],
  c_winefinder_results: ['answered', 'result_count'],
  c_wine_saved: ['product_id'],
  c_list_created: ['is_public', 'product_count'],
  c_newsletter_signup: [],
  c_store_selected: [],
};

const isKnownName = (name: unknown): name is AnalyticsEventName =>
  typeof name === 'string' && (ANALYTICS_EVENT_NAMES as string[]).includes(name);

const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean';

/**
 * The search text, only where it cannot point at a person: never for a signed-in user (the catalogue's rule),
 * never for user searches (a name), never when it looks like an e-mail address.
 */
function keepQuery(query: unknown, kind: unknown, signedIn: boolean): string | undefined {
  if (signedIn || (kind !== 'wine' && kind !== 'dish') || typeof query !== 'string') return undefined;
  const text = query.trim().slice(0, MAX_QUERY_LENGTH);
  return text === '' || text.includes('@') ? undefined : text;
}

/**
 * The event as it may leave the browser, stamped with `at` and its `id` (the collector stores an id once), or null
 * for a name outside the catalogue (a remote built against another version of it). Only the catalogue's props of
 * scalar values are kept.
 */
export function prepareEvent(event: AnalyticsEvent, { signedIn, at, id }: { signedIn: boolean; at: string; id: string }): OutgoingEvent | null {
  const { name } = event;
  if (!isKnownName(name)) return null;
  const raw = (typeof event.props === 'object' && event.props !== null ? event.props : {}) as Record<string, unknown>;
  const props: Record<string, string | number | boolean> = {};
  for (const key of ALLOWED_PROPS[name] as readonly string[]) {
    if (key === 'query') continue;
    if (isScalar(raw[key])) props[key] = raw[key];
  }
  if (name === 'c_search') {
    const query = keepQuery(raw.query, raw.kind, signedIn);
    if (query !== undefined) props.query = query;
  }
  return { name, props, at, id } as OutgoingEvent;
}
