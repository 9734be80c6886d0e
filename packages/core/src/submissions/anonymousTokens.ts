import { limits } from '../limits.js';
import { anonymousErrorData, FieldwatchError } from '../errors.js';
import { requestAnonymousChallenge, requestAnonymousToken } from '../api/public.js';
import type { FieldwatchClient } from '../api/client.js';
import type { ProofSigner } from './browserKey.js';
import { loadSending } from './submitReport.js';

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
   * (nearly) expired or has created all the reports it may. Concurrent callers share one request, since
   * the server rate-limits that call.
   */
  get(): Promise<AnonymousAccess>;
  /** Forgets the token held (the server refused it): the next `get` asks for a new one. */
  invalidate(): void;
  /** True while `access` may still be used (it is renewed a little before it expires). */
  isValid(access: AnonymousAccess): boolean;
  /** The signer of the browser key the tokens are bound to: every call with a token carries its proof. */
  signer(): Promise<ProofSigner>;
}

export interface AnonymousTokensOptions {
  now?: () => number;
  /** the browser's key (default: the one kept in IndexedDB, submissions/browserKey.ts) */
  signer?: () => Promise<ProofSigner>;
}

/**
 * `POST /user/anonymous` with the browser key's proof. While the server asks for a proof-of-work
 * (400 CHALLENGE_REQUIRED), the challenge is fetched, solved with WebCrypto, and the call sent again.
 */
async function askToken(client: FieldwatchClient) {
  try {
    return await requestAnonymousToken(client);
  } catch (error) {
    if (!(error instanceof FieldwatchError) || error.data !== anonymousErrorData.challengeRequired) throw error;
  }
  const challenge = await requestAnonymousChallenge(client);
  // loaded only when a server asks for proof of work: most never do, and every form page would carry it
  const { solveChallenge } = await import('altcha-lib/v1');
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new FieldwatchError('VALIDATION_ERROR', { data: anonymousErrorData.challengeRequired });
  const { algorithm, salt, signature } = challenge;
  const payload = { algorithm, challenge: challenge.challenge, number: solution.number, salt, signature };
  return requestAnonymousToken(client, { challenge_solution: btoa(JSON.stringify(payload)) });
}

/**
 * Anonymous submission tokens for one client, kept in memory only (never stored: a token is a
 * credential, and a new one costs one call). Never touches the client's signed-in session. Each is
 * bound to this browser's key (docs/sign-in.md "Anonymous submission tokens"): where the browser
 * cannot make one, `get` fails with BROWSER_UNSUPPORTED and nothing is sent.
 */
export function createAnonymousTokens(client: FieldwatchClient, options: AnonymousTokensOptions = {}): AnonymousTokens {
  const now = options.now ?? Date.now;
  // the browser key comes with the code that sends (a chunk of its own): a token is only ever asked for to send
  const signer = options.signer ?? (() => loadSending().then((sending) => sending.browserProofSigner()));
  let held: AnonymousAccess | null = null;
  let requesting: Promise<AnonymousAccess> | null = null;

  // the session's rule: renew a little early, but never so early that a short-lived token is always due
  const isValid = (access: AnonymousAccess) => {
    const skew = Math.min(limits.tokenRefreshSkewSeconds * 1000, (access.expiresAt - access.issuedAt) / 10);
    return now() < access.expiresAt - skew;
  };

  async function request(): Promise<AnonymousAccess> {
    const proof = await signer();
    const issuedAt = now();
    const answer = await askToken(client.withProof(proof));
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
    signer,
  };
}
