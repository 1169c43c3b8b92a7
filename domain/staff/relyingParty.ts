/** The WebAuthn relying party: the back office as passkeys know it. */
export interface RelyingParty {
  /** The host name the passkeys are bound to (no scheme, no port). */
  id: string
  /** The origin a browser must report (`https://shop.example` or `http://localhost:3000`). */
  origin: string
  /** The name an authenticator shows. */
  name: string
}

/** The name authenticators show beside a staff member's passkey. */
export const RELYING_PARTY_NAME = 'Pantoufle & Co back office'

/**
 * The relying party of the back office served at `origin` (the origin the request came to, the
 * one the CSRF check holds posts to): its id is the origin's host name, without the port.
 */
export function relyingPartyOf(origin: string): RelyingParty {
  const url = new URL(origin)
  return { id: url.hostname, origin: url.origin, name: RELYING_PARTY_NAME }
}

/** Longest name a staff member may give a passkey. */
export const PASSKEY_NAME_MAX_LENGTH = 60

/** A passkey's name as stored: spaces collapsed and trimmed, or null when empty or too long. */
export function passkeyNameOf(typed: string): string | null {
  const name = typed.replace(/\s+/g, ' ').trim()
  return name.length === 0 || name.length > PASSKEY_NAME_MAX_LENGTH ? null : name
}

/**
 * The challenge a WebAuthn response answers, read from its client data (base64url JSON), or
 * null when that is not readable. Only to find the stored challenge: the library checks it.
 */
export function challengeOfResponse(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'))
    const challenge = (data as { challenge?: unknown }).challenge
    return typeof challenge === 'string' && /^[\w-]{16,128}$/.test(challenge) ? challenge : null
  } catch {
    return null
  }
}
