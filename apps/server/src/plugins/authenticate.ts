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
import type { AnonymousSubmitter } from '../db/queries/reportVisibility.js';
import { findSignedInUser, type UserRecord } from '../db/queries/users.js';
import { ApiError, unauthenticated } from '../errors.js';
import { admitAnonymousSubmitter } from '../services/anonymous.js';
import { mustSetUpSecondFactor } from '../services/secondFactors.js';
import type { ReportActor } from '../services/reportAccess.js';
import { verifyAccessToken, verifyAnonymousToken } from '../services/tokens.js';
import { actorOf } from '../services/users.js';

export interface AuthSession {
  user: UserRecord;
  actor: Actor;
  /** the refresh-token family this access token belongs to */
  familyId: string;
  /** when the access token expires */
  expiresAt: Date;
  /** the stored option `require_2fa_admins` when the session was read (null: its default) */
  requireSecondFactor: string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route that an admin-level user without a second factor may call while one is required of them
     * (option `require_2fa_admins`): `any` call of it, or `own` — only on their own account (`:id` is theirs).
     * Every other route answers 403 SECOND_FACTOR_REQUIRED to such a user.
     */
    beforeSecondFactor?: 'any' | 'own';
  }
  interface FastifyRequest {
    auth: AuthSession | null;
    /** the anonymous submitter, on routes behind `authenticateOrAnonymous` called with its token */
    anonymous: AnonymousSubmitter | null;
  }
}

const bearerToken = (header: string | undefined): string | undefined => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
/** An anonymous submission token is bound to a key: it comes under the DPoP scheme, with a `DPoP` proof header. */
const dpopToken = (header: string | undefined): string | undefined => /^DPoP\s+(\S+)$/i.exec(header ?? '')?.[1];

export async function sessionFromHeader(ctx: AppContext, header: string | undefined): Promise<AuthSession | undefined> {
  const token = bearerToken(header);
  if (!token) return undefined;
  const claims = await verifyAccessToken(ctx, token);
  if (!claims) return undefined;
  const found = await findSignedInUser(ctx.db, claims.userId, claims.familyId);
  if (!found || !found.user.active) return undefined;
  const { user, requireSecondFactor } = found;
  return { user, actor: actorOf(user), familyId: claims.familyId, expiresAt: claims.expiresAt, requireSecondFactor };
}

export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('anonymous', null);
}

/**
 * While a second factor is required of admin-level users, one without it may only set one up: the
 * routes marked `beforeSecondFactor` (their profile and enrolment), nothing else (docs/sign-in.md).
 */
async function assertSecondFactorSetUp(ctx: AppContext, request: FastifyRequest, session: AuthSession): Promise<void> {
  const allowed = request.routeOptions.config.beforeSecondFactor;
  if (allowed === 'any') return;
  // params are still text here (the route's schema has not parsed them yet)
  const id = (request.params as { id?: string }).id;
  if (allowed === 'own' && (id === undefined || id === String(session.user.id))) return;
  if (await mustSetUpSecondFactor(ctx, session.user, session.requireSecondFactor)) throw new ApiError('SECOND_FACTOR_REQUIRED');
}

/** onRequest hook for routes that need a signed-in user: runs before the body is even parsed. */
export function authenticate(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = await sessionFromHeader(ctx, request.headers.authorization);
    if (!session) throw unauthenticated();
    await assertSecondFactorSetUp(ctx, request, session);
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
 * or the holder of an anonymous token and of the key it is bound to (`Authorization: DPoP <token>` and a
 * `DPoP` proof header), while anonymous submission is on (403 INACTIVE_FEATURE once it is switched off).
 */
export function authenticateOrAnonymous(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = dpopToken(request.headers.authorization);
    if (token !== undefined) {
      const anonymous = await verifyAnonymousToken(ctx, token);
      if (!anonymous) throw unauthenticated();
      request.anonymous = await admitAnonymousSubmitter(ctx, request, token, anonymous);
      return;
    }
    const session = await sessionFromHeader(ctx, request.headers.authorization);
    if (!session) throw unauthenticated();
    await assertSecondFactorSetUp(ctx, request, session);
    request.auth = session;
  };
}

/** The caller of a route behind `authenticateOrAnonymous`: a user's actor, or the anonymous submitter. */
export function reportActorOf(request: FastifyRequest): ReportActor {
  return request.anonymous ?? sessionOf(request).actor;
}
