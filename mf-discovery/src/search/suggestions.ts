import { ROUTES, dishPath, productPath } from '@vinkompassen/shared-contracts';
import type { SuggestResponse } from '@vinkompassen/shared-contracts/schemas';
import { TEXTS, SUGGEST_TEXTS } from '../texts';

export type SuggestionGroup = 'wines' | 'producers' | 'grapes' | 'regions' | 'dishes';

/** The order the groups are shown in. */
export const SUGGESTION_GROUPS: readonly SuggestionGroup[] = ['wines', 'producers', 'grapes', 'regions', 'dishes'];

export interface Suggestion {
  /** Unique within one response; also the stem of the option's DOM id. */
  key: string;
  group: SuggestionGroup;
  label: string;
  detail: string;
  /** Where choosing it goes. */
  href: string;
  /** The search box text after choosing it: a producer is searched by name, filters leave the box empty. */
  text: string | null;
}

const searchHref = (params: Record<string, string>) => `${ROUTES.search}?${new URLSearchParams(params).toString()}`;

/** The response as options, grouped in display order (a wine → its page, a grape/place → the filter, a dish → its page). */
export function toSuggestions(response: SuggestResponse | undefined): Suggestion[] {
  if (!response) return [];
  const wineCount = TEXTS.common.wineCount;
  const wineLabel = (w: SuggestResponse['wines'][number]) => (w.name_thin ? `${w.name} ${w.name_thin}` : w.name);
  const labels = response.wines.map(wineLabel);
  return [
    ...response.wines.map((w, i) => ({
      key: `wine-${w.id}`,
      group: 'wines' as const,
      label: labels[i]!,
      // Two wines of the same name (sizes, vintages) are told apart by their number, as on Systembolaget.
      // Systembolaget's own category ('Starkvin' for port), else the style's name.
      detail: labels.indexOf(labels[i]!) !== labels.lastIndexOf(labels[i]!)
        ? SUGGEST_TEXTS.wineNumbered(w.category ?? TEXTS.styles[w.style], w.product_number)
        : (w.category ?? TEXTS.styles[w.style]),
      href: productPath(w.slug),
      text: null,
    })),
    // The product list has no producer filter: a producer is a search for its name.
    ...response.producers.map((p) => ({
      key: `producer-${p.id}`,
      group: 'producers' as const,
      label: p.name,
      detail: wineCount(p.product_count),
      href: searchHref({ q: p.name }),
      text: p.name,
    })),
    ...response.grapes.map((g) => ({
      key: `grape-${g.id}`,
      group: 'grapes' as const,
      label: g.name,
      detail: wineCount(g.product_count),
      href: searchHref({ grape: g.slug }),
      text: '',
    })),
    ...response.regions.map((r) => ({
      key: `${r.kind}-${r.id}`,
      group: 'regions' as const,
      label: r.name,
      detail: r.country ? `${r.country}, ${wineCount(r.product_count)}` : wineCount(r.product_count),
      href: searchHref({ [r.kind]: r.slug }),
      text: '',
    })),
    ...response.dishes.map((d) => ({
      key: `dish-${d.id}`,
      group: 'dishes' as const,
      label: d.name,
      detail: wineCount(d.product_count),
      href: dishPath(d.slug),
      text: null,
    })),
  ];
}

/** One character folded as the API folds text (lower case, no diacritics), so positions stay aligned. */
const foldChar = (c: string) => (c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()[0] ?? c);
const fold = (s: string) => Array.from(s, foldChar).join('');

export interface Segment {
  text: string;
  match: boolean;
}

/**
 * `label` split into matched and unmatched parts: where a word of the query starts a word of the label
 * (case and diacritics ignored). A typo-corrected suggestion may match nothing: then it is one plain part.
 */
export function highlight(label: string, query: string): Segment[] {
  const chars = Array.from(label);
  const folded = chars.map(foldChar);
  const marked = new Array<boolean>(chars.length).fill(false);
  const words = fold(query).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  for (const word of words) {
    for (let i = 0; i + word.length <= folded.length; i++) {
      const atWordStart = i === 0 || !/[\p{L}\p{N}]/u.test(folded[i - 1]!);
      if (atWordStart && folded.slice(i, i + word.length).join('') === word) marked.fill(true, i, i + word.length);
    }
  }
  const segments: Segment[] = [];
  chars.forEach((c, i) => {
    const last = segments[segments.length - 1];
    if (last && last.match === marked[i]) last.text += c;
    else segments.push({ text: c, match: marked[i]! });
  });
  return segments;
}
