/**
 * One process per PGlite data directory: PGlite runs with fsync off and each process holds its own
 * view of the files, so two on one directory would silently lose writes. The lock is a directory made
 * atomically next to the data (proper-lockfile), refreshed while the process lives. Beside it the
 * owner writes its pid and host name, so that a restart on the same machine after a crash (kill -9,
 * out of memory) sees at once that the owner is dead and takes the lock without waiting. For an owner
 * on another host (a shared folder), or one that left no pid, the lock goes stale 10 s after its last
 * refresh.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
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

interface LockOwner {
  pid: number;
  host: string;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host } : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user
    return (error as { code?: string }).code === 'EPERM';
  }
}

/** The locks this process holds, so that its own pid in an owner file is told apart from a previous life's. */
const held = new Set<string>();

/**
 * True when the lock's owner is known to be gone: it ran on this host and its pid is no longer alive,
 * or is this very process's pid on a lock it does not hold (a container restarted after a crash gives
 * its server the same pid). A live pid keeps its lock: it refreshes it every 5 s.
 */
function ownerIsDead(owner: LockOwner | undefined, lockPath: string): boolean {
  if (!owner || owner.host !== hostname()) return false;
  if (owner.pid === process.pid) return !held.has(lockPath);
  return !isAlive(owner.pid);
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
  const lockPath = join(dataDir, 'server.lock');
  const ownerFile = join(dataDir, 'server.lock.owner');
  if (ownerIsDead(readOwner(ownerFile), lockPath)) {
    rmSync(lockPath, { recursive: true, force: true });
    rmSync(ownerFile, { force: true });
  }
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: lockPath,
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
  held.add(lockPath);
  writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, host: hostname() } satisfies LockOwner));
  return async () => {
    rmSync(ownerFile, { force: true });
    held.delete(lockPath);
    await release();
  };
}
