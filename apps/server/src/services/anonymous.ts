/**
 * Anonymous submission (docs/roles.md, the "anonymous" column): while option anonymous_enabled is on,
 * a partner page asks `POST /user/anonymous` for a short-lived token, creates reports with it in the
 * anonymous organization, uploads their media and publishes them. Nothing else: every other route
 * refuses the token (plugins/authenticate.ts). See docs/embedding.md, docs/sign-in.md "Anonymous
 * submission tokens" and docs/decisions.md.
 *
 * In bounds: the token is bound to the asking browser's key (services/anonymousProof.ts), creates at
 * most ANONYMOUS_REPORTS_PER_TOKEN reports, and — when the proof-of-work challenge is on — is handed
 * out only for a solved, unused challenge.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import {
  anonymousErrorData,
  type AnonymousChallenge,
  type AnonymousToken,
  type AnonymousTokenRequest,
  type Options,
} from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import { listOrganizations } from '../db/queries/organizations.js';
import type { AnonymousSubmitter } from '../db/queries/reportVisibility.js';
import { incrementWindow } from '../db/queries/rateLimits.js';
import { ApiError, invalidFields, notFound, unauthenticated } from '../errors.js';
import { verifyProof } from './anonymousProof.js';
import { readOptions } from './options.js';
import { consumeLimits, rateLimitKeys } from './rateLimits.js';
import { anonymousTokenSeconds, signAnonymousToken, type AnonymousClaims } from './tokens.js';

/**
 * The organization anonymous reports go to: set only while anonymous_enabled is on and
 * anonymous_organization names an organization that exists.
 */
export async function anonymousOrganization(ctx: AppContext, options?: Options): Promise<number | undefined> {
  const { anonymous_enabled: enabled, anonymous_organization: organization } = options ?? (await readOptions(ctx));
  if (enabled !== '1' || organization === '') return undefined;
  const id = Number(organization);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2 ** 31 - 1) return undefined;
  return (await listOrganizations(ctx.db, [id])).length > 0 ? id : undefined;
}

const challengeIsOn = (ctx: AppContext, options: Options) =>
  ctx.config.anonymousChallengeForced || options.anonymous_challenge_enabled === '1';
/** A challenge is solved within this time or not at all. */
const challengeSeconds = 5 * 60;
const challengeKey = (ctx: AppContext) =>
  createHash('sha256').update(`fieldwatch:anonymous-challenge:${ctx.config.jwtSecret}`).digest('hex');

/** `GET /user/anonymous/challenge`: a fresh challenge; 404 while the challenge is off, 403 while anonymous submission is. */
export async function anonymousChallenge(ctx: AppContext): Promise<AnonymousChallenge> {
  const options = await readOptions(ctx);
  if ((await anonymousOrganization(ctx, options)) === undefined) throw new ApiError('INACTIVE_FEATURE');
  if (!challengeIsOn(ctx, options)) throw notFound();
  const challenge = await createChallenge({
    hmacKey: challengeKey(ctx),
    maxnumber: ctx.config.anonymousChallengeMaxNumber,
    expires: new Date(ctx.now().getTime() + challengeSeconds * 1000),
  });
  return { ...challenge, maxnumber: ctx.config.anonymousChallengeMaxNumber };
}

/** A valid solution of a challenge of ours, never used before (counted in the database: several processes). */
async function acceptSolution(ctx: AppContext, solution: string | undefined): Promise<void> {
  const required = () => invalidFields({ challenge_solution: 'required' }, anonymousErrorData.challengeRequired);
  if (solution === undefined || !(await verifySolution(solution, challengeKey(ctx), true))) throw required();
  // the signature names the challenge; a second use of it is refused like no solution at all
  const signature = createHash('sha256').update(solution).digest('base64url');
  if ((await incrementWindow(ctx.db, `anonymous-challenge:${signature}`, ctx.now())) > 1) throw required();
}

/**
 * `POST /user/anonymous`: 403 INACTIVE_FEATURE while anonymous submission is off; 401 PROOF_INVALID
 * without a valid proof of the browser's key; 400 CHALLENGE_REQUIRED while the challenge is on and no
 * fresh solution comes with the call; 429 past the address's limit.
 */
export async function issueAnonymousToken(ctx: AppContext, request: FastifyRequest, body: AnonymousTokenRequest): Promise<AnonymousToken> {
  const options = await readOptions(ctx);
  const organizationId = await anonymousOrganization(ctx, options);
  if (organizationId === undefined) throw new ApiError('INACTIVE_FEATURE');
  const keyThumbprint = await verifyProof(ctx, request);
  if (challengeIsOn(ctx, options)) await acceptSolution(ctx, body.challenge_solution);
  await consumeLimits(ctx, [{ key: rateLimitKeys.anonymousTokenIp(request.ip), rule: ctx.config.rateLimits.anonymousTokenPerIp }]);
  const { token } = await signAnonymousToken(ctx, organizationId, keyThumbprint);
  return { access_token: token, expires_in: anonymousTokenSeconds, organization_id: organizationId };
}

/**
 * The submitter a valid token stands for, checked against the options of now: switching the feature
 * off stops tokens already handed out (403 INACTIVE_FEATURE), and a token issued for an organization
 * that is no longer the anonymous one is no longer valid (401). The call must carry a fresh proof made
 * with the key the token is bound to (401 PROOF_INVALID).
 */
export async function admitAnonymousSubmitter(
  ctx: AppContext,
  request: FastifyRequest,
  token: string,
  claims: AnonymousClaims,
): Promise<AnonymousSubmitter> {
  const organizationId = await anonymousOrganization(ctx);
  if (organizationId === undefined) throw new ApiError('INACTIVE_FEATURE');
  if (organizationId !== claims.organizationId) throw unauthenticated();
  if ((await verifyProof(ctx, request, token)) !== claims.keyThumbprint) throw unauthenticated(anonymousErrorData.proofInvalid);
  return { kind: 'anonymous', tokenId: claims.tokenId, organizationId, tokenIssuedAt: claims.issuedAt };
}

/**
 * Counts one anonymous report: per address (429 past its limit) and per token, at most
 * ANONYMOUS_REPORTS_PER_TOKEN in the token's life (429 TOKEN_REPORTS_USED, Retry-After until it
 * expires: only a new token creates more). One row per token, counted atomically in the database.
 */
export async function countAnonymousReport(ctx: AppContext, ip: string, submitter: AnonymousSubmitter): Promise<void> {
  const created = await incrementWindow(ctx.db, `anonymous-report:token:${submitter.tokenId}`, submitter.tokenIssuedAt);
  if (created > ctx.config.anonymousReportsPerToken) {
    const expiresAt = submitter.tokenIssuedAt.getTime() + anonymousTokenSeconds * 1000;
    const retryAfterSeconds = Math.max(1, Math.ceil((expiresAt - ctx.now().getTime()) / 1000));
    throw new ApiError('TOO_MANY_REQUESTS', { retryAfterSeconds, data: anonymousErrorData.tokenReportsUsed });
  }
  await consumeLimits(ctx, [{ key: rateLimitKeys.anonymousReportIp(ip), rule: ctx.config.rateLimits.anonymousReportPerIp }]);
}
