DROP INDEX "products_search_vector";--> statement-breakpoint
DROP INDEX "products_search_text_trgm";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";