/**
 * The audit trail (docs/audit.md): each security-relevant change leaves one entry naming who, from
 * where, on what and what changed (never a secret); the Administrator alone reads and exports it; the
 * database itself refuses to rewrite it.
 */
import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { AuditEntry, AuditPage, User } from '@fieldwatch/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districtGeoJson } from '../layers/testing.js';
import { dataOf, errorOf, startTestServer, type SignedIn, type TestServer } from '../test/harness.js';
import { callerFor, demo, multipart, publishedReport, type Caller } from '../test/reports.js';

let server: TestServer;
let call: Caller;
let sessions: Record<string, SignedIn>;
const password = 'Monsoon#Field42';
const userAgent = 'audit-test/1.0';
const roles = { 'Organization Admin': 2, Reader: 3 };

beforeAll(async () => {
  server = await startTestServer();
  ({ call, sessions } = await callerFor(server, ['admin', 'northadmin', 'reader', 'mobile']));
});
afterAll(() => server.close());

/** A call with a known browser, so the entry's user agent can be checked. */
const act = (who: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(who, method, url, payload, { 'user-agent': userAgent });

const page = async (query = '', who = 'admin') => {
  const res = await call(who, 'GET', `/audit${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPage>();
};

/** The newest entry of an action (and target), which the test just caused. */
async function latest(action: string, targetId?: number | string): Promise<AuditEntry> {
  const target = targetId === undefined ? '' : `&target_id=${targetId}`;
  const [entry] = (await page(`action=${action}${target}&limit=1`)).data;
  if (!entry) throw new Error(`no ${action} entry`);
  return entry;
}

function expectFrom(entry: AuditEntry, who: 'admin' | 'northadmin' | 'reader'): void {
  expect(entry.actor).toEqual({ id: demo.users[who], username: who });
  expect(entry.ip).toBe('127.0.0.1');
  expect(entry.user_agent).toBe(userAgent);
  expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60 * 60 * 1000);
}

async function newUser(username: string): Promise<User> {
  const res = await act('admin', 'POST', '/user', {
    username,
    password,
    role_id: roles.Reader,
    organizations: [demo.north],
    options: { email: `${username}@example.org` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<User>(res);
}

describe('wired events', () => {
  it('records a user created, changed field by field, deactivated, activated and deleted', async () => {
    const user = await newUser('audited_amina');
    const created = await latest('user.create', user.id);
    expectFrom(created, 'admin');
    expect(created.target).toEqual({ type: 'user', id: String(user.id) });
    expect(created.details).toEqual({ username: 'audited_amina', role: 'Reader', organizations: [demo.north], password_set: true });

    const newPassword = 'Kestrel#Delta77';
    const changed = await act('admin', 'PUT', `/user/${user.id}`, {
      role_id: roles['Organization Admin'],
      organizations: [demo.north, demo.south],
      password: newPassword,
      options: { firstname: 'Amina' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await latest('user.role', user.id)).details).toEqual({ username: 'audited_amina', from: 'Reader', to: 'Organization Admin' });
    expect((await latest('user.organizations', user.id)).details).toEqual({
      username: 'audited_amina',
      from: [demo.north],
      to: [demo.north, demo.south],
    });
    const update = await latest('user.update', user.id);
    expectFrom(update, 'admin');
    expect(update.details).toEqual({ username: 'audited_amina', fields: ['firstname', 'password'] });
    // neither the password nor its hash is anywhere in the trail
    const everything = JSON.stringify((await page('limit=100')).data);
    expect(everything).not.toContain(newPassword);
    expect(everything).not.toContain(password);
    expect(everything).not.toContain('$argon2');

    await act('admin', 'PUT', `/user/${user.id}`, { active: false });
    expect((await latest('user.deactivate', user.id)).details).toEqual({ username: 'audited_amina' });
    await act('admin', 'PUT', `/user/${user.id}`, { active: true });
    expect((await latest('user.activate', user.id)).details).toEqual({ username: 'audited_amina' });

    expect((await act('admin', 'DELETE', `/user/${user.id}`)).statusCode).toBe(200);
    expect((await latest('user.delete', user.id)).details).toEqual({ username: 'audited_amina', role: 'Organization Admin' });
  });

  it('records nothing for a change refused', async () => {
    const before = (await page('action=user.role&limit=100')).data.length;
    const refused = await act('northadmin', 'PUT', `/user/${demo.users.admin}`, { role_id: roles.Reader });
    expect(refused.statusCode).toBe(403);
    expect((await page('action=user.role&limit=100')).data).toHaveLength(before);
  });

  it('records organizations created, renamed and deleted', async () => {
    const res = await act('admin', 'POST', '/organization', { name: 'Audited East' });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = dataOf<{ id: number }>(res);
    const created = await latest('organization.create', id);
    expectFrom(created, 'admin');
    expect(created.details).toEqual({ name: 'Audited East' });
    await act('admin', 'PUT', `/organization/${id}`, { name: 'Audited West' });
    expect((await latest('organization.update', id)).details).toEqual({ from: 'Audited East', to: 'Audited West' });
    expect((await act('admin', 'DELETE', `/organization/${id}`)).statusCode).toBe(200);
    expect((await latest('organization.delete', id)).details).toMatchObject({ name: 'Audited West', move_to: null });
  });

  it('records the options changed with old and new values, and only those', async () => {
    const res = await act('admin', 'PUT', '/options', [
      { name: 'timezone', value: 'Africa/Nairobi' },
      { name: 'basemap_satellite', value: 'https://tiles.example/{z}/{x}/{y}.png?key=s3cr3t' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const entry = await latest('settings.update');
    expectFrom(entry, 'admin');
    expect(entry.target.type).toBe('options');
    expect(entry.details).toEqual({
      changed: { timezone: { from: 'Europe/London', to: 'Africa/Nairobi' }, basemap_satellite: { changed: true } },
    });
    expect(JSON.stringify(entry)).not.toContain('s3cr3t');
  });

  it('records a terminology upload and reset', async () => {
    const body = multipart('file', 'strings.csv', 'text/csv', Buffer.from('common.save,Valider\n'));
    const res = await call('admin', 'POST', '/languages/fr/strings', body.payload, { ...body.headers, 'user-agent': userAgent });
    expect(res.statusCode, res.body).toBe(200);
    const upload = await latest('terminology.update', 'fr');
    expectFrom(upload, 'admin');
    expect(upload.details).toEqual({ keys: ['common.save'], rejected: 0 });
    await act('admin', 'DELETE', '/languages/fr/strings');
    expect((await latest('terminology.update', 'fr')).details).toEqual({ reset: true });
  });

  it('records a report, story, layer, tag and tag group deleted', async () => {
    const report = await publishedReport(call, 'northadmin', demo.north);
    expect((await act('northadmin', 'DELETE', `/organization/${demo.north}/report/${report.id}`)).statusCode).toBe(200);
    const reportEntry = await latest('report.delete', report.id);
    expectFrom(reportEntry, 'northadmin');
    expect(reportEntry.details).toEqual({ organization_id: demo.north, files: 0 });

    const story = dataOf<{ id: number }>(
      await act('admin', 'POST', `/organization/${demo.north}/story`, { title: 'Audited story', subtitle: 'A subtitle' }),
    );
    expect((await act('admin', 'DELETE', `/organization/${demo.north}/story/${story.id}`)).statusCode).toBe(200);
    expect((await latest('story.delete', story.id)).details).toEqual({ organization_id: demo.north, title: 'Audited story' });

    const layerNames = Object.fromEntries(
      ['en_US', 'fr_FR', 'es_ES', 'pt_PT', 'ta_IN', 'zh_CN', 'ar_SA'].map((l) => [l, `Districts ${l}`]),
    );
    const boundary = `----fw${randomBytes(6).toString('hex')}`;
    const parts = [
      `--${boundary}\r\nContent-Disposition: form-data; name="layer"\r\n\r\n${JSON.stringify({ name: layerNames, type: 'vector' })}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="d.geojson"\r\nContent-Type: application/geo+json\r\n\r\n${districtGeoJson()}\r\n`,
      `--${boundary}--\r\n`,
    ];
    const layerRes = await call('northadmin', 'POST', `/organization/${demo.north}/layer`, Buffer.from(parts.join('')), {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(layerRes.statusCode, layerRes.body).toBe(201);
    const layer = dataOf<{ id: number }>(layerRes);
    expect((await act('northadmin', 'DELETE', `/organization/${demo.north}/layer/${layer.id}`)).statusCode).toBe(200);
    expect((await latest('layer.delete', layer.id)).details).toEqual({ organization_id: demo.north, name: layerNames, type: 'vector' });

    const group = dataOf<{ id: number }>(
      await act('admin', 'POST', '/taxonomy/group', { type: 'multi', translations: { en_US: 'Audited' } }),
    );
    const tag = dataOf<{ id: number }>(
      await act('admin', 'POST', `/organization/${demo.north}/taxonomy/group/${group.id}`, { translations: { en_US: 'Roof' } }),
    );
    expect((await act('admin', 'DELETE', `/organization/${demo.north}/taxonomy/${tag.id}`)).statusCode).toBe(200);
    expect(await latest('taxonomy.delete', tag.id)).toMatchObject({
      target: { type: 'tag', id: String(tag.id) },
      details: { kind: 'tag', organization_id: demo.north, group_id: group.id, names: { en_US: 'Roof' } },
    });
    expect((await act('admin', 'DELETE', `/taxonomy/group/${group.id}`)).statusCode).toBe(200);
    const groupEntries = (await page(`action=taxonomy.delete&target_type=tag_group&target_id=${group.id}`)).data;
    expect(groupEntries.map((entry) => entry.details)).toEqual([{ kind: 'group', names: { en_US: 'Audited' } }]);
  });

  it('records a report export with its filters and count, and an import with its file name and counts', async () => {
    await publishedReport(call, 'northadmin', demo.north, { title: 'Numbat sighting near the dam' });
    const exported = await act('northadmin', 'POST', `/organization/${demo.north}/reports/export`, {
      filters: { search: 'numbat' },
      format: 'geojson',
      media: true,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const exportEntry = await latest('reports.export', demo.north);
    expectFrom(exportEntry, 'northadmin');
    expect(exportEntry.details).toMatchObject({
      format: 'geojson',
      media: true,
      filters: { search: 'numbat' },
      count: 1,
      count_exact: true,
    });

    const body = multipart('file', 'numbats.zip', 'application/zip', Buffer.from(exported.rawPayload));
    const imported = await call('admin', 'POST', `/organization/${demo.south}/reports/import`, body.payload, {
      ...body.headers,
      'user-agent': userAgent,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const importEntry = await latest('reports.import', demo.south);
    expectFrom(importEntry, 'admin');
    expect(importEntry.details).toEqual({ file_name: 'numbats.zip', created: 1, updated: 0, skipped: 0, rejected: 0 });
  });

  it('records a sign-out, naming who signed out', async () => {
    const own = await callerFor(server, ['reader']);
    const res = await server.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${own.sessions.reader!.accessToken}`, 'user-agent': userAgent },
      payload: { refresh_token: own.sessions.reader!.refreshToken },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await latest('signout', demo.users.reader);
    expectFrom(entry, 'reader');
    expect(entry.target).toEqual({ type: 'user', id: String(demo.users.reader) });
  });
});

describe('GET /audit', () => {
  it('is for the Administrator alone', async () => {
    for (const who of ['northadmin', 'reader', 'mobile']) {
      const res = await call(who, 'GET', '/audit');
      expect(res.statusCode, who).toBe(403);
    }
    expect((await call('northadmin', 'GET', '/audit/export.csv')).statusCode).toBe(403);
    expect((await call('anonymous', 'GET', '/audit')).statusCode).toBe(401);
    expect((await call('anonymous', 'GET', '/audit/export.csv')).statusCode).toBe(401);
  });

  it('filters by actions, actor (id or username), target, days and text', async () => {
    await newUser('filter_bashir');
    const several = (await page('action=user.create&action=organization.create&limit=100')).data;
    expect(new Set(several.map((entry) => entry.action))).toEqual(new Set(['user.create', 'organization.create']));

    const byId = (await page(`actor=${demo.users.northadmin}&limit=100`)).data;
    const byName = (await page('actor=NorthAdmin&limit=100')).data;
    expect(byId.length).toBeGreaterThan(0);
    expect(byName).toEqual(byId);
    expect(byId.every((entry) => entry.actor.username === 'northadmin')).toBe(true);

    const text = (await page('q=filter_bash')).data;
    expect(text.map((entry) => entry.action)).toEqual(['user.create']);
    expect((await page('q=127.0.0')).data.length).toBeGreaterThan(0);
    // a % typed is searched for, not a wildcard
    expect((await page('q=%25')).data).toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    expect((await page(`from=${today}&to=${today}&action=user.create`)).data.length).toBeGreaterThan(0);
    expect((await page('from=2000-01-01&to=2000-01-02')).data).toEqual([]);
    expect((await page('target_type=organization&action=organization.create')).data.length).toBeGreaterThan(0);
  });

  it('refuses filters that are not valid, with field errors', async () => {
    const bad = await call('admin', 'GET', '/audit?action=user.nothing&from=2024-02-30&limit=101');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ type: 'VALIDATION_ERROR' });
    expect(Object.keys(errorOf(bad).fields ?? {})).toEqual(expect.arrayContaining(['action', 'from', 'limit']));
    const reversed = await call('admin', 'GET', '/audit?from=2024-03-02&to=2024-03-01');
    expect(errorOf(reversed).fields).toEqual({ from: 'startAfterEnd' });
  });

  it('pages newest first with a cursor, without gaps or repeats', async () => {
    const all = (await page('limit=100')).data;
    expect(all.length).toBeGreaterThan(5);
    expect(all.map((entry) => entry.id)).toEqual([...all.map((entry) => entry.id)].sort((a, b) => b - a));
    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const next: AuditPage = await page(`limit=2${cursor === null ? '' : `&cursor=${cursor}`}`);
      expect(next.data.length).toBeLessThanOrEqual(2);
      seen.push(...next.data.map((entry) => entry.id));
      cursor = next.next;
    } while (cursor !== null && seen.length < all.length + 2);
    // the pages' own reads are not recorded; only the CSV export is
    expect(seen).toEqual(all.map((entry) => entry.id));
  });
});

describe('GET /audit/export.csv', () => {
  it('streams the filtered entries with English columns, formulas neutralised, and records itself', async () => {
    await act('admin', 'POST', '/organization', { name: '=HYPERLINK("http://evil")' });
    const res = await server.inject({
      method: 'GET',
      url: '/api/audit/export.csv?action=organization.create&q=HYPERLINK',
      headers: { authorization: `Bearer ${sessions.admin!.accessToken}`, 'user-agent': userAgent },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="fieldwatch-audit.csv"');
    const rows: string[][] = parse(res.body, { bom: true });
    expect(rows[0]).toEqual([
      'id',
      'at',
      'actor_id',
      'actor_username',
      'ip',
      'user_agent',
      'action',
      'target_type',
      'target_id',
      'details',
    ]);
    expect(rows).toHaveLength(2);
    const [, row] = rows as [string[], string[]];
    expect(row.slice(2, 8)).toEqual([String(demo.users.admin), 'admin', '127.0.0.1', userAgent, 'organization.create', 'organization']);
    // the details cell starts with { — but a username or address starting with = would be quoted
    expect(JSON.parse(row[9]!)).toEqual({ name: '=HYPERLINK("http://evil")' });

    const entry = await latest('audit.export');
    expectFrom(entry, 'admin');
    expect(entry.details).toEqual({ filters: { action: 'organization.create', q: 'HYPERLINK' } });
  });

  it('neutralises a cell that a spreadsheet would run as a formula', async () => {
    // the user agent column of a request sent with a formula as browser
    const agent = await server.inject({
      method: 'PUT',
      url: '/api/options',
      headers: { authorization: `Bearer ${sessions.admin!.accessToken}`, 'user-agent': '=SUM(1+1)' },
      payload: [{ name: 'public_tagline', value: 'calm' }],
    });
    expect(agent.statusCode).toBe(200);
    const again: string[][] = parse((await call('admin', 'GET', '/audit/export.csv?action=settings.update')).body, { bom: true });
    expect(again[1]![5]).toBe("'=SUM(1+1)");
  });
});

describe('the audit_log table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const { db } = server.database;
    // drizzle wraps the database's error; its cause is PostgreSQL's own message
    const refusal = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => 'allowed',
        (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
      );
    expect(await refusal(sql`UPDATE audit_log SET action = 'signout'`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM audit_log`)).toMatch(/append-only/);
    expect(await refusal(sql`TRUNCATE audit_log`)).toMatch(/append-only/);
    expect((await page('limit=1')).data).toHaveLength(1);
  });
});
