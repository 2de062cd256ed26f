import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (b: Uint8Array | Buffer) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/**
 * A platform authenticator in software for integration tests: one P-256 credential, user verified, "none"
 * attestation, a signature counter that moves on each use. Produces what @simplewebauthn/browser would send.
 */
export function softAuthenticator(rpId: string, origin: string, userHandle = 'employee') {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const id = randomBytes(16);
  let counter = 0;
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const cose = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x as string, 'base64url')],
    [-3, Buffer.from(jwk.y as string, 'base64url')],
  ]);
  return {
    id: b64(id),
    /** The answer to registration options (navigator.credentials.create). */
    register(options: { challenge: string }) {
      const credData = Buffer.concat([
        Buffer.alloc(16),
        Buffer.from([0, id.length]),
        id,
        isoCBOR.encode(cose),
      ]);
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x45]), u32(counter), credData]);
      const attestation = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]) as never,
      );
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge)),
          attestationObject: b64(attestation),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
    },
    /** The answer to authentication options (navigator.credentials.get), the counter one higher. */
    assert(options: { challenge: string }) {
      counter += 1;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), u32(counter)]);
      const cd = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(cd)]), privateKey);
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(cd),
          authenticatorData: b64(authData),
          signature: b64(signature),
          userHandle: b64(Buffer.from(userHandle)),
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      };
    },
  };
}
