-- What each translated text was translated from: per record, field and language, the md5 of the
-- main-language text then. A translation whose main text now hashes otherwise is outdated.
CREATE TYPE "public"."translation_kind" AS ENUM('product', 'category', 'store');--> statement-breakpoint
CREATE TABLE "translation_sources" (
	"kind" "translation_kind" NOT NULL,
	"record_id" text NOT NULL,
	"field" text NOT NULL,
	"language" "language" NOT NULL,
	"source_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_sources_kind_record_id_field_language_pk" PRIMARY KEY("kind","record_id","field","language")
);
