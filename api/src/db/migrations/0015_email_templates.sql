-- The email templates staff saved over the shop's defaults, per kind and language, with their
-- version; a template reset to its default keeps its row and version with no texts.
CREATE TABLE "email_templates" (
	"kind" text NOT NULL,
	"language" "language" NOT NULL,
	"subject" text,
	"body" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "email_templates_kind_language_pk" PRIMARY KEY("kind","language")
);
