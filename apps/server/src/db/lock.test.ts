import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.js';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fw-lock-'));
  dirs.push(dir);
  return dir;
}

/** A real server-like process that takes the lock on `dir` with this module and keeps it until killed. */
async function childHoldingLock(dir: string): Promise<ChildProcess> {
  const lockModule = new URL('./lock.ts', import.meta.url).href;
  const script = `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
await lockDataDir(${JSON.stringify(dir)});
process.stdout.write('locked\\n');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  expect(chunk.toString()).toBe('locked\n');
  return child;
}

describe('data folder lock (one process per PGlite folder)', () => {
  it('refuses a second lock on the same DATA_DIR with a message naming the folder', async () => {
    const dir = tempDir();
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
    const releaseA = await lockDataDir(tempDir());
    const releaseB = await lockDataDir(tempDir());
    await releaseA();
    await releaseB();
  });

  it('refuses while another live process holds the lock, and takes it at once after that process is killed', async () => {
    const dir = tempDir();
    const child = await childHoldingLock(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);

    child.kill('SIGKILL');
    await once(child, 'exit');
    // the lock was refreshed moments ago, so only its dead owner's pid can make it free now
    const release = await lockDataDir(dir);
    await release();
  });

  it('keeps a fresh lock whose owner is on another host (a shared folder): only its age frees it', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'server.lock'));
    writeFileSync(join(dir, 'server.lock.owner'), JSON.stringify({ pid: 999_999_999, host: `not-${hostname()}` }));
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it("takes a lock left with this process's own pid by a previous life (a container restarted after a crash)", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'server.lock'));
    writeFileSync(join(dir, 'server.lock.owner'), JSON.stringify({ pid: process.pid, host: hostname() }));
    const release = await lockDataDir(dir);
    await release();
  });
});
