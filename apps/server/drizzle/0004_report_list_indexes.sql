CREATE TABLE "report_words" (
	"word" text collate "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "reports_event_date_idx";--> statement-breakpoint
DROP INDEX "reports_organization_event_date_idx";--> statement-breakpoint
DROP INDEX "reports_search_idx";--> statement-breakpoint
CREATE INDEX "reports_published_event_date_idx" ON "reports" USING btree ("event_date" DESC NULLS LAST,"id" DESC NULLS LAST,"organization_id","lifecycle","urgency","verified","visibility","author_id","assignee_id") WHERE "reports"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reports_published_organization_event_date_idx" ON "reports" USING btree ("organization_id","event_date" DESC NULLS LAST,"id" DESC NULLS LAST,"lifecycle","urgency","verified","visibility","author_id","assignee_id") WHERE "reports"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reports_search_idx" ON "reports" USING gin ("search") WHERE "reports"."status" = 'published';