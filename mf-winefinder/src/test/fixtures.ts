import type { RankedWine, TasteProfile, WinefinderAnswers, WinefinderChatResponse, WinefinderQuestion } from '@vinkompassen/shared-contracts/schemas';
import { chatResponse, productSummary } from '@vinkompassen/test-kit';

type Product = RankedWine['product'];

/** The wine finder tests' wine, a white Albariño for fish. */
export function product(overrides: Partial<Product> = {}): Product {
  return productSummary({
    id: 1,
    slug: 'fefinanes-albarino-1583',
    product_number: '1583',
    name: 'Albariño de Fefiñanes',
    name_thin: 'Rías Baixas',
    producer: { id: 1, slug: 'fefinanes', name: 'Palacio de Fefiñanes' },
    style: 'white',
    category: 'Vitt vin',
    country: { id: 1, slug: 'spanien', name: 'Spanien' },
    region: { id: 2, slug: 'galicien', name: 'Galicien' },
    vintage: '2023',
    alcohol_percentage: 12.5,
    price: 241,
    taste_clocks: { body: 6, roughness: null, fruitacid: 9, sweetness: 2, bitter: null, casque: null, smokiness: null },
    food_tags: [{ slug: 'fisk', name: 'Fisk' }],
    image_url: 'https://product-cdn.systembolaget.se/productimages/1583/1583_400.png',
    likes_count: 3,
    ...overrides,
  });
}

/** A suggestion ranked `rank`: "Vin <rank>", picked for fish. */
export function rankedWine(rank: number, overrides: Partial<Product> = {}, extra: Partial<RankedWine> = {}): RankedWine {
  const p = product({ id: rank, slug: `vin-${rank}`, name: `Vin ${rank}`, ...overrides });
  return {
    rank,
    product: p,
    score: 0.9 - rank / 100,
    confidence: 0.8,
    confidence_label: 'hög',
    reason: `Passar till fisk, frisk syra, ${p.price} kr`,
    reasons: ['Passar till fisk', 'Frisk syra', `${p.price} kr`],
    fixed_range: true,
    strict_match: true,
    note: null,
    ...extra,
  };
}

const any = { value: 'spelar-ingen-roll', label: 'Spelar ingen roll', count: null };

export const QUESTIONS: Record<'occasion' | 'food' | 'style', WinefinderQuestion> = {
  occasion: {
    id: 'occasion',
    text: 'Vad är tillfället?',
    multi: false,
    options: [{ value: 'middag', label: 'Middag', count: null }, { value: 'fest', label: 'Fest', count: null }, any],
  },
  food: {
    id: 'food',
    text: 'Vad ska du äta till vinet?',
    multi: true,
    options: [{ value: 'fisk', label: 'Fisk', count: 12 }, { value: 'not', label: 'Nöt', count: 20 }, any],
  },
  style: {
    id: 'style',
    text: 'Vilken sorts vin är du sugen på?',
    multi: true,
    options: [{ value: 'vitt', label: 'Vitt', count: 8 }, { value: 'rott', label: 'Rött', count: 1 }, any],
  },
};

const LABELS: Record<string, string> = { middag: 'Middag', fest: 'Fest', fisk: 'Fisk', not: 'Nöt', vitt: 'Vitt', rott: 'Rött' };
export const GREETING = 'Hej! Jag är din sommelier.';

/** A tiny stand-in for the engine: asks occasion, food, style in turn and counts down. */
export function fakeChat(body: { answers?: Record<string, string | string[]>; message?: string }): WinefinderChatResponse {
  const raw: Record<string, string | string[]> = { ...(body.answers ?? {}) };
  const understood: Record<string, string[]> = {};
  if (body.message?.includes('lax')) understood.food = ['fisk'];
  Object.assign(raw, understood);
  const answers: Record<string, string | string[]> = {};
  for (const [id, value] of Object.entries(raw)) answers[id] = id === 'occasion' ? value : Array.isArray(value) ? value : [value];
  const next = (['occasion', 'food', 'style'] as const).find((q) => !(q in answers));
  const answered = Object.keys(answers).length;
  const count = 32 - answered * 10;
  const messages = [
    ...(body.message ? [Object.keys(understood).length ? 'Jag uppfattade: till fisk.' : 'Det förstod jag inte riktigt.'] : []),
    ...(answered === 0 && !body.message ? [GREETING] : []),
    ...(answered > 0 ? [`Just nu passar ${count} viner.`] : []),
  ];
  return chatResponse({
    messages: messages.map((text) => ({ role: 'sommelier', text })),
    question: next ? QUESTIONS[next] : null,
    answers: answers as WinefinderAnswers,
    understood: understood as WinefinderAnswers,
    chips: Object.entries(answers).flatMap(([id, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => ({ question_id: id as 'food', value: v, label: LABELS[v] ?? v })),
    ),
    match_count: count,
    done: !next,
  });
}

/** A taste profile learned from three saved reds. */
export function tasteProfile(overrides: Partial<TasteProfile> = {}): TasteProfile {
  return {
    liked_count: 3,
    summary: 'Du verkar gilla fylliga röda viner runt 150 kr.',
    styles: [{ style: 'red', count: 3 }],
    symbols: [{ slug: 'lamm', name: 'Lamm', count: 2 }],
    clocks: [{ clock: 'body', mean: 9.3, spread: 0.5, label: 'fyllig' }],
    price: { low: 129, high: 179, median: 149 },
    reset_at: null,
    ...overrides,
  };
}
