CREATE TABLE "installation" (
	"id" integer PRIMARY KEY NOT NULL,
	"installation_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_single_row" CHECK ("installation"."id" = 1)
);
--> statement-breakpoint
-- this installation's id, drawn once: every export names its reports with it
INSERT INTO "installation" ("id") VALUES (1);--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "source_export_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_organization_source_export_idx" ON "reports" USING btree ("organization_id","source_export_id") WHERE "reports"."source_export_id" is not null;