/**
 * Bearer authentication. Every authenticated request reloads the user and checks that the token's
 * sign-in (refresh-token family) is still alive, so log-out, deactivation and a reused refresh token
 * take effect at once instead of when the access token expires (docs/decisions.md "Security").
 *
 * `authenticate` accepts users only. The three routes of an anonymous submission (create a
 * report, add its media, publish it) use `authenticateOrAnonymous`, which also accepts an anonymous
 * submission token; their handlers read the caller with `reportActorOf`, never `sessionOf`.
 */
import type { Actor } from '@fieldwatch/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { isFamilyAlive } from '../db/queries/auth.js';
import type { AnonymousSubmitter } from '../db/queries/reportVisibility.js';
import { findUserById, type UserRecord } from '../db/queries/users.js';
import { unauthenticated } from '../errors.js';
import { admitAnonymousSubmitter } from '../services/anonymous.js';
import type { ReportActor } from '../services/reportAccess.js';
import { verifyAccessToken, verifyAnonymousToken } from '../services/tokens.js';
import { actorOf } from '../services/users.js';

export interface AuthSession {
  user: UserRecord;
  actor: Actor;
  /** the refresh-token family this access token belongs to */
  familyId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthSession | null;
    /** the anonymous submitter, on routes behind `authenticateOrAnonymous` called with its token */
    anonymous: AnonymousSubmitter | null;
  }
}

const bearerToken = (header: string | undefined): string | undefined => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

export async function sessionFromHeader(ctx: AppContext, header: string | undefined): Promise<AuthSession | undefined> {
  const token = bearerToken(header);
  if (!token) return undefined;
  const claims = await verifyAccessToken(ctx, token);
  if (!claims) return undefined;
  const user = await findUserById(ctx.db, claims.userId);
  if (!user || !user.active || !(await isFamilyAlive(ctx.db, claims.familyId, user.id))) return undefined;
  return { user, actor: actorOf(user), familyId: claims.familyId };
}

export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('anonymous', null);
}

/** onRequest hook for routes that need a signed-in user: runs before the body is even parsed. */
export function authenticate(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = await sessionFromHeader(ctx, request.headers.authorization);
    if (!session) throw unauthenticated();
    request.auth = session;
  };
}

/** The session of a route behind `authenticate`. */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/**
 * onRequest hook for the routes an anonymous submission token may call: a signed-in user,
 * or the bearer of an anonymous token while anonymous submission is on (403 INACTIVE_FEATURE once it
 * is switched off).
 */
export function authenticateOrAnonymous(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request.headers.authorization);
    const anonymous = token === undefined ? undefined : await verifyAnonymousToken(ctx, token);
    if (anonymous) {
      request.anonymous = await admitAnonymousSubmitter(ctx, anonymous);
      return;
    }
    const session = await sessionFromHeader(ctx, request.headers.authorization);
    if (!session) throw unauthenticated();
    request.auth = session;
  };
}

/** The caller of a route behind `authenticateOrAnonymous`: a user's actor, or the anonymous submitter. */
export function reportActorOf(request: FastifyRequest): ReportActor {
  return request.anonymous ?? sessionOf(request).actor;
}
