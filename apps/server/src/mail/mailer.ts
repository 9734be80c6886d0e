/**
 * Outgoing mail (docs/deployment.md): SMTP through nodemailer when SMTP_URL is set, otherwise one
 * RFC 822 `.eml` file per mail in DATA_DIR/outbox plus a log line naming the file, so a demo works with no
 * mail server. The log line leaves out the mail's words: they carry sign-in codes and reset links.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

export function outboxMailer(directory: string, from: string, log: () => FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(directory, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // the mail carries a sign-in code or a reset link: readable by this user only
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log().info({ file }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}

export function createMailer(
  config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
  log: () => FastifyBaseLogger,
): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, log);
}
