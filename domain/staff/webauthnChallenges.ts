import type { Kysely } from 'kysely'
import type { Database, WebAuthnPurpose } from '../../db/tables.ts'
import { challengeOfResponse } from './relyingParty.ts'

/** How long a browser has to answer a challenge (the prompt's own timeout is shorter). */
export const WEBAUTHN_CHALLENGE_MS = 2 * 60 * 1000

/** The prompt's timeout the options give the browser. */
export const WEBAUTHN_PROMPT_TIMEOUT_MS = 60 * 1000

/** What a challenge is for and bound to: a purpose, the SHA-256 of its session, ticket or set-up token, and the staff member. */
export interface ChallengeBinding {
  purpose: WebAuthnPurpose
  boundTo: string
  staffId: number
}

/** Stores a challenge handed to a browser, valid {@link WEBAUTHN_CHALLENGE_MS}; the staff member's expired ones go. */
export async function storeChallenge(
  db: Kysely<Database>,
  binding: ChallengeBinding,
  challenge: string,
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('staff_webauthn_challenge')
    .where('staff_id', '=', binding.staffId)
    .where('expires_at', '<=', now)
    .execute()
  await db
    .insertInto('staff_webauthn_challenge')
    .values({
      challenge,
      purpose: binding.purpose,
      bound_to: binding.boundTo,
      staff_id: binding.staffId,
      created_at: now,
      expires_at: new Date(now.getTime() + WEBAUTHN_CHALLENGE_MS),
    })
    .execute()
}

/**
 * Uses up the challenge a response answers, when it was handed out for this binding, is unused
 * and not expired: returns it for the library's check, or null. One conditional update, so two
 * posts of one response cannot both pass; a used challenge stays used even when the check fails.
 */
export async function consumeChallenge(
  db: Kysely<Database>,
  binding: ChallengeBinding,
  clientDataJSON: string,
  now: Date,
): Promise<string | null> {
  const challenge = challengeOfResponse(clientDataJSON)
  if (challenge === null) return null
  const used = await db
    .updateTable('staff_webauthn_challenge')
    .set({ used_at: now })
    .where('challenge', '=', challenge)
    .where('purpose', '=', binding.purpose)
    .where('bound_to', '=', binding.boundTo)
    .where('staff_id', '=', binding.staffId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('challenge')
    .executeTakeFirst()
  return used ? used.challenge : null
}
