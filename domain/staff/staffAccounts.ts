import { sql, type Kysely, type Selectable, type Updateable } from 'kysely'
import { isEmailAddress } from '../../config/emailAddress.ts'
import { STAFF_SETUP_LINK_MS } from '../../config/backOffice.ts'
import type { Database, StaffMemberTable } from '../../db/tables.ts'
import {
  COMMAND_LINE_ACTOR,
  recordAudit,
  type AuditAction,
  type AuditActor,
  type AuditValues,
} from '../audit/auditLog.ts'
import { can, type StaffRole } from './roles.ts'
import { checkTotp, hashRecoveryCode, newRecoveryCodes, newTotpSecret } from './secondFactor.ts'
import { hashStaffPassword, staffPasswordProblem, type StaffPasswordProblem } from './staffPasswords.ts'
import { hashLinkToken, newLinkToken } from '../accounts/linkTokens.ts'

/**
 * Who changes staff accounts: a signed-in staff member with their role, or a command run on
 * the server (which may create the first owner, docs/back-office.md#the-command).
 */
export type StaffActor =
  | { kind: 'staff'; staffId: number; role: StaffRole; email: string; clientAddress: string }
  | { kind: 'commandLine' }

/** A staff member as the back office shows them (never their password hash or secret). */
export interface StaffMember {
  id: number
  email: string
  name: string
  role: StaffRole
  passwordSet: boolean
  secondFactorEnrolled: boolean
  disabledAt: Date | null
  createdAt: Date
}

/** A refused change to a staff account. */
export type StaffAccountError =
  | 'FORBIDDEN'
  | 'INVALID_EMAIL'
  | 'EMAIL_TAKEN'
  | 'NOT_FOUND'
  | 'SETUP_LINK_INVALID'
  | 'WRONG_CODE'
  | 'CANNOT_CHANGE_SELF'
  | StaffPasswordProblem

/** The answer of a change: its result, or why it was refused. */
export type StaffResult<T> = ({ ok: true } & T) | { ok: false; error: StaffAccountError }

/** The audit actor of a staff actor. */
export function auditActorOf(actor: StaffActor): AuditActor {
  return actor.kind === 'commandLine'
    ? COMMAND_LINE_ACTOR
    : { staffId: actor.staffId, label: actor.email, clientAddress: actor.clientAddress }
}

function mayManageStaff(actor: StaffActor): boolean {
  return actor.kind === 'commandLine' || can(actor.role, 'staff.manage')
}

/** A staff row as shown (no secrets). */
export function staffMemberOf(row: Selectable<StaffMemberTable>): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    passwordSet: row.password_hash !== null,
    secondFactorEnrolled: row.second_factor_enrolled_at !== null,
    disabledAt: row.disabled_at,
    createdAt: row.created_at,
  }
}

/** What the audit log records of a staff member: what is shown, never a secret. */
export function auditValuesOf(member: StaffMember): AuditValues {
  return {
    email: member.email,
    name: member.name,
    role: member.role,
    passwordSet: member.passwordSet,
    secondFactorEnrolled: member.secondFactorEnrolled,
    disabledAt: member.disabledAt?.toISOString() ?? null,
  }
}

/** A staff row under its row lock (in the caller's transaction), or undefined. */
export async function lockStaff(trx: Kysely<Database>, staffId: number) {
  return trx.selectFrom('staff_member').selectAll().where('id', '=', staffId).forUpdate().executeTakeFirst()
}

/** A staff member by id, or null. */
export async function findStaffMember(db: Kysely<Database>, staffId: number): Promise<StaffMember | null> {
  const row = await db.selectFrom('staff_member').selectAll().where('id', '=', staffId).executeTakeFirst()
  return row ? staffMemberOf(row) : null
}

/** Whether a staff member has TOTP enrolled (their security page says which factors they have). */
export async function findStaffTotpEnrolled(db: Kysely<Database>, staffId: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff_member')
    .select('totp_enrolled_at')
    .where('id', '=', staffId)
    .executeTakeFirst()
  return Boolean(row?.totp_enrolled_at)
}

/** Every staff member, by e-mail. */
export async function listStaff(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await db.selectFrom('staff_member').selectAll().orderBy('email').execute()
  return rows.map(staffMemberOf)
}

/**
 * Sets a password and ten new recovery codes (returned once, stored hashed): what every first
 * enrolment gives, whichever second factor comes with it.
 */
export async function enrolPassword(
  trx: Kysely<Database>,
  staffId: number,
  passwordHash: string,
  now: Date,
): Promise<string[]> {
  await trx
    .updateTable('staff_member')
    .set({ password_hash: passwordHash })
    .where('id', '=', staffId)
    .execute()
  await trx.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute()
  const codes = newRecoveryCodes()
  await trx
    .insertInto('staff_recovery_code')
    .values(codes.map((code) => ({ staff_id: staffId, code_hash: hashRecoveryCode(code), created_at: now })))
    .execute()
  return codes
}

/** Sets a password and a new TOTP secret with ten recovery codes (returned once, stored hashed). */
async function enrol(
  trx: Kysely<Database>,
  staffId: number,
  passwordHash: string,
  totpSecret: string,
  lastStep: number | null,
  now: Date,
): Promise<string[]> {
  await trx
    .updateTable('staff_member')
    .set({
      totp_secret: totpSecret,
      totp_enrolled_at: now,
      totp_last_step: lastStep,
      second_factor_enrolled_at: now,
    })
    .where('id', '=', staffId)
    .execute()
  return enrolPassword(trx, staffId, passwordHash, now)
}

/** Makes a one-time set-up link's token for a staff member (valid {@link STAFF_SETUP_LINK_MS}); earlier links stop working. */
async function issueSetupToken(trx: Kysely<Database>, staffId: number, now: Date): Promise<string> {
  await trx
    .updateTable('staff_setup_token')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .execute()
  const token = newLinkToken()
  await trx
    .insertInto('staff_setup_token')
    .values({
      token_hash: hashLinkToken(token),
      staff_id: staffId,
      created_at: now,
      expires_at: new Date(now.getTime() + STAFF_SETUP_LINK_MS),
    })
    .execute()
  return token
}

/** The path of a set-up link. */
export function setupLinkPath(token: string): string {
  return `/admin/setup/${token}`
}

/** A new staff member's details. */
export interface NewStaff {
  email: string
  name: string
  role: StaffRole
  /** Sets this password and enrols TOTP at once (commands and tests) instead of making a set-up link. */
  password?: string
}

/** A created staff member with either a set-up link's token or, when a password was given, the TOTP secret and recovery codes. */
export type CreatedStaff =
  | { staff: StaffMember; setupToken: string; totpSecret: null; recoveryCodes: null }
  | { staff: StaffMember; setupToken: null; totpSecret: string; recoveryCodes: string[] }

/**
 * Creates a staff member (an owner or a command only). Without a password they get a one-time
 * set-up link valid 24 hours to choose one and enrol a second factor; with one, TOTP is enrolled
 * at once and its secret returned. Recorded in the audit log.
 */
export async function createStaff(
  db: Kysely<Database>,
  actor: StaffActor,
  input: NewStaff,
  now: Date,
): Promise<StaffResult<CreatedStaff>> {
  if (!mayManageStaff(actor)) return { ok: false, error: 'FORBIDDEN' }
  const email = input.email.trim()
  if (!isEmailAddress(email)) return { ok: false, error: 'INVALID_EMAIL' }
  if (input.password !== undefined) {
    const problem = await staffPasswordProblem(input.password, email)
    if (problem) return { ok: false, error: problem }
  }
  const passwordHash = input.password === undefined ? null : await hashStaffPassword(input.password)
  return db.transaction().execute(async (trx): Promise<StaffResult<CreatedStaff>> => {
    const inserted = await trx
      .insertInto('staff_member')
      .values({ email, name: input.name.trim(), role: input.role, created_at: now })
      .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!inserted) return { ok: false, error: 'EMAIL_TAKEN' }
    let created: CreatedStaff
    if (passwordHash === null) {
      const setupToken = await issueSetupToken(trx, inserted.id, now)
      created = {
        staff: staffMemberOf((await lockStaff(trx, inserted.id))!),
        setupToken,
        totpSecret: null,
        recoveryCodes: null,
      }
    } else {
      const totpSecret = newTotpSecret()
      const recoveryCodes = await enrol(trx, inserted.id, passwordHash, totpSecret, null, now)
      created = {
        staff: staffMemberOf((await lockStaff(trx, inserted.id))!),
        setupToken: null,
        totpSecret,
        recoveryCodes,
      }
    }
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action: 'staff.create',
      subjectType: 'staff',
      subjectId: inserted.id,
      before: null,
      after: auditValuesOf(created.staff),
      at: now,
    })
    return { ok: true, ...created }
  })
}

/** The staff member a set-up link is for while it is valid (unused, under 24 hours old, not disabled), or null. */
export async function staffOfSetupToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<StaffMember | null> {
  const row = await db
    .selectFrom('staff_setup_token as t')
    .innerJoin('staff_member as s', 's.id', 't.staff_id')
    .selectAll('s')
    .where('t.token_hash', '=', hashLinkToken(token))
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', now)
    .where('s.disabled_at', 'is', null)
    .executeTakeFirst()
  return row ? staffMemberOf(row) : null
}

/** What the set-up page sends: the link's token, the chosen password, and the TOTP secret it showed with a code of it. */
export interface StaffSetup {
  token: string
  password: string
  /** The secret the page made with `newTotpSecret()` and showed (QR code and text). */
  totpSecret: string
  /** A code the authenticator app shows for that secret, proving it was enrolled. */
  totpCode: string
}

/**
 * Uses a set-up link up and locks its staff member's row, or answers undefined when the link is
 * not valid (any more) or its staff member is disabled. Two tabs posting the same link: the
 * first uses it up, the second is refused.
 */
export async function useSetupToken(trx: Kysely<Database>, token: string, now: Date) {
  const used = await trx
    .updateTable('staff_setup_token')
    .set({ used_at: now })
    .where('token_hash', '=', hashLinkToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('staff_id')
    .executeTakeFirst()
  const row = used ? await lockStaff(trx, used.staff_id) : undefined
  return row && row.disabled_at === null ? row : undefined
}

/**
 * Completes a set-up link: sets the password, enrols the TOTP secret once a code of it is
 * right, and uses the link up (one time). Returns the ten recovery codes to show once.
 */
export async function completeStaffSetup(
  db: Kysely<Database>,
  setup: StaffSetup,
  now: Date,
  clientAddress: string,
): Promise<StaffResult<{ staff: StaffMember; recoveryCodes: string[] }>> {
  const member = await staffOfSetupToken(db, setup.token, now)
  if (!member) return { ok: false, error: 'SETUP_LINK_INVALID' }
  const problem = await staffPasswordProblem(setup.password, member.email)
  if (problem) return { ok: false, error: problem }
  const check = await checkTotp(setup.totpSecret, setup.totpCode, now, null)
  if (!check.valid) return { ok: false, error: 'WRONG_CODE' }
  const passwordHash = await hashStaffPassword(setup.password)
  return db.transaction().execute(async (trx) => {
    const before = await useSetupToken(trx, setup.token, now)
    if (!before) return { ok: false, error: 'SETUP_LINK_INVALID' } as const
    const recoveryCodes = await enrol(trx, before.id, passwordHash, setup.totpSecret, check.step, now)
    const staff = staffMemberOf((await lockStaff(trx, before.id))!)
    await recordAudit(trx, {
      actor: { staffId: before.id, label: before.email, clientAddress },
      action: 'staff.setup',
      subjectType: 'staff',
      subjectId: before.id,
      before: auditValuesOf(staffMemberOf(before)),
      after: auditValuesOf(staff),
      at: now,
    })
    return { ok: true, staff, recoveryCodes } as const
  })
}

/**
 * Changes one staff member under the row lock, with its audit row: `change` returns the columns
 * to set, or null when there is nothing to change (then nothing is recorded). An owner never changes their own role or disables themselves (the shop
 * would be left without an owner by a slip).
 */
async function changeStaff(
  db: Kysely<Database>,
  actor: StaffActor,
  staffId: number,
  action: AuditAction,
  now: Date,
  change: (row: Selectable<StaffMemberTable>) => Updateable<StaffMemberTable> | null,
  extra?: (trx: Kysely<Database>) => Promise<unknown>,
): Promise<StaffResult<{ staff: StaffMember }>> {
  if (!mayManageStaff(actor)) return { ok: false, error: 'FORBIDDEN' }
  if (actor.kind === 'staff' && actor.staffId === staffId) return { ok: false, error: 'CANNOT_CHANGE_SELF' }
  return db.transaction().execute(async (trx) => {
    const row = await lockStaff(trx, staffId)
    if (!row) return { ok: false, error: 'NOT_FOUND' } as const
    const values = change(row)
    if (values === null) return { ok: true, staff: staffMemberOf(row) } as const
    await trx.updateTable('staff_member').set(values).where('id', '=', staffId).execute()
    await extra?.(trx)
    const staff = staffMemberOf((await lockStaff(trx, staffId))!)
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action,
      subjectType: 'staff',
      subjectId: staffId,
      before: auditValuesOf(staffMemberOf(row)),
      after: auditValuesOf(staff),
      at: now,
    })
    return { ok: true, staff } as const
  })
}

/** Gives a staff member another role (owner only); nothing is recorded when it is the same. */
export function changeStaffRole(
  db: Kysely<Database>,
  actor: StaffActor,
  staffId: number,
  role: StaffRole,
  now: Date,
): Promise<StaffResult<{ staff: StaffMember }>> {
  return changeStaff(db, actor, staffId, 'staff.changeRole', now, (row) =>
    row.role === role ? null : { role },
  )
}

/** Ends every open session of a staff member (in the caller's transaction). */
export async function endStaffSessions(trx: Kysely<Database>, staffId: number, now: Date): Promise<number> {
  const ended = await trx
    .updateTable('staff_session')
    .set({ ended_at: now })
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null)
    .executeTakeFirst()
  return Number(ended.numUpdatedRows)
}

/** Disables a staff member (owner only): they can no longer sign in and their sessions end at once. */
export function disableStaff(
  db: Kysely<Database>,
  actor: StaffActor,
  staffId: number,
  now: Date,
): Promise<StaffResult<{ staff: StaffMember }>> {
  return changeStaff(
    db,
    actor,
    staffId,
    'staff.disable',
    now,
    (row) => (row.disabled_at === null ? { disabled_at: now } : null),
    (trx) => endStaffSessions(trx, staffId, now),
  )
}

/**
 * Resets a staff member's password and second factor (owner only, e.g. a lost phone): their
 * sessions, passkeys and recovery codes end, and a new set-up link's token is returned.
 */
export async function resetStaffCredentials(
  db: Kysely<Database>,
  actor: StaffActor,
  staffId: number,
  now: Date,
): Promise<StaffResult<{ staff: StaffMember; setupToken: string }>> {
  let setupToken = ''
  const result = await changeStaff(
    db,
    actor,
    staffId,
    'staff.resetCredentials',
    now,
    () => ({
      password_hash: null,
      totp_secret: null,
      totp_enrolled_at: null,
      totp_last_step: null,
      second_factor_enrolled_at: null,
    }),
    async (trx) => {
      await endStaffSessions(trx, staffId, now)
      await trx.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute()
      await trx.deleteFrom('staff_passkey').where('staff_id', '=', staffId).execute()
      await trx.deleteFrom('staff_webauthn_challenge').where('staff_id', '=', staffId).execute()
      setupToken = await issueSetupToken(trx, staffId, now)
    },
  )
  return result.ok ? { ...result, setupToken } : result
}
