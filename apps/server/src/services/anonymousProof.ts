/**
 * Proof of possession for anonymous submission tokens, in the manner of DPoP (RFC 9449; docs/sign-in.md
 * "Anonymous submission tokens"). The browser that asks for a token holds an ECDSA P-256 key it cannot
 * export; the token names that key (`cnf.jkt`, its RFC 7638 thumbprint), and every call made with the
 * token carries a fresh proof signed by it: a JWT of type `dpop+jwt` whose header holds the public key
 * and whose claims say the method (`htm`), the URL without query (`htu`), when (`iat`), a one-time id
 * (`jti`) and, with a token, the token's SHA-256 (`ath`). A token copied out of the page is useless
 * without the key; a proof copied off the wire works for no other call and only once.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { EmbeddedJWK, calculateJwkThumbprint, jwtVerify, type JWK } from 'jose';
import { anonymousErrorData } from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import { incrementWindow } from '../db/queries/rateLimits.js';
import { unauthenticated } from '../errors.js';

/** How far a proof's `iat` may lie from the server's clock, either way: each proof is made just before its call. */
const proofMaxAgeSeconds = 5 * 60;
const uuidLike = /^[\w-]{16,64}$/;

/** The request's URL as the browser named it, without query (`htu`): the server's own origin or PUBLIC_URL's. */
function requestUrls(ctx: AppContext, request: FastifyRequest): string[] {
  const path = request.url.split('?')[0] ?? '';
  const origins = new Set([`${request.protocol}://${request.host}`]);
  if (ctx.config.publicUrlSet) origins.add(new URL(ctx.config.publicUrl).origin);
  return [...origins].map((origin) => `${origin}${path}`);
}

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * Checks the request's `DPoP` proof and answers the thumbprint of the key that signed it; 401 with
 * `PROOF_INVALID` when there is none, it is malformed, signed otherwise, too old, for another call,
 * for another token, or seen before (its `jti` is counted in the database: several processes).
 */
export async function verifyProof(ctx: AppContext, request: FastifyRequest, accessToken?: string): Promise<string> {
  const header = request.headers.dpop;
  const refused = () => unauthenticated(anonymousErrorData.proofInvalid);
  if (typeof header !== 'string' || header.length > 4096) throw refused();
  let claims: Awaited<ReturnType<typeof jwtVerify>>;
  try {
    claims = await jwtVerify(header, EmbeddedJWK, {
      typ: 'dpop+jwt',
      algorithms: ['ES256'],
      currentDate: ctx.now(),
      requiredClaims: ['iat', 'jti', 'htm', 'htu'],
    });
  } catch {
    throw refused();
  }
  const { payload, protectedHeader } = claims;
  const jwk = protectedHeader.jwk as JWK | undefined;
  if (!jwk || jwk.kty !== 'EC' || jwk.crv !== 'P-256' || jwk.d !== undefined) throw refused();
  if (payload.htm !== request.method || typeof payload.htu !== 'string' || !requestUrls(ctx, request).includes(payload.htu)) {
    throw refused();
  }
  if (accessToken !== undefined ? payload.ath !== tokenHash(accessToken) : payload.ath !== undefined) throw refused();
  const jti = payload.jti;
  if (typeof jti !== 'string' || !uuidLike.test(jti) || typeof payload.iat !== 'number') throw refused();
  // as far ahead as behind: a phone's clock may run a little fast
  if (Math.abs(ctx.now().getTime() / 1000 - payload.iat) > proofMaxAgeSeconds) throw refused();
  // a proof is good once: its id is kept (beside the rate limits) until housekeeping drops it, long after it is too old
  if ((await incrementWindow(ctx.db, `anonymous-proof:${jti}`, new Date(payload.iat * 1000))) > 1) throw refused();
  return calculateJwkThumbprint(jwk, 'sha256');
}
