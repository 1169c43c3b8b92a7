import type { FastifyRequest } from 'fastify'
import { relyingPartyOf, type RelyingParty } from '../../domain/staff/relyingParty.ts'

/**
 * The origin the back office is served at for this request: the scheme and host it came to
 * (behind a proxy, as `TRUST_PROXY` lets Fastify read them). Posts must come from it (the CSRF
 * check) and passkeys are bound to its host (docs/back-office.md#passkeys).
 */
export function adminOriginOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`
}

/** The WebAuthn relying party of the back office at this request's origin. */
export function adminRelyingPartyOf(request: FastifyRequest): RelyingParty {
  return relyingPartyOf(adminOriginOf(request))
}
