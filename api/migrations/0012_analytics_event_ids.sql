ALTER TABLE "analytics_events" ADD COLUMN "event_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_event_id" ON "analytics_events" USING btree ("event_id");