import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** WebAuthn's authenticator data flags: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** Where the ceremony happens, as the browser reports it; a test changes one to play a phishing page or another site. */
export interface Ceremony {
  origin: string;
  rpId: string;
}

const APP: Ceremony = { origin: 'http://localhost:3000', rpId: 'localhost' };

/**
 * A passkey authenticator in software, as a browser and platform authenticator would answer
 * navigator.credentials.create() and .get(): one discoverable ES256 credential (node:crypto keys),
 * "none" attestation, user verified, a signature counter that moves on with each assertion.
 */
export class SoftwareAuthenticator {
  readonly credentialId = b64url(randomBytes(32));
  counter = 0;
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private userHandle?: string;

  /** The RegistrationResponseJSON for the server's creation options. */
  register(options: { challenge: string; user: { id: string } }, where: Ceremony = APP) {
    this.userHandle = options.user.id;
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = Buffer.from(this.credentialId, 'base64url');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const authData = Buffer.concat([sha256(where.rpId), Buffer.from([UP | UV | AT]), uint32(this.counter), Buffer.alloc(16), length, id, coseKey]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, where),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** The AuthenticationResponseJSON for the server's request options; `counter` overrides the next counter value. */
  assert(options: { challenge: string }, where: Ceremony = APP, counter = this.counter + 1) {
    this.counter = counter;
    const authenticatorData = Buffer.concat([sha256(where.rpId), Buffer.from([UP | UV]), uint32(counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, where);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), this.keys.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: { clientDataJSON, authenticatorData: b64url(authenticatorData), signature: b64url(signature), userHandle: this.userHandle },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  private clientData(type: string, challenge: string, where: Ceremony): string {
    return b64url(Buffer.from(JSON.stringify({ type, challenge, origin: where.origin, crossOrigin: false })));
  }
}
