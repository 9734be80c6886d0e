-- Trigram indexes for substring search in scripts written without spaces (docs/reports.md "Lists,
-- search and paging"). pg_trgm is a trusted extension: the database owner may create it. Must run
-- before 0003_reports, which builds a gin_trgm_ops index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
