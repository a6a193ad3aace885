ALTER TABLE "product_likes" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
CREATE INDEX "auth_tokens_user" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_lists_list" ON "saved_lists" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "user_list_products_product" ON "user_list_products" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "product_likes" ADD CONSTRAINT "product_likes_id_unique" UNIQUE("id");