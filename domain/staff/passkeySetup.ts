import type { Kysely } from 'kysely'
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server'
import type { Database } from '../../db/tables.ts'
import { hashLinkToken } from '../accounts/linkTokens.ts'
import { recordAudit } from '../audit/auditLog.ts'
import { insertPasskey, passkeyRegistrationOptions, verifyNewPasskey } from './passkeys.ts'
import { passkeyNameOf, type RelyingParty } from './relyingParty.ts'
import {
  auditValuesOf,
  enrolPassword,
  lockStaff,
  staffMemberOf,
  staffOfSetupToken,
  useSetupToken,
  type StaffMember,
} from './staffAccounts.ts'
import { hashStaffPassword, staffPasswordProblem, type StaffPasswordProblem } from './staffPasswords.ts'
import type { ChallengeBinding } from './webauthnChallenges.ts'

const setupBinding = (token: string, staffId: number): ChallengeBinding => ({
  purpose: 'setup',
  boundTo: hashLinkToken(token),
  staffId,
})

/** The options to create a passkey on a set-up link (instead of TOTP), or null when the link is not valid. */
export async function setupPasskeyOptions(
  db: Kysely<Database>,
  token: string,
  relyingParty: RelyingParty,
  now: Date,
): Promise<PublicKeyCredentialCreationOptionsJSON | null> {
  const member = await staffOfSetupToken(db, token, now)
  if (!member) return null
  return passkeyRegistrationOptions(db, setupBinding(token, member.id), member, relyingParty, now)
}

/** What the set-up page sends when a passkey is enrolled instead of TOTP. */
export interface PasskeySetup {
  token: string
  password: string
  /** The browser's response (JSON text) to the link's challenge. */
  response: string
  /** The name the new staff member gives the passkey. */
  name: string
}

/** Why a set-up with a passkey is refused. */
export type PasskeySetupError =
  | 'SETUP_LINK_INVALID'
  | 'PASSKEY_NAME_INVALID'
  | 'PASSKEY_NOT_VERIFIED'
  | 'PASSKEY_ALREADY_ADDED'
  | StaffPasswordProblem

class PasskeyTaken extends Error {}

/**
 * Completes a set-up link with a passkey as the second factor: sets the password, stores the
 * passkey created for the link's challenge, uses the link up, and returns the ten recovery codes
 * to show once (as the TOTP set-up does).
 */
export async function completeStaffSetupWithPasskey(
  db: Kysely<Database>,
  setup: PasskeySetup,
  relyingParty: RelyingParty,
  now: Date,
  clientAddress: string,
): Promise<
  { ok: true; staff: StaffMember; recoveryCodes: string[] } | { ok: false; error: PasskeySetupError }
> {
  const member = await staffOfSetupToken(db, setup.token, now)
  if (!member) return { ok: false, error: 'SETUP_LINK_INVALID' }
  const problem = await staffPasswordProblem(setup.password, member.email)
  if (problem) return { ok: false, error: problem }
  const name = passkeyNameOf(setup.name)
  if (name === null) return { ok: false, error: 'PASSKEY_NAME_INVALID' }
  const passkey = await verifyNewPasskey(
    db,
    setupBinding(setup.token, member.id),
    setup.response,
    relyingParty,
    now,
  )
  if (!passkey) return { ok: false, error: 'PASSKEY_NOT_VERIFIED' }
  const passwordHash = await hashStaffPassword(setup.password)
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await useSetupToken(trx, setup.token, now)
      if (!before || before.id !== member.id) return { ok: false, error: 'SETUP_LINK_INVALID' } as const
      const actor = { staffId: before.id, label: before.email, clientAddress }
      const recoveryCodes = await enrolPassword(trx, before.id, passwordHash, now)
      // The credential is already someone's: undo the whole set-up, the link stays usable.
      if (!(await insertPasskey(trx, actor, before.id, passkey, name, now))) throw new PasskeyTaken()
      const staff = staffMemberOf((await lockStaff(trx, before.id))!)
      await recordAudit(trx, {
        actor,
        action: 'staff.setup',
        subjectType: 'staff',
        subjectId: before.id,
        before: auditValuesOf(staffMemberOf(before)),
        after: auditValuesOf(staff),
        at: now,
      })
      return { ok: true, staff, recoveryCodes } as const
    })
  } catch (error) {
    if (error instanceof PasskeyTaken) return { ok: false, error: 'PASSKEY_ALREADY_ADDED' }
    throw error
  }
}
