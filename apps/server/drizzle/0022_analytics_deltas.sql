-- Analytics buckets without a hot row (docs/analytics.md "How it stays fast"). Until now every write
-- added its difference to the one row of its bucket (ON CONFLICT … DO UPDATE): every report published in
-- an organization on the same day updated the same `analytics_days` row, and the same word rows, so each
-- such transaction waited, row lock by row lock, for the one before it to commit. Now a write only ever
-- inserts its differences, as rows of their own (`delta` > 0, from a sequence: never the same key twice,
-- never a wait), and a job folds them into the bucket's one folded row (`delta` = 0) every minute. The
-- reads already sum every row of a key, so they stay exact between two folds.
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
-- The triggers of 0014, each now a plain insert of its differences.
CREATE OR REPLACE FUNCTION analytics_report_changes_sql(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($sql$
    WITH changes AS (%s),
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
    SELECT
  $sql$, changes)
$$;--> statement-breakpoint
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
