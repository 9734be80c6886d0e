import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/harness.js';
import { outboxMailer, smtpMailer } from './mailer.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** Undoes quoted-printable line breaks and escapes, as a mail client would. */
const decode = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('SMTP delivery', () => {
  it('delivers the password-reset mail through SMTP_URL to a real SMTP server', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Fieldwatch <no-reply@fieldwatch.test>');
    const server = await startTestServer({ mailer });
    try {
      const res = await server.inject({ method: 'POST', url: '/api/user/0/reset', payload: { username: 'reader' } });
      expect(res.json()).toEqual({ data: true });
      await server.app.fieldwatch.jobs.idle();
    } finally {
      await server.close();
      mailer.close();
    }
    const mail = received.at(-1)!;
    expect(mail.from).toBe('no-reply@fieldwatch.test');
    expect(mail.to).toEqual(['reader@fieldwatch.example']);
    const text = decode(mail.raw);
    expect(text).toContain('Subject: Choose a new Fieldwatch password');
    expect(text).toMatch(/http:\/\/fieldwatch\.test\/confirm-password\?uid=\d+&token=[\w-]{40,}/);
  });
});

describe('outbox (no SMTP_URL)', () => {
  it('writes each mail as an .eml file readable only by its owner', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fw-outbox-'));
    const logged: string[] = [];
    const log = { info: (_: unknown, message: string) => logged.push(message) } as never;
    try {
      const mailer = outboxMailer(join(dir, 'outbox'), 'Fieldwatch <no-reply@fieldwatch.test>', () => log);
      await mailer.send({
        to: 'secure@fieldwatch.example',
        subject: 'Your Fieldwatch verification code: 123456',
        text: 'Your verification code is 123456.',
      });
      const files = readdirSync(join(dir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const file = join(dir, 'outbox', files[0]!);
      const raw = readFileSync(file, 'utf8');
      expect(raw).toContain('To: secure@fieldwatch.example');
      expect(raw).toContain('From: Fieldwatch <no-reply@fieldwatch.test>');
      expect(decode(raw)).toContain('Your verification code is 123456.');
      expect(statSync(file).mode & 0o077).toBe(0);
      // the code is in the file only: the log says where the mail went, not what it says
      expect(logged).toEqual(['mail written to the outbox']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
