import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data folder lock (one process per PGlite folder)', () => {
  it('refuses a second lock on the same DATA_DIR with a message naming the folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fw-lock-'));
    dirs.push(dir);
    const release = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(dir);
    await expect(second).rejects.toThrow(/different DATA_DIR/);

    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('locks different folders independently', async () => {
    const a = mkdtempSync(join(tmpdir(), 'fw-lock-'));
    const b = mkdtempSync(join(tmpdir(), 'fw-lock-'));
    dirs.push(a, b);
    const releaseA = await lockDataDir(a);
    const releaseB = await lockDataDir(b);
    await releaseA();
    await releaseB();
  });
});
