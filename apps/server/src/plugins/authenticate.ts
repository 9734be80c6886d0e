/**
 * Bearer authentication. Every authenticated request reloads the user and checks that the token's
 * sign-in (refresh-token family) is still alive, so log-out, deactivation and a reused refresh token
 * take effect at once instead of when the access token expires (docs/decisions.md "Security").
 */
import type { Actor } from '@fieldwatch/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { isFamilyAlive } from '../db/queries/auth.js';
import { findUserById, type UserRecord } from '../db/queries/users.js';
import { unauthenticated } from '../errors.js';
import { verifyAccessToken } from '../services/tokens.js';
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
  }
}

export async function sessionFromHeader(ctx: AppContext, header: string | undefined): Promise<AuthSession | undefined> {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!token) return undefined;
  const claims = await verifyAccessToken(ctx, token);
  if (!claims) return undefined;
  const user = await findUserById(ctx.db, claims.userId);
  if (!user || !user.active || !(await isFamilyAlive(ctx.db, claims.familyId, user.id))) return undefined;
  return { user, actor: actorOf(user), familyId: claims.familyId };
}

export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
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
