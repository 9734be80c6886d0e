/**
 * Hourly removal of expired tokens, codes, rate-limit windows and idempotency keys, of the map's change
 * log past a day, and of media files without a row that a killed process left behind, so those tables
 * and folders stay small: a scheduled job, run once an hour by one process of the deployment however
 * many there are (and at every start). Temporary uploads a killed process left behind are on each
 * process's own disk: every process sweeps its own, hourly.
 */
import { limits } from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import { deleteExpiredAuthRows } from '../db/queries/auth.js';
import { deleteIdempotencyKeysBefore } from '../db/queries/idempotency.js';
import { deleteExpiredChallenges } from '../db/queries/passkeys.js';
import { deleteBackoffsBefore, deleteWindowsBefore } from '../db/queries/rateLimits.js';
import { selectReferencedStorageKeys } from '../db/queries/media.js';
import { deleteMapWarmSetsBefore, deleteReportChangesBefore } from '../db/queries/reportPoints.js';
import { removeOrphanMediaFiles, removeStaleTempFiles } from '../media/storage.js';

const hour = 60 * 60 * 1000;
const housekeepingJob = 'housekeeping';

export async function removeExpired(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  await deleteExpiredAuthRows(ctx.db, now);
  await deleteExpiredChallenges(ctx.db, now);
  // the longest rate-limit window is one hour; a day keeps every live window
  await deleteWindowsBefore(ctx.db, new Date(now.getTime() - 24 * hour));
  // a back-off that has been quiet this long starts again from nothing anyway
  const { signinPerAccount, resetMailPerUsername } = ctx.config.backoffs;
  const forgetMs = Math.max(signinPerAccount.forgetSeconds, resetMailPerUsername.forgetSeconds) * 1000;
  await deleteBackoffsBefore(ctx.db, new Date(now.getTime() - forgetMs));
  // a create call's key and answer are kept at least this long (docs/api.md "Sending a create call twice")
  await deleteIdempotencyKeysBefore(ctx.db, new Date(now.getTime() - limits.idempotencyKeyDays * 24 * hour));
  // a process that read no change for an hour starts over from the newest (map/changeFollower.ts): a day is plenty
  await deleteReportChangesBefore(ctx.db, new Date(now.getTime() - 24 * hour));
  // the map's sets nobody asked for in a day are not built at the next start (services/reportMap.ts)
  await deleteMapWarmSetsBefore(ctx.db, new Date(now.getTime() - 24 * hour));
  // files a killed process stored without committing their row, or left after deleting it
  await removeOrphanMediaFiles(ctx, (keys) => selectReferencedStorageKeys(ctx.db, keys));
}

/** The job queue runs `removeExpired` at minute 0 of every hour, once across all processes. */
export function defineHousekeepingJob(ctx: AppContext): void {
  ctx.jobs.define(housekeepingJob, {
    // the next hour's run does the same work: no retry
    retryLimit: 0,
    retryDelaySeconds: 0,
    expireInSeconds: 15 * 60,
    run: () => removeExpired(ctx),
  });
  ctx.jobs.schedule(housekeepingJob, '0 * * * *');
}

/** This process's hourly sweep of its own temporary uploads. */
export function startTempFileSweep(ctx: AppContext): { stop(): void } {
  const timer = setInterval(() => {
    removeStaleTempFiles(ctx).catch((error: unknown) => ctx.log.error({ err: error }, 'removing stale temporary files failed'));
  }, hour);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
