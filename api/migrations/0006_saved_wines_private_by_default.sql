ALTER TABLE "users" ALTER COLUMN "likes_are_public" SET DEFAULT false;--> statement-breakpoint
-- Saved wines were public unless the user unticked a box that every profile save sent ticked: nobody can be
-- told apart as having chosen to share, so everyone starts private and opts in again.
UPDATE "users" SET "likes_are_public" = false;
