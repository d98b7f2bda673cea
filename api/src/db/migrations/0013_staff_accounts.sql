CREATE TYPE "public"."token_purpose" AS ENUM('RESET', 'INVITATION');--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" "token_purpose" DEFAULT 'RESET' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invitation_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;