import { limits } from '../limits.js';
import { requestAnonymousToken } from '../api/public.js';
import type { FieldwatchClient } from '../api/client.js';

/** What an anonymous submission is sent with: a short-lived token and the organization it reports into. */
export interface AnonymousAccess {
  token: string;
  /** option `anonymous_organization`, as the server answered it */
  organizationId: number;
  /** computed locally: when it was received plus `expires_in`, ms since epoch */
  expiresAt: number;
  issuedAt: number;
}

export interface AnonymousTokens {
  /**
   * A token that is still valid: the one held, or a new one from `POST /user/anonymous` when it is
   * (nearly) expired. Concurrent callers share one request, since the server rate-limits that call.
   */
  get(): Promise<AnonymousAccess>;
  /** Forgets the token held (the server refused it): the next `get` asks for a new one. */
  invalidate(): void;
  /** True while `access` may still be used (it is renewed a little before it expires). */
  isValid(access: AnonymousAccess): boolean;
}

/**
 * Anonymous submission tokens for one client, kept in memory only (never stored: a token is a
 * credential, and a new one costs one call). Never touches the client's signed-in session.
 */
export function createAnonymousTokens(client: FieldwatchClient, options: { now?: () => number } = {}): AnonymousTokens {
  const now = options.now ?? Date.now;
  let held: AnonymousAccess | null = null;
  let requesting: Promise<AnonymousAccess> | null = null;

  // the session's rule: renew a little early, but never so early that a short-lived token is always due
  const isValid = (access: AnonymousAccess) => {
    const skew = Math.min(limits.tokenRefreshSkewSeconds * 1000, (access.expiresAt - access.issuedAt) / 10);
    return now() < access.expiresAt - skew;
  };

  async function request(): Promise<AnonymousAccess> {
    const issuedAt = now();
    const answer = await requestAnonymousToken(client);
    held = { token: answer.access_token, organizationId: answer.organization_id, issuedAt, expiresAt: issuedAt + answer.expires_in * 1000 };
    return held;
  }

  return {
    get() {
      if (held && isValid(held)) return Promise.resolve(held);
      requesting ??= request().finally(() => {
        requesting = null;
      });
      return requesting;
    },
    invalidate() {
      held = null;
    },
    isValid,
  };
}
