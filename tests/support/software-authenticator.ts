import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

// A passkey authenticator in software, for the integration tests: what a browser's platform
// authenticator sends to /api/auth/passkey/* (a "none" attestation, ES256 signatures), so the server's
// real verification (@simplewebauthn/server inside @better-auth/passkey) runs against it.

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

/** The few CBOR types WebAuthn needs: integers, byte and text strings, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].flatMap(([key, entry]) => [cbor(key), cbor(entry)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** User present, user verified (a fingerprint or PIN), and attested credential data follows. */
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 };

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: { x: Buffer; y: Buffer };
  private counter = 0;

  constructor(
    /** The relying party's id (BASE_URL's host name) and the page's origin. */
    private readonly rpId: string,
    private readonly origin: string,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    const jwk = pair.publicKey.export({ format: 'jwk' });
    this.publicKey = { x: Buffer.from(jwk.x!, 'base64url'), y: Buffer.from(jwk.y!, 'base64url') };
  }

  get id(): string {
    return base64url(this.credentialId);
  }

  /** The answer to navigator.credentials.create() for these registration options. */
  register(options: { challenge: string }) {
    const coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, this.publicKey.x],
        [-3, this.publicKey.y],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.authenticatorData(FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      coseKey,
    ]);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: base64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** The answer to navigator.credentials.get() for these authentication options. */
  authenticate(options: { challenge: string }) {
    this.counter += 1;
    const authenticatorData = this.authenticatorData(FLAGS.userPresent | FLAGS.userVerified);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = createSign('SHA256')
      .update(Buffer.concat([authenticatorData, sha256(Buffer.from(clientDataJSON, 'base64url'))]))
      .sign(this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: base64url(authenticatorData),
        signature: base64url(signature),
      },
    };
  }

  private authenticatorData(flags: number): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), counter]);
  }

  private clientData(type: string, challenge: string): string {
    return base64url(
      Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false })),
    );
  }
}
