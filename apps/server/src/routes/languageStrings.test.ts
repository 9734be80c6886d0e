/** Terminology overrides (docs/terminology.md): public reads, the Administrator's CSV round trip, every refusal. */
import { en, languageCodes, limits, loadCatalogue, type LanguageStrings, type StringsImportResult } from '@fieldwatch/core';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, dataOf, errorOf, signIn, startTestServer, type SignedIn, type TestServer } from '../test/harness.js';
import { multipart } from '../test/reports.js';

let server: TestServer;
const sessions: Record<string, SignedIn> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'northadmin', 'reader']) sessions[name] = await signIn(server, name);
});
afterAll(() => server.close());
// each test starts from the catalogues
beforeEach(async () => {
  for (const code of ['fr', 'en', 'es']) {
    await server.inject({ method: 'DELETE', url: `/api/languages/${code}/strings`, headers: bearer(sessions.admin!) });
  }
});

const authorization = (who?: string) => (who === undefined ? {} : bearer(sessions[who]!));

const getStrings = (code: string, headers: Record<string, string> = {}) =>
  server.inject({ method: 'GET', url: `/api/languages/${code}/strings`, headers });

const download = (code: string, who?: string) =>
  server.inject({ method: 'GET', url: `/api/languages/${code}/strings?format=csv`, headers: authorization(who) });

const upload = (code: string, content: string | Buffer, options: { who?: string; preview?: boolean; field?: string } = {}) => {
  const body = multipart(options.field ?? 'file', 'strings.csv', 'text/csv', typeof content === 'string' ? Buffer.from(content) : content);
  return server.inject({
    method: 'POST',
    url: `/api/languages/${code}/strings${options.preview ? '?preview=1' : ''}`,
    payload: body.payload,
    headers: { ...body.headers, ...authorization(options.who ?? 'admin') },
  });
};

async function applied(code: string, content: string): Promise<StringsImportResult> {
  const res = await upload(code, content);
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<StringsImportResult>(res);
}

const overridesOf = async (code: string) => dataOf<LanguageStrings>(await getStrings(code));

describe('GET /languages/{code}/strings', () => {
  it('answers the overrides to anyone, signed in or not, from any origin, cacheable with an ETag', async () => {
    expect((await getStrings('fr')).json()).toEqual({ data: {} });
    await applied('fr', 'key,text\ncommon.save,Valider\n');

    const res = await getStrings('fr', { origin: 'https://partner.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { 'common.save': 'Valider' } });
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await getStrings('fr', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await applied('fr', 'common.save,Valider maintenant\n');
    const changed = await getStrings('fr', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('takes a locale as well as a code; another language is 404', async () => {
    await applied('fr', 'common.save,Valider\n');
    expect(await overridesOf('fr_FR')).toEqual({ 'common.save': 'Valider' });
    expect(await overridesOf('es')).toEqual({});
    for (const code of ['de', 'xx', 'de_DE']) {
      const res = await getStrings(code);
      expect(res.statusCode, code).toBe(404);
      expect(errorOf(res).type).toBe('RESOURCE_NOT_FOUND');
    }
    expect(errorOf(await server.inject({ method: 'GET', url: '/api/languages/fr/strings?format=xml' })).fields).toEqual({
      format: 'invalidValue',
    });
  });
});

describe('GET /languages/{code}/strings?format=csv', () => {
  it('gives the Administrator every key in catalogue order with the text shown now', async () => {
    await applied('fr', 'common.save,Valider\n');
    const res = await download('fr', 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="fieldwatch-strings-fr.csv"; filename*=UTF-8\'\'fieldwatch-strings-fr.csv',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\ufeffkey,text\r\n')).toBe(true);

    const rows = parse(res.body, { bom: true });
    expect(rows[0]).toEqual(['key', 'text']);
    expect(rows.slice(1).map(([key]) => key)).toEqual(Object.keys(en));
    const texts = new Map(rows.slice(1).map(([key, text]) => [key, text]));
    const fr = await loadCatalogue('fr');
    expect(texts.get('common.save')).toBe('Valider');
    expect(texts.get('common.cancel')).toBe(fr['common.cancel']);
    expect(texts.get('twoFactor.resendIn')).toBe(fr['twoFactor.resendIn']);
  });

  it('neutralises texts a spreadsheet would run as formulas, and reads them back unchanged', async () => {
    await applied('en', 'common.cancel,=Cancel\ncommon.close,-Close\ncommon.back,+Back\ncommon.leave,@Leave\n');
    const csv = (await download('en', 'admin')).body;
    const texts = new Map(parse(csv, { bom: true }).map(([key, text]) => [key, text]));
    expect([texts.get('common.cancel'), texts.get('common.close'), texts.get('common.back'), texts.get('common.leave')]).toEqual([
      "'=Cancel",
      "'-Close",
      "'+Back",
      "'@Leave",
    ]);
    const again = await applied('en', csv);
    expect(again.changed).toEqual([]);
    expect(again.rejected).toEqual([]);
    expect(again.unchanged).toBe(Object.keys(en).length);
    expect((await overridesOf('en'))['common.cancel']).toBe('=Cancel');
  });

  it('quotes a text with a line break of its own, so that it reads back as one record', async () => {
    expect((await applied('pt', '"common.cancel","Anular\nagora"\r\n')).changed.map((change) => change.key)).toEqual(['common.cancel']);
    const csv = (await download('pt', 'admin')).body;
    expect(csv).toContain('common.cancel,"Anular\nagora"\r\n');
    expect((await applied('pt', csv)).unchanged).toBe(Object.keys(en).length);
    expect((await overridesOf('pt'))['common.cancel']).toBe('Anular\nagora');
  });

  it("uploads back unchanged in every language: the catalogues' own texts pass every check", async () => {
    for (const code of languageCodes) {
      const res = await upload(code, (await download(code, 'admin')).body, { preview: true });
      expect(dataOf<StringsImportResult>(res), code).toEqual({
        changed: [],
        unchanged: Object.keys(en).length,
        rejected: [],
        applied: false,
      });
    }
  });

  it('is refused to everyone else', async () => {
    for (const who of ['northadmin', 'reader']) {
      const res = await download('fr', who);
      expect(res.statusCode, who).toBe(403);
      expect(errorOf(res).type).toBe('INSUFFICIENT_PRIVILEGES');
    }
    const signedOut = await download('fr');
    expect(signedOut.statusCode).toBe(401);
    expect(errorOf(signedOut).type).toBe('UNAUTHENTICATED');
    expect((await download('de', 'admin')).statusCode).toBe(404);
  });
});

describe('POST /languages/{code}/strings', () => {
  it('round trip: download, edit, preview (nothing stored), apply, read', async () => {
    const csv = (await download('fr', 'admin')).body;
    const edited = csv.replace('\r\ncommon.save,Enregistrer\r\n', '\r\ncommon.save,Enregistrer la fiche\r\n');
    expect(edited).not.toBe(csv);

    const preview = await upload('fr', edited, { preview: true });
    expect(dataOf<StringsImportResult>(preview)).toEqual({
      changed: [{ key: 'common.save', from: 'Enregistrer', to: 'Enregistrer la fiche' }],
      unchanged: Object.keys(en).length - 1,
      rejected: [],
      applied: false,
    });
    expect(await overridesOf('fr')).toEqual({});

    const result = await applied('fr', edited);
    expect(result).toMatchObject({ changed: [{ key: 'common.save', to: 'Enregistrer la fiche' }], applied: true });
    expect(await overridesOf('fr')).toEqual({ 'common.save': 'Enregistrer la fiche' });
  });

  it('keeps the other overrides; a text equal to the catalogue removes its override', async () => {
    await applied('fr', 'common.save,Valider\ncommon.cancel,Abandonner\n');
    const result = await applied('fr', 'common.save,Enregistrer\ncommon.back,Précédent\n');
    expect(result.changed).toEqual([
      { key: 'common.save', from: 'Valider', to: 'Enregistrer' },
      { key: 'common.back', from: 'Retour', to: 'Précédent' },
    ]);
    expect(await overridesOf('fr')).toEqual({ 'common.cancel': 'Abandonner', 'common.back': 'Précédent' });
  });

  it('refuses each bad line with its reason and line number, and applies the rest', async () => {
    const lines = [
      'key,text',
      'no.such.key,Foo',
      'common.cancel,',
      `common.close,${'x'.repeat(limits.stringOverrideMax + 1)}`,
      'app.loading,"Chargement {"',
      'twoFactor.resendIn,Renvoyer bientôt',
      'common.back,Premier',
      '',
      'common.leave,"Quitter',
      'maintenant"',
      'common.back,Second',
      'twoFactor.resendIn,Renvoyer dans {seconds} s',
      `app.tagline,"${'y'.repeat(limits.stringOverrideMax)}"`,
    ];
    const result = await applied('fr', `${lines.join('\n')}\n`);
    expect(result.rejected).toEqual([
      { line: 2, key: 'no.such.key', problem: 'unknownKey' },
      { line: 3, key: 'common.cancel', problem: 'emptyText' },
      { line: 4, key: 'common.close', problem: 'tooLong' },
      { line: 5, key: 'app.loading', problem: 'invalidMessage' },
      { line: 6, key: 'twoFactor.resendIn', problem: 'duplicateKey' },
      { line: 7, key: 'common.back', problem: 'duplicateKey' },
    ]);
    expect(result.changed.map((c) => c.key)).toEqual(['common.leave', 'common.back', 'twoFactor.resendIn', 'app.tagline']);
    expect(await overridesOf('fr')).toMatchObject({
      'common.leave': 'Quitter\nmaintenant',
      'twoFactor.resendIn': 'Renvoyer dans {seconds} s',
    });

    const placeholders = await applied('fr', 'twoFactor.resendIn,Renvoyer bientôt\ncommon.save,Enregistrer {what}\n');
    expect(placeholders.rejected).toEqual([
      { line: 1, key: 'twoFactor.resendIn', problem: 'placeholdersDiffer' },
      { line: 2, key: 'common.save', problem: 'placeholdersDiffer' },
    ]);
    expect(placeholders.changed).toEqual([]);
  });

  it('takes a byte order mark, no header, and Windows line ends', async () => {
    const result = await applied('es', '\ufeffcommon.save,Guardar ficha\r\ncommon.cancel,Descartar\r\n');
    expect(result.changed.map((c) => c.key)).toEqual(['common.save', 'common.cancel']);
    expect(result.rejected).toEqual([]);
  });

  it('answers 400 stringsFileInvalid for a file that is not a key,text CSV, and changes nothing', async () => {
    for (const content of [
      Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00]),
      'common.save,"Enregistrer\n',
      'common.save\ncommon.cancel\n',
      'common.save,Valider,extra\n',
      '',
    ]) {
      const res = await upload('fr', content);
      expect(res.statusCode, String(content)).toBe(400);
      expect(errorOf(res)).toMatchObject({ type: 'VALIDATION_ERROR', fields: { file: 'stringsFileInvalid' } });
    }
    expect(errorOf(await upload('fr', 'common.save,Valider\n', { field: 'csv' })).fields).toEqual({ file: 'required' });
    expect(await overridesOf('fr')).toEqual({});
  });

  it(`answers 413 over ${limits.stringsCsvMaxBytes} bytes`, async () => {
    const line = `common.save,${'z'.repeat(100)}\n`;
    const res = await upload('fr', line.repeat(Math.ceil((limits.stringsCsvMaxBytes + 1) / line.length)));
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).type).toBe('PAYLOAD_TOO_LARGE');
    expect(await overridesOf('fr')).toEqual({});
  });

  it('is the Administrator’s alone; an unknown language is 404', async () => {
    for (const who of ['northadmin', 'reader']) {
      const res = await upload('fr', 'common.save,Valider\n', { who });
      expect(res.statusCode, who).toBe(403);
      expect(errorOf(res).type).toBe('INSUFFICIENT_PRIVILEGES');
    }
    const body = multipart('file', 'strings.csv', 'text/csv', Buffer.from('common.save,Valider\n'));
    const signedOut = await server.inject({
      method: 'POST',
      url: '/api/languages/fr/strings',
      payload: body.payload,
      headers: body.headers,
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await upload('de', 'common.save,Valider\n')).statusCode).toBe(404);
    expect(await overridesOf('fr')).toEqual({});
  });
});

describe('DELETE /languages/{code}/strings', () => {
  it('removes every override of the language, and only of it', async () => {
    await applied('fr', 'common.save,Valider\ncommon.cancel,Abandonner\n');
    await applied('es', 'common.save,Guardar ficha\n');
    const res = await server.inject({ method: 'DELETE', url: '/api/languages/fr_FR/strings', headers: bearer(sessions.admin!) });
    expect(res.json()).toEqual({ data: true });
    expect(await overridesOf('fr')).toEqual({});
    expect(await overridesOf('es')).toEqual({ 'common.save': 'Guardar ficha' });
  });

  it('is the Administrator’s alone', async () => {
    await applied('fr', 'common.save,Valider\n');
    for (const who of ['northadmin', 'reader']) {
      const res = await server.inject({ method: 'DELETE', url: '/api/languages/fr/strings', headers: bearer(sessions[who]!) });
      expect(res.statusCode, who).toBe(403);
    }
    expect((await server.inject({ method: 'DELETE', url: '/api/languages/fr/strings' })).statusCode).toBe(401);
    expect(await overridesOf('fr')).toEqual({ 'common.save': 'Valider' });
  });
});

describe('API documentation', () => {
  it('documents the three calls', async () => {
    const doc = (await server.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(doc.paths['/api/languages/{code}/strings'] ?? {})).toEqual(expect.arrayContaining(['delete', 'get', 'post']));
  });
});
