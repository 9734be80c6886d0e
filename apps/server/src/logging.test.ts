/**
 * No secret reaches the log: a whole journey at the most verbose level (trace), with mails going to
 * the outbox as on a server without SMTP, then every secret it handled is looked for in every line.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, withoutSecrets } from './logging.js';
import { createMailer } from './mail/mailer.js';
import { pngImage } from './media/testing.js';
import { boundTo, browserKey } from './test/anonymousKey.js';
import { bearer, dataOf, demoPassword, startTestServer, type TestServer } from './test/harness.js';
import { demo, multipart, reportInput } from './test/reports.js';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

const dataDir = mkdtempSync(join(tmpdir(), 'fw-log-'));
const outbox = join(dataDir, 'outbox');
let server: TestServer;

beforeAll(async () => {
  const config = { dataDir, smtpUrl: undefined, mailFrom: 'Fieldwatch <no-reply@fieldwatch.test>' };
  server = await startTestServer({
    config: { dataDir },
    logger: loggerOptions('trace', capture),
    mailer: createMailer(config, () => server.app.log),
  });
});
afterAll(() => server.close());

/** The text of the newest mail in the outbox (quoted-printable undone). */
async function newestMail(): Promise<string> {
  await server.app.fieldwatch.jobs.idle();
  const newest = readdirSync(outbox).sort().at(-1)!;
  return readFileSync(join(outbox, newest), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  server.inject({ method: 'POST', url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

describe('the log', () => {
  it('holds none of the passwords, codes, links and tokens of a whole journey, even at trace level', async () => {
    const secrets: string[] = [demoPassword];

    // sign in with a code mailed to the outbox
    // the first step answers 401 2FA_REQUIRED and mails the code
    expect((await post('/user/login', { username: 'secure', password: demoPassword })).statusCode).toBe(401);
    const code = /\b(\d{6})\b/.exec(await newestMail())![1]!;
    secrets.push(code);
    const verified = await post('/user/login/verify', { username: 'secure', password: demoPassword, code });
    expect(verified.statusCode, verified.body).toBe(200);
    const signedIn = dataOf<{ user: { id: number }; token: { access_token: string; refresh_token: string } }>(verified);
    secrets.push(signedIn.token.access_token, signedIn.token.refresh_token);

    // refresh
    const refreshed = await post(`/user/${signedIn.user.id}/token`, { refresh_token: signedIn.token.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const session = dataOf<{ access_token: string; refresh_token: string }>(refreshed);
    secrets.push(session.access_token, session.refresh_token);

    // ask for a reset link and use it
    expect((await post('/user/0/reset', { username: 'reader' })).statusCode).toBe(200);
    const link = new URL(/(http\S+\/confirm-password\?\S+)/.exec(await newestMail())![1]!);
    const resetToken = link.searchParams.get('token')!;
    const newPassword = 'Brand#NewSecret77';
    secrets.push(resetToken, newPassword);
    const reset = await server.inject({
      method: 'PUT',
      url: `/api/user/${link.searchParams.get('uid')}/password`,
      payload: { uid: Number(link.searchParams.get('uid')), token: resetToken, password: newPassword },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // a wrong password and a body that is not JSON, both carrying a secret: refusals log nothing of them
    const wrongPassword = 'Wrong#Secret99';
    secrets.push(wrongPassword);
    expect((await post('/user/login', { username: 'reader', password: wrongPassword })).statusCode).toBe(401);
    const broken = await server.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"reader","password":"${wrongPassword}"`,
    });
    expect(broken.statusCode).toBe(400);

    // an anonymous token, a report made and published with it
    const admin = bearer(session.access_token);
    const options = [
      { name: 'anonymous_enabled', value: '1' },
      { name: 'anonymous_organization', value: String(demo.north) },
    ];
    expect((await server.inject({ method: 'PUT', url: '/api/options', headers: admin, payload: options })).statusCode).toBe(200);
    // the token is bound to a browser key: every call carries a fresh proof signed with it
    const key = await browserKey(server.clock.now);
    const asked = await post('/user/anonymous', undefined, { dpop: await key.proof({ method: 'POST', url: '/api/user/anonymous' }) });
    const anonymous = dataOf<{ access_token: string }>(asked).access_token;
    secrets.push(anonymous);
    const createUrl = `/api/organization/${demo.north}/report`;
    const created = await post(`/organization/${demo.north}/report`, reportInput(), await boundTo(key, anonymous, 'POST', createUrl));
    expect(created.statusCode, created.body).toBe(201);
    const reportId = dataOf<{ id: number }>(created).id;
    const photo = multipart('media', 'photo.png', 'image/png', await pngImage());
    const uploaded = await post(`/report/${reportId}/media`, photo.payload, {
      ...photo.headers,
      ...(await boundTo(key, anonymous, 'POST', `/api/report/${reportId}/media`)),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const published = await server.inject({
      method: 'PUT',
      url: `/api/organization/${demo.north}/report/${reportId}`,
      headers: await boundTo(key, anonymous, 'PUT', `/api/organization/${demo.north}/report/${reportId}`),
      payload: { status: 'published' },
    });
    expect(published.statusCode, published.body).toBe(200);

    // the photo, through the URL signed for the Administrator
    const report = await server.inject({ method: 'GET', url: `/api/report/${reportId}`, headers: admin });
    const src = dataOf<{ media: { src: string }[] }>(report).media[0]!.src;
    const signature = new URL(src, 'http://x').searchParams.get('sig')!;
    secrets.push(signature);
    expect((await server.inject({ method: 'GET', url: src })).statusCode).toBe(200);

    // sign out
    const out = await post('/user/logout', { refresh_token: session.refresh_token }, admin);
    expect(out.statusCode).toBe(200);
    await server.app.fieldwatch.jobs.idle();

    // the mails are in the outbox, the log only says they were written
    expect(readdirSync(outbox)).toHaveLength(2);
    expect(lines.filter((line) => line.includes('mail written to the outbox'))).toHaveLength(2);
    // the log did record the journey: one line per request received and per answer at least
    expect(lines.length).toBeGreaterThan(30);
    expect(lines.some((line) => line.includes('/api/media/') && line.includes('sig=[Redacted]'))).toBe(true);

    const log = lines.join('\n');
    const found = secrets.filter((secret) => log.includes(secret));
    expect(found, `${secrets.length} secrets looked for in ${lines.length} log lines`).toEqual([]);
    console.info(`no secret in the log: ${secrets.length} secrets looked for in ${lines.length} lines`);
  });

  it('blanks the signature and any token of a logged URL, and keeps the rest', () => {
    expect(withoutSecrets('/api/media/7?size=thumb&v=3&exp=170&sig=abc')).toBe('/api/media/7?size=thumb&v=3&exp=170&sig=[Redacted]');
    expect(withoutSecrets('/confirm-password?uid=5&token=xyz')).toBe('/confirm-password?uid=5&token=[Redacted]');
    expect(withoutSecrets('/api/reports?q=token')).toBe('/api/reports?q=token');
  });
});
