import type { Kysely } from 'kysely'
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import type { Database } from '../../db/tables.ts'
import { recordAudit, type AuditActor } from '../audit/auditLog.ts'
import { passkeyNameOf, type RelyingParty } from './relyingParty.ts'
import {
  consumeChallenge,
  storeChallenge,
  WEBAUTHN_PROMPT_TIMEOUT_MS,
  type ChallengeBinding,
} from './webauthnChallenges.ts'

// @simplewebauthn/server (with its certificate parsers) is loaded by the first passkey request, not at start-up.
const loadWebAuthn = () => import('@simplewebauthn/server')

/** A passkey as its staff member sees it (never its key). */
export interface StaffPasskey {
  id: number
  name: string
  createdAt: Date
  lastUsedAt: Date | null
}

/** A refused passkey change. */
export type PasskeyError =
  | 'PASSKEY_NAME_INVALID'
  | 'PASSKEY_NOT_VERIFIED'
  | 'PASSKEY_ALREADY_ADDED'
  | 'PASSKEY_NOT_FOUND'
  | 'LAST_SECOND_FACTOR'

/** The answer of a passkey change. */
export type PasskeyResult<T> = ({ ok: true } & T) | { ok: false; error: PasskeyError }

/** A credential the browser created, checked against its challenge: what is stored of it. */
export interface NewPasskey {
  credentialId: string
  publicKey: string
  counter: number
  transports: string[]
}

/** A staff member's passkeys, oldest first. */
export async function listPasskeys(db: Kysely<Database>, staffId: number): Promise<StaffPasskey[]> {
  const rows = await db
    .selectFrom('staff_passkey')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('staff_id', '=', staffId)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }))
}

/**
 * The options of `navigator.credentials.create()` for a staff member, its challenge stored for
 * `binding` (single use, short-lived). Their passkeys are excluded, so one authenticator is not added twice.
 */
export async function passkeyRegistrationOptions(
  db: Kysely<Database>,
  binding: ChallengeBinding,
  staff: { email: string; name: string },
  relyingParty: RelyingParty,
  now: Date,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db
    .selectFrom('staff_passkey')
    .select(['credential_id', 'transports'])
    .where('staff_id', '=', binding.staffId)
    .execute()
  const options = await (
    await loadWebAuthn()
  ).generateRegistrationOptions({
    rpName: relyingParty.name,
    rpID: relyingParty.id,
    userName: staff.email,
    userDisplayName: staff.name,
    // Stable per staff member, so an authenticator replaces its own passkey instead of keeping two.
    userID: new TextEncoder().encode(`staff:${binding.staffId}`),
    timeout: WEBAUTHN_PROMPT_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  })
  await storeChallenge(db, binding, options.challenge, now)
  return options
}

/** A response sent by a form as JSON text, when it has the shape of a WebAuthn response. */
export function parseWebAuthnResponse<T extends RegistrationResponseJSON | { id: string }>(
  text: string,
): T | null {
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return null
    const { id, response } = value as { id?: unknown; response?: { clientDataJSON?: unknown } }
    if (typeof id !== 'string' || typeof response?.clientDataJSON !== 'string') return null
    return value as T
  } catch {
    return null
  }
}

/**
 * Checks a credential the browser created: its challenge (used up here, whatever the outcome),
 * origin, relying party and signature. User verification is not required: the passkey is the
 * second factor after the password.
 */
export async function verifyNewPasskey(
  db: Kysely<Database>,
  binding: ChallengeBinding,
  responseText: string,
  relyingParty: RelyingParty,
  now: Date,
): Promise<NewPasskey | null> {
  const response = parseWebAuthnResponse<RegistrationResponseJSON>(responseText)
  if (!response) return null
  const challenge = await consumeChallenge(db, binding, response.response.clientDataJSON, now)
  if (challenge === null) return null
  try {
    const verified = await (
      await loadWebAuthn()
    ).verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      requireUserVerification: false,
    })
    if (!verified.verified) return null
    const { credential } = verified.registrationInfo
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    }
  } catch {
    // A malformed or forged response is a refusal like any other.
    return null
  }
}

/**
 * Stores a verified passkey for a staff member with its audit row (name and id only), in the
 * caller's transaction. Answers null when the credential is already someone's.
 */
export async function insertPasskey(
  trx: Kysely<Database>,
  actor: AuditActor,
  staffId: number,
  passkey: NewPasskey,
  name: string,
  now: Date,
): Promise<StaffPasskey | null> {
  const inserted = await trx
    .insertInto('staff_passkey')
    .values({
      staff_id: staffId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports,
      name,
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('credential_id').doNothing())
    .returning(['id', 'name', 'created_at', 'last_used_at'])
    .executeTakeFirst()
  if (!inserted) return null
  await trx
    .updateTable('staff_member')
    .set({ second_factor_enrolled_at: now })
    .where('id', '=', staffId)
    .where('second_factor_enrolled_at', 'is', null)
    .execute()
  await recordAudit(trx, {
    actor,
    action: 'staff.addPasskey',
    subjectType: 'staff',
    subjectId: staffId,
    before: null,
    after: { passkeyId: inserted.id, name },
    at: now,
  })
  return {
    id: inserted.id,
    name: inserted.name,
    createdAt: inserted.created_at,
    lastUsedAt: inserted.last_used_at,
  }
}

/** Who changes their own passkeys: a signed-in staff member, the session their challenges are bound to. */
export interface PasskeyOwner {
  staffId: number
  email: string
  clientAddress: string
  /** The SHA-256 of their session's token. */
  sessionId: string
}

const auditActorOfOwner = (owner: PasskeyOwner): AuditActor => ({
  staffId: owner.staffId,
  label: owner.email,
  clientAddress: owner.clientAddress,
})

/** The challenge binding of a signed-in staff member adding a passkey. */
export function addPasskeyBinding(owner: PasskeyOwner): ChallengeBinding {
  return { purpose: 'add', boundTo: owner.sessionId, staffId: owner.staffId }
}

/** Adds a passkey the browser created to a signed-in staff member, under the name they gave. */
export async function addPasskey(
  db: Kysely<Database>,
  owner: PasskeyOwner,
  input: { name: string; response: string },
  relyingParty: RelyingParty,
  now: Date,
): Promise<PasskeyResult<{ passkey: StaffPasskey }>> {
  const name = passkeyNameOf(input.name)
  if (name === null) return { ok: false, error: 'PASSKEY_NAME_INVALID' }
  const created = await verifyNewPasskey(db, addPasskeyBinding(owner), input.response, relyingParty, now)
  if (!created) return { ok: false, error: 'PASSKEY_NOT_VERIFIED' }
  const passkey = await db
    .transaction()
    .execute((trx) => insertPasskey(trx, auditActorOfOwner(owner), owner.staffId, created, name, now))
  return passkey ? { ok: true, passkey } : { ok: false, error: 'PASSKEY_ALREADY_ADDED' }
}

/** Renames one of a staff member's own passkeys (audited: the names before and after). */
export async function renamePasskey(
  db: Kysely<Database>,
  owner: PasskeyOwner,
  passkeyId: number,
  typedName: string,
  now: Date,
): Promise<PasskeyResult<object>> {
  const name = passkeyNameOf(typedName)
  if (name === null) return { ok: false, error: 'PASSKEY_NAME_INVALID' }
  return db.transaction().execute(async (trx): Promise<PasskeyResult<object>> => {
    const before = await trx
      .selectFrom('staff_passkey')
      .select('name')
      .where('id', '=', passkeyId)
      .where('staff_id', '=', owner.staffId)
      .forUpdate()
      .executeTakeFirst()
    if (!before) return { ok: false, error: 'PASSKEY_NOT_FOUND' }
    if (before.name === name) return { ok: true }
    await trx.updateTable('staff_passkey').set({ name }).where('id', '=', passkeyId).execute()
    await recordAudit(trx, {
      actor: auditActorOfOwner(owner),
      action: 'staff.renamePasskey',
      subjectType: 'staff',
      subjectId: owner.staffId,
      before: { passkeyId, name: before.name },
      after: { passkeyId, name },
      at: now,
    })
    return { ok: true }
  })
}

/**
 * Removes one of a staff member's own passkeys (audited). The last second factor is never
 * removed: a staff member without TOTP keeps at least one passkey.
 */
export async function removePasskey(
  db: Kysely<Database>,
  owner: PasskeyOwner,
  passkeyId: number,
  now: Date,
): Promise<PasskeyResult<object>> {
  return db.transaction().execute(async (trx): Promise<PasskeyResult<object>> => {
    // The staff row's lock orders two removals racing for the last two passkeys.
    const member = await trx
      .selectFrom('staff_member')
      .select('totp_enrolled_at')
      .where('id', '=', owner.staffId)
      .forUpdate()
      .executeTakeFirstOrThrow()
    const passkeys = await trx
      .selectFrom('staff_passkey')
      .select(['id', 'name'])
      .where('staff_id', '=', owner.staffId)
      .execute()
    const passkey = passkeys.find((row) => row.id === passkeyId)
    if (!passkey) return { ok: false, error: 'PASSKEY_NOT_FOUND' }
    if (member.totp_enrolled_at === null && passkeys.length === 1)
      return { ok: false, error: 'LAST_SECOND_FACTOR' }
    await trx.deleteFrom('staff_passkey').where('id', '=', passkeyId).execute()
    await recordAudit(trx, {
      actor: auditActorOfOwner(owner),
      action: 'staff.removePasskey',
      subjectType: 'staff',
      subjectId: owner.staffId,
      before: { passkeyId, name: passkey.name },
      after: null,
      at: now,
    })
    return { ok: true }
  })
}
