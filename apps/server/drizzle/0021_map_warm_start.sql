CREATE TABLE "map_warm_sets" (
	"key" text PRIMARY KEY NOT NULL,
	"viewer" jsonb NOT NULL,
	"filters" jsonb NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "reports_published_event_date_idx";--> statement-breakpoint
DROP INDEX "reports_published_organization_event_date_idx";--> statement-breakpoint
CREATE INDEX "reports_published_event_date_idx" ON "reports" USING btree ("event_date" DESC NULLS LAST,"id" DESC NULLS LAST,"organization_id","lifecycle","urgency","verified","visibility","author_id","assignee_id","latitude","longitude") WHERE "reports"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reports_published_organization_event_date_idx" ON "reports" USING btree ("organization_id","event_date" DESC NULLS LAST,"id" DESC NULLS LAST,"lifecycle","urgency","verified","visibility","author_id","assignee_id","latitude","longitude") WHERE "reports"."status" = 'published';