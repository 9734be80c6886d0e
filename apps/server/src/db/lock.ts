/**
 * One process per PGlite data directory: PGlite runs with fsync off and each process holds its own
 * view of the files, so two on one directory would silently lose writes. The lock is a directory made
 * atomically next to the data, refreshed while the process lives, and considered stale 10 s after a
 * crash.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another Fieldwatch server is already using the data folder ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes the lock on `dataDir` or throws DataDirLockedError. Returns the release function.
 * `onCompromised` runs if the lock is lost while running (e.g. the folder was removed).
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void = (error) => {
    throw error;
  },
): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, 'server.lock'),
      stale: 10_000,
      update: 5_000,
      retries: 0,
      realpath: false,
      onCompromised,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
