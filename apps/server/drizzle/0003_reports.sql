CREATE TABLE "activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"event" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"author_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"author_id" integer,
	"content" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"posted_at" timestamp (3) with time zone,
	CONSTRAINT "comments_status_check" CHECK ("comments"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "folder_reports" (
	"folder_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	CONSTRAINT "folder_reports_folder_id_report_id_pk" PRIMARY KEY("folder_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"comment_id" integer,
	"activity_id" integer,
	"uploader_id" integer,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"caption" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_kind_check" CHECK ("media"."kind" in ('image', 'video', 'audio', 'document'))
);
--> statement-breakpoint
CREATE TABLE "report_tag_texts" (
	"report_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "report_tag_texts_report_id_group_id_pk" PRIMARY KEY("report_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "report_tags" (
	"report_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "report_tags_report_id_tag_id_pk" PRIMARY KEY("report_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"author_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"event_date" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"source" text DEFAULT 'web' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_new" boolean DEFAULT true NOT NULL,
	"lifecycle" text DEFAULT 'new' NOT NULL,
	"urgency" text,
	"verified" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"assignee_id" integer,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "title" || ' ' || "content")) STORED NOT NULL,
	CONSTRAINT "reports_source_check" CHECK ("reports"."source" in ('web', 'mobile', 'import', 'anonymous')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('draft', 'published')),
	CONSTRAINT "reports_lifecycle_check" CHECK ("reports"."lifecycle" in ('new', 'started', 'closed')),
	CONSTRAINT "reports_urgency_check" CHECK ("reports"."urgency" is null or "reports"."urgency" in ('minor', 'moderate', 'critical')),
	CONSTRAINT "reports_visibility_check" CHECK ("reports"."visibility" in ('public', 'private'))
);
--> statement-breakpoint
CREATE TABLE "tag_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prompt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_groups_type_check" CHECK ("tag_groups"."type" in ('single', 'multi', 'text'))
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"organization_id" integer,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_reports" ADD CONSTRAINT "folder_reports_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_reports" ADD CONSTRAINT "folder_reports_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_activity_id_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_tag_texts" ADD CONSTRAINT "report_tag_texts_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_tag_texts" ADD CONSTRAINT "report_tag_texts_group_id_tag_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tag_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_tags" ADD CONSTRAINT "report_tags_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_tags" ADD CONSTRAINT "report_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_group_id_tag_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tag_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_report_idx" ON "activity" USING btree ("report_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_report_idx" ON "comments" USING btree ("report_id","posted_at");--> statement-breakpoint
CREATE INDEX "folder_reports_report_idx" ON "folder_reports" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "folders_organization_idx" ON "folders" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "media_report_idx" ON "media" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "media_comment_idx" ON "media" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "media_activity_idx" ON "media" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "report_tags_tag_idx" ON "report_tags" USING btree ("tag_id","report_id");--> statement-breakpoint
CREATE INDEX "reports_event_date_idx" ON "reports" USING btree ("event_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_organization_event_date_idx" ON "reports" USING btree ("organization_id","event_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_created_at_idx" ON "reports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_updated_at_idx" ON "reports" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_author_idx" ON "reports" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "reports_assignee_idx" ON "reports" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "reports_search_idx" ON "reports" USING gin ("search");--> statement-breakpoint
CREATE INDEX "reports_title_trgm_idx" ON "reports" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tags_group_idx" ON "tags" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "tags_organization_idx" ON "tags" USING btree ("organization_id");