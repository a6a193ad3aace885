/**
 * The card of a wine, a dish or a public user list, read with the same repositories and id-or-slug handling as their
 * own API routes. null when there is nothing public to show: an unknown id or slug, or a private list (whoever asks:
 * a card is fetched by crawlers and chat apps, never as a user).
 */
import type { Database } from '@/db/client';
import { toDish, winesForDish } from '../dish-pages';
import { findListedDish as findDish } from '../food-knowledge';
import { loadProductByIdOrSlug } from '../products';
import { findList, serializeList } from '../user-lists';
import { cardVersion, dishCard, MAX_BOTTLES, productCard, userListCard, type CardKind, type CardModel } from './model';

export interface CardSubject {
  /** Stable id of the entity in the cache key: the product's or list's numeric id, the dish's slug. */
  entity: string;
  model: CardModel;
}

/** The cache key of a subject's card: its kind, entity and version (what it shows). */
export const cardKey = (kind: CardKind, subject: CardSubject): string => `${kind}:${subject.entity}:${cardVersion(subject.model)}`;

export async function productCardSubject(db: Database, idOrSlug: string): Promise<CardSubject | null> {
  const product = await loadProductByIdOrSlug(db, idOrSlug);
  return product ? { entity: String(product.id), model: productCard(product) } : null;
}

export async function dishCardSubject(db: Database, slug: string): Promise<CardSubject | null> {
  const dish = findDish(slug);
  if (!dish) return null;
  const { results } = await winesForDish(db, dish, MAX_BOTTLES);
  return { entity: dish.slug, model: dishCard(toDish(dish), results.map((r) => r.product)) };
}

export async function userListCardSubject(db: Database, idOrSlug: string, publicUrl: string): Promise<CardSubject | null> {
  const list = await findList(db, idOrSlug);
  if (!list || !list.isPublic) return null;
  return { entity: String(list.id), model: userListCard(await serializeList(db, list, null, publicUrl)) };
}
