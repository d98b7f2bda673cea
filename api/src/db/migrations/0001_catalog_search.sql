DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_arrived_idx";--> statement-breakpoint
ALTER TABLE "product_texts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', description), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_texts_name_idx" ON "product_texts" USING btree ("language",lower("name") collate "C","product_id");--> statement-breakpoint
CREATE INDEX "product_texts_search_en_idx" ON "product_texts" USING gin ("search") WHERE "product_texts"."language" = 'en';--> statement-breakpoint
CREATE INDEX "product_texts_search_pl_idx" ON "product_texts" USING gin ("search") WHERE "product_texts"."language" = 'pl';--> statement-breakpoint
CREATE INDEX "product_texts_search_ru_idx" ON "product_texts" USING gin ("search") WHERE "product_texts"."language" = 'ru';--> statement-breakpoint
CREATE INDEX "product_texts_search_ua_idx" ON "product_texts" USING gin ("search") WHERE "product_texts"."language" = 'ua';--> statement-breakpoint
CREATE INDEX "products_effective_price_idx" ON "products" USING btree (coalesce("discount_price", "price"));--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("featured","arrived_at","id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id",coalesce("discount_price", "price"));--> statement-breakpoint
CREATE INDEX "products_related_idx" ON "products" USING btree ("category_id",("stock" > 0),"featured","arrived_at");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","arrived_at","id");--> statement-breakpoint
CREATE INDEX "products_arrived_idx" ON "products" USING btree ("arrived_at","id");