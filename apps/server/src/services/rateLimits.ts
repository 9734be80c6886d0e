/**
 * Rate limits on sign-in, codes and reset requests (docs/sign-in.md) and anonymous submissions,
 * counted in fixed windows in the database so that every server process shares them.
 */
import type { RateLimitRule } from '../config.js';
import type { AppContext } from '../context.js';
import { countInWindow, incrementWindow } from '../db/queries/rateLimits.js';
import { tooManyRequests } from '../errors.js';

export interface RateLimitCheck {
  key: string;
  rule: RateLimitRule;
}

function windowOf(rule: RateLimitRule, now: Date) {
  const size = rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / size) * size;
  return { start: new Date(start), retryAfterSeconds: Math.max(1, Math.ceil((start + size - now.getTime()) / 1000)) };
}

/** Refuses (429) when any key has already used up its window; counts nothing. */
export async function assertUnderLimits(ctx: AppContext, checks: RateLimitCheck[]): Promise<void> {
  const now = ctx.now();
  for (const { key, rule } of checks) {
    const window = windowOf(rule, now);
    if ((await countInWindow(ctx.db, key, window.start)) >= rule.limit) throw tooManyRequests(window.retryAfterSeconds);
  }
}

/** Counts one event on every key (a failed sign-in, a wrong code). */
export async function recordEvents(ctx: AppContext, checks: RateLimitCheck[]): Promise<void> {
  const now = ctx.now();
  for (const { key, rule } of checks) await incrementWindow(ctx.db, key, windowOf(rule, now).start);
}

/** Counts one event on every key and refuses (429) when that goes over a limit (reset requests). */
export async function consumeLimits(ctx: AppContext, checks: RateLimitCheck[]): Promise<void> {
  const now = ctx.now();
  let refusal: number | undefined;
  for (const { key, rule } of checks) {
    const window = windowOf(rule, now);
    const count = await incrementWindow(ctx.db, key, window.start);
    if (count > rule.limit) refusal = Math.max(refusal ?? 0, window.retryAfterSeconds);
  }
  if (refusal !== undefined) throw tooManyRequests(refusal);
}

/** Keys are per purpose; usernames are folded to lower case like the unique index on users. */
export const rateLimitKeys = {
  loginUsernameIp: (username: string, ip: string) => `login:user-ip:${username.toLowerCase()}:${ip}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  codeUsernameIp: (username: string, ip: string) => `code:user-ip:${username.toLowerCase()}:${ip}`,
  resetIp: (ip: string) => `reset:ip:${ip}`,
  resetUsername: (username: string) => `reset:user:${username.toLowerCase()}`,
  anonymousTokenIp: (ip: string) => `anonymous-token:ip:${ip}`,
  anonymousReportIp: (ip: string) => `anonymous-report:ip:${ip}`,
};
