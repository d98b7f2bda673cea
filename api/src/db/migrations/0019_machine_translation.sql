-- Machine translation: the shop's settings (one row: endpoint, model, the API key sealed with
-- the server's SECRETS_KEY, the prompts changed from their defaults) and the drafts a machine made,
-- each kept with the md5 of the main-language text it was translated from until a person accepts
-- or discards it.
CREATE TABLE "machine_translation_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"endpoint" text,
	"model" text DEFAULT 'gpt-4.1-mini' NOT NULL,
	"sealed_api_key" text,
	"prompts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_drafts" (
	"kind" "translation_kind" NOT NULL,
	"record_id" text NOT NULL,
	"field" text NOT NULL,
	"language" "language" NOT NULL,
	"text" text NOT NULL,
	"source_hash" text NOT NULL,
	"model" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_drafts_kind_record_id_field_language_pk" PRIMARY KEY("kind","record_id","field","language")
);
--> statement-breakpoint
ALTER TABLE "translation_drafts" ADD CONSTRAINT "translation_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;