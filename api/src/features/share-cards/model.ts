/**
 * What a share card shows, as plain data: built from the same reads as the entity's own API route, so the card says
 * what the page says. The card's version (its ETag and cache key) is a hash of this data, so a renamed list, a new
 * wine in it, a new display name or a new price makes a new card, and nothing else does.
 */
import { createHash } from 'node:crypto';
import { formatNumber, formatPrice, formatVolume } from '@vinkompassen/shared-contracts/format';
import type { Dish, Product, ProductSummary, UserList, WineStyle } from '@vinkompassen/shared-contracts/schemas';
import { CARD_TEXTS } from './texts';

export type CardKind = 'product' | 'dish' | 'user-list';

/** A bottle on the card: the wine's tiny thumbnail (WebP data URI) gives its colours; the style a fallback tint. */
export interface CardBottle {
  thumbnail: string | null;
  style: WineStyle;
}

export interface CardModel {
  kind: CardKind;
  /** Small capitals above the title: the style, 'Vin till maten', 'Vinlista'. */
  kicker: string;
  title: string;
  subtitle: string | null;
  /** Short lines under the subtitle (origin, grapes, taste, number of wines). */
  details: string[];
  /** '129 kr', '89–249 kr'; null when there is no wine to price. */
  price: string | null;
  /** Small tags beside the price ('Ekologiskt'). */
  tags: string[];
  bottles: CardBottle[];
}

/** Changing the layout changes every card: bump this so caches and ETags move on too. */
export const CARD_LAYOUT_VERSION = 1;

/** Most bottles on a dish or list card. */
export const MAX_BOTTLES = 3;

const bottleOf = (p: ProductSummary): CardBottle => ({ thumbnail: p.thumbnail, style: p.style });

/** '89–249 kr' over whole kronor (a range reads better without öre); one price → '129 kr', '89,90 kr'. */
export function priceRange(prices: readonly number[]): string | null {
  if (prices.length === 0) return null;
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  if (lo === hi) return formatPrice(lo);
  const [from, to] = [Math.floor(lo), Math.ceil(hi)];
  return from === to ? formatPrice(from) : `${formatNumber(from)}–${formatNumber(to)} kr`;
}

const joinNonEmpty = (parts: readonly (string | null | undefined)[], separator: string) =>
  parts.filter((p): p is string => Boolean(p && p.trim())).join(separator);

export function productCard(p: Product): CardModel {
  const volume = p.volume_ml && p.volume_ml !== 750 ? formatVolume(p.volume_ml) : null;
  return {
    kind: 'product',
    kicker: joinNonEmpty([p.category, p.category_level3], ' · '),
    title: p.name,
    subtitle: joinNonEmpty([p.name_thin, p.vintage], ' ') || p.producer?.name || null,
    details: [
      joinNonEmpty([p.country?.name, p.region?.name], ', '),
      joinNonEmpty(p.grapes.slice(0, 3).map((g) => g.name), ', '),
    ].filter(Boolean),
    price: joinNonEmpty([formatPrice(p.price), volume], ' · '),
    tags: p.is_organic ? [CARD_TEXTS.product.organic] : [],
    bottles: [bottleOf(p)],
  };
}

export function dishCard(dish: Dish, wines: readonly ProductSummary[]): CardModel {
  const shown = wines.slice(0, MAX_BOTTLES);
  return {
    kind: 'dish',
    kicker: CARD_TEXTS.dish.kicker,
    title: dish.name,
    subtitle: CARD_TEXTS.dish.pairsWith(dish.styles),
    details: [dish.taste].filter(Boolean),
    price: priceRange(shown.map((w) => w.price)),
    tags: shown.length ? [CARD_TEXTS.dish.suggestions(shown.length)] : [],
    // No wine to show yet (an empty catalog): plain bottles of the styles the dish suits.
    bottles: shown.length ? shown.map(bottleOf) : (dish.styles.length ? dish.styles : (['white'] as const)).slice(0, MAX_BOTTLES).map((style) => ({ thumbnail: null, style })),
  };
}

export function userListCard(list: UserList): CardModel {
  const wines = list.product_list;
  return {
    kind: 'user-list',
    kicker: CARD_TEXTS.userList.kicker,
    title: list.name,
    subtitle: CARD_TEXTS.userList.by(list.owner.name),
    details: [CARD_TEXTS.userList.count(wines.length)],
    price: priceRange(wines.map((w) => w.price)),
    tags: [],
    // An empty list still shows a (plain) bottle.
    bottles: wines.length ? wines.slice(0, MAX_BOTTLES).map(bottleOf) : [{ thumbnail: null, style: 'red' }],
  };
}

/**
 * The site's own card, answered for a card whose render could not start in time (a burst): an image all the same,
 * which crawlers are told not to keep.
 */
export function brandCard(): CardModel {
  return {
    kind: 'dish',
    kicker: CARD_TEXTS.tagline,
    title: CARD_TEXTS.brand,
    subtitle: CARD_TEXTS.brandSubtitle,
    details: [],
    price: null,
    tags: [],
    bottles: (['red', 'white', 'rose'] as const).map((style) => ({ thumbnail: null, style })),
  };
}

/** The card's version: a short hash of the layout version and everything the card shows. */
export function cardVersion(model: CardModel): string {
  return createHash('sha256').update(`${CARD_LAYOUT_VERSION}\n${JSON.stringify(model)}`).digest('base64url').slice(0, 22);
}
