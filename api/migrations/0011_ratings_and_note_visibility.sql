CREATE TABLE "note_reports" (
	"note_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_reports_note_id_user_id_pk" PRIMARY KEY("note_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "product_ratings" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_ratings_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "product_ratings_range" CHECK ("product_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "note_reports" ADD CONSTRAINT "note_reports_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_reports" ADD CONSTRAINT "note_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_reports_user" ON "note_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_ratings_product" ON "product_ratings" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "notes_product_created" ON "notes" USING btree ("product_id","created_at");--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_visibility" CHECK ("notes"."visibility" in ('private', 'followers', 'public'));