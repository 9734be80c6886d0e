-- Analytics buckets without a hot row (docs/analytics.md "How it stays fast"). Until now every write
-- added its difference to the one row of its bucket (ON CONFLICT … DO UPDATE): every report published in
-- an organization on the same day updated the same `analytics_days` row, and the same word rows, so each
-- such transaction waited, row lock by row lock, for the one before it to commit. Now a write only ever
-- inserts its differences, as rows of their own (`delta` > 0, from a sequence: never the same key twice,
-- never a wait), and a job folds them into the bucket's one folded row (`delta` = 0) every minute. The
-- reads already sum every row of a key, so they stay exact between two folds. The triggers on `reports`
-- also run static SQL now (below).
CREATE SEQUENCE analytics_delta_seq AS bigint;--> statement-breakpoint
-- a constant default first (no rewrite of a large table), then the sequence for the rows to come
ALTER TABLE analytics_days ADD COLUMN delta bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE analytics_days ALTER COLUMN delta SET DEFAULT nextval('analytics_delta_seq');--> statement-breakpoint
ALTER TABLE analytics_days DROP CONSTRAINT analytics_days_pkey;--> statement-breakpoint
ALTER TABLE analytics_days ADD PRIMARY KEY (organization_id, day, delta);--> statement-breakpoint
CREATE INDEX analytics_days_deltas_idx ON analytics_days (delta) WHERE delta <> 0;--> statement-breakpoint
ALTER TABLE analytics_author_days ADD COLUMN delta bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE analytics_author_days ALTER COLUMN delta SET DEFAULT nextval('analytics_delta_seq');--> statement-breakpoint
ALTER TABLE analytics_author_days DROP CONSTRAINT analytics_author_days_pkey;--> statement-breakpoint
ALTER TABLE analytics_author_days ADD PRIMARY KEY (organization_id, day, author_id, delta);--> statement-breakpoint
CREATE INDEX analytics_author_days_deltas_idx ON analytics_author_days (delta) WHERE delta <> 0;--> statement-breakpoint
ALTER TABLE analytics_tag_days ADD COLUMN delta bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE analytics_tag_days ALTER COLUMN delta SET DEFAULT nextval('analytics_delta_seq');--> statement-breakpoint
ALTER TABLE analytics_tag_days DROP CONSTRAINT analytics_tag_days_pkey;--> statement-breakpoint
ALTER TABLE analytics_tag_days ADD PRIMARY KEY (organization_id, day, tag_id, delta);--> statement-breakpoint
CREATE INDEX analytics_tag_days_deltas_idx ON analytics_tag_days (delta) WHERE delta <> 0;--> statement-breakpoint
ALTER TABLE analytics_word_days ADD COLUMN delta bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE analytics_word_days ALTER COLUMN delta SET DEFAULT nextval('analytics_delta_seq');--> statement-breakpoint
ALTER TABLE analytics_word_days DROP CONSTRAINT analytics_word_days_pkey;--> statement-breakpoint
ALTER TABLE analytics_word_days ADD PRIMARY KEY (organization_id, day, word, delta);--> statement-breakpoint
CREATE INDEX analytics_word_days_deltas_idx ON analytics_word_days (delta) WHERE delta <> 0;--> statement-breakpoint
-- The triggers of 0014, each now a plain insert of its differences, and in static SQL: 0014 built one
-- statement as text for the three triggers on `reports` and ran it with EXECUTE, which parsed and planned
-- it again on every write, even one that changed nothing counted (a draft saved, a report opened). The
-- triggers now gather the rows that count into an array and hand it to `analytics_apply`, whose
-- statement PL/pgSQL plans once per connection; nothing to count, nothing run.
CREATE TYPE analytics_change AS (
  id integer, organization_id integer, created_at timestamp (3) with time zone, author_id integer, title text,
  content text, verified boolean, lifecycle text, urgency text, sign integer
);--> statement-breakpoint
CREATE FUNCTION analytics_apply(changed analytics_change[]) RETURNS void LANGUAGE plpgsql
  SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  done integer;
BEGIN
  IF cardinality(changed) = 0 THEN
    RETURN;
  END IF;
  WITH changes AS (SELECT * FROM unnest(changed)),
  days AS (
    INSERT INTO analytics_days (organization_id, day, reports, verified, closed, urgent)
    SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, sum(sign),
      coalesce(sum(sign) FILTER (WHERE verified), 0), coalesce(sum(sign) FILTER (WHERE lifecycle = 'closed'), 0),
      coalesce(sum(sign) FILTER (WHERE urgency IS NOT NULL), 0)
    FROM changes GROUP BY 1, 2
  ),
  authors AS (
    INSERT INTO analytics_author_days (organization_id, day, author_id, reports)
    SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, author_id, sum(sign)
    FROM changes WHERE author_id IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(sign) <> 0
  ),
  words AS (
    INSERT INTO analytics_word_days (organization_id, day, word, reports)
    SELECT c.organization_id, (c.created_at AT TIME ZONE 'UTC')::date, w.word, sum(c.sign)
    FROM changes c CROSS JOIN LATERAL analytics_words(c.title, c.content) AS w (word)
    WHERE NOT EXISTS (SELECT FROM analytics_stop_words s WHERE s.word = w.word)
    GROUP BY 1, 2, 3 HAVING sum(c.sign) <> 0
  ),
  tags AS (
    INSERT INTO analytics_tag_days (organization_id, day, tag_id, reports)
    SELECT c.organization_id, (c.created_at AT TIME ZONE 'UTC')::date, t.tag_id, sum(c.sign)
    FROM changes c JOIN report_tags t ON t.report_id = c.id
    GROUP BY 1, 2, 3 HAVING sum(c.sign) <> 0
  )
  SELECT 1 INTO done;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_reports_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_apply(array(
    SELECT (id, organization_id, created_at, author_id, title, content, verified, lifecycle, urgency, 1)::analytics_change
    FROM new_rows WHERE status = 'published'));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only the rows whose counted columns changed: opening a report (is_new) or assigning it costs nothing.
CREATE OR REPLACE FUNCTION analytics_reports_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_apply(array(
    WITH changed AS (
      SELECT o.id FROM old_rows o JOIN new_rows n USING (id)
      WHERE (o.status, o.organization_id, o.created_at, o.author_id, o.title, o.content, o.verified, o.lifecycle, o.urgency)
        IS DISTINCT FROM (n.status, n.organization_id, n.created_at, n.author_id, n.title, n.content, n.verified, n.lifecycle, n.urgency)
    )
    SELECT (id, organization_id, created_at, author_id, title, content, verified, lifecycle, urgency, -1)::analytics_change
    FROM old_rows WHERE status = 'published' AND id IN (SELECT id FROM changed)
    UNION ALL
    SELECT (id, organization_id, created_at, author_id, title, content, verified, lifecycle, urgency, 1)::analytics_change
    FROM new_rows WHERE status = 'published' AND id IN (SELECT id FROM changed)));
  UPDATE analytics_verifications v
  SET organization_id = n.organization_id, published = n.status = 'published', report_created_at = n.created_at
  FROM new_rows n
  WHERE v.report_id = n.id
    AND (v.organization_id, v.published, v.report_created_at) IS DISTINCT FROM (n.organization_id, n.status = 'published', n.created_at);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_reports_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_apply(array(
    SELECT (id, organization_id, created_at, author_id, title, content, verified, lifecycle, urgency, -1)::analytics_change
    FROM old_rows WHERE status = 'published'));
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP FUNCTION analytics_report_changes_sql(text);--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_report_untagged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'published' THEN
    INSERT INTO analytics_tag_days (organization_id, day, tag_id, reports)
    SELECT OLD.organization_id, (OLD.created_at AT TIME ZONE 'UTC')::date, tag_id, -1
    FROM report_tags WHERE report_id = OLD.id;
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_report_tags_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_tag_days (organization_id, day, tag_id, reports)
    SELECT r.organization_id, (r.created_at AT TIME ZONE 'UTC')::date, t.tag_id, count(*)
    FROM new_rows t JOIN reports r ON r.id = t.report_id WHERE r.status = 'published'
    GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO analytics_tag_days (organization_id, day, tag_id, reports)
    SELECT r.organization_id, (r.created_at AT TIME ZONE 'UTC')::date, t.tag_id, -count(*)
    FROM old_rows t JOIN reports r ON r.id = t.report_id WHERE r.status = 'published'
    GROUP BY 1, 2, 3;
  END IF;
  RETURN NULL;
END
$$;
