import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopDatabase } from '../../db/openDatabase.ts'
import { listAudit } from '../../domain/audit/auditLog.ts'
import type { AbuseLimits } from '../../domain/context.ts'
import { newTotpSecret, totpCode } from '../../domain/staff/secondFactor.ts'
import {
  changeStaffRole,
  completeStaffSetup,
  createStaff,
  disableStaff,
  resetStaffCredentials,
  staffOfSetupToken,
  type StaffActor,
} from '../../domain/staff/staffAccounts.ts'
import {
  resolveStaffSession,
  signInWithPassword,
  signInWithSecondFactor,
  signOutStaffEverywhere,
  type StaffRequest,
} from '../../domain/staff/staffSessions.ts'
import { DEMO_OWNER } from '../../db/seed/demoOwner.ts'
import { openTestDatabase } from './helpers/testDatabase.ts'

const PASSWORD = 'Velvet-slipper-2026'
const COMMAND_LINE: StaffActor = { kind: 'commandLine' }
const START = new Date('2026-11-28T08:00:10Z')
const MINUTE = 60_000

let database: ShopDatabase
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database?.close()
})

const at = (minutes: number) => new Date(START.getTime() + minutes * MINUTE)
const request = (now: Date, clientAddress = '203.0.113.7'): StaffRequest => ({
  db: database.db,
  now,
  clientAddress,
  limits: null,
})

/** A staff member created by the command line with a password and TOTP enrolled. */
async function enrolledStaff(email: string, role: 'owner' | 'customer_service' | 'warehouse' = 'owner') {
  const created = await createStaff(
    database.db,
    COMMAND_LINE,
    { email, name: 'Test', role, password: PASSWORD },
    START,
  )
  if (!created.ok || created.totpSecret === null) throw new Error(`not created: ${JSON.stringify(created)}`)
  return created
}

/** Signs in with password and a TOTP code at `now`: the session's token. */
async function signIn(email: string, secret: string, now: Date): Promise<string> {
  const first = await signInWithPassword(request(now), email, PASSWORD)
  if (!first.ok) throw new Error(`password refused: ${first.error}`)
  const second = await signInWithSecondFactor(request(now), first.ticket, await totpCode(secret, now))
  if (!second.ok) throw new Error(`code refused: ${second.error}`)
  return second.sessionToken
}

describe('staff accounts', () => {
  it('creates an owner with a one-time set-up link, who chooses a password, enrols TOTP and signs in', async () => {
    const created = await createStaff(
      database.db,
      COMMAND_LINE,
      { email: 'Ana.Owner@example.org', name: 'Ana', role: 'owner' },
      START,
    )
    if (!created.ok || created.setupToken === null) throw new Error('no set-up link')
    expect(created.staff).toMatchObject({ role: 'owner', passwordSet: false, secondFactorEnrolled: false })
    expect((await staffOfSetupToken(database.db, created.setupToken, at(1)))?.id).toBe(created.staff.id)

    const secret = newTotpSecret()
    const setup = {
      token: created.setupToken,
      password: PASSWORD,
      totpSecret: secret,
      totpCode: await totpCode(secret, at(2)),
    }
    expect(await completeStaffSetup(database.db, { ...setup, password: 'short' }, at(2), '')).toEqual({
      ok: false,
      error: 'TOO_SHORT',
    })
    expect(await completeStaffSetup(database.db, { ...setup, totpCode: '000000' }, at(2), '')).toMatchObject({
      ok: false,
    })
    const done = await completeStaffSetup(database.db, setup, at(2), '198.51.100.4')
    if (!done.ok) throw new Error(done.error)
    expect(done.recoveryCodes).toHaveLength(10)
    expect(done.staff).toMatchObject({ passwordSet: true, secondFactorEnrolled: true })
    // One time: the link is used up.
    expect(await staffOfSetupToken(database.db, created.setupToken, at(3))).toBeNull()
    expect(await completeStaffSetup(database.db, setup, at(3), '')).toEqual({
      ok: false,
      error: 'SETUP_LINK_INVALID',
    })
    // Nothing secret is stored in clear.
    const codes = await database.db
      .selectFrom('staff_recovery_code')
      .select('code_hash')
      .where('staff_id', '=', created.staff.id)
      .execute()
    expect(codes.map((row) => row.code_hash)).not.toContain(done.recoveryCodes[0])

    const token = await signIn('ana.owner@EXAMPLE.org', secret, at(4))
    expect(await resolveStaffSession(database.db, token, at(5))).toMatchObject({
      staffId: created.staff.id,
      email: 'Ana.Owner@example.org',
      role: 'owner',
    })
    const audit = await listAudit(database.db, { subjectType: 'staff', subjectId: created.staff.id })
    expect(audit.map((record) => [record.action, record.actor])).toEqual([
      ['staff.signIn', 'Ana.Owner@example.org'],
      ['staff.setup', 'Ana.Owner@example.org'],
      ['staff.create', 'command line'],
    ])
    expect(audit[1]).toMatchObject({
      clientAddress: '198.51.100.4',
      before: { passwordSet: false, secondFactorEnrolled: false },
      after: { passwordSet: true, secondFactorEnrolled: true },
    })
  })

  it('refuses a set-up link after 24 hours', async () => {
    const created = await createStaff(
      database.db,
      COMMAND_LINE,
      { email: 'late@example.org', name: 'Late', role: 'warehouse' },
      START,
    )
    if (!created.ok || created.setupToken === null) throw new Error('no set-up link')
    expect(await staffOfSetupToken(database.db, created.setupToken, at(24 * 60 - 1))).not.toBeNull()
    expect(await staffOfSetupToken(database.db, created.setupToken, at(24 * 60))).toBeNull()
  })

  it('lets only an owner (or the command line) create staff, and an e-mail only once whatever its case', async () => {
    const owner = await enrolledStaff('owner2@example.org')
    const agent = await enrolledStaff('agent@example.org', 'customer_service')
    const countBefore = (await listAudit(database.db, { action: 'staff.create', limit: 500 })).length
    const asAgent: StaffActor = {
      kind: 'staff',
      staffId: agent.staff.id,
      role: 'customer_service',
      email: 'agent@example.org',
      clientAddress: '',
    }
    expect(
      await createStaff(
        database.db,
        asAgent,
        { email: 'new@example.org', name: 'New', role: 'owner' },
        START,
      ),
    ).toEqual({ ok: false, error: 'FORBIDDEN' })
    expect(
      await database.db
        .selectFrom('staff_member')
        .select('id')
        .where('email', '=', 'new@example.org')
        .execute(),
    ).toEqual([])
    const asOwner: StaffActor = {
      kind: 'staff',
      staffId: owner.staff.id,
      role: 'owner',
      email: 'owner2@example.org',
      clientAddress: '192.0.2.9',
    }
    expect(
      await createStaff(
        database.db,
        asOwner,
        { email: 'AGENT@example.org', name: 'Twice', role: 'owner' },
        START,
      ),
    ).toEqual({ ok: false, error: 'EMAIL_TAKEN' })
    const made = await createStaff(
      database.db,
      asOwner,
      { email: 'new@example.org', name: 'New', role: 'warehouse' },
      START,
    )
    expect(made.ok).toBe(true)
    const creations = await listAudit(database.db, { action: 'staff.create', limit: 500 })
    expect(creations).toHaveLength(countBefore + 1)
    expect(creations[0]).toMatchObject({
      actor: 'owner2@example.org',
      staffId: owner.staff.id,
      clientAddress: '192.0.2.9',
      before: null,
      after: { email: 'new@example.org', role: 'warehouse' },
    })
  })
})

describe('staff sign-in', () => {
  it('answers an unknown e-mail and a wrong password alike', async () => {
    await enrolledStaff('known@example.org')
    const unknown = await signInWithPassword(request(START), 'nobody@example.org', PASSWORD)
    const wrong = await signInWithPassword(request(START), 'known@example.org', 'Wrong-password-123')
    expect(unknown).toEqual({ ok: false, error: 'WRONG_CREDENTIALS' })
    expect(wrong).toEqual(unknown)
  })

  it('lets the demo owner, whose password the README publishes, sign in only from the machine itself', async () => {
    for (const address of ['203.0.113.7', '::ffff:198.51.100.4', '2001:db8::1']) {
      expect(
        await signInWithPassword(request(START, address), DEMO_OWNER.email, DEMO_OWNER.password),
        address,
      ).toEqual({ ok: false, error: 'WRONG_CREDENTIALS' })
    }
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(
        await signInWithPassword(request(START, address), DEMO_OWNER.email, DEMO_OWNER.password),
        address,
      ).toMatchObject({ ok: true })
    }
  })

  it('waits when the wrong-password limits say so, without checking the password', async () => {
    await enrolledStaff('limited@example.org')
    const keys: string[] = []
    const limits: AbuseLimits = {
      async beginSignInAttempt(email) {
        keys.push(email)
        return { waitSeconds: 30, succeeded: async () => {}, failed: async () => {} }
      },
      consume: async () => 0,
    }
    expect(await signInWithPassword({ ...request(START), limits }, 'limited@example.org', PASSWORD)).toEqual({
      ok: false,
      error: 'TOO_MANY_ATTEMPTS',
      retryAfterSeconds: 30,
    })
    // Counted apart from a customer's account of the same address.
    expect(keys).toEqual(['staff:limited@example.org'])
  })

  it('refuses a TOTP code already used (replay), takes a recovery code once', async () => {
    const staff = await enrolledStaff('replay@example.org')
    const now = at(10)
    const code = await totpCode(staff.totpSecret, now)
    const first = await signInWithPassword(request(now), 'replay@example.org', PASSWORD)
    if (!first.ok) throw new Error(first.error)
    expect((await signInWithSecondFactor(request(now), first.ticket, code)).ok).toBe(true)

    const again = await signInWithPassword(request(now), 'replay@example.org', PASSWORD)
    if (!again.ok) throw new Error(again.error)
    expect(await signInWithSecondFactor(request(now), again.ticket, code)).toEqual({
      ok: false,
      error: 'WRONG_CODE',
    })

    const recoveryCode = staff.recoveryCodes[3]!
    const withRecovery = await signInWithSecondFactor(request(now), again.ticket, recoveryCode.toUpperCase())
    expect(withRecovery.ok).toBe(true)
    const third = await signInWithPassword(request(now), 'replay@example.org', PASSWORD)
    if (!third.ok) throw new Error(third.error)
    expect(await signInWithSecondFactor(request(now), third.ticket, recoveryCode)).toEqual({
      ok: false,
      error: 'WRONG_CODE',
    })
    const signIns = await listAudit(database.db, { action: 'staff.signIn', subjectId: staff.staff.id })
    expect(signIns.map((record) => record.after)).toEqual([
      { method: 'recovery code', recoveryCodesLeft: 9 },
      { method: 'totp', recoveryCodesLeft: 10 },
    ])
  })

  it('lets only one of two sign-ins racing with the same TOTP code through', async () => {
    const staff = await enrolledStaff('race@example.org')
    const now = at(20)
    const tickets = await Promise.all(
      [1, 2].map(async () => {
        const first = await signInWithPassword(request(now), 'race@example.org', PASSWORD)
        if (!first.ok) throw new Error(first.error)
        return first.ticket
      }),
    )
    const code = await totpCode(staff.totpSecret, now)
    const results = await Promise.all(
      tickets.map((ticket) => signInWithSecondFactor(request(now), ticket, code)),
    )
    expect(results.map((result) => result.ok).sort()).toEqual([false, true])
  })

  it('ends the ticket after five wrong codes, and a ticket after five minutes', async () => {
    const staff = await enrolledStaff('tickets@example.org')
    const first = await signInWithPassword(request(START), 'tickets@example.org', PASSWORD)
    if (!first.ok) throw new Error(first.error)
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signInWithSecondFactor(request(START), first.ticket, 'wrong-code')).ok).toBe(false)
    expect(
      await signInWithSecondFactor(request(START), first.ticket, await totpCode(staff.totpSecret, START)),
    ).toEqual({ ok: false, error: 'SIGN_IN_EXPIRED' })

    const second = await signInWithPassword(request(at(1)), 'tickets@example.org', PASSWORD)
    if (!second.ok) throw new Error(second.error)
    expect(
      await signInWithSecondFactor(
        request(at(6.5)),
        second.ticket,
        await totpCode(staff.totpSecret, at(6.5)),
      ),
    ).toEqual({ ok: false, error: 'SIGN_IN_EXPIRED' })
    // The ticket is no session.
    expect(await resolveStaffSession(database.db, second.ticket, at(2))).toBeNull()
  })
})

describe('staff sessions', () => {
  it('end after 30 idle minutes, and 12 hours after sign-in however busy', async () => {
    const staff = await enrolledStaff('sessions@example.org')
    const idle = await signIn('sessions@example.org', staff.totpSecret, at(0))
    expect(await resolveStaffSession(database.db, idle, at(29))).not.toBeNull()
    expect(await resolveStaffSession(database.db, idle, at(58))).not.toBeNull()
    expect(await resolveStaffSession(database.db, idle, at(88))).toBeNull()
    // Ended for good, even at a time it would have been fresh.
    expect(await resolveStaffSession(database.db, idle, at(59))).toBeNull()

    const busy = await signIn('sessions@example.org', staff.totpSecret, at(100))
    for (let minute = 100; minute <= 800; minute += 20)
      expect(await resolveStaffSession(database.db, busy, at(minute))).not.toBeNull()
    expect(await resolveStaffSession(database.db, busy, at(815))).not.toBeNull()
    expect(await resolveStaffSession(database.db, busy, at(100 + 12 * 60))).toBeNull()
  })

  it('end everywhere on request, recorded in the audit log', async () => {
    const staff = await enrolledStaff('everywhere@example.org')
    const one = await signIn('everywhere@example.org', staff.totpSecret, at(0))
    const two = await signIn('everywhere@example.org', staff.totpSecret, at(1))
    const viewer = await resolveStaffSession(database.db, two, at(2))
    if (!viewer) throw new Error('no session')
    expect(await signOutStaffEverywhere(request(at(3)), viewer)).toBe(2)
    expect(await resolveStaffSession(database.db, one, at(3))).toBeNull()
    expect(await resolveStaffSession(database.db, two, at(3))).toBeNull()
    expect(
      await listAudit(database.db, { action: 'staff.signOutEverywhere', subjectId: staff.staff.id }),
    ).toMatchObject([{ after: { sessionsEnded: 2 } }])
  })

  it('end when an owner resets the staff member’s credentials, who gets a new set-up link', async () => {
    const owner = await enrolledStaff('resetter@example.org')
    const staff = await enrolledStaff('lost-phone@example.org', 'customer_service')
    const token = await signIn('lost-phone@example.org', staff.totpSecret, at(0))
    const asOwner: StaffActor = {
      kind: 'staff',
      staffId: owner.staff.id,
      role: 'owner',
      email: 'resetter@example.org',
      clientAddress: '',
    }
    const reset = await resetStaffCredentials(database.db, asOwner, staff.staff.id, at(1))
    if (!reset.ok) throw new Error(reset.error)
    expect(reset.staff).toMatchObject({ passwordSet: false, secondFactorEnrolled: false })
    expect(await resolveStaffSession(database.db, token, at(2))).toBeNull()
    expect(await signInWithPassword(request(at(2)), 'lost-phone@example.org', PASSWORD)).toEqual({
      ok: false,
      error: 'WRONG_CREDENTIALS',
    })
    expect((await staffOfSetupToken(database.db, reset.setupToken, at(2)))?.id).toBe(staff.staff.id)
    expect(
      await listAudit(database.db, { action: 'staff.resetCredentials', subjectId: staff.staff.id }),
    ).toMatchObject([
      {
        before: { passwordSet: true, secondFactorEnrolled: true },
        after: { passwordSet: false, secondFactorEnrolled: false },
      },
    ])
  })

  it('of a disabled staff member end, and they cannot sign in again', async () => {
    const owner = await enrolledStaff('boss@example.org')
    const staff = await enrolledStaff('leaving@example.org', 'warehouse')
    const token = await signIn('leaving@example.org', staff.totpSecret, at(0))
    const asOwner: StaffActor = {
      kind: 'staff',
      staffId: owner.staff.id,
      role: 'owner',
      email: 'boss@example.org',
      clientAddress: '',
    }
    const disabled = await disableStaff(database.db, asOwner, staff.staff.id, at(1))
    expect(disabled).toMatchObject({ ok: true, staff: { disabledAt: at(1) } })
    const open = await database.db
      .selectFrom('staff_session')
      .select('id')
      .where('staff_id', '=', staff.staff.id)
      .where('ended_at', 'is', null)
      .execute()
    expect(open).toEqual([])
    expect(await resolveStaffSession(database.db, token, at(2))).toBeNull()
    expect(await signInWithPassword(request(at(2)), 'leaving@example.org', PASSWORD)).toEqual({
      ok: false,
      error: 'WRONG_CREDENTIALS',
    })
  })
})

describe('the audit log', () => {
  it('records each change once with the values before and after', async () => {
    const owner = await enrolledStaff('auditor@example.org')
    const staff = await enrolledStaff('promoted@example.org', 'warehouse')
    const asOwner: StaffActor = {
      kind: 'staff',
      staffId: owner.staff.id,
      role: 'owner',
      email: 'auditor@example.org',
      clientAddress: '192.0.2.1',
    }
    expect((await changeStaffRole(database.db, asOwner, staff.staff.id, 'customer_service', at(1))).ok).toBe(
      true,
    )
    // The same role again changes nothing and records nothing.
    expect((await changeStaffRole(database.db, asOwner, staff.staff.id, 'customer_service', at(2))).ok).toBe(
      true,
    )
    expect((await disableStaff(database.db, asOwner, staff.staff.id, at(3))).ok).toBe(true)
    // An owner does not change themselves.
    expect(await disableStaff(database.db, asOwner, owner.staff.id, at(3))).toEqual({
      ok: false,
      error: 'CANNOT_CHANGE_SELF',
    })
    const records = await listAudit(database.db, { subjectType: 'staff', subjectId: staff.staff.id })
    expect(records.map((record) => record.action)).toEqual([
      'staff.disable',
      'staff.changeRole',
      'staff.create',
    ])
    expect(records[1]).toMatchObject({
      actor: 'auditor@example.org',
      staffId: owner.staff.id,
      clientAddress: '192.0.2.1',
      before: { role: 'warehouse' },
      after: { role: 'customer_service' },
    })
    expect(records[0]).toMatchObject({
      before: { disabledAt: null },
      after: { disabledAt: at(3).toISOString() },
    })
    expect(await listAudit(database.db, { staffId: owner.staff.id, action: 'staff.' })).toHaveLength(2)
  })

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const [record] = await listAudit(database.db, { limit: 1 })
    if (!record) throw new Error('empty audit log')
    await expect(
      sql`update audit_log set actor = 'someone else' where id = ${record.id}`.execute(database.db),
    ).rejects.toThrow(/append-only/)
    await expect(sql`delete from audit_log where id = ${record.id}`.execute(database.db)).rejects.toThrow(
      /append-only/,
    )
    await expect(sql`truncate audit_log`.execute(database.db)).rejects.toThrow(/append-only/)
    expect((await listAudit(database.db, { limit: 1 }))[0]).toEqual(record)
  })
})
