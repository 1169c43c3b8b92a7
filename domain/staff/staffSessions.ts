import type { Kysely } from 'kysely'
import {
  DEMO_OWNER_EMAIL,
  STAFF_SESSION_ABSOLUTE_MS,
  STAFF_SESSION_IDLE_MS,
} from '../../config/backOffice.ts'
import type { Database, StaffLanguage } from '../../db/tables.ts'
import { verifyAgainstNothing } from '../accounts/passwords.ts'
import { recordAudit } from '../audit/auditLog.ts'
import type { AbuseLimits } from '../context.ts'
import type { StaffRole } from './roles.ts'
import { checkTotp, hashRecoveryCode } from './secondFactor.ts'
import { endStaffSessions } from './staffAccounts.ts'
import { verifyStaffPassword } from './staffPasswords.ts'
import { hashLinkToken, newLinkToken } from '../accounts/linkTokens.ts'

/** How long the second factor may be given after the password was right. */
export const SECOND_FACTOR_WINDOW_MS = 5 * 60 * 1000

/** Wrong codes a password step allows before it must be done again. */
export const SECOND_FACTOR_MAX_FAILURES = 5

// last_seen_at is written at most this often, so browsing does not write on every request.
const LAST_SEEN_RESOLUTION_MS = 60 * 1000

/** What a staff sign-in step is given besides its form: the database, the clock and the client. */
export interface StaffRequest {
  db: Kysely<Database>
  now: Date
  clientAddress: string
  /** The app's wrong-password counters (shared with the customers' sign-in), or null (commands, tests). */
  limits: AbuseLimits | null
}

/** A refused sign-in step; unknown e-mail, wrong password and disabled account answer alike. */
export type StaffSignInError = 'WRONG_CREDENTIALS' | 'WRONG_CODE' | 'SIGN_IN_EXPIRED' | 'TOO_MANY_ATTEMPTS'

/** The answer of a sign-in step. */
export type StaffSignInResult<T> =
  ({ ok: true } & T) | { ok: false; error: StaffSignInError; retryAfterSeconds?: number }

/** The staff member a session is for, as the back office's pages and actions see them. */
export interface StaffViewer {
  staffId: number
  email: string
  name: string
  role: StaffRole
  /** The language of the back office's interface they chose. */
  language: StaffLanguage
  sessionCreatedAt: Date
  /** When the session ends at the latest (12 h after sign-in), idle or not. */
  expiresAt: Date
}

// The staff's counters are kept apart from the customers' of the same e-mail address.
const passwordLimitKey = (email: string) => `staff:${email.trim().toLowerCase()}`
const codeLimitKey = (staffId: number) => `staff-second-factor:${staffId}`

/**
 * First step of a staff sign-in: the password (docs/back-office.md#sign-in). When it is right
 * for an enabled staff member with a second factor, returns a ticket (a session that only lets
 * its holder give the second factor, for 5 minutes). An unknown e-mail, a wrong password, a
 * disabled staff member or one not set up yet all get the same answer in about the same time.
 */
export async function signInWithPassword(
  request: StaffRequest,
  email: string,
  password: string,
): Promise<StaffSignInResult<{ ticket: string }>> {
  const attempt = await request.limits?.beginSignInAttempt(passwordLimitKey(email), request.clientAddress)
  if (attempt && attempt.waitSeconds > 0)
    return { ok: false, error: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: attempt.waitSeconds }
  const member = await request.db
    .selectFrom('staff_member')
    .select(['id', 'password_hash', 'second_factor_enrolled_at', 'disabled_at'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst()
  const demoOwnerFromAfar =
    email.trim().toLowerCase() === DEMO_OWNER_EMAIL && !isLoopbackAddress(request.clientAddress)
  const passwordHash =
    member && member.second_factor_enrolled_at !== null && member.disabled_at === null && !demoOwnerFromAfar
      ? member.password_hash
      : null
  const right =
    passwordHash === null
      ? await verifyAgainstNothing(password)
      : await verifyStaffPassword(password, passwordHash)
  if (!right || !member) {
    await attempt?.failed()
    return { ok: false, error: 'WRONG_CREDENTIALS' }
  }
  await attempt?.succeeded()
  const ticket = newLinkToken()
  await request.db
    .insertInto('staff_session')
    .values({
      id: hashLinkToken(ticket),
      staff_id: member.id,
      created_at: request.now,
      last_seen_at: request.now,
      client_address: request.clientAddress,
    })
    .execute()
  return { ok: true, ticket }
}

/** A sign-in ticket waiting for its second factor, as the second step reads it. */
export interface PendingTicket {
  /** The SHA-256 of the ticket (its session row's id, what its challenges are bound to). */
  sessionId: string
  staffId: number
  totpSecret: string | null
  lastStep: number | null
}

/**
 * The ticket of a right password, while it may still be given a second factor: not ended, under
 * 5 minutes old, under 5 wrong codes, its staff member not disabled. Null otherwise.
 */
export async function pendingTicketOf(
  db: Kysely<Database>,
  ticket: string,
  now: Date,
): Promise<PendingTicket | null> {
  const pending = await db
    .selectFrom('staff_session as session')
    .innerJoin('staff_member as staff', 'staff.id', 'session.staff_id')
    .select([
      'session.id as sessionId',
      'session.created_at as createdAt',
      'session.second_factor_failures as failures',
      'staff.id as staffId',
      'staff.totp_secret as totpSecret',
      'staff.totp_last_step as lastStep',
    ])
    .where('session.id', '=', hashLinkToken(ticket))
    .where('session.second_factor_at', 'is', null)
    .where('session.ended_at', 'is', null)
    .where('staff.disabled_at', 'is', null)
    .executeTakeFirst()
  if (
    !pending ||
    now.getTime() - pending.createdAt.getTime() > SECOND_FACTOR_WINDOW_MS ||
    pending.failures >= SECOND_FACTOR_MAX_FAILURES
  )
    return null
  const { sessionId, staffId, totpSecret, lastStep } = pending
  return { sessionId, staffId, totpSecret, lastStep }
}

/** Starts a throttled second-factor attempt of a staff member (the app's counters; none in commands and tests). */
export function beginSecondFactorAttempt(request: StaffRequest, staffId: number) {
  return request.limits?.beginSignInAttempt(codeLimitKey(staffId), request.clientAddress)
}

/** Counts a wrong second factor against its ticket (in the caller's transaction). */
export async function countWrongSecondFactor(trx: Kysely<Database>, pending: PendingTicket): Promise<void> {
  await trx
    .updateTable('staff_session')
    .set((eb) => ({ second_factor_failures: eb('second_factor_failures', '+', 1) }))
    .where('id', '=', pending.sessionId)
    .execute()
}

/** How a second factor was given, as the audit log records it. */
export type SecondFactorMethod = 'totp' | 'recovery code' | 'passkey'

/**
 * Ends the ticket and opens the session under a new token (no fixation), recording the sign-in
 * and its method in the audit log, in the caller's transaction: what every second factor ends with.
 */
export async function openStaffSession(
  trx: Kysely<Database>,
  request: StaffRequest,
  pending: PendingTicket,
  method: SecondFactorMethod,
  sessionToken: string,
): Promise<StaffViewer> {
  const { now } = request
  await trx.updateTable('staff_session').set({ ended_at: now }).where('id', '=', pending.sessionId).execute()
  await trx
    .insertInto('staff_session')
    .values({
      id: hashLinkToken(sessionToken),
      staff_id: pending.staffId,
      created_at: now,
      last_seen_at: now,
      second_factor_at: now,
      client_address: request.clientAddress,
    })
    .execute()
  const remaining = await trx
    .selectFrom('staff_recovery_code')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('staff_id', '=', pending.staffId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow()
  const staff = await trx
    .selectFrom('staff_member')
    .select(['email', 'name', 'role', 'language'])
    .where('id', '=', pending.staffId)
    .executeTakeFirstOrThrow()
  await recordAudit(trx, {
    actor: { staffId: pending.staffId, label: staff.email, clientAddress: request.clientAddress },
    action: 'staff.signIn',
    subjectType: 'staff',
    subjectId: pending.staffId,
    before: null,
    after: { method, recoveryCodesLeft: Number(remaining.count) },
    at: now,
  })
  return {
    staffId: pending.staffId,
    email: staff.email,
    name: staff.name,
    role: staff.role,
    language: staff.language,
    sessionCreatedAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_MS),
  }
}

/**
 * Second step: a TOTP code (one step of tolerance, never one already used) or a recovery code
 * (each works once); a passkey is the other way (passkeySignIn.ts). Ends the ticket and opens the
 * session under a new token (no fixation); the sign-in is recorded in the audit log. Too many
 * wrong codes end the ticket.
 */
export async function signInWithSecondFactor(
  request: StaffRequest,
  ticket: string,
  code: string,
): Promise<StaffSignInResult<{ sessionToken: string; viewer: StaffViewer }>> {
  const { db, now } = request
  const pending = await pendingTicketOf(db, ticket, now)
  if (!pending) return { ok: false, error: 'SIGN_IN_EXPIRED' }
  const attempt = await beginSecondFactorAttempt(request, pending.staffId)
  if (attempt && attempt.waitSeconds > 0)
    return { ok: false, error: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: attempt.waitSeconds }
  const isTotp = /^\d{6}$/.test(code.replace(/\s/g, ''))
  // A staff member with passkeys only has no TOTP secret: six digits are then a wrong code.
  const totp =
    isTotp && pending.totpSecret !== null
      ? await checkTotp(pending.totpSecret, code, now, pending.lastStep)
      : null
  const sessionToken = newLinkToken()
  const viewer = await db.transaction().execute(async (trx) => {
    let method: SecondFactorMethod | null = null
    if (totp?.valid) {
      // Conditional, so two sign-ins racing with the same code cannot both pass.
      const accepted = await trx
        .updateTable('staff_member')
        .set({ totp_last_step: totp.step })
        .where('id', '=', pending.staffId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', totp.step)]))
        .executeTakeFirst()
      if (accepted.numUpdatedRows > 0n) method = 'totp'
    } else if (!isTotp) {
      const used = await trx
        .updateTable('staff_recovery_code')
        .set({ used_at: now })
        .where('staff_id', '=', pending.staffId)
        .where('code_hash', '=', hashRecoveryCode(code))
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst()
      if (used) method = 'recovery code'
    }
    if (method === null) {
      await countWrongSecondFactor(trx, pending)
      return null
    }
    return openStaffSession(trx, request, pending, method, sessionToken)
  })
  if (!viewer) {
    await attempt?.failed()
    return { ok: false, error: 'WRONG_CODE' }
  }
  await attempt?.succeeded()
  return { ok: true, sessionToken, viewer }
}

/**
 * The staff member of a session cookie's token, or null when there is none, it ended, its
 * second factor was not given, the staff member is disabled, or it is over its lifetimes (12 h
 * since sign-in, 30 min since the last request): such a session is ended. Keeps an open session
 * alive (its last request now).
 */
export async function resolveStaffSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<StaffViewer | null> {
  const id = hashLinkToken(token)
  const row = await db
    .selectFrom('staff_session as session')
    .innerJoin('staff_member as staff', 'staff.id', 'session.staff_id')
    .select([
      'session.created_at as createdAt',
      'session.last_seen_at as lastSeenAt',
      'staff.id as staffId',
      'staff.email',
      'staff.name',
      'staff.role',
      'staff.language',
      'staff.disabled_at as disabledAt',
    ])
    .where('session.id', '=', id)
    .where('session.ended_at', 'is', null)
    .where('session.second_factor_at', 'is not', null)
    .executeTakeFirst()
  if (!row) return null
  const expired =
    row.disabledAt !== null ||
    now.getTime() - row.createdAt.getTime() >= STAFF_SESSION_ABSOLUTE_MS ||
    now.getTime() - row.lastSeenAt.getTime() >= STAFF_SESSION_IDLE_MS
  if (expired) {
    await db.updateTable('staff_session').set({ ended_at: now }).where('id', '=', id).execute()
    return null
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS)
    await db.updateTable('staff_session').set({ last_seen_at: now }).where('id', '=', id).execute()
  return {
    staffId: row.staffId,
    email: row.email,
    name: row.name,
    role: row.role,
    language: row.language,
    sessionCreatedAt: row.createdAt,
    expiresAt: new Date(row.createdAt.getTime() + STAFF_SESSION_ABSOLUTE_MS),
  }
}

/** Signs out of one session (its cookie's token); nothing happens for an unknown or ended one. */
export async function signOutStaff(db: Kysely<Database>, token: string, now: Date): Promise<void> {
  await db
    .updateTable('staff_session')
    .set({ ended_at: now })
    .where('id', '=', hashLinkToken(token))
    .where('ended_at', 'is', null)
    .execute()
}

/** Signs a staff member out of every session (every browser), recorded in the audit log. Returns how many ended. */
export async function signOutStaffEverywhere(request: StaffRequest, viewer: StaffViewer): Promise<number> {
  return request.db.transaction().execute(async (trx) => {
    const ended = await endStaffSessions(trx, viewer.staffId, request.now)
    await recordAudit(trx, {
      actor: { staffId: viewer.staffId, label: viewer.email, clientAddress: request.clientAddress },
      action: 'staff.signOutEverywhere',
      subjectType: 'staff',
      subjectId: viewer.staffId,
      before: null,
      after: { sessionsEnded: ended },
      at: request.now,
    })
    return ended
  })
}

/** Sets the language a staff member reads the back office in, recorded in the audit log. */
export async function setStaffLanguage(
  request: StaffRequest,
  viewer: StaffViewer,
  language: StaffLanguage,
): Promise<void> {
  if (viewer.language === language) return
  await request.db.transaction().execute(async (trx) => {
    await trx.updateTable('staff_member').set({ language }).where('id', '=', viewer.staffId).execute()
    await recordAudit(trx, {
      actor: { staffId: viewer.staffId, label: viewer.email, clientAddress: request.clientAddress },
      action: 'staff.changeLanguage',
      subjectType: 'staff',
      subjectId: viewer.staffId,
      before: { language: viewer.language },
      after: { language },
      at: request.now,
    })
  })
}

/** Whether a client address is the machine itself (IPv4 127.0.0.0/8, IPv6 ::1, or IPv4 mapped into IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
  return plain === '::1' || plain.startsWith('127.')
}
