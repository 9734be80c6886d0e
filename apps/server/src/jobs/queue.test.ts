import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../logging.js';
import { demoPassword, startTestServer } from '../test/harness.js';
import { JobQueue, pgliteJobConnection } from './queue.js';

const quiet = Fastify().log;

/** Waits for `check` to hold, polling; fails after a minute (a guard against hanging, not a timing check). */
async function eventually(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 100) {
    if (waited > 60_000) throw new Error('still waiting after a minute');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// PGlite's own case: the PostgreSQL one is crossProcess.test.ts
describe.skipIf(process.env.FW_TEST_DB === 'postgres')('the job queue on PGlite', () => {
  const folder = mkdtempSync(join(tmpdir(), 'fw-jobs-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps a job whose attempt failed across a restart, and runs it again after its pause', async () => {
    const first = new PGlite(folder);
    const before = new JobQueue(pgliteJobConnection(first), () => quiet);
    let failures = 0;
    before.define<{ note: string }>('note', {
      retryLimit: 3,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      run: () => {
        failures += 1;
        return Promise.reject(new Error('mail server down'));
      },
    });
    await before.start();
    await before.send('note', { note: 'hello' });
    await before.idle();
    expect(failures).toBe(1);
    await before.stop();
    await first.close();

    const second = new PGlite(folder);
    const after = new JobQueue(pgliteJobConnection(second), () => quiet);
    const ran: string[] = [];
    after.define<{ note: string }>('note', {
      retryLimit: 3,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      run: ({ note }) => {
        ran.push(note);
        return Promise.resolve();
      },
    });
    await after.start();
    try {
      await eventually(() => ran.length > 0);
      expect(ran).toEqual(['hello']);
      const { rows } = await second.query<{ state: string; retry_count: number }>(
        "SELECT state, retry_count FROM pgboss.job WHERE name = 'note' UNION ALL SELECT state, retry_count FROM pgboss.archive WHERE name = 'note'",
      );
      expect(rows).toEqual([{ state: 'completed', retry_count: 1 }]);
    } finally {
      await after.stop();
      await second.close();
    }
    // two PGlite starts from a folder, on a machine that may be busy
  }, 180_000);

  it('runs a job of a schedule, which pg-boss queues without data', async () => {
    const db = new PGlite();
    const queue = new JobQueue(pgliteJobConnection(db), () => quiet);
    const ran: object[] = [];
    queue.define('tick', {
      retryLimit: 0,
      retryDelaySeconds: 0,
      expireInSeconds: 60,
      run: (data) => {
        ran.push(data);
        return Promise.resolve();
      },
    });
    queue.schedule('tick', '0 0 1 1 *');
    await queue.start();
    try {
      // what pg-boss's clock does when a schedule is due (its `send-it` job inserts the schedule's job)
      await db.query("INSERT INTO pgboss.job (name, data) VALUES ('tick', NULL)");
      await eventually(() => ran.length > 0);
      expect(ran).toEqual([{}]);
      const { rows } = await db.query<{ state: string }>("SELECT state FROM pgboss.job WHERE name = 'tick'");
      expect(rows).toEqual([{ state: 'completed' }]);
    } finally {
      await queue.stop();
      await db.close();
    }
  }, 120_000);
});

describe('jobs queued by a request', () => {
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });

  it("log with the request's id, and keep no mail readable in the job tables", async () => {
    const server = await startTestServer({ logger: loggerOptions('info', capture) });
    try {
      const reset = await server.inject({ method: 'POST', url: '/api/user/0/reset', payload: { username: 'reader' } });
      expect(reset.statusCode).toBe(200);
      expect((await server.mails()).at(-1)!.to).toContain('reader');
      const parsed = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string; queue?: string; req?: { url?: string } });
      const requestId = parsed.find((line) => line.req?.url === '/api/user/0/reset')!.reqId;
      expect(requestId).toBeTruthy();
      const done = parsed.filter((line) => line.msg === 'job done' && line.reqId === requestId).map((line) => line.queue);
      expect(done.sort()).toEqual(['mail', 'password-reset']);

      const login = await server.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'secure', password: demoPassword },
      });
      expect(login.statusCode).toBe(401);
      const mail = (await server.mails()).at(-1)!;
      const code = /(\d{6})/.exec(mail.text)![1]!;
      // the whole answer as text: every job's data, whatever shape the driver gives it
      const tables = JSON.stringify(
        await server.database.db.execute(sql`SELECT data::text AS data FROM pgboss.job UNION ALL SELECT data::text FROM pgboss.archive`),
      );
      expect(tables).toContain('sealed');
      expect(tables).not.toContain(code);
      expect(tables).not.toContain(mail.to);
    } finally {
      await server.close();
    }
  });
});
