/**
 * Core's anonymous submission against this real server over HTTP: the browser key (WebCrypto), its
 * DPoP proofs and the proof-of-work solving are core's own code, checked by the server's (jose,
 * altcha-lib). Nothing is faked on either side.
 */
import { createAnonymousTokens, createClient, submitReport, type FieldwatchClient } from '@fieldwatch/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../db/schema.js';
import { pngImage } from '../media/testing.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { callerFor, demo, reportInput, setOptions, type Caller } from '../test/reports.js';

let server: TestServer;
let client: FieldwatchClient;
let call: Caller;

beforeAll(async () => {
  server = await startTestServer();
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  client = createClient({ baseURL: `${address}/api` });
  ({ call } = await callerFor(server, ['admin']));
  await setOptions(call, { anonymous_enabled: '1', anonymous_organization: String(demo.north) });
});
afterAll(() => server.close());

const submit = async (tokens: ReturnType<typeof createAnonymousTokens>, title: string) =>
  submitReport({
    client,
    mode: 'anonymous',
    tokens,
    input: reportInput({ title }),
    files: [
      { id: 'photo', name: 'photo.png', type: 'image/png', blob: new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }) },
    ],
  });

describe('an anonymous submission from core', () => {
  it('creates, uploads and publishes with a token bound to the key, and takes a new token past the cap', async () => {
    const tokens = createAnonymousTokens(client);
    // five reports per token: the sixth is sent with a new token, asked for when the server says the first is used up
    for (let i = 1; i <= 6; i += 1) {
      const report = await submit(tokens, `Anonymous report ${i}`);
      expect(report).toMatchObject({ status: 'published', source: 'anonymous', media: [{ type: 'image' }] });
    }
    const rows = await server.database.db.select({ token: reports.anonymousTokenId }).from(reports).where(eq(reports.source, 'anonymous'));
    expect(new Set(rows.map((row) => row.token)).size).toBe(2);
  });

  it('solves the proof-of-work challenge when it is on', async () => {
    await setOptions(call, { anonymous_challenge_enabled: '1' });
    try {
      const report = await submit(createAnonymousTokens(client), 'Anonymous report behind a challenge');
      expect(report).toMatchObject({ status: 'published' });
    } finally {
      await setOptions(call, { anonymous_challenge_enabled: '0' });
    }
  });
});
