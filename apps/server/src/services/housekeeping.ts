/**
 * Hourly removal of expired tokens, codes, rate-limit windows and idempotency keys, and of temporary
 * uploads a killed process left behind, so those tables and folders stay small.
 */
import { limits } from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import { deleteExpiredAuthRows } from '../db/queries/auth.js';
import { deleteIdempotencyKeysBefore } from '../db/queries/idempotency.js';
import { deleteWindowsBefore } from '../db/queries/rateLimits.js';
import { removeStaleTempFiles } from '../media/storage.js';

const hour = 60 * 60 * 1000;

export async function removeExpired(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  await deleteExpiredAuthRows(ctx.db, now);
  // the longest rate-limit window is one hour; a day keeps every live window
  await deleteWindowsBefore(ctx.db, new Date(now.getTime() - 24 * hour));
  // a create call's key and answer are kept at least this long (docs/api.md "Sending a create call twice")
  await deleteIdempotencyKeysBefore(ctx.db, new Date(now.getTime() - limits.idempotencyKeyDays * 24 * hour));
  await removeStaleTempFiles(ctx);
}

export function startHousekeeping(ctx: AppContext): { stop(): void } {
  const timer = setInterval(() => {
    removeExpired(ctx).catch((error: unknown) => ctx.log.error({ err: error }, 'housekeeping failed'));
  }, hour);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
