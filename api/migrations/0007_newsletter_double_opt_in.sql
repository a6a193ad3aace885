ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "opted_in_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
-- Earlier opt-in times were chosen by the client and never confirmed by the subscriber.
UPDATE "newsletter_subscriptions" SET "opted_in_at" = NULL;
