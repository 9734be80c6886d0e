/**
 * The targets the role × route matrix (routeMatrix.ts) acts on. Each one is made afresh by the
 * Administrator through the API, so an allowed call really succeeds and a refused one is refused for its
 * caller, not because an earlier call already changed or deleted the target.
 */
import { randomBytes } from 'node:crypto';
import { languageLocales } from '@fieldwatch/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { URI } from 'otpauth';
import { passkeys, recoveryCodes, stories, totpCredentials, users } from '../db/schema.js';
import { districtGeoJson } from '../layers/testing.js';
import { signMediaUrl, signStoryCoverUrl } from '../media/index.js';
import { pngImage } from '../media/testing.js';
import { browserKey, type BrowserKey } from './anonymousKey.js';
import { bearer, dataOf, demoPassword, signIn, type TestServer } from './harness.js';
import { demo, reportInput } from './reports.js';
import { SoftwareAuthenticator } from './softwareAuthenticator.js';

/** The callers of the matrix: four demo accounts, no sign-in at all, and an anonymous submission token. */
export type Who = 'admin' | 'northadmin' | 'reader' | 'mobile' | 'anonymous' | 'submitter';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of the matrix: the operation's path parameters and what else the request carries. */
export interface Call {
  params?: Record<string, string | number>;
  /** appended to the path, with its `?` */
  query?: string;
  body?: object | Buffer;
  headers?: Record<string, string>;
  /** replaces the caller's own bearer token (a session the call may end) */
  token?: string;
  /** the answer is a stream that does not end (the live updates): its status is read once its headers are sent */
  stream?: boolean;
}

/** A multipart/form-data body: text fields and files, in order. */
export function form(parts: Record<string, string | { filename: string; type: string; content: Buffer }>) {
  const boundary = `----fieldwatch${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, part] of Object.entries(parts)) {
    const head =
      typeof part === 'string'
        ? `Content-Disposition: form-data; name="${name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`), typeof part === 'string' ? Buffer.from(part) : part.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** a short name no other target has */
export const unique = () => randomBytes(4).toString('hex');
let photo: Buffer | undefined;
const png = async () => ({ filename: 'photo.png', type: 'image/png', content: (photo ??= await pngImage()) });

/**
 * Builds targets as the Administrator (or, for a draft, as the caller that will use it), failing loudly
 * when the set-up itself is refused: a matrix row must never pass because its target was never made.
 */
export class Fixtures {
  constructor(
    readonly server: TestServer,
    /** the bearer token of each signed-in caller, and of the submitter for the current call */
    readonly tokens: Partial<Record<Who, string>>,
  ) {}

  /** calls the API as `who` (its own token, with its key's proof for a submitter; none for `anonymous`) */
  async as(who: Who, method: Method, url: string, body?: object | Buffer, headers: Record<string, string> = {}) {
    const token = this.tokens[who];
    const credentials =
      token && who === 'submitter'
        ? { authorization: `DPoP ${token}`, dpop: await this.proof(method, `/api${url.split('?')[0]}`, token) }
        : token
          ? bearer(token)
          : {};
    return this.server.inject({
      method,
      url: `/api${url}`,
      headers: { ...headers, ...credentials },
      ...(body === undefined ? {} : { payload: body }),
    });
  }

  async made<T>(response: Promise<LightMyRequestResponse>): Promise<T> {
    const res = await response;
    if (res.statusCode >= 300) throw new Error(`setting up a target failed (${res.statusCode}): ${res.body}`);
    return dataOf<T>(res);
  }

  admin = (method: Method, url: string, body?: object | Buffer, headers?: Record<string, string>) =>
    this.made<{ id: number; [key: string]: unknown }>(this.as('admin', method, url, body, headers));

  async setOptions(options: Record<string, string>) {
    await this.admin(
      'PUT',
      '/options',
      Object.entries(options).map(([name, value]) => ({ name, value })),
    );
  }

  private browser: Promise<BrowserKey> | undefined;

  /** The DPoP proof of the matrix's one browser key for a call (`url` with `/api`), bound to `token` when given. */
  async proof(method: Method, url: string, token?: string): Promise<string> {
    this.browser ??= browserKey(this.server.clock.now);
    return (await this.browser).proof({ method, url, ...(token === undefined ? {} : { token }) });
  }

  /** A fresh anonymous submission token bound to the matrix's browser key (anonymous submission must be on, into North). */
  async anonymousToken(): Promise<string> {
    const dpop = await this.proof('POST', '/api/user/anonymous');
    return (await this.made<{ access_token: string }>(this.as('anonymous', 'POST', '/user/anonymous', undefined, { dpop }))).access_token;
  }

  /** A new sign-in of `username`, for calls that end or rotate it. */
  signIn = (username: string) => signIn(this.server, username);

  // reports
  draft = (who: Who, organizationId: number) =>
    this.made<{ id: number }>(this.as(who, 'POST', `/organization/${organizationId}/report`, reportInput()));
  async report(organizationId: number, overrides: Record<string, unknown> = {}) {
    const { id } = await this.admin('POST', `/organization/${organizationId}/report`, reportInput(overrides));
    await this.admin('PUT', `/organization/${organizationId}/report/${id}`, { status: 'published' });
    return id;
  }
  async publicReport(organizationId: number) {
    const id = await this.report(organizationId);
    await this.admin('PUT', `/organization/${organizationId}/report/${id}`, { visibility: 'public' });
    return id;
  }
  async reportMedia(organizationId: number) {
    const id = await this.report(organizationId);
    const upload = form({ media: await png() });
    const report = await this.made<{ media: { id: number }[] }>(
      this.as('admin', 'POST', `/report/${id}/media`, upload.body, upload.headers),
    );
    return { reportId: id, mediaId: report.media.at(-1)!.id };
  }
  mediaUrl = (mediaId: number, viewerId: number | 'public') =>
    signMediaUrl(this.server.app.fieldwatch, { mediaId, size: null, viewerId, expiresAt: new Date(Date.now() + 3_600_000) });
  comment = async (who: Who, reportId: number) =>
    (await this.made<{ id: number }>(this.as(who, 'POST', `/report/${reportId}/comment`, { content: 'Seen on site' }))).id;

  // organizations, users, taxonomies
  organization = async () => (await this.admin('POST', '/organization', { name: `Org ${unique()}` })).id;
  // no password: hashing one would cost more than the rest of the call
  user = async (organizationId: number, roleId = 3) =>
    this.admin('POST', '/user', {
      username: `u${unique()}`,
      role_id: roleId,
      organizations: [organizationId],
      options: { email: `${unique()}@fieldwatch.example` },
    });
  group = async () => (await this.admin('POST', '/taxonomy/group', { type: 'multi', translations: { en_US: `G ${unique()}` } })).id;
  tag = async (organizationId: number) =>
    (await this.admin('POST', `/organization/${organizationId}/taxonomy/group/${await this.group()}`, { translations: { en_US: 'Tag' } }))
      .id;
  folder = async (organizationId: number) =>
    (await this.admin('POST', `/organization/${organizationId}/folder`, { name: `F ${unique()}` })).id;

  // layers and stories
  async layer(organizationId: number) {
    const fields = { type: 'vector', name: Object.fromEntries(languageLocales.map((locale) => [locale, 'Wards'])) };
    const upload = form({
      layer: JSON.stringify(fields),
      file: { filename: 'wards.geojson', type: 'application/geo+json', content: Buffer.from(districtGeoJson()) },
    });
    return (await this.admin('POST', `/organization/${organizationId}/layer`, upload.body, upload.headers)).id;
  }
  layerForm = () =>
    form({
      layer: JSON.stringify({ type: 'vector', name: Object.fromEntries(languageLocales.map((locale) => [locale, 'Wells'])) }),
      file: { filename: 'wells.geojson', type: 'application/geo+json', content: Buffer.from(districtGeoJson()) },
    });
  story = (organizationId: number) =>
    this.admin('POST', `/organization/${organizationId}/story`, { title: `Story ${unique()}`, subtitle: 'A subtitle' });
  async publishedStory(organizationId: number) {
    const story = await this.story(organizationId);
    await this.admin('PUT', `/organization/${organizationId}/story/${story.id}`, { version: story.version, published: true });
    return story.id;
  }
  async storyCover(organizationId: number, viewerId: number | 'public') {
    const story = await this.story(organizationId);
    const upload = form({ media: await png() });
    await this.admin('POST', `/story/${story.id}/cover`, upload.body, upload.headers);
    const [row] = await this.server.database.db.select({ cover: stories.cover }).from(stories).where(eq(stories.id, story.id));
    return signStoryCoverUrl(this.server.app.fieldwatch, {
      storyId: story.id,
      coverKey: row!.cover!.storageKey,
      size: null,
      viewerId,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  }
  cover = png;
  photo = png;

  /**
   * A broadcast to everyone in North; answers the message's id in `who`'s inbox, or in the Reader's for a
   * caller without an inbox of North (the Administrator, no sign-in).
   */
  async message(who: Who) {
    await this.admin('POST', `/organization/${demo.north}/broadcast`, {
      subject: 'Road closed',
      content: 'Until Friday.',
      type: 'everyone',
    });
    const inbox = await this.as(who === 'northadmin' || who === 'mobile' ? who : 'reader', 'GET', '/user/me/messages?limit=1');
    return dataOf<{ id: number }[]>(inbox)[0]!.id;
  }

  /** Signs `username` in with its password and returns the code mailed to it (second factor). */
  async loginCode(username: string) {
    await this.server.inject({ method: 'POST', url: '/api/user/login', payload: { username, password: demoPassword } });
    const mail = (await this.server.mails()).at(-1)!;
    return /\b(\d{6})\b/.exec(mail.text)![1]!;
  }

  // passkeys: a software authenticator answers for the test server's PUBLIC_URL (http://fieldwatch.test)
  private authenticator = () => new SoftwareAuthenticator({ origin: 'http://fieldwatch.test', rpId: 'fieldwatch.test' });

  /**
   * A new passkey's `{name, credential}` for `who`: registration options asked with `who`'s own token and
   * current password, answered by a new software authenticator (for the call that adds it).
   */
  async passkeyAnswer(who: Who) {
    const authenticator = this.authenticator();
    const options = await this.made<{ challenge: string }>(
      this.as(who, 'POST', '/user/me/passkeys/options', { current_password: demoPassword }),
    );
    return { name: `Key ${unique()}`, credential: authenticator.register(options.challenge) };
  }

  /** A passkey `who` adds to its own account with its own token (its sign-in stays); answers its id. */
  async passkey(who: Who) {
    return (await this.made<{ id: number }>(this.as(who, 'POST', '/user/me/passkeys', await this.passkeyAnswer(who)))).id;
  }

  /** A new Reader in North with a password and one passkey: its username and the authenticator that holds it. */
  async userWithPasskey() {
    const username = `u${unique()}`;
    await this.admin('POST', '/user', {
      username,
      password: demoPassword,
      role_id: 3,
      organizations: [demo.north],
      options: { email: `${username}@fieldwatch.example` },
    });
    const { userId, accessToken } = await this.signIn(username);
    const authenticator = this.authenticator();
    const headers = bearer(accessToken);
    const options = await this.made<{ challenge: string }>(
      this.server.inject({ method: 'POST', url: '/api/user/me/passkeys/options', headers, payload: { current_password: demoPassword } }),
    );
    const added = await this.made<{ id: number }>(
      this.server.inject({
        method: 'POST',
        url: '/api/user/me/passkeys',
        headers,
        payload: { name: 'Laptop', credential: authenticator.register(options.challenge) },
      }),
    );
    return { username, userId, passkeyId: added.id, authenticator };
  }

  /** The body of `POST /user/login/passkey` for a new user with a passkey: the password and a signed answer. */
  async passkeySignIn() {
    const { username, authenticator } = await this.userWithPasskey();
    const options = await this.made<{ challenge: string }>(
      this.server.inject({ method: 'POST', url: '/api/user/login/passkey/options', payload: { username, password: demoPassword } }),
    );
    return { username, password: demoPassword, credential: authenticator.authenticate(options.challenge) };
  }

  /**
   * Takes the demo callers' passkeys away again after a call. A caller with a passkey always needs a second
   * factor at sign-in, which every later row that signs a demo user in would trip over. (Straight in the
   * database: removing through the API would end the caller's other sessions and mail it each time.)
   */
  async forgetDemoPasskeys() {
    const ids = Object.values(demo.users);
    await this.server.database.db.delete(passkeys).where(inArray(passkeys.userId, ids));
  }

  /**
   * An authenticator app `who` sets up on its own account with its own token (start, then the app's
   * first code): answers the recovery codes. `forgetDemoAuthenticators` takes it away again.
   */
  async authenticatorApp(who: Who) {
    const started = await this.made<{ otpauth_url: string }>(this.as(who, 'POST', '/user/me/totp', { current_password: demoPassword }));
    const code = URI.parse(started.otpauth_url).generate({ timestamp: this.server.clock.now().getTime() });
    return this.made<{ recovery_codes: string[] }>(this.as(who, 'POST', '/user/me/totp/confirm', { code }));
  }

  /** The first code of a new authenticator app `who` has started to set up (for the call that confirms it). */
  async pendingAuthenticatorCode(who: Who) {
    const started = await this.made<{ otpauth_url: string }>(this.as(who, 'POST', '/user/me/totp', { current_password: demoPassword }));
    return URI.parse(started.otpauth_url).generate({ timestamp: this.server.clock.now().getTime() });
  }

  /** Like `forgetDemoPasskeys`, for the authenticator apps and recovery codes rows give the demo callers. */
  async forgetDemoAuthenticators() {
    const ids = Object.values(demo.users);
    const { db } = this.server.database;
    await db.delete(recoveryCodes).where(inArray(recoveryCodes.userId, ids));
    await db.delete(totpCredentials).where(inArray(totpCredentials.userId, ids));
    await db
      .update(users)
      .set({ secondfactor: 'none' })
      .where(and(inArray(users.id, ids), eq(users.secondfactor, 'totp')));
  }

  /** Asks for a reset link for a new user and answers its uid and token. */
  async resetLink() {
    const user = await this.user(demo.north);
    await this.server.inject({ method: 'POST', url: '/api/user/0/reset', payload: { username: user.username } });
    const mail = (await this.server.mails()).at(-1)!;
    const link = new URL(/(http\S+\/confirm-password\?\S+)/.exec(mail.text)![1]!);
    return { uid: Number(link.searchParams.get('uid')), token: link.searchParams.get('token')! };
  }
}
