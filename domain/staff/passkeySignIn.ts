import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server'
import { newLinkToken } from '../accounts/linkTokens.ts'
import { parseWebAuthnResponse } from './passkeys.ts'
import type { RelyingParty } from './relyingParty.ts'
import {
  beginSecondFactorAttempt,
  countWrongSecondFactor,
  openStaffSession,
  pendingTicketOf,
  type PendingTicket,
  type StaffRequest,
  type StaffSignInResult,
  type StaffViewer,
} from './staffSessions.ts'
import {
  consumeChallenge,
  storeChallenge,
  WEBAUTHN_PROMPT_TIMEOUT_MS,
  type ChallengeBinding,
} from './webauthnChallenges.ts'

// @simplewebauthn/server (with its certificate parsers) is loaded by the first passkey request, not at start-up.
const loadWebAuthn = () => import('@simplewebauthn/server')

const signInBinding = (pending: PendingTicket): ChallengeBinding => ({
  purpose: 'signIn',
  boundTo: pending.sessionId,
  staffId: pending.staffId,
})

/**
 * The options of `navigator.credentials.get()` for the second step of a sign-in: the ticket's
 * staff member's passkeys, a challenge bound to the ticket. Null when the ticket is over or its
 * staff member has no passkey (the code form stays).
 */
export async function passkeySignInOptions(
  request: StaffRequest,
  ticket: string,
  relyingParty: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const pending = await pendingTicketOf(request.db, ticket, request.now)
  if (!pending) return null
  const passkeys = await request.db
    .selectFrom('staff_passkey')
    .select(['credential_id', 'transports'])
    .where('staff_id', '=', pending.staffId)
    .execute()
  if (passkeys.length === 0) return null
  const options = await (
    await loadWebAuthn()
  ).generateAuthenticationOptions({
    rpID: relyingParty.id,
    allowCredentials: passkeys.map((row) => ({ id: row.credential_id, transports: row.transports })),
    userVerification: 'preferred',
    timeout: WEBAUTHN_PROMPT_TIMEOUT_MS,
  })
  await storeChallenge(request.db, signInBinding(pending), options.challenge, request.now)
  return options
}

/**
 * Second step with a passkey: the response must answer a challenge of this ticket (single use,
 * unexpired), come from one of the ticket's staff member's passkeys, and pass the library's
 * checks (origin, relying party, signature, a counter that went up). Then the session opens as
 * for a code, audited with the method `passkey`. Anything else counts as a wrong code.
 */
export async function signInWithPasskey(
  request: StaffRequest,
  ticket: string,
  responseText: string,
  relyingParty: RelyingParty,
): Promise<StaffSignInResult<{ sessionToken: string; viewer: StaffViewer }>> {
  const { db, now } = request
  const pending = await pendingTicketOf(db, ticket, now)
  if (!pending) return { ok: false, error: 'SIGN_IN_EXPIRED' }
  const attempt = await beginSecondFactorAttempt(request, pending.staffId)
  if (attempt && attempt.waitSeconds > 0)
    return { ok: false, error: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: attempt.waitSeconds }
  const verified = await verifyPasskeyAssertion(request, pending, responseText, relyingParty)
  const sessionToken = newLinkToken()
  const viewer = await db.transaction().execute(async (trx) => {
    if (verified) {
      // Conditional on the counter read: two sign-ins racing with one assertion cannot both pass.
      const moved = await trx
        .updateTable('staff_passkey')
        .set({ counter: verified.newCounter, last_used_at: now })
        .where('id', '=', verified.passkeyId)
        .where('counter', '=', verified.oldCounter)
        .executeTakeFirst()
      if (moved.numUpdatedRows > 0n) return openStaffSession(trx, request, pending, 'passkey', sessionToken)
    }
    await countWrongSecondFactor(trx, pending)
    return null
  })
  if (!viewer) {
    await attempt?.failed()
    return { ok: false, error: 'WRONG_CODE' }
  }
  await attempt?.succeeded()
  return { ok: true, sessionToken, viewer }
}

/** The passkey and its counters when an assertion is right for the ticket; null otherwise. */
async function verifyPasskeyAssertion(
  request: StaffRequest,
  pending: PendingTicket,
  responseText: string,
  relyingParty: RelyingParty,
): Promise<{ passkeyId: number; oldCounter: number; newCounter: number } | null> {
  const response = parseWebAuthnResponse<AuthenticationResponseJSON>(responseText)
  if (!response) return null
  const challenge = await consumeChallenge(
    request.db,
    signInBinding(pending),
    response.response.clientDataJSON,
    request.now,
  )
  if (challenge === null) return null
  // Only the ticket's own staff member's passkeys: another's credential is a wrong code.
  const passkey = await request.db
    .selectFrom('staff_passkey')
    .select(['id', 'credential_id', 'public_key', 'counter', 'transports'])
    .where('credential_id', '=', response.id)
    .where('staff_id', '=', pending.staffId)
    .executeTakeFirst()
  if (!passkey) return null
  try {
    const result = await (
      await loadWebAuthn()
    ).verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    })
    if (!result.verified) return null
    return {
      passkeyId: passkey.id,
      oldCounter: passkey.counter,
      newCounter: result.authenticationInfo.newCounter,
    }
  } catch {
    // A forged signature, another origin, a counter that went back (a cloned key): refused.
    return null
  }
}
