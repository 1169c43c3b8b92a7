import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

/** A WebAuthn options object as the server hands it to a browser (only what an authenticator reads). */
interface ChallengeOptions {
  challenge: string
}

/**
 * A software passkey authenticator (ES256, attestation "none") for API tests: it answers the
 * server's options as a browser's `navigator.credentials` would, for a given origin, so the
 * server's checks run on real signatures. Its counter goes up by one per signature.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16).toString('base64url')
  private readonly keys: { privateKey: KeyObject; publicKey: KeyObject }
  counter = 0

  private readonly origin: string

  constructor(origin: string) {
    this.origin = origin
    this.keys = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  }

  private authenticatorData(flags: number, attested?: Uint8Array): Buffer {
    const rpIdHash = createHash('sha256').update(new URL(this.origin).hostname).digest()
    const count = Buffer.alloc(4)
    count.writeUInt32BE(this.counter)
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, ...(attested ? [attested] : [])])
  }

  private clientData(type: string, options: ChallengeOptions, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge: options.challenge, origin, crossOrigin: false }))
  }

  /** The response of `navigator.credentials.create()` to registration options, as JSON text. */
  register(options: ChallengeOptions, origin = this.origin): string {
    const jwk = this.keys.publicKey.export({ format: 'jwk' })
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ])
    const credentialId = Buffer.from(this.credentialId, 'base64url')
    const length = Buffer.alloc(2)
    length.writeUInt16BE(credentialId.length)
    const attested = Buffer.concat([
      Buffer.alloc(16),
      length,
      credentialId,
      Buffer.from(isoCBOR.encode(coseKey)),
    ])
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(this.authenticatorData(0x45, attested))],
      ]),
    )
    return JSON.stringify({
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options, origin).toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    })
  }

  /** The response of `navigator.credentials.get()` to authentication options, as JSON text. */
  authenticate(options: ChallengeOptions, origin = this.origin): string {
    this.counter++
    const authenticatorData = this.authenticatorData(0x05)
    const clientData = this.clientData('webauthn.get', options, origin)
    const signed = Buffer.concat([authenticatorData, createHash('sha256').update(clientData).digest()])
    return JSON.stringify({
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: clientData.toString('base64url'),
        authenticatorData: authenticatorData.toString('base64url'),
        signature: sign('sha256', signed, this.keys.privateKey).toString('base64url'),
      },
      clientExtensionResults: {},
    })
  }
}
