/**
 * Notes as others see them. The one rule, in `readableBy`: a note is readable by someone else only when it is
 * not hidden and is public, or shared with followers and that someone follows its writer. Private notes never
 * leave their writer (the own notes are own-notes.ts).
 */
import type { CommunityNote, ModerationNote, NoteVisibility, RatingSummary } from '@vinkompassen/shared-contracts/schemas';
import { NOTE_REPORTS_TO_HIDE } from '@vinkompassen/shared-contracts/schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { queryRows } from '@/db/query';
import { toUserSummary } from '../users';
import { communityAverage } from './average';

/** SQL condition over `n` (notes) for a reader who is not the writer; `viewerId` null: anonymous. */
export function readableBy(viewerId: number | null): SQL {
  const viewer = viewerId ?? 0;
  return sql`n.hidden_at is null and n.user_id <> ${viewer} and (
    n.visibility = 'public'
    or (n.visibility = 'followers' and exists (select 1 from follows f where f.followee_id = n.user_id and f.follower_id = ${viewer}))
  )`;
}

interface CommunityRow {
  id: number;
  product_id: number;
  text: string;
  visibility: 'followers' | 'public';
  created_at: Date | string;
  updated_at: Date | string;
  user_id: number;
  slug: string;
  name: string;
  avatar_path: string | null;
  rating: number | null;
  from_followed: boolean;
  reported: boolean;
}

interface CountsRow {
  notes: number;
  ratings: number;
  rating_sum: number;
  mine: number | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * Others' notes on a wine the viewer may read (followed writers first, then newest first), how many there are, and
 * the wine's ratings with the viewer's own. Every wine page asks, and most wines have no notes: the counts come in
 * one small query, the page's notes in a second only when it has any.
 */
export async function communityNotes(
  db: Database,
  productId: number,
  viewerId: number | null,
  limit: number,
  offset: number,
  publicUrl: string,
): Promise<{ count: number; notes: CommunityNote[]; ratings: RatingSummary }> {
  const viewer = viewerId ?? 0;
  const where = sql`n.product_id = ${productId} and ${readableBy(viewerId)}`;
  const [counts] = await queryRows<CountsRow>(
    db,
    sql`select (select count(*)::int from notes n where ${where}) as notes,
          count(*)::int as ratings, coalesce(sum(r.rating), 0)::int as rating_sum, max(r.rating) filter (where r.user_id = ${viewer}) as mine
        from product_ratings r where r.product_id = ${productId}`,
  );
  const count = Number(counts?.notes ?? 0);
  const rows =
    count > offset
      ? await queryRows<CommunityRow>(
          db,
          sql`select n.id, n.product_id, n.text, n.visibility, n.created_at, n.updated_at,
                u.id as user_id, u.slug, u.name, u.avatar_path, r.rating,
                exists (select 1 from follows f where f.followee_id = n.user_id and f.follower_id = ${viewer}) as from_followed,
                exists (select 1 from note_reports nr where nr.note_id = n.id and nr.user_id = ${viewer}) as reported
              from notes n
              join users u on u.id = n.user_id
              left join product_ratings r on r.user_id = n.user_id and r.product_id = n.product_id
              where ${where}
              order by from_followed desc, n.created_at desc, n.id desc
              limit ${limit} offset ${offset}`,
        )
      : [];
  const ratings = Number(counts?.ratings ?? 0);
  return {
    count,
    notes: rows.map((r) => ({
      id: r.id,
      product: r.product_id,
      text: r.text,
      visibility: r.visibility,
      author: toUserSummary({ id: r.user_id, slug: r.slug, name: r.name, avatarPath: r.avatar_path }, publicUrl),
      rating: r.rating === null ? null : Number(r.rating),
      from_followed: Boolean(r.from_followed),
      reported: Boolean(r.reported),
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
    })),
    ratings: {
      product: productId,
      count: ratings,
      average: communityAverage(ratings, Number(counts?.rating_sum ?? 0)),
      mine: counts?.mine === null || counts?.mine === undefined ? null : Number(counts.mine),
    },
  };
}

/**
 * Records the viewer's report of a note they can read; at `NOTE_REPORTS_TO_HIDE` different reporters the note is
 * hidden. 'missing' when the viewer cannot read it (unknown, private, own or already hidden: all look the same).
 */
export async function reportNote(db: Database, viewerId: number, noteId: number): Promise<'created' | 'existed' | 'missing'> {
  return db.transaction(async (tx) => {
    const [readable] = await queryRows<{ id: number }>(tx, sql`select n.id from notes n where n.id = ${noteId} and ${readableBy(viewerId)} for update`);
    if (!readable) return 'missing';
    const inserted = await queryRows<{ note_id: number }>(
      tx,
      sql`insert into note_reports (note_id, user_id) values (${noteId}, ${viewerId}) on conflict do nothing returning note_id`,
    );
    if (inserted.length === 0) return 'existed';
    await queryRows(
      tx,
      sql`update notes set hidden_at = now() where id = ${noteId} and hidden_at is null
          and (select count(*) from note_reports where note_id = ${noteId}) >= ${NOTE_REPORTS_TO_HIDE}`,
    );
    return 'created';
  });
}

interface ModerationRow {
  id: number;
  product_id: number;
  text: string;
  visibility: NoteVisibility;
  hidden_at: Date | string;
  user_id: number;
  slug: string;
  name: string;
  avatar_path: string | null;
  reports: number;
}

/** Notes hidden after reports and waiting for review, oldest first. */
export async function hiddenNotes(db: Database, publicUrl: string): Promise<ModerationNote[]> {
  const rows = await queryRows<ModerationRow>(
    db,
    sql`select n.id, n.product_id, n.text, n.visibility, n.hidden_at, u.id as user_id, u.slug, u.name, u.avatar_path,
          (select count(*)::int from note_reports nr where nr.note_id = n.id) as reports
        from notes n join users u on u.id = n.user_id
        where n.hidden_at is not null
        order by n.hidden_at, n.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    product: r.product_id,
    text: r.text,
    visibility: r.visibility,
    author: toUserSummary({ id: r.user_id, slug: r.slug, name: r.name, avatarPath: r.avatar_path }, publicUrl),
    reports: Number(r.reports),
    hidden_at: iso(r.hidden_at),
  }));
}

/** A review of a hidden note: 'restore' shows it again and clears its reports, 'remove' deletes it. false: not hidden. */
export async function reviewNote(db: Database, noteId: number, decision: 'restore' | 'remove'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [hidden] = await queryRows<{ id: number }>(tx, sql`select id from notes where id = ${noteId} and hidden_at is not null for update`);
    if (!hidden) return false;
    if (decision === 'remove') {
      await queryRows(tx, sql`delete from notes where id = ${noteId}`);
    } else {
      await queryRows(tx, sql`delete from note_reports where note_id = ${noteId}`);
      await queryRows(tx, sql`update notes set hidden_at = null where id = ${noteId}`);
    }
    return true;
  });
}

/** The notes a user reported (the data download). */
export async function reportsBy(db: Database, userId: number): Promise<Array<{ note: number; created_at: string }>> {
  const rows = await queryRows<{ note_id: number; created_at: Date | string }>(
    db,
    sql`select note_id, created_at from note_reports where user_id = ${userId} order by created_at desc, note_id`,
  );
  return rows.map((r) => ({ note: r.note_id, created_at: iso(r.created_at) }));
}
