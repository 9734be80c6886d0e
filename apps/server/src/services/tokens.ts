/**
 * Access and refresh tokens (docs/sign-in.md, docs/decisions.md "Security"): a short HS256 JWT whose
 * `sid` is the refresh-token family, and opaque refresh tokens that rotate on every use. Anonymous
 * submission tokens are JWTs of their own audience, with no user and no refresh token.
 */
import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { authErrorData, limits, type Token } from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import { findRefreshToken, insertRefreshToken, markRefreshTokenUsed, revokeFamily } from '../db/queries/auth.js';
import { unauthenticated } from '../errors.js';
import { hashToken, randomToken } from './secrets.js';

const issuer = 'fieldwatch';
const dayMs = 24 * 60 * 60 * 1000;

/**
 * The HMAC key, imported once per secret: given raw bytes, jose imports a WebCrypto key on every
 * call, an asynchronous job that cost a third of a millisecond on each authenticated request.
 */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function keyOf(ctx: AppContext): Promise<webcrypto.CryptoKey> {
  const secret = ctx.config.jwtSecret;
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

interface AccessClaims {
  userId: number;
  familyId: string;
}

/** A verified access token's claims, and when it expires (an event stream ends then). */
interface VerifiedAccess extends AccessClaims {
  expiresAt: Date;
}

async function signAccessToken(ctx: AppContext, claims: AccessClaims): Promise<string> {
  const issuedAt = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({ sid: claims.familyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ctx.config.accessTokenSeconds)
    .sign(await keyOf(ctx));
}

/**
 * Access tokens whose signature was checked, by the whole token, with the secret it was checked against:
 * a client sends the same token with every request while it lasts, and WebCrypto's HMAC check is an
 * asynchronous job (about a quarter of a millisecond of each authenticated request under load). The
 * oldest go first past `verifiedMax`; expiry is judged on every use, as jose judges it.
 */
const verified = new Map<string, { secret: string; access: VerifiedAccess }>();
const verifiedMax = 10_000;

/** jose's rule: a token is expired from the second its `exp` names (whole seconds). */
const expired = (access: VerifiedAccess, now: Date) => access.expiresAt.getTime() <= Math.floor(now.getTime() / 1000) * 1000;

/** The claims of a valid, unexpired access token; undefined for anything else. */
export async function verifyAccessToken(ctx: AppContext, token: string): Promise<VerifiedAccess | undefined> {
  const secret = ctx.config.jwtSecret;
  const known = verified.get(token);
  if (known?.secret === secret) return expired(known.access, ctx.now()) ? undefined : known.access;
  const access = await checkAccessToken(ctx, token);
  if (access) {
    if (verified.size >= verifiedMax) verified.delete(verified.keys().next().value!);
    verified.set(token, { secret, access });
  }
  return access;
}

async function checkAccessToken(ctx: AppContext, token: string): Promise<VerifiedAccess | undefined> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(ctx), { algorithms: ['HS256'], issuer, currentDate: ctx.now() });
    // a user's token has no audience: an anonymous submission token is never a user's
    if (payload.aud !== undefined) return undefined;
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0 || typeof payload.sid !== 'string') return undefined;
    if (typeof payload.exp !== 'number') return undefined;
    return { userId, familyId: payload.sid, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return undefined;
  }
}

async function issueInFamily(ctx: AppContext, userId: number, familyId: string): Promise<Token> {
  const refreshToken = randomToken();
  await insertRefreshToken(ctx.db, {
    tokenHash: hashToken(refreshToken),
    familyId,
    userId,
    expiresAt: new Date(ctx.now().getTime() + limits.refreshTokenDays * dayMs),
  });
  return {
    access_token: await signAccessToken(ctx, { userId, familyId }),
    refresh_token: refreshToken,
    expires_in: ctx.config.accessTokenSeconds,
  };
}

/** A new sign-in: a new family. */
export function issueTokens(ctx: AppContext, userId: number): Promise<Token> {
  return issueInFamily(ctx, userId, randomUUID());
}

/**
 * `POST /user/{id}/token`: trades a refresh token for new tokens. A token that was already traded in is
 * a sign that it was stolen, so the whole family (the thief's and the owner's session) is revoked.
 */
export async function rotateRefreshToken(ctx: AppContext, userId: number, refreshToken: string): Promise<Token> {
  const now = ctx.now();
  const row = await findRefreshToken(ctx.db, hashToken(refreshToken));
  if (!row || row.userId !== userId || row.revokedAt || row.expiresAt <= now) {
    throw unauthenticated(authErrorData.invalidToken);
  }
  if (row.usedAt || !(await markRefreshTokenUsed(ctx.db, row.id, now))) {
    await revokeFamily(ctx.db, row.familyId, now);
    ctx.log.warn({ userId, familyId: row.familyId }, 'a rotated refresh token was used again: session revoked');
    throw unauthenticated(authErrorData.refreshReused);
  }
  return issueInFamily(ctx, userId, row.familyId);
}

/** `POST /user/logout`: ends the sign-in the refresh token belongs to (unknown tokens are ignored). */
export async function revokeByRefreshToken(ctx: AppContext, refreshToken: string): Promise<void> {
  const row = await findRefreshToken(ctx.db, hashToken(refreshToken));
  if (row) await revokeFamily(ctx.db, row.familyId, ctx.now());
}

export function revokeSession(ctx: AppContext, familyId: string): Promise<void> {
  return revokeFamily(ctx.db, familyId, ctx.now());
}

/** An anonymous submission token's audience: no user route accepts it (`verifyAccessToken`). */
const anonymousAudience = 'fieldwatch:anonymous';
/**
 * Seconds an anonymous submission token lives. A submission's draft belongs to its token, so the token
 * must outlive the slowest submission we accept: a report with several videos at the 200 MB limit sent
 * over a 1 Mbit/s uplink takes close to half an hour each. Two hours holds that; the token is bound to
 * the browser's key and creates few reports, so a longer life gives a thief nothing.
 */
export const anonymousTokenSeconds = 2 * 60 * 60;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface AnonymousClaims {
  /** the token's `jti`, stored on the reports it creates */
  tokenId: string;
  /** the organization it may create reports in */
  organizationId: number;
  /** the thumbprint of the browser key it is bound to (`cnf.jkt`) */
  keyThumbprint: string;
  /** when it was issued: its count of reports starts then */
  issuedAt: Date;
}

/** `POST /user/anonymous`: a token for anonymous submissions into `organizationId`, bound to the key `keyThumbprint`. */
export async function signAnonymousToken(
  ctx: AppContext,
  organizationId: number,
  keyThumbprint: string,
): Promise<{ token: string; claims: AnonymousClaims }> {
  const issuedAt = Math.floor(ctx.now().getTime() / 1000);
  const claims: AnonymousClaims = { tokenId: randomUUID(), organizationId, keyThumbprint, issuedAt: new Date(issuedAt * 1000) };
  const token = await new SignJWT({ org: organizationId, cnf: { jkt: keyThumbprint } })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(claims.tokenId)
    .setIssuer(issuer)
    .setAudience(anonymousAudience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + anonymousTokenSeconds)
    .sign(await keyOf(ctx));
  return { token, claims };
}

/** The claims of a valid, unexpired anonymous submission token; undefined for anything else (a user's token too). */
export async function verifyAnonymousToken(ctx: AppContext, token: string): Promise<AnonymousClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(ctx), {
      algorithms: ['HS256'],
      issuer,
      audience: anonymousAudience,
      currentDate: ctx.now(),
    });
    const organizationId = payload.org;
    if (typeof organizationId !== 'number' || !Number.isSafeInteger(organizationId) || organizationId <= 0) return undefined;
    if (typeof payload.jti !== 'string' || !uuidPattern.test(payload.jti) || payload.sub !== undefined) return undefined;
    const keyThumbprint = (payload.cnf as { jkt?: unknown } | undefined)?.jkt;
    if (typeof keyThumbprint !== 'string' || typeof payload.iat !== 'number') return undefined;
    return { tokenId: payload.jti, organizationId, keyThumbprint, issuedAt: new Date(payload.iat * 1000) };
  } catch {
    return undefined;
  }
}

/**
 * A device token's audience (docs/sign-in.md "Back-off"): proof that this device signed in to this
 * username before, which exempts it from the account's back-off. No route accepts it as an access token.
 */
const deviceAudience = 'fieldwatch:device';
const deviceTokenDays = 365;

/** Handed out at every successful sign-in, bound to the username (in lower case, as usernames compare). */
export async function signDeviceToken(ctx: AppContext, username: string): Promise<string> {
  const issuedAt = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(username.toLowerCase())
    .setIssuer(issuer)
    .setAudience(deviceAudience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + deviceTokenDays * 24 * 60 * 60)
    .sign(await keyOf(ctx));
}

/** True for a valid, unexpired device token issued to `username`. */
export async function isDeviceTokenOf(ctx: AppContext, token: string, username: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(ctx), {
      algorithms: ['HS256'],
      issuer,
      audience: deviceAudience,
      currentDate: ctx.now(),
    });
    return payload.sub === username.toLowerCase();
  } catch {
    return false;
  }
}
