ALTER TABLE "products" ADD COLUMN "text_gaps" "language"[] DEFAULT enum_range(null::language) NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_search" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- What the back office's list reads of a product's texts, kept on the product itself so that
-- one index of products answers it: the languages it lacks a complete text in (a name and a
-- description), in the enum's order, and the words of its names in every language (the name
-- lexemes, weight A, of the texts' own search vectors: folded alike).
CREATE FUNCTION "product_text_summary_gaps"("product" uuid) RETURNS "language"[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY(
    SELECT l FROM unnest(enum_range(NULL::"language")) AS l
    WHERE NOT EXISTS (
      SELECT 1 FROM "product_texts" AS t
      WHERE t.product_id = "product" AND t.language = l AND t.name <> '' AND t.description <> ''
    )
    ORDER BY l
  )
$$;--> statement-breakpoint
CREATE FUNCTION "product_text_summary_names"("product" uuid) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT array_to_tsvector(ARRAY(
    SELECT DISTINCT lexeme FROM "product_texts" AS t,
      unnest(tsvector_to_array(ts_filter(t.search, '{a}'))) AS lexeme
    WHERE t.product_id = "product"
  ))
$$;--> statement-breakpoint
-- After each statement that writes texts, the products whose texts it touched: one UPDATE a
-- statement, however many rows it wrote.
CREATE FUNCTION "product_texts_summarize"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" AS p
  SET "text_gaps" = summary.gaps, "name_search" = summary.names
  FROM (
    SELECT touched.product_id,
      "product_text_summary_gaps"(touched.product_id) AS gaps,
      "product_text_summary_names"(touched.product_id) AS names
    FROM (SELECT DISTINCT product_id FROM "touched_texts") AS touched
  ) AS summary
  WHERE p.id = summary.product_id
    AND (p.text_gaps IS DISTINCT FROM summary.gaps OR p.name_search IS DISTINCT FROM summary.names);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_texts_summary_insert" AFTER INSERT ON "product_texts" REFERENCING NEW TABLE AS "touched_texts" FOR EACH STATEMENT EXECUTE FUNCTION "product_texts_summarize"();--> statement-breakpoint
CREATE TRIGGER "product_texts_summary_update" AFTER UPDATE ON "product_texts" REFERENCING NEW TABLE AS "touched_texts" FOR EACH STATEMENT EXECUTE FUNCTION "product_texts_summarize"();--> statement-breakpoint
CREATE TRIGGER "product_texts_summary_delete" AFTER DELETE ON "product_texts" REFERENCING OLD TABLE AS "touched_texts" FOR EACH STATEMENT EXECUTE FUNCTION "product_texts_summarize"();--> statement-breakpoint
UPDATE "products" SET "text_gaps" = "product_text_summary_gaps"("id"), "name_search" = "product_text_summary_names"("id");--> statement-breakpoint
CREATE INDEX "products_text_gaps_idx" ON "products" USING gin ("text_gaps");--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin ("name_search");
--> statement-breakpoint
-- The storefront shows visible products only: its lists' indexes hold nothing else (a deep page
-- or a total is read from the index alone).
DROP INDEX "products_featured_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_arrived_idx";--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("featured","arrived_at","id") WHERE "products"."visible" = true;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","arrived_at","id") WHERE "products"."visible" = true;--> statement-breakpoint
CREATE INDEX "products_arrived_idx" ON "products" USING btree ("arrived_at","id") WHERE "products"."visible" = true;
