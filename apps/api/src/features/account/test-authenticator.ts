import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64 = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));

type Options = { challenge: string };

/**
 * A software WebAuthn authenticator (ES256, "none" attestation) for API tests: it builds the same
 * attestation and assertion structures a browser authenticator does, signed with a real key.
 */
export function softwareAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const credentialId = randomBytes(16);
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  let counter = 0;

  function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, originOverride?: string) {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: originOverride ?? origin, crossOrigin: false }),
    );
  }

  function authData(flags: number, extra: Uint8Array = new Uint8Array()) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, extra]);
  }

  function coseKey(key: KeyObject) {
    const jwk = key.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
        [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
      ]),
    );
  }

  return {
    credentialId: b64(credentialId),
    /** navigator.credentials.create() */
    register(options: Options) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey(publicKey)]);
      // User present + user verified + attested credential data.
      const data = authData(0x01 | 0x04 | 0x40, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(data)],
        ]),
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    /** navigator.credentials.get(); `origin` lets a test play a phishing site. */
    assert(options: Options, overrides: { origin?: string } = {}) {
      counter += 1;
      const data = authData(0x01 | 0x04);
      const client = clientData('webauthn.get', options.challenge, overrides.origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
