CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"type" "discount_type" NOT NULL,
	"value" integer NOT NULL,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_value_positive" CHECK ("promotions"."value" > 0),
	CONSTRAINT "promotions_percent_range" CHECK ("promotions"."type" <> 'PERCENT' OR "promotions"."value" <= 100),
	CONSTRAINT "promotions_min_subtotal_not_negative" CHECK ("promotions"."min_subtotal" >= 0),
	CONSTRAINT "promotions_dates_in_order" CHECK ("promotions"."starts_at" IS NULL OR "promotions"."ends_at" IS NULL OR "promotions"."starts_at" < "promotions"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "regular_price" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "line_total" integer;--> statement-breakpoint
-- Hand-written: items stored before these columns existed take them from their product and price.
UPDATE "order_items" SET "slug" = "products"."slug", "regular_price" = "order_items"."unit_price", "line_total" = "order_items"."unit_price" * "order_items"."quantity" FROM "products" WHERE "products"."id" = "order_items"."product_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "regular_price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "line_total" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;