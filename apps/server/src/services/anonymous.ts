/**
 * Anonymous submission (docs/roles.md, the "anonymous" column): while option anonymous_enabled is on,
 * a partner page asks `POST /user/anonymous` for a short-lived token, creates a report with it in the
 * anonymous organization, uploads the report's media and publishes it. Nothing else: every other route
 * refuses the token (plugins/authenticate.ts). See docs/embedding.md and docs/decisions.md.
 */
import type { AnonymousToken, Options } from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import { listOrganizations } from '../db/queries/organizations.js';
import type { AnonymousSubmitter } from '../db/queries/reportVisibility.js';
import { ApiError, unauthenticated } from '../errors.js';
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

/** `POST /user/anonymous`: 403 INACTIVE_FEATURE while anonymous submission is off; 429 past the address's limit. */
export async function issueAnonymousToken(ctx: AppContext, ip: string): Promise<AnonymousToken> {
  const organizationId = await anonymousOrganization(ctx);
  if (organizationId === undefined) throw new ApiError('INACTIVE_FEATURE');
  await consumeLimits(ctx, [{ key: rateLimitKeys.anonymousTokenIp(ip), rule: ctx.config.rateLimits.anonymousTokenPerIp }]);
  const { token } = await signAnonymousToken(ctx, organizationId);
  return { access_token: token, expires_in: anonymousTokenSeconds, organization_id: organizationId };
}

/**
 * The submitter a valid token stands for, checked against the options of now: switching the feature
 * off stops tokens already handed out (403 INACTIVE_FEATURE), and a token issued for an organization
 * that is no longer the anonymous one is no longer valid (401).
 */
export async function admitAnonymousSubmitter(ctx: AppContext, claims: AnonymousClaims): Promise<AnonymousSubmitter> {
  const organizationId = await anonymousOrganization(ctx);
  if (organizationId === undefined) throw new ApiError('INACTIVE_FEATURE');
  if (organizationId !== claims.organizationId) throw unauthenticated();
  return { kind: 'anonymous', tokenId: claims.tokenId, organizationId };
}

/** Counts one anonymous report from `ip`; 429 past the address's limit. */
export function countAnonymousReport(ctx: AppContext, ip: string): Promise<void> {
  return consumeLimits(ctx, [{ key: rateLimitKeys.anonymousReportIp(ip), rule: ctx.config.rateLimits.anonymousReportPerIp }]);
}
