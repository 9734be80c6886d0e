/**
 * The users tab's calls: search and organization filter, the welcome email of a new account, the reset
 * link sent from a user's row, and who may manage whom (docs/roles.md).
 */
import { limits, type User } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../mail/mailer.js';
import { bearer, dataOf, errorOf, signIn, startTestServer, type SignedIn, type TestServer } from '../test/harness.js';

let server: TestServer;
const sessions: Record<string, SignedIn> = {};
/** demo ids in seed order: admin 1, secure 2, northadmin 3, southadmin 4, reader 5, mobile 6; North 1, South 2 */
const ids = { admin: 1, secure: 2, northadmin: 3, southadmin: 4, reader: 5, mobile: 6 };
const roles = { Administrator: 1, 'Organization Admin': 2, Reader: 3, Mobile: 4 };
const password = 'Monsoon#Field42';
const day = 24 * 60 * 60 * 1000;

async function signInAll(): Promise<void> {
  for (const name of ['admin', 'northadmin', 'southadmin', 'reader']) sessions[name] = await signIn(server, name);
}

beforeAll(async () => {
  server = await startTestServer();
  await signInAll();
});
afterAll(() => server.close());

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.inject({ method, url: `/api${url}`, headers: bearer(sessions[who]!), ...(payload === undefined ? {} : { payload }) });

const login = (username: string, secret: string) =>
  server.inject({ method: 'POST', url: '/api/user/login', payload: { username, password: secret } });

const setPassword = (uid: number, token: string, newPassword: string) =>
  server.inject({ method: 'PUT', url: `/api/user/${uid}/password`, payload: { password: newPassword, uid, token } });

let counter = 0;
const newUser = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    username: `member_${counter}`,
    password,
    role_id: roles.Reader,
    organizations: [1],
    options: { email: `member_${counter}@example.org`, firstname: 'Amina', lastname: 'Diallo' },
    ...overrides,
  };
};

async function create(who: string, input: Record<string, unknown>): Promise<User> {
  const res = await call(who, 'POST', '/user', input);
  if (res.statusCode !== 201) throw new Error(`creating ${JSON.stringify(input)} failed: ${res.body}`);
  return dataOf<User>(res);
}

/** The mails sent to `email` so far. */
async function mailsTo(email: string): Promise<Mail[]> {
  return (await server.mails()).filter((mail) => mail.to === email);
}

/** The set-password link of a mail, parsed. */
function linkOf(mail: Mail | undefined): { url: URL; uid: number; token: string } {
  const link = mail && /(http\S+\/confirm-password\?\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no set-password link in ${JSON.stringify(mail)}`);
  const url = new URL(link);
  return { url, uid: Number(url.searchParams.get('uid')), token: url.searchParams.get('token')! };
}

interface Page {
  data: User[];
  total: number;
}
const page = async (who: string, query: string): Promise<Page> => {
  const res = await call(who, 'GET', `/users${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const usernames = (p: Page) => p.data.map((u) => u.username);

describe('GET /users: search, organization, order', () => {
  beforeAll(async () => {
    await create(
      'admin',
      newUser({ username: 'Zoe_Search', options: { email: 'zoe@search.example', firstname: 'Zoé', lastname: 'Quartz' } }),
    );
    await create(
      'admin',
      newUser({ username: 'yan.percent', options: { email: 'yan@search.example', firstname: '100%', lastname: 'Sure' } }),
    );
    await create(
      'admin',
      newUser({ username: 'xavier', organizations: [2], options: { email: 'x_v@search.example', lastname: 'QUARTZITE' } }),
    );
    await create(
      'admin',
      newUser({ username: 'both_teams', organizations: [1, 2], options: { email: 'both@search.example', lastname: 'Diallo' } }),
    );
  });

  it('sorts by username whatever its case, and counts every match', async () => {
    const all = await page('admin', '?limit=100');
    const names = usernames(all);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(all.total).toBe(names.length);
    const second = await page('admin', '?offset=1&limit=2');
    expect(usernames(second)).toEqual(names.slice(1, 3));
    expect(second.total).toBe(all.total);
  });

  it('searches username, first name, last name and email, ignoring case', async () => {
    expect(usernames(await page('admin', '?q=zoe_s'))).toEqual(['Zoe_Search']);
    expect(usernames(await page('admin', '?q=quartz'))).toEqual(['xavier', 'Zoe_Search']);
    expect(usernames(await page('admin', '?q=DIALLO&organization=2'))).toEqual(['both_teams']);
    expect(usernames(await page('admin', '?q=yan%40search'))).toEqual(['yan.percent']);
    const found = await page('admin', '?q=search.example&limit=2');
    expect(found.total).toBe(4);
    expect(found.data).toHaveLength(2);
  });

  it('takes % and _ literally', async () => {
    // as wildcards, '%' would match everybody and '_' the '.' of yan.percent
    expect((await page('admin', `?q=${encodeURIComponent('%')}`)).data.map((u) => u.options.firstname)).toEqual(['100%']);
    expect((await page('admin', '?q=yan_percent')).total).toBe(0);
    expect(usernames(await page('admin', '?q=x_v'))).toEqual(['xavier']);
    expect((await page('admin', '?q=nobody-like-this')).total).toBe(0);
  });

  it("keeps one organization's members", async () => {
    const south = await page('admin', '?organization=2&limit=100');
    expect(usernames(south)).toEqual(['both_teams', 'southadmin', 'xavier']);
    expect(south.total).toBe(3);
    expect(usernames(await page('admin', '?organization=2&q=team'))).toEqual(['both_teams']);
    expect(usernames(await page('northadmin', '?organization=1&q=search.example'))).toEqual(['both_teams', 'yan.percent', 'Zoe_Search']);
  });

  it('shows an Organization Admin only users sharing one of its organizations, even when searching', async () => {
    const found = await page('northadmin', '?q=search.example');
    expect(usernames(found)).toEqual(['both_teams', 'yan.percent', 'Zoe_Search']);
    expect(found.total).toBe(3);
    expect(usernames(await page('southadmin', '?q=a&limit=100'))).not.toContain('northadmin');
  });

  it('answers 404 for an organization the caller cannot see or that does not exist', async () => {
    for (const [who, organization] of [
      ['northadmin', 2],
      ['admin', 999],
    ] as const) {
      const res = await call(who, 'GET', `/users?organization=${organization}`);
      expect(res.statusCode, `${who} ${organization}`).toBe(404);
      expect(errorOf(res).type).toBe('RESOURCE_NOT_FOUND');
    }
  });

  it('refuses Readers and Mobile users, the signed-out, unknown parameters and a search too long', async () => {
    expect((await call('reader', 'GET', '/users?q=a')).statusCode).toBe(403);
    const mobile = await signIn(server, 'mobile');
    expect((await server.inject({ method: 'GET', url: '/api/users', headers: bearer(mobile) })).statusCode).toBe(403);
    expect((await server.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    expect(errorOf(await call('admin', 'GET', '/users?sort=name')).fields).toEqual({ sort: 'unknownField' });
    expect(errorOf(await call('admin', 'GET', `/users?q=${'a'.repeat(limits.searchMax + 1)}`)).fields).toEqual({ q: 'searchExceeded' });
    expect(errorOf(await call('admin', 'GET', '/users?organization=0')).fields).toEqual({ organization: 'invalidValue' });
  });
});

describe('POST /user: the welcome email', () => {
  it('without a password: an unusable account, and a link in the user language that sets the password once', async () => {
    const input = newUser({ password: undefined, options: { email: 'welcome_fr@example.org', language: 'fr_FR' } });
    const created = await create('admin', input);
    const mails = await mailsTo('welcome_fr@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Bienvenue sur Fieldwatch');
    expect(mails[0]!.text).toContain(created.username);
    const { url, uid, token } = linkOf(mails[0]);
    expect(`${url.origin}${url.pathname}`).toBe('http://fieldwatch.test/confirm-password');
    expect(uid).toBe(created.id);

    // nobody can sign in before the password is chosen, and it looks like any wrong password
    const before = await login(created.username, password);
    expect(before.statusCode).toBe(401);
    expect(errorOf(before).data).toBe('INVALID_LOGIN');

    // still valid long after a reset link would have expired
    server.clock.advance(2 * limits.passwordResetMinutes * 60 * 1000);
    expect((await setPassword(uid, token, 'Savanna#Road77')).json()).toEqual({ data: true });
    expect((await login(created.username, 'Savanna#Road77')).statusCode).toBe(200);
    const again = await setPassword(uid, token, 'Another#Road88');
    expect(again.statusCode).toBe(401);
    expect(errorOf(again)).toMatchObject({ type: 'UNAUTHENTICATED', data: 'INVALID_TOKEN' });
    await signInAll();
  });

  it(`expires the link after ${limits.welcomeLinkDays} days`, async () => {
    const late = await create('admin', newUser({ password: undefined, options: { email: 'welcome_late@example.org' } }));
    const onTime = await create('admin', newUser({ password: undefined, options: { email: 'welcome_on_time@example.org' } }));
    const lateLink = linkOf((await mailsTo('welcome_late@example.org'))[0]);
    const onTimeLink = linkOf((await mailsTo('welcome_on_time@example.org'))[0]);
    expect(lateLink.uid).toBe(late.id);

    server.clock.advance(limits.welcomeLinkDays * day - 60_000);
    expect((await setPassword(onTimeLink.uid, onTimeLink.token, 'Savanna#Road77')).statusCode).toBe(200);
    expect((await login(onTime.username, 'Savanna#Road77')).statusCode).toBe(200);
    server.clock.advance(2 * 60_000);
    const expired = await setPassword(lateLink.uid, lateLink.token, 'Savanna#Road77');
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired).data).toBe('INVALID_TOKEN');
    expect((await login(late.username, 'Savanna#Road77')).statusCode).toBe(401);
    await signInAll();
  });

  it('with a password: a welcome that says where to sign in, with no link and no password', async () => {
    const created = await create('northadmin', newUser({ options: { email: 'welcome_pw@example.org' } }));
    const mails = await mailsTo('welcome_pw@example.org');
    expect(mails.map((m) => m.subject)).toEqual(['Welcome to Fieldwatch']);
    expect(mails[0]!.text).toContain(created.username);
    expect(mails[0]!.text).toContain('http://fieldwatch.test/login');
    expect(mails[0]!.text).not.toContain('confirm-password');
    expect(mails[0]!.text).not.toContain(password);
    expect((await login(created.username, password)).statusCode).toBe(200);
  });

  it('needs an email address without a password, even for a Mobile user; with one, a Mobile user may have none', async () => {
    const before = (await server.mails()).length;
    const refused = await call('admin', 'POST', '/user', newUser({ password: undefined, role_id: roles.Mobile, options: {} }));
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({ type: 'VALIDATION_ERROR', fields: { 'options.email': 'required' } });
    await create('admin', newUser({ role_id: roles.Mobile, options: {} }));
    expect((await server.mails()).length).toBe(before);
  });
});

describe("POST /user/{id}/reset from a user's row", () => {
  it('answers true to an admin-level caller and mails the user a reset link, also to one who never chose a password', async () => {
    const created = await create('northadmin', newUser({ password: undefined, options: { email: 'reset_row@example.org' } }));
    const res = await server.inject({
      method: 'POST',
      url: `/api/user/${created.id}/reset`,
      headers: bearer(sessions.northadmin!),
      payload: { username: created.username },
    });
    expect(res.json()).toEqual({ data: true });
    const mails = await mailsTo('reset_row@example.org');
    expect(mails.map((m) => m.subject)).toEqual(['Welcome to Fieldwatch', 'Choose a new Fieldwatch password']);
    const { uid, token } = linkOf(mails[1]);
    expect(uid).toBe(created.id);
    expect((await setPassword(uid, token, 'Savanna#Road77')).statusCode).toBe(200);
    expect((await login(created.username, 'Savanna#Road77')).statusCode).toBe(200);
    // the welcome link went with the other links of the user when the password was set
    const welcome = linkOf(mails[0]);
    expect((await setPassword(welcome.uid, welcome.token, 'Another#Road88')).statusCode).toBe(401);
  });

  it('answers the same for a username that does not exist', async () => {
    const before = (await server.mails()).length;
    const res = await server.inject({
      method: 'POST',
      url: '/api/user/999/reset',
      headers: bearer(sessions.admin!),
      payload: { username: 'no_such_user' },
    });
    expect(res.json()).toEqual({ data: true });
    expect((await server.mails()).length).toBe(before);
  });
});

describe('who may manage whom', () => {
  const refused = async (who: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await call(who, method, url, payload);
    expect(res.statusCode, `${who} ${method} ${url} ${JSON.stringify(payload)}`).toBe(403);
    expect(errorOf(res).type).toBe('INSUFFICIENT_PRIVILEGES');
  };

  it('keeps an Organization Admin away from Administrators: no creating, granting, changing or deleting one (403)', async () => {
    await refused('northadmin', 'POST', '/user', newUser({ role_id: roles.Administrator, organizations: [] }));
    await refused('northadmin', 'POST', '/user', newUser({ role_id: roles.Administrator }));
    await refused('northadmin', 'PUT', `/user/${ids.reader}`, { role_id: roles.Administrator });
    await refused('northadmin', 'PUT', `/user/${ids.admin}`, { options: { lastname: 'X' } });
    await refused('northadmin', 'PUT', `/user/${ids.secure}`, { active: false });
    await refused('northadmin', 'DELETE', `/user/${ids.admin}`);
    // it still cannot read one, and a Reader is told nothing about them
    expect((await call('northadmin', 'GET', `/user/${ids.admin}`)).statusCode).toBe(404);
    expect((await call('reader', 'PUT', `/user/${ids.admin}`, { options: { lastname: 'X' } })).statusCode).toBe(404);
    expect((await call('reader', 'DELETE', `/user/${ids.admin}`)).statusCode).toBe(404);
  });

  it('lets an Organization Admin manage only users whose organizations are all among its own, and give only its own', async () => {
    const both = await create('admin', newUser({ organizations: [1, 2] }));
    expect((await call('northadmin', 'GET', `/user/${both.id}`)).statusCode).toBe(200);
    await refused('northadmin', 'PUT', `/user/${both.id}`, { options: { lastname: 'X' } });
    await refused('northadmin', 'PUT', `/user/${both.id}`, { organizations: [1] });
    await refused('northadmin', 'DELETE', `/user/${both.id}`);
    await refused('northadmin', 'POST', '/user', newUser({ organizations: [1, 2] }));

    const own = await create('northadmin', newUser());
    await refused('northadmin', 'PUT', `/user/${own.id}`, { organizations: [1, 2] });
    await refused('northadmin', 'PUT', `/user/${own.id}`, { organizations: [2] });
    const promoted = await call('northadmin', 'PUT', `/user/${own.id}`, { role_id: roles['Organization Admin'] });
    expect(dataOf<User>(promoted).role.name).toBe('Organization Admin');
    expect((await call('northadmin', 'DELETE', `/user/${own.id}`)).json()).toEqual({ data: true });
  });

  it('never lets a user delete, demote or deactivate themselves', async () => {
    await refused('northadmin', 'DELETE', `/user/${ids.northadmin}`);
    await refused('northadmin', 'PUT', `/user/${ids.northadmin}`, { role_id: roles.Reader });
    await refused('northadmin', 'PUT', `/user/${ids.northadmin}`, { active: false });
    await refused('admin', 'DELETE', `/user/${ids.admin}`);
    await refused('admin', 'PUT', `/user/${ids.admin}`, { active: false });
    await refused('admin', 'PUT', `/user/${ids.admin}`, { role_id: roles['Organization Admin'], organizations: [1] });
    // what they may change about themselves still works
    expect((await call('northadmin', 'PUT', `/user/${ids.northadmin}`, { options: { firstname: 'Nora' } })).statusCode).toBe(200);
  });

  it("keeps an Administrator's role and account: not even another Administrator changes or deletes it", async () => {
    await refused('admin', 'PUT', `/user/${ids.secure}`, { role_id: roles.Reader, organizations: [1] });
    await refused('admin', 'DELETE', `/user/${ids.secure}`);
    expect(dataOf<User>(await call('admin', 'GET', `/user/${ids.secure}`)).role.name).toBe('Administrator');
  });
});

describe('deactivating a user', () => {
  it('ends their sign-ins at once (refresh 401) and refuses their sign-in until reactivated', async () => {
    const created = await create('northadmin', newUser());
    const session = await signIn(server, created.username, password);
    const refresh = () =>
      server.inject({ method: 'POST', url: `/api/user/${created.id}/token`, payload: { refresh_token: session.refreshToken } });

    const res = await call('northadmin', 'PUT', `/user/${created.id}`, { active: false });
    expect(dataOf<User>(res).active).toBe(false);
    const refused = await refresh();
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).data).toBe('INVALID_TOKEN');
    expect((await server.inject({ method: 'GET', url: '/api/options', headers: bearer(session) })).statusCode).toBe(401);
    const signInRefused = await login(created.username, password);
    expect(signInRefused.statusCode).toBe(401);
    expect(errorOf(signInRefused).data).toBe('INVALID_LOGIN');

    expect(dataOf<User>(await call('northadmin', 'PUT', `/user/${created.id}`, { active: true })).active).toBe(true);
    expect((await login(created.username, password)).statusCode).toBe(200);
    // the old sign-in stays ended
    expect((await refresh()).statusCode).toBe(401);
  });
});
