/**
 * A software WebAuthn authenticator for tests: a real ES256 key pair from node:crypto, real "none"
 * attestations and real signed assertions, so the server's checks run on the same bytes a browser sends.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const flags = { userPresent: 0x01, userVerified: 0x04, attestedCredentialData: 0x40 };

export interface SoftwareAuthenticatorOptions {
  /** the page's origin the browser would write into clientDataJSON */
  origin: string;
  rpId: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** the signature counter; a test may set it back to play a cloned authenticator */
  counter = 0;

  constructor(private readonly options: SoftwareAuthenticatorOptions) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private authenticatorData(withCredential: boolean, rpId = this.options.rpId): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const flag = flags.userPresent | flags.userVerified | (withCredential ? flags.attestedCredentialData : 0);
    const parts = [sha256(rpId), Buffer.from([flag]), count];
    if (withCredential) {
      const jwk = this.publicKey.export({ format: 'jwk' });
      // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), idLength, this.credentialId, Buffer.from(coseKey));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** `navigator.credentials.create` answered, as RegistrationResponseJSON. */
  register(challenge: string, overrides: { origin?: string; rpId?: string } = {}) {
    const clientDataJSON = this.clientData('webauthn.create', challenge, overrides.origin ?? this.options.origin);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', this.authenticatorData(true, overrides.rpId)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** `navigator.credentials.get` answered, as AuthenticationResponseJSON; each call counts one use. */
  authenticate(challenge: string, overrides: { origin?: string } = {}) {
    this.counter += 1;
    const authenticatorData = this.authenticatorData(false);
    const clientDataJSON = this.clientData('webauthn.get', challenge, overrides.origin ?? this.options.origin);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature) },
      clientExtensionResults: {},
    };
  }
}
