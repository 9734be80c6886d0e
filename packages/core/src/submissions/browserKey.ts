/**
 * The browser's key for anonymous submissions (docs/sign-in.md "Anonymous submission tokens"): an
 * ECDSA P-256 key pair made with WebCrypto, its private half NOT extractable, kept in IndexedDB and
 * reused, so that a token the server binds to it works only in this browser. Each call with such a
 * token carries a fresh proof signed with it, in the manner of DPoP (RFC 9449).
 *
 * The proof is a compact JWS written here: WebCrypto's ECDSA signature is already the JWS ES256 form
 * (r‖s), so a JWT library would only add weight to every page that embeds a form.
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { FieldwatchError } from '../errors.js';

/** What a proof says: the call's method and absolute URL and, on calls with a token, the token. */
interface ProofRequest {
  method: string;
  url: string;
  token?: string | undefined;
}

/** Signs the `DPoP` proof of one call. */
export type ProofSigner = (request: ProofRequest) => Promise<string>;

const storeName = 'fieldwatch-anonymous';
const keyName = 'dpop-key';
let store: UseStore | undefined;
let loading: Promise<ProofSigner> | null = null;

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array | string): string {
  const data = typeof bytes === 'string' ? encoder.encode(bytes) : bytes;
  let binary = '';
  for (const byte of data) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const unsupported = () => new FieldwatchError('BROWSER_UNSUPPORTED');

/** The key pair kept in IndexedDB, or a new one (kept there when IndexedDB works; held in memory when not). */
async function keyPair(subtle: SubtleCrypto): Promise<CryptoKeyPair> {
  try {
    store ??= createStore(storeName, 'keys');
    const kept = await get<CryptoKeyPair>(keyName, store);
    if (kept?.privateKey && kept.publicKey) return kept;
  } catch {
    // no IndexedDB (a private window of some browsers): a key for this page's life is still a bound key
  }
  const pair = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  try {
    if (store) await set(keyName, pair, store);
  } catch {
    // as above: kept in memory only
  }
  return pair;
}

async function makeSigner(): Promise<ProofSigner> {
  const subtle = globalThis.crypto?.subtle;
  // WebCrypto exists only in secure contexts (https, localhost): on a page served over http:// nothing is sent unbound
  if (!subtle) throw unsupported();
  let pair: CryptoKeyPair;
  let jwk: JsonWebKey;
  try {
    pair = await keyPair(subtle);
    jwk = await subtle.exportKey('jwk', pair.publicKey);
  } catch {
    throw unsupported();
  }
  const header = base64url(JSON.stringify({ typ: 'dpop+jwt', alg: 'ES256', jwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y } }));
  return async ({ method, url, token }) => {
    const claims: Record<string, unknown> = {
      jti: crypto.randomUUID(),
      htm: method,
      // the URL without query and fragment, as the server compares it
      htu: url.split(/[?#]/)[0],
      iat: Math.floor(Date.now() / 1000),
    };
    if (token !== undefined) claims.ath = base64url(new Uint8Array(await subtle.digest('SHA-256', encoder.encode(token))));
    const input = `${header}.${base64url(JSON.stringify(claims))}`;
    const signature = await subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, encoder.encode(input));
    return `${input}.${base64url(new Uint8Array(signature))}`;
  };
}

/**
 * The proof signer of this browser's key, made once per page. Fails with `BROWSER_UNSUPPORTED` where
 * WebCrypto ECDSA is missing: an anonymous submission is then not sent at all.
 */
export function browserProofSigner(): Promise<ProofSigner> {
  loading ??= makeSigner().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
