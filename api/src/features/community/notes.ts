/**
 * Notes as others see them. The one rule, in `readableBy`: a note is readable by someone else only when it is
 * not hidden and is public, or shared with followers and that someone follows its writer. Private notes never
 * leave their writer (the own notes are own-notes.ts).
 */
import type { CommunityNote, ModerationNote, ModerationReport, ModerationReview, NoteVisibility, RatingSummary } from '@vinkompassen/shared-contracts/schemas';
import { NOTE_REPORT_POINTS_TO_HIDE, NOTE_REPORT_WEIGHT } from '@vinkompassen/shared-contracts/schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import type { Executor } from '@/db/executor';
import { queryRows } from '@/db/query';
import { toUserSummary } from '../users';
import { isEstablished } from './established';
import { ratingCountsSql, ratingsShownTo, toRatingSummary, type RatingCounts } from './ratings';

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

interface CountsRow extends RatingCounts {
  notes: number;
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
    sql`select (select count(*)::int from notes n where ${where}) as notes, c.* from (${ratingCountsSql(productId, viewerId)}) c`,
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
              left join product_ratings r on r.user_id = n.user_id and r.product_id = n.product_id and ${ratingsShownTo('u', viewerId)}
              where ${where}
              order by from_followed desc, n.created_at desc, n.id desc
              limit ${limit} offset ${offset}`,
        )
      : [];
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
    ratings: toRatingSummary(productId, counts),
  };
}

/**
 * Records the viewer's report of a note they can read, weighted by whether the reporter is established, with the
 * text as they read it; when the open reports weigh `NOTE_REPORT_POINTS_TO_HIDE` the note is hidden. One report per
 * user and note, ever: after a restore its earlier reporters' reports are 'existed' and count no more.
 * 'missing' when the viewer cannot read it (unknown, private, own or already hidden: all look the same).
 */
export async function reportNote(db: Database, viewerId: number, noteId: number): Promise<'created' | 'existed' | 'missing'> {
  return db.transaction(async (tx) => {
    const [readable] = await queryRows<{ id: number }>(tx, sql`select n.id from notes n where n.id = ${noteId} and ${readableBy(viewerId)} for update`);
    if (!readable) return 'missing';
    const inserted = await queryRows<{ note_id: number }>(
      tx,
      sql`insert into note_reports (note_id, user_id, weight, note_text)
          select n.id, ${viewerId}, case when ${isEstablished(viewerId)} then ${NOTE_REPORT_WEIGHT.established}::smallint else ${NOTE_REPORT_WEIGHT.new}::smallint end, n.text
          from notes n where n.id = ${noteId}
          on conflict do nothing returning note_id`,
    );
    if (inserted.length === 0) return 'existed';
    await queryRows(
      tx,
      sql`update notes set hidden_at = now() where id = ${noteId} and hidden_at is null
          and (select coalesce(sum(weight), 0) from note_reports where note_id = ${noteId} and reviewed_at is null) >= ${NOTE_REPORT_POINTS_TO_HIDE}`,
    );
    return 'created';
  });
}

interface ReportRow {
  note_id: number;
  user_id: number;
  weight: number;
  note_text: string;
  created_at: Date | string;
}

const toReport = (r: Omit<ReportRow, 'note_id'>): ModerationReport => ({
  reporter: Number(r.user_id),
  weight: Number(r.weight),
  text: r.note_text,
  created_at: iso(r.created_at),
});

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
}

/** Notes hidden after reports and waiting for review, oldest first, each with its open reports. */
export async function hiddenNotes(db: Database, publicUrl: string): Promise<ModerationNote[]> {
  const rows = await queryRows<ModerationRow>(
    db,
    sql`select n.id, n.product_id, n.text, n.visibility, n.hidden_at, u.id as user_id, u.slug, u.name, u.avatar_path
        from notes n join users u on u.id = n.user_id
        where n.hidden_at is not null
        order by n.hidden_at, n.id`,
  );
  const reports = rows.length
    ? await queryRows<ReportRow>(
        db,
        sql`select note_id, user_id, weight, note_text, created_at from note_reports
            where reviewed_at is null and note_id in (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)})
            order by created_at, user_id`,
      )
    : [];
  return rows.map((r) => {
    const list = reports.filter((p) => Number(p.note_id) === Number(r.id)).map(toReport);
    return {
      id: r.id,
      product: r.product_id,
      text: r.text,
      visibility: r.visibility,
      author: toUserSummary({ id: r.user_id, slug: r.slug, name: r.name, avatarPath: r.avatar_path }, publicUrl),
      reports: list.length,
      report_points: list.reduce((sum, p) => sum + p.weight, 0),
      report_list: list,
      hidden_at: iso(r.hidden_at),
    };
  });
}

/** Writes the decision on a note, with its open reports and the text judged, to the history; closes those reports. */
export async function recordReview(tx: Executor, note: { id: number; user_id: number; text: string }, decision: ModerationReview['decision']): Promise<void> {
  const open = await queryRows<ReportRow>(
    tx,
    sql`select note_id, user_id, weight, note_text, created_at from note_reports where note_id = ${note.id} and reviewed_at is null order by created_at, user_id`,
  );
  const reports = open.map((r) => ({ user_id: Number(r.user_id), weight: Number(r.weight), note_text: r.note_text, created_at: iso(r.created_at) }));
  await queryRows(
    tx,
    sql`insert into note_reviews (note_id, author_id, text, decision, reports) values (${note.id}, ${note.user_id}, ${note.text}, ${decision}, ${JSON.stringify(reports)}::jsonb)`,
  );
  await queryRows(tx, sql`update note_reports set reviewed_at = now() where note_id = ${note.id} and reviewed_at is null`);
}

/**
 * A review of a hidden note: 'restore' shows it again and closes its reports (kept, so their reporters cannot hide it
 * again), 'remove' deletes it; either goes to the history first. false: not hidden.
 */
export async function reviewNote(db: Database, noteId: number, decision: 'restore' | 'remove'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [hidden] = await queryRows<{ id: number; user_id: number; text: string }>(
      tx,
      sql`select id, user_id, text from notes where id = ${noteId} and hidden_at is not null for update`,
    );
    if (!hidden) return false;
    await recordReview(tx, hidden, decision);
    if (decision === 'remove') await queryRows(tx, sql`delete from notes where id = ${noteId}`);
    else await queryRows(tx, sql`update notes set hidden_at = null where id = ${noteId}`);
    return true;
  });
}

/** Deletes an own note; one that waits for review goes to the history as 'withdrawn' first. false: no such own note. */
export async function deleteOwnNote(db: Database, userId: number, noteId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [own] = await queryRows<{ id: number; user_id: number; text: string; hidden: boolean }>(
      tx,
      sql`select id, user_id, text, hidden_at is not null as hidden from notes where id = ${noteId} and user_id = ${userId} for update`,
    );
    if (!own) return false;
    if (own.hidden) await recordReview(tx, own, 'withdrawn');
    await queryRows(tx, sql`delete from notes where id = ${noteId}`);
    return true;
  });
}

/** The history of decisions, newest first; `noteId` narrows it to one note. */
export async function reviewHistory(db: Database, noteId: number | null, limit: number, offset: number): Promise<{ count: number; reviews: ModerationReview[] }> {
  const where = noteId === null ? sql`true` : sql`note_id = ${noteId}`;
  const [counted] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from note_reviews where ${where}`);
  const rows = await queryRows<{
    id: number;
    note_id: number;
    author_id: number;
    text: string;
    decision: ModerationReview['decision'];
    reports: Array<{ user_id: number; weight: number; note_text: string; created_at: string }> | string;
    reviewed_at: Date | string;
  }>(db, sql`select id, note_id, author_id, text, decision, reports, reviewed_at from note_reviews where ${where} order by reviewed_at desc, id desc limit ${limit} offset ${offset}`);
  return {
    count: Number(counted?.n ?? 0),
    reviews: rows.map((r) => ({
      id: Number(r.id),
      note: Number(r.note_id),
      author: Number(r.author_id),
      text: r.text,
      decision: r.decision,
      reports: (typeof r.reports === 'string' ? (JSON.parse(r.reports) as Exclude<typeof r.reports, string>) : r.reports).map(toReport),
      reviewed_at: iso(r.reviewed_at),
    })),
  };
}

/** The notes a user reported (the data download). */
export async function reportsBy(db: Database, userId: number): Promise<Array<{ note: number; created_at: string }>> {
  const rows = await queryRows<{ note_id: number; created_at: Date | string }>(
    db,
    sql`select note_id, created_at from note_reports where user_id = ${userId} order by created_at desc, note_id`,
  );
  return rows.map((r) => ({ note: r.note_id, created_at: iso(r.created_at) }));
}
