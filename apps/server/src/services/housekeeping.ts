/** Hourly removal of expired tokens, codes and rate-limit windows, so those tables stay small. */
import type { AppContext } from '../context.js';
import { deleteExpiredAuthRows } from '../db/queries/auth.js';
import { deleteWindowsBefore } from '../db/queries/rateLimits.js';

const hour = 60 * 60 * 1000;

async function removeExpired(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  await deleteExpiredAuthRows(ctx.db, now);
  // the longest rate-limit window is one hour; a day keeps every live window
  await deleteWindowsBefore(ctx.db, new Date(now.getTime() - 24 * hour));
}

export function startHousekeeping(ctx: AppContext): { stop(): void } {
  const timer = setInterval(() => {
    removeExpired(ctx).catch((error: unknown) => ctx.log.error({ err: error }, 'housekeeping failed'));
  }, hour);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
