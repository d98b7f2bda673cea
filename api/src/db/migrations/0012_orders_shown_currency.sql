-- What the shopper saw an order cost: the currency the checkout showed, its rate then, and the
-- total in that currency's minor units. Orders placed before were shown in what they were
-- charged in (or cannot tell otherwise): their own currency at rate 1, their own total.
ALTER TABLE "orders" ADD COLUMN "shown_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shown_rate" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shown_total" integer;--> statement-breakpoint
UPDATE "orders" SET "shown_currency" = "currency", "shown_total" = "total";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shown_currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shown_total" SET NOT NULL;
