/**
 * For a wine without a taste text of its own: what Systembolaget's taste texts say about wines like it, counted
 * over the loaded catalog ('Syrah från Western Cape har ofta inslag av björnbär och peppar'). Only aromas that
 * recur in those texts are named, so nothing is invented; without enough such wines nothing is said.
 */
import { derived } from './derived';
import { REASON_TEXTS, STYLE_PLURALS } from './texts';
import type { EngineWine } from './types';

/** Texts needed before a group's aromas speak for it, and the share of them an aroma must appear in. */
const MIN_TEXTS = 5;
const MIN_SHARE = 0.3;
const NOTES = 2;

interface Group {
  texts: number;
  aromas: Map<string, number>;
}

/** The aromas a taste text lists after 'inslag av', as written ('björnbär', 'svarta vinbär'…). */
export function aromaList(taste: string | null): string[] {
  const list = taste ? /inslag av ([^.]+)/i.exec(taste)?.[1] : undefined;
  return list ? list.split(/,\s*|\s+och\s+/).map((x) => x.trim()).filter(Boolean) : [];
}

/** A text's aromas for counting: lower case, once each; 'fat' is the cellar's work, not the grape's. */
const aromasOf = (taste: string | null) => [...new Set(aromaList(taste).map((x) => x.toLowerCase()))].filter((x) => x !== 'fat');

/** Fortified and other wines group by their category (port, sherry…); the rest by style. */
const kindOf = (w: EngineWine) => (w.style === 'other' ? `other:${w.subcategory ?? w.category ?? ''}` : w.style);

/** The groups a wine belongs to, most specific first, each with how the reason names it. */
function groupsOf(w: EngineWine): { key: string; subject: string }[] {
  const kind = kindOf(w);
  const grape = derived(w).leadGrapeKeys[0];
  const grapeName = w.grapes[0];
  const out: { key: string; subject: string }[] = [];
  if (grape && grapeName) {
    if (w.region) out.push({ key: `${kind}|${grape}|r:${w.region}`, subject: REASON_TEXTS.from(w.region, grapeName) });
    if (w.country) out.push({ key: `${kind}|${grape}|c:${w.country}`, subject: REASON_TEXTS.from(w.country, grapeName) });
    out.push({ key: `${kind}|${grape}`, subject: grapeName });
  }
  const plural = STYLE_PLURALS[w.style];
  if (plural && w.region) out.push({ key: `${kind}|r:${w.region}`, subject: REASON_TEXTS.from(w.region, plural) });
  return out;
}

const learned = new WeakMap<EngineWine, string>();

/** Counts the catalog's aromas per group, then gives each wine without a taste text its group's clause. */
export function learnTypicalNotes(wines: readonly EngineWine[]): void {
  const groups = new Map<string, Group>();
  for (const w of wines) {
    const aromas = aromasOf(w.taste);
    if (aromas.length === 0) continue;
    for (const { key } of groupsOf(w)) {
      const g = groups.get(key) ?? { texts: 0, aromas: new Map<string, number>() };
      g.texts++;
      for (const a of aromas) g.aromas.set(a, (g.aromas.get(a) ?? 0) + 1);
      groups.set(key, g);
    }
  }
  for (const w of wines) {
    if (w.taste) continue;
    for (const { key, subject } of groupsOf(w)) {
      const g = groups.get(key);
      if (!g || g.texts < MIN_TEXTS) continue;
      const common = [...g.aromas]
        .filter(([, n]) => n >= g.texts * MIN_SHARE)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'sv'))
        .slice(0, NOTES)
        .map(([a]) => a);
      if (common.length === 0) continue;
      learned.set(w, REASON_TEXTS.typicalNotes(subject, common));
      break;
    }
  }
}

/** The clause learned for a wine without a taste text, or null. */
export const typicalNotes = (w: EngineWine): string | null => learned.get(w) ?? null;
