CREATE TABLE "report_map_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_map_version_single_row" CHECK ("report_map_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO report_map_version (id, version) VALUES (1, 0);--> statement-breakpoint
-- schema.ts `reportMapVersion`: once per statement, whatever its number of rows (an import, a seed)
CREATE FUNCTION report_map_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_map_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- the columns that the visibility rule and the filters read (db/queries/reportVisibility.ts,
-- reportFilters.ts) and the position; `is_new`, `updated_at` and `source` cannot change the map
CREATE TRIGGER reports_map_touch AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF organization_id, author_id, title, content,
    latitude, longitude, event_date, status, lifecycle, urgency, verified, visibility, assignee_id ON reports
  FOR EACH STATEMENT EXECUTE FUNCTION report_map_touch();--> statement-breakpoint
CREATE TRIGGER report_tags_map_touch AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON report_tags
  FOR EACH STATEMENT EXECUTE FUNCTION report_map_touch();--> statement-breakpoint
CREATE TRIGGER folder_reports_map_touch AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON folder_reports
  FOR EACH STATEMENT EXECUTE FUNCTION report_map_touch();
