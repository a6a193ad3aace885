CREATE TABLE "email_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"report_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	CONSTRAINT "email_changes_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "email_changes_report_token_hash_unique" UNIQUE("report_token_hash")
);
--> statement-breakpoint
CREATE TABLE "note_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"decision" text NOT NULL,
	"reports" jsonb NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_reviews_decision" CHECK ("note_reviews"."decision" in ('restore', 'remove', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ratings_visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "note_reports" ADD COLUMN "weight" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "note_reports" ADD COLUMN "note_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "note_reports" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_changes_user" ON "email_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "note_reviews_note" ON "note_reviews" USING btree ("note_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ratings_visibility" CHECK ("users"."ratings_visibility" in ('private', 'followers', 'public'));--> statement-breakpoint
-- Reports made before weights counted fully (three reporters hid a note), and the reviewer reads the text reported.
UPDATE "note_reports" SET "weight" = 3, "note_text" = "notes"."text" FROM "notes" WHERE "notes"."id" = "note_reports"."note_id";
