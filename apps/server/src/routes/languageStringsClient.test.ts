/**
 * Core's terminology calls (packages/core/src/api/languageStrings.ts) and user search against this real
 * server over HTTP: the CSV download, the upload as a browser's FormData sends it, the public read
 * without a token.
 */
import {
  applyLanguageStrings,
  createClient,
  createSessionStore,
  downloadLanguageStrings,
  getLanguageStrings,
  listUsers,
  login,
  previewLanguageStrings,
  resetLanguageStrings,
  type FieldwatchClient,
} from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
let admin: FieldwatchClient;
let signedOut: FieldwatchClient;

beforeAll(async () => {
  server = await startTestServer();
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  admin = createClient({ baseURL: `${address}/api`, session: createSessionStore() });
  signedOut = createClient({ baseURL: `${address}/api`, session: createSessionStore() });
  await login(admin, 'admin', demoPassword);
});
afterAll(() => server.close());

describe('the terminology client against the server', () => {
  it('downloads the CSV, previews and applies an edit, reads it signed out, and resets', async () => {
    const { blob, filename } = await downloadLanguageStrings(admin, 'fr_FR');
    expect(filename).toBe('fieldwatch-strings-fr.csv');
    const csv = await blob.text();
    const edited = new Blob([csv.replace('\r\ncommon.save,Enregistrer\r\n', '\r\ncommon.save,Valider\r\n')], { type: 'text/csv' });

    const preview = await previewLanguageStrings(admin, 'fr', edited, 'strings-fr.csv');
    expect(preview).toMatchObject({ changed: [{ key: 'common.save', from: 'Enregistrer', to: 'Valider' }], rejected: [], applied: false });
    expect(await getLanguageStrings(signedOut, 'fr')).toEqual({});

    expect((await applyLanguageStrings(admin, 'fr', edited, 'strings-fr.csv')).applied).toBe(true);
    expect(await getLanguageStrings(signedOut, 'fr_FR')).toEqual({ 'common.save': 'Valider' });

    expect(await resetLanguageStrings(admin, 'fr')).toBe(true);
    expect(await getLanguageStrings(signedOut, 'fr')).toEqual({});
  });

  it('turns an unreadable file into a field error', async () => {
    const error = await applyLanguageStrings(admin, 'fr', new Blob(['common.save,"Valider\n']), 'broken.csv').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { file: 'stringsFileInvalid' } });
  });
});

describe('the users client against the server', () => {
  it('searches and filters by organization', async () => {
    const found = await listUsers(admin, { q: 'ADMIN', organization: 2 });
    expect(found.data.map((user) => user.username)).toEqual(['southadmin']);
    expect(found.total).toBe(1);
  });
});
