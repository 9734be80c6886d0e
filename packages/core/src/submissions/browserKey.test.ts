import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserProofSigner } from './browserKey.js';

const decode = (part: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browser key of anonymous submissions', () => {
  it('sends nothing where the browser has no WebCrypto (a page served over http://)', async () => {
    vi.stubGlobal('crypto', {});
    await expect(browserProofSigner()).rejects.toMatchObject({ code: 'BROWSER_UNSUPPORTED' });
  });

  it('signs DPoP proofs (ES256) that its public key verifies, a new id each, without the query', async () => {
    const sign = await browserProofSigner();
    const first = await sign({ method: 'POST', url: 'https://fw.example/api/report/4/media?x=1#y', token: 'abc' });
    const second = await sign({ method: 'POST', url: 'https://fw.example/api/user/anonymous' });
    const [header, payload, signature] = first.split('.') as [string, string, string];
    const { jwk, ...rest } = decode(header) as { jwk: JsonWebKey };
    expect(rest).toEqual({ typ: 'dpop+jwt', alg: 'ES256' });
    expect(Object.keys(jwk).sort()).toEqual(['crv', 'kty', 'x', 'y']);
    const key = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    const valid = await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      key,
      Buffer.from(signature, 'base64url'),
      new TextEncoder().encode(`${header}.${payload}`),
    );
    expect(valid).toBe(true);
    const claims = decode(payload);
    const tokenHash = Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('abc'))).toString('base64url');
    expect(claims).toMatchObject({ htm: 'POST', htu: 'https://fw.example/api/report/4/media', ath: tokenHash });
    expect(Math.abs((claims.iat as number) - Date.now() / 1000)).toBeLessThan(60);
    const other = decode(second.split('.')[1]!);
    expect(other.jti).not.toBe(claims.jti);
    expect(other.ath).toBeUndefined();
    // one key for the page: the same public key in both
    expect(decode(second.split('.')[0]!).jwk).toEqual(jwk);
  });
});
