ALTER TABLE "products" ADD COLUMN "text_gaps" "language"[] DEFAULT enum_range(null::language) NOT NULL;--> statement-breakpoint
CREATE INDEX "products_text_gaps_idx" ON "products" USING gin ("text_gaps");--> statement-breakpoint
-- A product's text gaps follow its texts: after each statement that writes some, the products
-- whose texts it touched are given the languages they lack a complete text in (a name and a
-- description), in the enum's order. One UPDATE a statement, however many rows it wrote.
CREATE FUNCTION "product_text_gaps"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" AS p SET "text_gaps" = gaps.languages
  FROM (
    SELECT touched.product_id, ARRAY(
      SELECT l FROM unnest(enum_range(NULL::"language")) AS l
      WHERE NOT EXISTS (
        SELECT 1 FROM "product_texts" AS t
        WHERE t.product_id = touched.product_id AND t.language = l
          AND t.name <> '' AND t.description <> ''
      )
      ORDER BY l
    ) AS languages
    FROM (SELECT DISTINCT product_id FROM "touched_texts") AS touched
  ) AS gaps
  WHERE p.id = gaps.product_id AND p.text_gaps IS DISTINCT FROM gaps.languages;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_texts_gaps_insert" AFTER INSERT ON "product_texts" REFERENCING NEW TABLE AS "touched_texts" FOR EACH STATEMENT EXECUTE FUNCTION "product_text_gaps"();--> statement-breakpoint
CREATE TRIGGER "product_texts_gaps_update" AFTER UPDATE ON "product_texts" REFERENCING NEW TABLE AS "touched_texts" FOR EACH STATEMENT EXECUTE FUNCTION "product_text_gaps"();--> statement-breakpoint
CREATE TRIGGER "product_texts_gaps_delete" AFTER DELETE ON "product_texts" REFERENCING OLD TABLE AS "touched_texts" FOR EACH STATEMENT EXECUTE FUNCTION "product_text_gaps"();--> statement-breakpoint
UPDATE "products" AS p SET "text_gaps" = ARRAY(
  SELECT l FROM unnest(enum_range(NULL::"language")) AS l
  WHERE NOT EXISTS (
    SELECT 1 FROM "product_texts" AS t
    WHERE t.product_id = p.id AND t.language = l AND t.name <> '' AND t.description <> ''
  )
  ORDER BY l
);
