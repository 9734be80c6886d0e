/**
 * An export never answers 200 with a file that is silently cut (docs/reports.md, "A failed export"). The
 * failures are real ones of the database: the reports table is renamed away, before the request or after the
 * first bytes of the answer have been read, while the export still has pages of reports to fetch.
 */
import { exportBrokeOff, exportFailureEntry, exportFailureLine } from '@fieldwatch/core';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../db/schema.js';
import { bearer, errorOf, signIn, startTestServer, type SignedIn, type TestServer } from '../test/harness.js';
import { demo } from '../test/reports.js';

let server: TestServer;
let admin: SignedIn;

/**
 * An export reads its reports 500 first, then a page of 5,000 at a time, the next page while the current
 * one is written, and sends text in pieces of 64 kB: with 11,000 reports, the first bytes leave (and
 * deflate, for a zip, has a block to write) while pages are still to be fetched.
 */
async function fillNorth(minimum: number) {
  const { db } = server.database;
  const north = await db.select().from(reports).where(eq(reports.organizationId, demo.north));
  const copies = north.map(({ id: _id, search: _search, ...report }) => report);
  for (let total = north.length; total < minimum; total += copies.length) {
    for (let start = 0; start < copies.length; start += 200) await db.insert(reports).values(copies.slice(start, start + 200));
  }
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  await fillNorth(11_000);
});
afterAll(() => server.close());

let renamed = false;
const breakReports = async () => {
  await server.database.db.execute(sql`alter table reports rename to reports_away`);
  renamed = true;
};
afterEach(async () => {
  if (renamed) await server.database.db.execute(sql`alter table reports_away rename to reports`);
  renamed = false;
});

const exportRequest = (body: object, payloadAsStream = false) =>
  server.inject({
    method: 'POST',
    url: `/api/organization/${demo.north}/reports/export`,
    headers: bearer(admin),
    payload: { filters: {}, ...body },
    payloadAsStream,
  });

/** Reads the first chunk of a streamed answer, lets `meanwhile` happen, then reads the rest. */
async function readAround(response: LightMyRequestResponse, meanwhile: () => Promise<void>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let first = true;
  for await (const chunk of response.stream()) {
    chunks.push(Buffer.from(chunk as Uint8Array));
    if (first) await meanwhile();
    first = false;
  }
  return Buffer.concat(chunks);
}

describe('an export whose query fails', () => {
  it('answers an error status, not a file, when the query fails before the first byte', async () => {
    await breakReports();
    const response = await exportRequest({ format: 'csv' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(errorOf(response).type).toBe('SERVER_ERROR');
  });

  it('ends a CSV with the marker line when the query fails mid-stream', async () => {
    const complete = (await exportRequest({ format: 'csv' })).rawPayload;
    expect(exportBrokeOff(complete, false)).toBe(false);

    const response = await exportRequest({ format: 'csv' }, true);
    expect(response.statusCode).toBe(200);
    const body = await readAround(response, breakReports);
    const lines = body.toString('utf8').trimEnd().split('\r\n');
    expect(lines.at(-1)).toBe(exportFailureLine);
    // it did break off: fewer reports than the complete file, which holds more than one page of them
    expect(body.length).toBeLessThan(complete.length);
    expect(exportBrokeOff(body, false)).toBe(true);
  });

  it('ends a GeoJSON file with the marker line too', async () => {
    const response = await exportRequest({ format: 'geojson' }, true);
    const body = await readAround(response, breakReports);
    expect(body.toString('utf8').trimEnd().endsWith(`\r\n${exportFailureLine}`)).toBe(true);
    expect(exportBrokeOff(body, false)).toBe(true);
  });

  it('closes a zip with an ERROR.txt entry when the query fails mid-stream', async () => {
    const complete = (await exportRequest({ format: 'csv', media: true })).rawPayload;
    expect(exportBrokeOff(complete, true)).toBe(false);
    expect(Object.keys(unzipSync(complete))).not.toContain(exportFailureEntry);

    const response = await exportRequest({ format: 'csv', media: true }, true);
    expect(response.statusCode).toBe(200);
    const body = await readAround(response, breakReports);
    const entries = unzipSync(body);
    expect(Object.keys(entries).at(-1)).toBe(exportFailureEntry);
    expect(strFromU8(entries['reports.csv']!).trimEnd().endsWith(exportFailureLine)).toBe(true);
    expect(exportBrokeOff(body, true)).toBe(true);
    // a zip cut on the way (no central directory) is told apart as well
    expect(exportBrokeOff(complete.subarray(0, complete.length - 30), true)).toBe(true);
  });
});
