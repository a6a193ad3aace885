/**
 * The feed: what the people a user follows did, and wines added to lists the user saved, newest first. Built from
 * the tables themselves (likes, lists, ratings, notes) rather than an activity log, so a deleted note, a list made
 * private or saved wines made private leave the feed at once, and nothing is kept twice.
 */
import type { FeedItem, FeedList, TasteNeighbour } from '@vinkompassen/shared-contracts/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { queryRows } from '@/db/query';
import { loadProductSummaries, toUserSummary, userSummariesById } from '../users';
import { ratingsShownTo } from './ratings';

interface FeedRow {
  kind: FeedItem['kind'];
  key: string;
  at: Date | string;
  actor_id: number;
  product_id: number | null;
  list_id: number | null;
  rating: number | null;
  note_id: number | null;
}

/**
 * Every feed event of the user, as rows of one shape. Ratings: only of those whose "Vem ser mina betyg?" lets followers see them. Wines a list was created with (stamped by the API's clock
 * within milliseconds of the list's row) belong to the "list created" event. Notes: only those shared with followers or everyone and not hidden.
 */
function feedEvents(me: number) {
  return sql`
    select 'saved_wine' as kind, 'saved-' || l.id as key, l.created_at as at, l.user_id as actor_id,
           l.product_id, null::int as list_id, null::int as rating, null::int as note_id
      from product_likes l
      join follows f on f.followee_id = l.user_id and f.follower_id = ${me}
      join users u on u.id = l.user_id and u.likes_are_public
    union all
    select 'list_created', 'list-' || ul.id, ul.created_at, ul.owner_id, null, ul.id, null, null
      from user_lists ul
      join follows f on f.followee_id = ul.owner_id and f.follower_id = ${me}
      where ul.is_public
    union all
    select 'list_added', 'added-' || ulp.list_id || '-' || ulp.product_id, ulp.added_at, ul.owner_id, ulp.product_id, ul.id, null, null
      from user_list_products ulp
      join user_lists ul on ul.id = ulp.list_id
      where ul.is_public and ul.owner_id <> ${me}
        and ulp.added_at > ul.created_at + interval '2 seconds'
        and (exists (select 1 from follows f where f.followee_id = ul.owner_id and f.follower_id = ${me})
             or exists (select 1 from saved_lists s where s.list_id = ul.id and s.user_id = ${me}))
    union all
    select 'rating', 'rating-' || r.user_id || '-' || r.product_id, r.updated_at, r.user_id, r.product_id, null, r.rating::int, null
      from product_ratings r
      join follows f on f.followee_id = r.user_id and f.follower_id = ${me}
      join users ru on ru.id = r.user_id and ${ratingsShownTo('ru', me)}
    union all
    select 'note', 'note-' || n.id, n.created_at, n.user_id, n.product_id, null, null, n.id
      from notes n
      join follows f on f.followee_id = n.user_id and f.follower_id = ${me}
      where n.visibility in ('followers', 'public') and n.hidden_at is null`;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export async function feedPage(db: Database, me: number, limit: number, offset: number, publicUrl: string): Promise<{ count: number; items: FeedItem[] }> {
  const events = feedEvents(me);
  const [counted] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${events}) e`);
  const rows = await queryRows<FeedRow>(db, sql`select * from (${events}) e order by e.at desc, e.key desc limit ${limit} offset ${offset}`);

  const productIds = rows.flatMap((r) => (r.product_id === null ? [] : [Number(r.product_id)]));
  const listIds = [...new Set(rows.flatMap((r) => (r.list_id === null ? [] : [Number(r.list_id)])))];
  const noteIds = [...new Set(rows.flatMap((r) => (r.note_id === null ? [] : [Number(r.note_id)])))];
  const [products, actors, lists, notes] = await Promise.all([
    loadProductSummaries(db, productIds),
    userSummariesById(db, rows.map((r) => Number(r.actor_id)), publicUrl),
    listIds.length
      ? queryRows<FeedList>(db, sql`select id, slug, name from user_lists where id in (${sql.join(listIds.map((id) => sql`${id}`), sql`, `)})`)
      : Promise.resolve([] as FeedList[]),
    noteIds.length
      ? queryRows<{ id: number; text: string; visibility: 'followers' | 'public' }>(
          db,
          sql`select id, text, visibility from notes where id in (${sql.join(noteIds.map((id) => sql`${id}`), sql`, `)})`,
        )
      : Promise.resolve([]),
  ]);
  const listById = new Map(lists.map((l) => [Number(l.id), { id: Number(l.id), slug: l.slug, name: l.name }]));
  const noteById = new Map(notes.map((n) => [Number(n.id), { id: Number(n.id), text: n.text, visibility: n.visibility }]));

  const items = rows.flatMap((r): FeedItem[] => {
    const actor = actors.get(Number(r.actor_id));
    const product = r.product_id === null ? undefined : products.get(Number(r.product_id));
    const list = r.list_id === null ? undefined : listById.get(Number(r.list_id));
    if (!actor) return [];
    const base = { id: r.key, at: iso(r.at), actor };
    switch (r.kind) {
      case 'saved_wine':
        return product ? [{ kind: 'saved_wine', ...base, product }] : [];
      case 'list_created':
        return list ? [{ kind: 'list_created', ...base, list }] : [];
      case 'list_added':
        return list && product ? [{ kind: 'list_added', ...base, list, product }] : [];
      case 'rating':
        return product && r.rating !== null ? [{ kind: 'rating', ...base, product, rating: Number(r.rating) }] : [];
      case 'note': {
        const note = r.note_id === null ? undefined : noteById.get(Number(r.note_id));
        return product && note ? [{ kind: 'note', ...base, product, note }] : [];
      }
    }
  });
  return { count: Number(counted?.n ?? 0), items };
}

/**
 * People to follow whose taste is close: most wines in common among those both liked or rated 3 or higher. Only
 * what others already share counts (saved wines of users who show them, ratings); people already followed are left
 * out. Ratings count only where their raters let everyone see them.
 */
export async function tasteNeighbours(db: Database, me: number, limit: number, publicUrl: string): Promise<TasteNeighbour[]> {
  const rows = await queryRows<{ id: number; slug: string; name: string; avatar_path: string | null; shared: number }>(
    db,
    sql`with mine as (
          select product_id from product_likes where user_id = ${me}
          union select product_id from product_ratings where user_id = ${me} and rating >= 3
        ), theirs as (
          select l.user_id, l.product_id from product_likes l join users u on u.id = l.user_id and u.likes_are_public
          union select r.user_id, r.product_id from product_ratings r join users ru on ru.id = r.user_id and ${ratingsShownTo('ru', me)} where r.rating >= 3
        )
        select u.id, u.slug, u.name, u.avatar_path, count(*)::int as shared
        from theirs t join mine m on m.product_id = t.product_id join users u on u.id = t.user_id
        where t.user_id <> ${me} and not exists (select 1 from follows f where f.follower_id = ${me} and f.followee_id = t.user_id)
        group by u.id order by shared desc, u.id limit ${limit}`,
  );
  return rows.map((r) => ({
    ...toUserSummary({ id: r.id, slug: r.slug, name: r.name, avatarPath: r.avatar_path }, publicUrl),
    shared_wines: Number(r.shared),
  }));
}
