/**
 * Mails go out through the job queue (jobs/queue.ts): queued before the answer, in one insert whatever
 * the mail, so neither the answer's timing nor a slow mail server says anything; sent by whichever
 * process picks the job, tried again with growing pauses when the mail server refuses.
 *
 * A mail may carry a sign-in code or a reset link, and the job tables keep a job for days: the mail is
 * stored sealed (AES-256-GCM, with a key derived from JWT_SECRET, which every process of a deployment
 * shares), so reading the tables does not give what the mail gives.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { Mail } from './mailer.js';

const mailJob = 'mail';

interface SealedMail {
  sealed: string;
}

const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'fieldwatch', 'mail jobs', 32));

function sealMail(secret: string, mail: Mail): SealedMail {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(mail), 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
}

function openMail(secret: string, { sealed }: SealedMail): Mail {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as Mail;
}

/** Queues mails, one job each: one refused recipient is tried again alone, the others are not held up. */
export async function queueMails(ctx: AppContext, mails: readonly Mail[]): Promise<void> {
  await ctx.jobs.sendMany(
    mailJob,
    mails.map((mail) => sealMail(ctx.config.jwtSecret, mail)),
  );
}

export function defineMailJob(ctx: AppContext): void {
  ctx.jobs.define<SealedMail>(mailJob, {
    // ten more attempts after pauses of 1–2 min, 2–4, … 512–1024 (pg-boss adds up to as much again at random): one to two days
    retryLimit: 10,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    run: (data) => ctx.mailer.send(openMail(ctx.config.jwtSecret, data)),
  });
}
