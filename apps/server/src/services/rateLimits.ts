/**
 * Rate limits on sign-in, codes and reset requests (docs/sign-in.md) and anonymous submissions,
 * counted in fixed windows in the database so that every server process shares them, and the
 * exponential back-off of one account or one username's reset mails.
 */
import type { BackoffRule, RateLimitRule } from '../config.js';
import type { AppContext } from '../context.js';
import { claimBackoff, decrementWindow, deleteBackoff, deleteWindows, findBackoff, incrementWindow } from '../db/queries/rateLimits.js';
import { tooManyRequests } from '../errors.js';

export interface RateLimitCheck {
  key: string;
  rule: RateLimitRule;
}

/** One attempt taken on a key's window; given back when the attempt was the real user's. */
export interface Claim {
  key: string;
  windowStart: Date;
}

function windowOf(rule: RateLimitRule, now: Date) {
  const size = rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / size) * size;
  return { start: new Date(start), retryAfterSeconds: Math.max(1, Math.ceil((start + size - now.getTime()) / 1000)) };
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

/**
 * Takes one attempt on each key, in order, BEFORE the attempt is checked, and refuses (429) as soon as
 * one goes over its limit; the keys after it are not touched and the claims before it are given back.
 * Each claim is one atomic increment, so parallel requests can never check more than `limit` attempts
 * between them (counting after the check would let every request in flight through).
 */
export async function claimAttempts(ctx: AppContext, checks: RateLimitCheck[]): Promise<Claim[]> {
  const now = ctx.now();
  const claims: Claim[] = [];
  for (const { key, rule } of checks) {
    const window = windowOf(rule, now);
    const count = await incrementWindow(ctx.db, key, window.start);
    if (count > rule.limit) {
      await giveBackAttempts(ctx, claims);
      throw tooManyRequests(window.retryAfterSeconds);
    }
    claims.push({ key, windowStart: window.start });
  }
  return claims;
}

/** Gives claims back: the attempts were the real user's (or were refused for another reason before any check). */
export async function giveBackAttempts(ctx: AppContext, claims: Claim[]): Promise<void> {
  for (const claim of claims) await decrementWindow(ctx.db, claim.key, claim.windowStart);
}

/** Forgets every failure counted on a key (the user proved who they are). */
export function clearAttempts(ctx: AppContext, key: string): Promise<void> {
  return deleteWindows(ctx.db, key);
}

/**
 * Lets one event through on a back-off key and counts it, or answers the seconds to wait before the
 * next one may pass. Atomic: of many parallel requests only as many pass as the rule allows.
 */
export async function claimBackoffTurn(
  ctx: AppContext,
  key: string,
  rule: BackoffRule,
  /** when the event happened: now, or the time of the request a job acts for */
  now = ctx.now(),
): Promise<{ passed: true } | { passed: false; retryAfterSeconds: number }> {
  if ((await claimBackoff(ctx.db, key, now, rule)) !== undefined) return { passed: true };
  const row = await findBackoff(ctx.db, key);
  const pauseMs = row ? Math.min(rule.maxSeconds, rule.baseSeconds * 2 ** (row.count - rule.free)) * 1000 : 0;
  const waitMs = row ? row.lastAt.getTime() + pauseMs - now.getTime() : 0;
  return { passed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** Forgets a back-off key's events (the account's owner signed in). */
export function clearBackoff(ctx: AppContext, key: string): Promise<void> {
  return deleteBackoff(ctx.db, key);
}

/** Keys are per purpose; usernames are folded to lower case like the unique index on users. */
export const rateLimitKeys = {
  loginUsernameIp: (username: string, ip: string) => `login:user-ip:${username.toLowerCase()}:${ip}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  loginAccount: (username: string) => `login:account:${username.toLowerCase()}`,
  codeUsernameIp: (username: string, ip: string) => `code:user-ip:${username.toLowerCase()}:${ip}`,
  resetIp: (ip: string) => `reset:ip:${ip}`,
  resetMailUsername: (username: string) => `reset:mail:${username.toLowerCase()}`,
  reauthUser: (userId: number) => `reauth:user:${userId}`,
  anonymousTokenIp: (ip: string) => `anonymous-token:ip:${ip}`,
  anonymousReportIp: (ip: string) => `anonymous-report:ip:${ip}`,
};
