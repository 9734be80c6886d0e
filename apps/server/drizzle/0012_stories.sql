-- Stories (docs/stories.md). Search in titles and subtitles uses pg_trgm (migration 0002), which PGlite
-- also ships: a trigram GIN index serves `ilike '%word%'` anywhere in the text, which a lower() btree cannot.
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"author_id" integer,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"colour" text NOT NULL,
	"cover" jsonb,
	"body" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stories_version_check" CHECK ("stories"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stories_organization_updated_idx" ON "stories" USING btree ("organization_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stories_title_trgm_idx" ON "stories" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stories_subtitle_trgm_idx" ON "stories" USING gin ("subtitle" gin_trgm_ops);