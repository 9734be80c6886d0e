-- Role ids are fixed (core `roleIds`, docs/decisions.md) so that role_id means the same everywhere.
INSERT INTO "roles" ("id", "name") VALUES
  (1, 'Administrator'),
  (2, 'Organization Admin'),
  (3, 'Reader'),
  (4, 'Mobile')
ON CONFLICT ("id") DO NOTHING;
