/** Broadcasts: who may send and list them, who they reach, the inbox, and the mails. */
import { roleIds, type Broadcast, type UserMessage } from '@fieldwatch/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertUser } from '../db/queries/users.js';
import { users } from '../db/schema.js';
import { dataOf, errorOf, signIn, startTestServer, type TestServer } from '../test/harness.js';
import { callerFor, demo, type Caller } from '../test/reports.js';

let server: TestServer;
let call: Caller;
/** extra members of Field Team North: a French reader, a Mobile without address, an inactive reader; and a South reader */
const extra = { french: 0, silent: 0, inactive: 0, southReader: 0 };

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const passwordHash = (await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, demo.users.reader)))[0]!.hash;
  const member = (username: string, roleId: number, organizationId: number, more: { email?: string; language?: string } = {}) =>
    insertUser(db, { username, passwordHash, roleId, email: `${username}@fieldwatch.example`, ...more }, [organizationId]);
  extra.french = await member('lecteur', roleIds.Reader, demo.north, { language: 'fr_FR' });
  extra.silent = await member('silent', roleIds.Mobile, demo.north, { email: '' });
  extra.inactive = await member('gone', roleIds.Reader, demo.north);
  await db.update(users).set({ active: false }).where(eq(users.id, extra.inactive));
  extra.southReader = await member('southreader', roleIds.Reader, demo.south);
  ({ call } = await callerFor(server, ['admin', 'northadmin', 'southadmin', 'reader', 'mobile', 'lecteur', 'southreader']));
});
afterAll(() => server.close());

const send = (who: string, organizationId: number, body: object, headers: Record<string, string> = {}) =>
  call(who, 'POST', `/organization/${organizationId}/broadcast`, body, headers);
const message = (overrides: object = {}) => ({
  subject: 'Road closed',
  content: 'The north road is closed until Friday.',
  type: 'everyone',
  ...overrides,
});
const inbox = async (who: string, query = '') =>
  (await call(who, 'GET', `/user/me/messages${query}`)).json<{ data: UserMessage[]; total: number; unread: number }>();
const inboxIds = async (who: string) => (await inbox(who, '?limit=100')).data.map((m) => m.id);
const setBroadcasts = (value: '0' | '1') => call('admin', 'PUT', '/options', [{ name: 'broadcasts_enabled', value }]);

describe('sending and listing broadcasts', () => {
  it('lets the Administrator and the organization’s own admin send and list, and no one else', async () => {
    const allowed: [string, number][] = [
      ['admin', demo.north],
      ['admin', demo.south],
      ['northadmin', demo.north],
      ['southadmin', demo.south],
    ];
    for (const [who, organizationId] of allowed) {
      const sent = await send(who, organizationId, message({ subject: `From ${who}` }));
      expect(sent.statusCode, `${who} sends to ${organizationId}: ${sent.body}`).toBe(201);
      const listed = await call(who, 'GET', `/organization/${organizationId}/broadcasts`);
      expect(listed.statusCode, who).toBe(200);
      expect(dataOf<Broadcast[]>(listed)[0]).toMatchObject({ subject: `From ${who}`, author: { username: who } });
    }
    // an organization the caller does not see answers 404 for every verb, as if it did not exist
    for (const [who, organizationId] of [
      ['northadmin', demo.south],
      ['southadmin', demo.north],
      ['admin', 999999],
    ] as const) {
      expect((await send(who, organizationId, message())).statusCode, `${who} → ${organizationId}`).toBe(404);
      expect((await call(who, 'GET', `/organization/${organizationId}/broadcasts`)).statusCode, `${who} → ${organizationId}`).toBe(404);
    }
    // the Reader and Mobile see the organization but may not broadcast
    for (const who of ['reader', 'mobile']) {
      expect(errorOf(await send(who, demo.north, message())).type, who).toBe('INSUFFICIENT_PRIVILEGES');
      expect((await call(who, 'GET', `/organization/${demo.north}/broadcasts`)).statusCode, who).toBe(403);
      expect((await send(who, demo.south, message())).statusCode, who).toBe(404);
    }
    expect((await send('anonymous', demo.north, message())).statusCode).toBe(401);
    expect((await call('anonymous', 'GET', `/organization/${demo.north}/broadcasts`)).statusCode).toBe(401);
  });

  it('refuses each invalid field with its message key, and sends nothing', async () => {
    const before = (await call('admin', 'GET', `/organization/${demo.north}/broadcasts`)).json<{ total: number }>().total;
    const cases: [object, Record<string, string>][] = [
      [message({ subject: '' }), { subject: 'required' }],
      [message({ subject: '   ' }), { subject: 'required' }],
      [message({ subject: 'x'.repeat(31) }), { subject: 'messageSubjectExceeded' }],
      [message({ content: '' }), { content: 'required' }],
      [message({ content: 'x'.repeat(501) }), { content: 'messageTextExceeded' }],
      [message({ type: 'team' }), { type: 'required' }],
      // the cases in which the form keeps Send disabled
      [message({ type: 'users', recipients: [] }), { recipients: 'required' }],
      [message({ type: 'role' }), { recipients: 'required' }],
      [message({ type: 'role', recipients: [roleIds.Reader, roleIds.Mobile] }), { recipients: 'invalidValue' }],
      // recipients who are not active users of the organization, or a role that does not exist
      [message({ type: 'users', recipients: [demo.users.reader, extra.southReader] }), { recipients: 'invalidValue' }],
      [message({ type: 'users', recipients: [extra.inactive] }), { recipients: 'invalidValue' }],
      [message({ type: 'users', recipients: [999999] }), { recipients: 'invalidValue' }],
      [message({ type: 'role', recipients: [99] }), { recipients: 'invalidValue' }],
    ];
    for (const [body, fields] of cases) {
      const res = await send('northadmin', demo.north, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorOf(res).fields, JSON.stringify(body).slice(0, 80)).toMatchObject(fields);
    }
    expect((await call('admin', 'GET', `/organization/${demo.north}/broadcasts`)).json<{ total: number }>().total).toBe(before);
    // the limits themselves pass
    expect((await send('northadmin', demo.north, message({ subject: 'x'.repeat(30), content: 'y'.repeat(500) }))).statusCode).toBe(201);
  });

  it('sends once for one Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'broadcast-once-1' };
    const body = message({ subject: 'Only once' });
    const first = await send('northadmin', demo.north, body, headers);
    const again = await send('northadmin', demo.north, body, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(dataOf<Broadcast>(again).id).toBe(dataOf<Broadcast>(first).id);
    const listed = dataOf<Broadcast[]>(await call('northadmin', 'GET', `/organization/${demo.north}/broadcasts?limit=100`));
    expect(listed.filter((b) => b.subject === 'Only once')).toHaveLength(1);
    expect((await send('northadmin', demo.north, message({ subject: 'Other' }), headers)).statusCode).toBe(422);
  });

  it('lists newest first, with pages and counts', async () => {
    server.clock.advance(60_000);
    await send('southadmin', demo.south, message({ subject: 'Older' }));
    server.clock.advance(60_000);
    await send('southadmin', demo.south, message({ subject: 'Newer' }));
    const page = (await call('southadmin', 'GET', `/organization/${demo.south}/broadcasts?limit=1`)).json<{
      data: Broadcast[];
      total: number;
    }>();
    expect(page.data.map((b) => b.subject)).toEqual(['Newer']);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const next = dataOf<Broadcast[]>(await call('southadmin', 'GET', `/organization/${demo.south}/broadcasts?offset=1&limit=1`));
    expect(next.map((b) => b.subject)).toEqual(['Older']);
    expect((await call('southadmin', 'GET', `/organization/${demo.south}/broadcasts?limit=0`)).statusCode).toBe(400);
  });
});

describe('delivery', () => {
  it('reaches every active user of the organization but the author, for everyone', async () => {
    const sent = dataOf<Broadcast>(await send('northadmin', demo.north, message({ subject: 'To all north' })));
    // reader, mobile, lecteur, silent — not the inactive one, not South, not the author, not the Administrator
    expect(sent).toMatchObject({ type: 'everyone', recipients: [], delivered: 4, read: 0, organization: { id: demo.north } });
    for (const who of ['reader', 'mobile', 'lecteur']) expect(await inboxIds(who), who).toContain(sent.id);
    for (const who of ['northadmin', 'southreader', 'southadmin', 'admin']) expect(await inboxIds(who), who).not.toContain(sent.id);
  });

  it('reaches only the chosen active users', async () => {
    const sent = dataOf<Broadcast>(
      await send(
        'admin',
        demo.north,
        message({ type: 'users', recipients: [demo.users.reader, demo.users.reader, demo.users.northadmin] }),
      ),
    );
    expect(sent).toMatchObject({ type: 'users', recipients: [demo.users.reader, demo.users.northadmin], delivered: 2 });
    expect(await inboxIds('reader')).toContain(sent.id);
    expect(await inboxIds('northadmin')).toContain(sent.id);
    for (const who of ['mobile', 'lecteur']) expect(await inboxIds(who), who).not.toContain(sent.id);
  });

  it('reaches the active users of the organization with that role', async () => {
    const sent = dataOf<Broadcast>(await send('northadmin', demo.north, message({ type: 'role', recipients: [roleIds.Reader] })));
    // reader and lecteur; not the inactive reader, not the South reader
    expect(sent).toMatchObject({ type: 'role', recipients: [roleIds.Reader], delivered: 2 });
    for (const who of ['reader', 'lecteur']) expect(await inboxIds(who), who).toContain(sent.id);
    for (const who of ['mobile', 'southreader', 'northadmin']) expect(await inboxIds(who), who).not.toContain(sent.id);
  });

  it('mails each recipient with an address alone, in their language', async () => {
    const before = (await server.mails()).length;
    await send('northadmin', demo.north, message({ subject: 'Mailed', content: 'Bring {your} boots' }));
    const mails = (await server.mails()).slice(before);
    // reader, mobile and lecteur have an address; silent has none
    expect(mails.map((m) => m.to).sort()).toEqual(['lecteur@fieldwatch.example', 'mobile@fieldwatch.example', 'reader@fieldwatch.example']);
    const english = mails.find((m) => m.to === 'reader@fieldwatch.example')!;
    expect(english.subject).toBe('[Field Team North] Mailed');
    expect(english.text).toContain('Hello reader');
    expect(english.text).toContain('Bring {your} boots');
    expect(english.text).toContain(`${server.config.publicUrl}/inbox`);
    const french = mails.find((m) => m.to === 'lecteur@fieldwatch.example')!;
    expect(french.subject).toBe('[Field Team North] Mailed');
    expect(french.text).toContain('Bonjour lecteur');
    expect(french.text).toContain('Bring {your} boots');
  });

  it('keeps the message delivered when a mail fails', async () => {
    const failing = await startTestServer({
      mailer: {
        send: () => Promise.reject(new Error('SMTP down')),
        close: () => {},
      },
    });
    try {
      const session = await signIn(failing, 'northadmin');
      const res = await failing.inject({
        method: 'POST',
        url: `/api/organization/${demo.north}/broadcast`,
        headers: { authorization: `Bearer ${session.accessToken}` },
        payload: message(),
      });
      expect(res.statusCode).toBe(201);
      expect(dataOf<Broadcast>(res).delivered).toBe(2);
      await failing.app.fieldwatch.jobs.idle();
    } finally {
      await failing.close();
    }
  });
});

describe('the inbox', () => {
  beforeEach(() => server.clock.advance(60_000));

  it('lists unread first, then newest first, with the unread count', async () => {
    const first = dataOf<Broadcast>(
      await send('northadmin', demo.north, message({ type: 'users', recipients: [demo.users.mobile], subject: 'First' })),
    );
    server.clock.advance(60_000);
    const second = dataOf<Broadcast>(
      await send('northadmin', demo.north, message({ type: 'users', recipients: [demo.users.mobile], subject: 'Second' })),
    );
    server.clock.advance(60_000);
    const third = dataOf<Broadcast>(
      await send('northadmin', demo.north, message({ type: 'users', recipients: [demo.users.mobile], subject: 'Third' })),
    );
    // mark everything the mobile user had read, then the newest of the three
    for (const m of (await inbox('mobile', '?limit=100')).data) {
      if (![first.id, second.id].includes(m.id)) await call('mobile', 'PUT', `/user/me/messages/${m.id}/read`);
    }
    const page = await inbox('mobile', '?limit=100');
    expect(page.unread).toBe(2);
    expect(page.data.slice(0, 2).map((m) => m.id)).toEqual([second.id, first.id]);
    expect(page.data[2]).toMatchObject({
      id: third.id,
      subject: 'Third',
      author: { username: 'northadmin' },
      organization: { id: demo.north },
    });
    expect(page.data[2]!.read_at).not.toBeNull();
    expect(page.total).toBe(page.data.length);

    const unread = await inbox('mobile', '?unread=1');
    expect(unread.data.map((m) => m.id)).toEqual([second.id, first.id]);
    expect(unread.total).toBe(2);
    expect((await inbox('mobile', '?unread=0')).data.every((m) => m.read_at !== null)).toBe(true);
    expect((await call('mobile', 'GET', '/user/me/messages?unread=yes')).statusCode).toBe(400);
    expect((await call('anonymous', 'GET', '/user/me/messages')).statusCode).toBe(401);
  });

  it('marks only one’s own messages read, and keeps the first reading', async () => {
    const sent = dataOf<Broadcast>(await send('northadmin', demo.north, message({ type: 'users', recipients: [demo.users.reader] })));
    // someone it was not sent to, the author included, finds nothing there
    for (const who of ['mobile', 'northadmin', 'admin']) {
      expect((await call(who, 'PUT', `/user/me/messages/${sent.id}/read`)).statusCode, who).toBe(404);
    }
    expect((await call('reader', 'PUT', '/user/me/messages/999999/read')).statusCode).toBe(404);
    expect((await call('anonymous', 'PUT', `/user/me/messages/${sent.id}/read`)).statusCode).toBe(401);

    const read = await call('reader', 'PUT', `/user/me/messages/${sent.id}/read`);
    expect(read.statusCode).toBe(200);
    const readAt = dataOf<UserMessage>(read).read_at;
    expect(readAt).not.toBeNull();
    server.clock.advance(60_000);
    expect(dataOf<UserMessage>(await call('reader', 'PUT', `/user/me/messages/${sent.id}/read`)).read_at).toBe(readAt);
    const listed = dataOf<Broadcast[]>(await call('northadmin', 'GET', `/organization/${demo.north}/broadcasts?limit=100`)).find(
      (b) => b.id === sent.id,
    );
    expect(listed).toMatchObject({ delivered: 1, read: 1 });
  });
});

describe('with broadcasts turned off', () => {
  it('refuses sending and listing, and keeps the inbox readable', async () => {
    const sent = dataOf<Broadcast>(await send('northadmin', demo.north, message({ type: 'users', recipients: [demo.users.reader] })));
    expect((await setBroadcasts('0')).statusCode).toBe(200);
    try {
      for (const who of ['admin', 'northadmin']) {
        expect(errorOf(await send(who, demo.north, message())).type, who).toBe('INACTIVE_FEATURE');
        const listed = await call(who, 'GET', `/organization/${demo.north}/broadcasts`);
        expect(listed.statusCode, who).toBe(403);
        expect(errorOf(listed).type, who).toBe('INACTIVE_FEATURE');
      }
      expect(await inboxIds('reader')).toContain(sent.id);
      expect((await call('reader', 'PUT', `/user/me/messages/${sent.id}/read`)).statusCode).toBe(200);
    } finally {
      await setBroadcasts('1');
    }
  });
});
