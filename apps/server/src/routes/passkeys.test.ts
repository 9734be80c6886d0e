import type { LoginResult, Passkey } from '@fieldwatch/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema.js';
import { bearer, dataOf, demoPassword, errorOf, signIn, startTestServer, type SignedIn, type TestServer } from '../test/harness.js';
import { SoftwareAuthenticator } from '../test/softwareAuthenticator.js';

let server: TestServer;
let admin: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  // the administrator who creates each test's own users; it never adds a passkey itself
  admin = await signIn(server, 'admin');
});

let users = 0;
/** A new Reader with no passkey and no emailed second factor, so each test starts from a clean account. */
async function newUser(): Promise<string> {
  const username = `passkeyuser${++users}`;
  const created = await server.inject({
    method: 'POST',
    url: '/api/user',
    headers: bearer(admin),
    payload: { username, password: demoPassword, role_id: 3, organizations: [1], options: { email: `${username}@fieldwatch.example` } },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  return username;
}
afterAll(() => server.close());

// the harness's PUBLIC_URL is http://fieldwatch.test
const origin = 'http://fieldwatch.test';
const rpId = 'fieldwatch.test';

const registrationOptions = (session: SignedIn, currentPassword = demoPassword) =>
  server.inject({
    method: 'POST',
    url: '/api/user/me/passkeys/options',
    headers: bearer(session),
    payload: { current_password: currentPassword },
  });
const addPasskey = (session: SignedIn, credential: unknown, name = 'Laptop') =>
  server.inject({ method: 'POST', url: '/api/user/me/passkeys', headers: bearer(session), payload: { name, credential } });
const listPasskeys = (session: SignedIn) => server.inject({ method: 'GET', url: '/api/user/me/passkeys', headers: bearer(session) });
const signInOptions = (username: string, password = demoPassword) =>
  server.inject({ method: 'POST', url: '/api/user/login/passkey/options', payload: { username, password } });
const signInWithPasskey = (username: string, credential: unknown, extra: Record<string, unknown> = {}) =>
  server.inject({ method: 'POST', url: '/api/user/login/passkey', payload: { username, password: demoPassword, credential, ...extra } });
const challengeOf = (response: { json: () => unknown }) => (response.json() as { data: { challenge: string } }).data.challenge;

/** Signs `username` in with a new passkey registered through the API; answers the session and the authenticator. */
async function withPasskey(): Promise<{ username: string; session: SignedIn; authenticator: SoftwareAuthenticator; passkey: Passkey }> {
  const username = await newUser();
  const session = await signIn(server, username);
  const authenticator = new SoftwareAuthenticator({ origin, rpId });
  const options = await registrationOptions(session);
  expect(options.statusCode).toBe(200);
  const added = await addPasskey(session, authenticator.register(challengeOf(options)));
  expect(added.statusCode).toBe(201);
  return { username, session, authenticator, passkey: dataOf<Passkey>(added) };
}

describe('adding a passkey', () => {
  it('registers a real attestation, lists it as the own passkey, audits it and mails the user', async () => {
    const { username, session, passkey } = await withPasskey();
    expect(passkey).toMatchObject({ name: 'Laptop', last_used_at: null, transports: ['internal'] });

    const list = await listPasskeys(session);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ data: [passkey], total: 1 });

    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'passkey.add'));
    expect(audit.map((entry) => entry.targetId)).toContain(String(session.userId));
    const mails = await server.mails();
    expect(mails.at(-1)).toMatchObject({ to: `${username}@fieldwatch.example`, subject: 'Your Fieldwatch account was changed' });
  });

  it('asks for the current password before handing out options', async () => {
    const session = await signIn(server, await newUser());
    const wrong = await registrationOptions(session, 'Not#ThePassword1');
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields).toEqual({ current_password: 'currentPasswordInvalid' });
    const missing = await registrationOptions(session, '');
    expect(errorOf(missing).fields).toEqual({ current_password: 'required' });
  });

  it('names PUBLIC_URL as relying party and excludes passkeys already added', async () => {
    const { session, authenticator } = await withPasskey();
    const options = await registrationOptions(session);
    const data = options.json<{ data: { rp: { id: string }; excludeCredentials: { id: string }[] } }>().data;
    expect(data.rp.id).toBe(rpId);
    expect(data.excludeCredentials.map((c) => c.id)).toEqual([authenticator.id]);
  });

  it('refuses an answer from another origin', async () => {
    const session = await signIn(server, await newUser());
    const authenticator = new SoftwareAuthenticator({ origin: 'http://evil.test', rpId });
    const res = await addPasskey(session, authenticator.register(challengeOf(await registrationOptions(session))));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ credential: 'passkeyInvalid' });
  });

  it('refuses an answer for another relying party', async () => {
    const session = await signIn(server, await newUser());
    const authenticator = new SoftwareAuthenticator({ origin, rpId: 'evil.test' });
    const res = await addPasskey(session, authenticator.register(challengeOf(await registrationOptions(session))));
    expect(errorOf(res).fields).toEqual({ credential: 'passkeyInvalid' });
  });

  it('uses a challenge once, and not after 5 minutes', async () => {
    const session = await signIn(server, await newUser());
    const challenge = challengeOf(await registrationOptions(session));
    expect((await addPasskey(session, new SoftwareAuthenticator({ origin, rpId }).register(challenge))).statusCode).toBe(201);
    const reused = await addPasskey(session, new SoftwareAuthenticator({ origin, rpId }).register(challenge));
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).fields).toEqual({ credential: 'passkeyInvalid' });

    const late = challengeOf(await registrationOptions(session));
    server.clock.advance(5 * 60 * 1000 + 1000);
    expect((await addPasskey(session, new SoftwareAuthenticator({ origin, rpId }).register(late))).statusCode).toBe(400);
  });

  it("refuses another user's challenge", async () => {
    const one = await signIn(server, await newUser());
    const other = await signIn(server, await newUser());
    const challenge = challengeOf(await registrationOptions(one));
    const res = await addPasskey(other, new SoftwareAuthenticator({ origin, rpId }).register(challenge));
    expect(res.statusCode).toBe(400);
  });

  it('rejects a body that is not a WebAuthn answer', async () => {
    const session = await signIn(server, await newUser());
    const res = await addPasskey(session, { id: 'x', rawId: 'x', type: 'public-key', response: {}, clientExtensionResults: {} });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).type).toBe('VALIDATION_ERROR');
  });
});

describe('signing in with a passkey', () => {
  it('needs a second factor once a passkey is added, and a passkey answers it', async () => {
    const { username, authenticator } = await withPasskey();
    const login = await server.inject({ method: 'POST', url: '/api/user/login', payload: { username, password: demoPassword } });
    expect(login.statusCode).toBe(401);
    expect(errorOf(login).data).toBe('2FA_REQUIRED');

    const options = await signInOptions(username);
    expect(options.statusCode).toBe(200);
    const data = options.json<{ data: { rpId: string; allowCredentials: { id: string }[] } }>().data;
    expect(data.rpId).toBe(rpId);
    expect(data.allowCredentials.map((c) => c.id)).toEqual([authenticator.id]);

    const ok = await signInWithPasskey(username, authenticator.authenticate(challengeOf(options)), { remember2fa: true });
    expect(ok.statusCode).toBe(200);
    const result = dataOf<LoginResult>(ok);
    expect(result.user.username).toBe(username);
    expect(result.remember_token).toEqual(expect.any(String));
    expect((await server.inject({ method: 'GET', url: '/api/options', headers: bearer(result.token.access_token) })).statusCode).toBe(200);

    const list = dataOf<Passkey[]>(
      await listPasskeys({ userId: result.user.id, accessToken: result.token.access_token, refreshToken: '' }),
    );
    expect(list[0]!.last_used_at).not.toBeNull();

    // the remember token skips the second factor on this device
    const remembered = await server.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username, password: demoPassword, remember_token: result.remember_token },
    });
    expect(remembered.statusCode).toBe(200);
  });

  it('uses a sign-in challenge once', async () => {
    const { username, authenticator } = await withPasskey();
    const challenge = challengeOf(await signInOptions(username));
    expect((await signInWithPasskey(username, authenticator.authenticate(challenge))).statusCode).toBe(200);
    const again = await signInWithPasskey(username, authenticator.authenticate(challenge));
    expect(again.statusCode).toBe(401);
    expect(errorOf(again).data).toBe('INVALID_PASSKEY');
  });

  it('refuses an assertion from another origin', async () => {
    const { username, authenticator } = await withPasskey();
    const challenge = challengeOf(await signInOptions(username));
    const res = await signInWithPasskey(username, authenticator.authenticate(challenge, { origin: 'http://evil.test' }));
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).data).toBe('INVALID_PASSKEY');
  });

  it('refuses a cloned authenticator whose counter goes backwards', async () => {
    const { username, authenticator } = await withPasskey();
    expect((await signInWithPasskey(username, authenticator.authenticate(challengeOf(await signInOptions(username))))).statusCode).toBe(
      200,
    );
    expect((await signInWithPasskey(username, authenticator.authenticate(challengeOf(await signInOptions(username))))).statusCode).toBe(
      200,
    );
    authenticator.counter = 0; // the clone still holds the count of the day it was copied (1 after its use)
    const res = await signInWithPasskey(username, authenticator.authenticate(challengeOf(await signInOptions(username))));
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).data).toBe('INVALID_PASSKEY');
  });

  it("refuses another user's passkey", async () => {
    const { authenticator } = await withPasskey();
    const { username } = await withPasskey();
    const res = await signInWithPasskey(username, authenticator.authenticate(challengeOf(await signInOptions(username))));
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).data).toBe('INVALID_PASSKEY');
  });

  it('checks the password as login does and gives no options to a user without passkeys', async () => {
    const wrong = await signInOptions('admin', 'Not#ThePassword1');
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).data).toBe('INVALID_LOGIN');
    const none = await signInOptions('secure');
    expect(none.statusCode).toBe(401);
    expect(errorOf(none).data).toBe('INVALID_PASSKEY');
  });
});

describe('renaming and removing', () => {
  it('renames and removes only the own passkeys; another user’s is 404', async () => {
    const { session, passkey } = await withPasskey();
    const stranger = await withPasskey();

    const renamed = await server.inject({
      method: 'PUT',
      url: `/api/user/me/passkeys/${passkey.id}`,
      headers: bearer(session),
      payload: { name: 'Phone' },
    });
    expect(dataOf<Passkey>(renamed).name).toBe('Phone');
    const foreignRename = await server.inject({
      method: 'PUT',
      url: `/api/user/me/passkeys/${passkey.id}`,
      headers: bearer(stranger.session),
      payload: { name: 'Mine now' },
    });
    expect(foreignRename.statusCode).toBe(404);

    const foreignRemove = await server.inject({
      method: 'DELETE',
      url: `/api/user/me/passkeys/${passkey.id}`,
      headers: bearer(stranger.session),
      payload: { current_password: demoPassword },
    });
    expect(foreignRemove.statusCode).toBe(404);

    const wrongPassword = await server.inject({
      method: 'DELETE',
      url: `/api/user/me/passkeys/${passkey.id}`,
      headers: bearer(session),
      payload: { current_password: 'Not#ThePassword1' },
    });
    expect(errorOf(wrongPassword).fields).toEqual({ current_password: 'currentPasswordInvalid' });

    const removed = await server.inject({
      method: 'DELETE',
      url: `/api/user/me/passkeys/${passkey.id}`,
      headers: bearer(session),
      payload: { current_password: demoPassword },
    });
    expect(removed.statusCode).toBe(200);
    expect(dataOf<Passkey[]>(await listPasskeys(session)).map((p) => p.id)).not.toContain(passkey.id);
    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'passkey.remove'));
    expect(audit.map((entry) => entry.targetId)).toContain(String(session.userId));
  });

  it('needs a signed-in user', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/user/me/passkeys' })).statusCode).toBe(401);
  });
});

describe('limits shared with sign-in', () => {
  it('answers 429 once the failed sign-ins of login and passkey options add up', async () => {
    // 'limited' failures: five through login, five through the passkey options, then even the right password is refused
    for (let i = 0; i < 5; i++) {
      await server.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'secure', password: 'Not#ThePassword1' } });
      await signInOptions('secure', 'Not#ThePassword1');
    }
    const refused = await signInOptions('secure');
    expect(refused.statusCode).toBe(429);
    const login = await server.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'secure', password: demoPassword } });
    expect(login.statusCode).toBe(429);
  });
});
