import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The committed migrations (apps/server/drizzle). This module runs from src/db (tests, tsx) or bundled
 * into dist/main.js, so the folder is one or two levels up.
 */
export function migrationsFolder(): string {
  const candidates = [resolve(here, '..', 'drizzle'), resolve(here, '..', '..', 'drizzle')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`The database migrations were not found (looked in ${candidates.join(', ')})`);
  return found;
}
