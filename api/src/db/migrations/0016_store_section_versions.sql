-- The back office saves the store's settings section by section, each against a version of its
-- own (a section not saved yet is at 1).
ALTER TABLE "stores" ADD COLUMN "section_versions" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
-- Every delivery method now carries a price and free-delivery rules. A method stored without them
-- (any but TAXI and INPOST_COURIER) cost nothing and named no threshold, which is what price 0
-- without free delivery means: its rules are added as that, and rules a method has are kept.
UPDATE "stores" SET "delivery" = (
  SELECT jsonb_object_agg(
    "method"."key",
    '{"price":0,"freeDelivery":false,"freeDeliveryFrom":0,"productDiscountWithFreeDelivery":false,"promoCodeWithFreeDelivery":false,"promotionWithFreeDelivery":false}'::jsonb
      || "method"."value"
  )
  FROM jsonb_each("stores"."delivery") AS "method"
)
WHERE "delivery" <> '{}'::jsonb;
