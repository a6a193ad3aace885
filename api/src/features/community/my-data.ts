import type { MyDataExport } from '@vinkompassen/shared-contracts/schemas';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { follows, users } from '@/db/schema';
import type { AuthUser } from '../auth';
import { notesOf } from './own-notes';
import { listsOwnedBy, savedListsOf, serializeLists } from '../user-lists';
import { avatarUrl, likedProducts, toUserSummary, userSummaryColumns } from '../users';
import { reportsBy } from './notes';
import { ratingsOf } from './ratings';

type Self = Pick<AuthUser, 'id' | 'slug' | 'email' | 'name' | 'avatarPath' | 'likesArePublic' | 'createdAt'>;

/** Everything held about the user, as "Ladda ner mina uppgifter" gives it (no password hash, no token). */
export async function myData(db: Database, self: Self, publicUrl: string): Promise<MyDataExport> {
  const [saved, owned, savedLists, notes, ratings, following, followers, reported] = await Promise.all([
    likedProducts(db, self.id),
    listsOwnedBy(db, self.id),
    savedListsOf(db, self.id),
    notesOf(db, self.id),
    ratingsOf(db, self.id),
    db.select(userSummaryColumns).from(follows).innerJoin(users, eq(users.id, follows.followeeId)).where(eq(follows.followerId, self.id)).orderBy(desc(follows.createdAt), users.id),
    db.select(userSummaryColumns).from(follows).innerJoin(users, eq(users.id, follows.followerId)).where(eq(follows.followeeId, self.id)).orderBy(desc(follows.createdAt), users.id),
    reportsBy(db, self.id),
  ]);
  return {
    exported_at: new Date().toISOString(),
    profile: {
      id: self.id,
      slug: self.slug,
      name: self.name,
      email: self.email,
      avatar: avatarUrl(publicUrl, self.avatarPath),
      likes_are_public: self.likesArePublic,
      created_at: self.createdAt.toISOString(),
    },
    saved_wines: saved,
    lists: await serializeLists(db, owned, self.id, publicUrl),
    saved_lists: await serializeLists(db, savedLists, self.id, publicUrl),
    notes,
    ratings,
    following: following.map((u) => toUserSummary(u, publicUrl)),
    followers: followers.map((u) => toUserSummary(u, publicUrl)),
    reported_notes: reported,
  };
}
