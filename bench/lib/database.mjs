// The PostgreSQL database a benchmark runs on: a fresh one, or a kept one named by BENCH_DB.
import pg from 'pg';
import { log } from '../../scripts/lib.mjs';

async function run(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates `<prefix>_<now>` on the server of `adminUrl`, or reuses `reuse` (BENCH_DB) as it is. `drop()`
 * removes it afterwards unless it is kept (`keep`, or a reused one), and then says how to reuse it.
 */
export async function benchDatabase(adminUrl, { prefix = 'fw_bench', reuse, keep = false } = {}) {
  const name = reuse ?? `${prefix}_${Date.now()}`;
  if (!reuse) await run(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const kept = keep || Boolean(reuse);
  return {
    name,
    url: url.toString(),
    reused: Boolean(reuse),
    async drop() {
      if (kept) log(`kept database ${name} (BENCH_DB=${name} reuses it)`);
      else await run(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
