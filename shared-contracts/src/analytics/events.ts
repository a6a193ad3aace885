/**
 * The analytics events ('c_' prefix, as the spec names them): each name, its payload and why we collect it.
 * Remotes announce events on the bus with `track()`; only the shell decides whether anything leaves the
 * browser (after consent). Payloads hold no personal data: no user id, no e-mail, no free text of a
 * logged-in user (the shell drops `query` when someone is signed in).
 */
import type { RouteKey } from '../routes/routes';
import type { WinefinderQuestionId } from '../api/winefinder';

export interface AnalyticsEventProps {
  c_page_view: { route: RouteKey };
  c_search: { kind: 'wine' | 'user' | 'dish'; result_count: number; query?: string };
  c_winefinder_answer: { question_id: WinefinderQuestionId };
  c_winefinder_results: { answered: number; result_count: number };
  c_wine_saved: { product_id: number };
  c_list_created: { is_public: boolean; product_count: number };
  c_newsletter_signup: Record<string, never>;
  c_store_selected: Record<string, never>;
}

export type AnalyticsEventName = keyof AnalyticsEventProps;

/** One event as it travels on the bus and to the collector. */
export type AnalyticsEvent = { [K in AnalyticsEventName]: { name: K; props: AnalyticsEventProps[K] } }[AnalyticsEventName];

/** Why each event is collected (the README lists the same; a test keeps them in step). */
export const ANALYTICS_EVENT_PURPOSES: { readonly [K in AnalyticsEventName]: string } = {
  c_page_view: 'Which screens are used, by route name (never the URL: it may hold a user or list name).',
  c_search: 'Whether searches find something: kind and result count; the query text only for anonymous visitors.',
  c_winefinder_answer: 'Which wine finder questions people answer (the question, not the answer).',
  c_winefinder_results: 'How many reach the wine finder results, after how many answers, and whether any wine matched.',
  c_wine_saved: 'Which wines are saved (the wine, not who saved it).',
  c_list_created: 'Whether lists get made, public or private, and how long they start.',
  c_newsletter_signup: 'That the newsletter form was sent (not the address).',
  c_store_selected: 'That people choose a store for stock (not which one: it says where they live).',
};

export const ANALYTICS_EVENT_NAMES = Object.keys(ANALYTICS_EVENT_PURPOSES) as AnalyticsEventName[];
