CREATE TABLE "language_strings" (
	"language" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "language_strings_language_key_pk" PRIMARY KEY("language","key")
);
