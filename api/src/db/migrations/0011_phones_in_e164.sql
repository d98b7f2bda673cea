-- Phones are stored in E.164 ("+48600100200"). Every phone stored before was written as the old
-- forms sent it: a + and digits, with spaces between groups ("+48 600 100 200"), so dropping
-- everything but the + and the digits gives its E.164 form; the phone's digits (orders.phone_digits,
-- which tracking and the back office's search read) do not change. A number its country does not
-- have (say "+4812345", accepted before numbers were checked) is kept as it is, never dropped: the
-- customer is asked for a valid one when they next save their details.
UPDATE "users" SET "phone" = regexp_replace("phone", '[^0-9+]', '', 'g') WHERE "phone" ~ '[^0-9+]';
--> statement-breakpoint
UPDATE "orders" SET "phone" = regexp_replace("phone", '[^0-9+]', '', 'g') WHERE "phone" ~ '[^0-9+]';
--> statement-breakpoint
UPDATE "contact_messages" SET "phone" = regexp_replace("phone", '[^0-9+]', '', 'g') WHERE "phone" ~ '[^0-9+]';
