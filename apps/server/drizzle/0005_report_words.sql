-- The vocabulary of the reports (schema.ts `reportWords`, docs/decisions.md "Reports"): every lexeme
-- of every `search` vector, kept by the database so that no write path can forget it. A search word
-- prefix is looked up here and searched as the few whole words it begins, which the GIN index
-- intersects far faster than prefix matches. Words are only ever added: a word whose reports were
-- deleted stays and matches nothing, which costs one empty index lookup.
CREATE FUNCTION report_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_words (word)
    SELECT DISTINCT unnest(tsvector_to_array(search)) FROM new_reports
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION report_words_add_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_words (word)
    SELECT unnest(tsvector_to_array(NEW.search))
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- once per INSERT statement, whatever its number of rows (imports, the benchmark's seed)
CREATE TRIGGER reports_words_insert AFTER INSERT ON reports
  REFERENCING NEW TABLE AS new_reports
  FOR EACH STATEMENT EXECUTE FUNCTION report_words_add();--> statement-breakpoint
-- an edit of the title or the content; other updates (flags, lifecycle) do not fire it
CREATE TRIGGER reports_words_update AFTER UPDATE OF title, content ON reports
  FOR EACH ROW WHEN (OLD.search IS DISTINCT FROM NEW.search)
  EXECUTE FUNCTION report_words_add_row();--> statement-breakpoint
INSERT INTO report_words (word)
  SELECT DISTINCT unnest(tsvector_to_array(search)) FROM reports
  ON CONFLICT DO NOTHING;
