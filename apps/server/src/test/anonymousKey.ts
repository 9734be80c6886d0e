/**
 * A browser's key for anonymous submissions, as the tests hold it: an ECDSA P-256 key pair and the
 * DPoP proofs it signs (services/anonymousProof.ts). The server is checked against real proofs, made
 * the way the core client makes them.
 */
import { createHash, randomUUID } from 'node:crypto';
import { SignJWT, calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

/** The address tests name in `htu`: the test server's PUBLIC_URL (test/harness.ts). */
const testOrigin = 'http://fieldwatch.test';

interface ProofClaims {
  method: string;
  /** the path, `/api/…`, with or without a query (it is left out of `htu`) */
  url: string;
  token?: string;
  /** seconds since epoch; now by default */
  issuedAt?: number;
  jti?: string;
  /** another origin than the test server's */
  origin?: string;
}

export interface BrowserKey {
  jwk: JWK;
  thumbprint: string;
  proof(claims: ProofClaims): Promise<string>;
}

export async function browserKey(now: () => Date = () => new Date()): Promise<BrowserKey> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk = await exportJWK(publicKey);
  return {
    jwk,
    thumbprint: await calculateJwkThumbprint(jwk),
    proof: ({ method, url, token, issuedAt, jti, origin = testOrigin }) =>
      new SignJWT({
        htm: method,
        htu: `${origin}${url.split('?')[0]}`,
        ...(token === undefined ? {} : { ath: createHash('sha256').update(token).digest('base64url') }),
      })
        .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk })
        .setIssuedAt(issuedAt ?? Math.floor(now().getTime() / 1000))
        .setJti(jti ?? randomUUID())
        .sign(privateKey),
  };
}

/** The headers of a call with an anonymous submission token: the token and this key's fresh proof for the call. */
export async function boundTo(key: BrowserKey, token: string, method: string, url: string): Promise<Record<string, string>> {
  return { authorization: `DPoP ${token}`, dpop: await key.proof({ method, url, token }) };
}
