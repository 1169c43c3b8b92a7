import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopDatabase } from '../../db/openDatabase.ts'
import { hashLinkToken } from '../../domain/accounts/linkTokens.ts'
import { listAudit } from '../../domain/audit/auditLog.ts'
import { completeStaffSetupWithPasskey, setupPasskeyOptions } from '../../domain/staff/passkeySetup.ts'
import { passkeySignInOptions, signInWithPasskey } from '../../domain/staff/passkeySignIn.ts'
import {
  addPasskey,
  addPasskeyBinding,
  listPasskeys,
  passkeyRegistrationOptions,
  removePasskey,
  renamePasskey,
  type PasskeyOwner,
} from '../../domain/staff/passkeys.ts'
import { relyingPartyOf } from '../../domain/staff/relyingParty.ts'
import { totpCode } from '../../domain/staff/secondFactor.ts'
import { createStaff, disableStaff, resetStaffCredentials } from '../../domain/staff/staffAccounts.ts'
import {
  resolveStaffSession,
  signInWithPassword,
  signInWithSecondFactor,
  type StaffRequest,
} from '../../domain/staff/staffSessions.ts'
import { SoftAuthenticator } from './helpers/softAuthenticator.ts'
import { openTestDatabase } from './helpers/testDatabase.ts'

const PASSWORD = 'Velvet-slipper-2026'
const ORIGIN = 'http://localhost:3000'
const RELYING_PARTY = relyingPartyOf(ORIGIN)
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
const request = (now: Date): StaffRequest => ({
  db: database.db,
  now,
  clientAddress: '203.0.113.9',
  limits: null,
})

/** A staff member with a password and TOTP, signed in with a code at `now`, as the owner of their passkeys. */
async function signedInStaff(email: string, now = START) {
  const created = await createStaff(
    database.db,
    { kind: 'commandLine' },
    { email, name: 'Passkey tester', role: 'warehouse', password: PASSWORD },
    now,
  )
  if (!created.ok || created.totpSecret === null) throw new Error(JSON.stringify(created))
  const ticket = await passwordTicket(email, now)
  const signedIn = await signInWithSecondFactor(request(now), ticket, await totpCode(created.totpSecret, now))
  if (!signedIn.ok) throw new Error(signedIn.error)
  const owner: PasskeyOwner = {
    staffId: created.staff.id,
    email,
    clientAddress: '203.0.113.9',
    sessionId: hashLinkToken(signedIn.sessionToken),
  }
  return { id: created.staff.id, owner }
}

/** Adds a passkey of a new software authenticator to a signed-in staff member. */
async function withPasskey(owner: PasskeyOwner, now = START): Promise<SoftAuthenticator> {
  const authenticator = new SoftAuthenticator(ORIGIN)
  const options = await passkeyRegistrationOptions(
    database.db,
    addPasskeyBinding(owner),
    { email: owner.email, name: 'Passkey tester' },
    RELYING_PARTY,
    now,
  )
  const added = await addPasskey(
    database.db,
    owner,
    { name: 'Laptop', response: authenticator.register(options) },
    RELYING_PARTY,
    now,
  )
  if (!added.ok) throw new Error(added.error)
  return authenticator
}

async function passwordTicket(email: string, now: Date): Promise<string> {
  const first = await signInWithPassword(request(now), email, PASSWORD)
  if (!first.ok) throw new Error(first.error)
  return first.ticket
}

async function optionsOf(ticket: string, now: Date) {
  const options = await passkeySignInOptions(request(now), ticket, RELYING_PARTY)
  if (!options) throw new Error('no options')
  return options
}

describe('passkeys as the second factor', () => {
  it('adds a passkey and signs in with password and passkey; the audit log has the method and no key material', async () => {
    const { id, owner } = await signedInStaff('passkey.flow@example.org')
    const authenticator = await withPasskey(owner)
    expect((await listPasskeys(database.db, id)).map((passkey) => passkey.name)).toEqual(['Laptop'])

    const ticket = await passwordTicket(owner.email, at(1))
    const options = await optionsOf(ticket, at(1))
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([authenticator.credentialId])
    const signedIn = await signInWithPasskey(
      request(at(1)),
      ticket,
      authenticator.authenticate(options),
      RELYING_PARTY,
    )
    if (!signedIn.ok) throw new Error(signedIn.error)
    expect((await resolveStaffSession(database.db, signedIn.sessionToken, at(2)))?.staffId).toBe(id)
    expect((await listPasskeys(database.db, id))[0]?.lastUsedAt).toEqual(at(1))

    const audit = await listAudit(database.db, { staffId: id, action: 'staff.', limit: 10 })
    expect(audit.map((record) => record.action)).toEqual(['staff.signIn', 'staff.addPasskey', 'staff.signIn'])
    expect(audit[0]?.after).toMatchObject({ method: 'passkey' })
    expect(JSON.stringify(audit[1])).not.toContain(authenticator.credentialId)
    expect(audit[1]?.after).toEqual({ passkeyId: expect.any(Number), name: 'Laptop' })
  })

  it('uses a challenge once: a response refused for another origin uses it up, and adding the same response twice is refused', async () => {
    const { owner } = await signedInStaff('passkey.once@example.org')
    const authenticator = await withPasskey(owner)
    const ticket = await passwordTicket(owner.email, at(1))
    const options = await optionsOf(ticket, at(1))
    const elsewhere = await signInWithPasskey(
      request(at(1)),
      ticket,
      authenticator.authenticate(options, 'http://evil.example'),
      RELYING_PARTY,
    )
    expect(elsewhere).toEqual({ ok: false, error: 'WRONG_CODE' })
    const again = await signInWithPasskey(
      request(at(1)),
      ticket,
      authenticator.authenticate(options),
      RELYING_PARTY,
    )
    expect(again).toEqual({ ok: false, error: 'WRONG_CODE' })
    const fresh = await signInWithPasskey(
      request(at(1)),
      ticket,
      authenticator.authenticate(await optionsOf(ticket, at(1))),
      RELYING_PARTY,
    )
    expect(fresh.ok).toBe(true)

    const second = new SoftAuthenticator(ORIGIN)
    const registration = second.register(
      await passkeyRegistrationOptions(
        database.db,
        addPasskeyBinding(owner),
        { ...owner, name: 'Tester' },
        RELYING_PARTY,
        at(2),
      ),
    )
    const first = await addPasskey(
      database.db,
      owner,
      { name: 'Phone', response: registration },
      RELYING_PARTY,
      at(2),
    )
    expect(first.ok).toBe(true)
    const replayed = await addPasskey(
      database.db,
      owner,
      { name: 'Phone 2', response: registration },
      RELYING_PARTY,
      at(2),
    )
    expect(replayed).toEqual({ ok: false, error: 'PASSKEY_NOT_VERIFIED' })
  })

  it('refuses a challenge after 2 minutes, while the ticket itself is still valid', async () => {
    const { owner } = await signedInStaff('passkey.expiry@example.org')
    const authenticator = await withPasskey(owner)
    const ticket = await passwordTicket(owner.email, at(1))
    const options = await optionsOf(ticket, at(1))
    const late = await signInWithPasskey(
      request(at(3.5)),
      ticket,
      authenticator.authenticate(options),
      RELYING_PARTY,
    )
    expect(late).toEqual({ ok: false, error: 'WRONG_CODE' })
    const inTime = await signInWithPasskey(
      request(at(3.5)),
      ticket,
      authenticator.authenticate(await optionsOf(ticket, at(3.5))),
      RELYING_PARTY,
    )
    expect(inTime.ok).toBe(true)
  })

  it('binds a challenge to its ticket: another ticket of the same staff member cannot answer it', async () => {
    const { owner } = await signedInStaff('passkey.binding@example.org')
    const authenticator = await withPasskey(owner)
    const ticket = await passwordTicket(owner.email, at(1))
    const otherTicket = await passwordTicket(owner.email, at(1))
    const response = authenticator.authenticate(await optionsOf(ticket, at(1)))
    expect(await signInWithPasskey(request(at(1)), otherTicket, response, RELYING_PARTY)).toEqual({
      ok: false,
      error: 'WRONG_CODE',
    })
    expect((await signInWithPasskey(request(at(1)), ticket, response, RELYING_PARTY)).ok).toBe(true)
  })

  it('refuses another staff member’s passkey as a wrong code, five of which end the ticket', async () => {
    const { owner } = await signedInStaff('passkey.mine@example.org')
    await withPasskey(owner)
    const other = await signedInStaff('passkey.theirs@example.org')
    const theirs = await withPasskey(other.owner)
    const ticket = await passwordTicket(owner.email, at(1))
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await signInWithPasskey(
        request(at(1)),
        ticket,
        theirs.authenticate(await optionsOf(ticket, at(1))),
        RELYING_PARTY,
      )
      expect(answer).toEqual({ ok: false, error: 'WRONG_CODE' })
    }
    expect(await passkeySignInOptions(request(at(1)), ticket, RELYING_PARTY)).toBeNull()
    expect(await signInWithPasskey(request(at(1)), ticket, '{}', RELYING_PARTY)).toEqual({
      ok: false,
      error: 'SIGN_IN_EXPIRED',
    })
  })

  it('refuses a passkey whose counter went back (a cloned key)', async () => {
    const { owner } = await signedInStaff('passkey.clone@example.org')
    const authenticator = await withPasskey(owner)
    const ticket = await passwordTicket(owner.email, at(1))
    expect(
      (
        await signInWithPasskey(
          request(at(1)),
          ticket,
          authenticator.authenticate(await optionsOf(ticket, at(1))),
          RELYING_PARTY,
        )
      ).ok,
    ).toBe(true)
    authenticator.counter = 0
    const next = await passwordTicket(owner.email, at(2))
    const cloned = await signInWithPasskey(
      request(at(2)),
      next,
      authenticator.authenticate(await optionsOf(next, at(2))),
      RELYING_PARTY,
    )
    expect(cloned).toEqual({ ok: false, error: 'WRONG_CODE' })
  })

  it('signs nobody in with a disabled staff member’s passkey, even on a ticket given before', async () => {
    const { id, owner } = await signedInStaff('passkey.disabled@example.org')
    const authenticator = await withPasskey(owner)
    const ticket = await passwordTicket(owner.email, at(1))
    const options = await optionsOf(ticket, at(1))
    const disabled = await disableStaff(database.db, { kind: 'commandLine' }, id, at(1))
    expect(disabled.ok).toBe(true)
    expect(
      await signInWithPasskey(request(at(1)), ticket, authenticator.authenticate(options), RELYING_PARTY),
    ).toEqual({
      ok: false,
      error: 'SIGN_IN_EXPIRED',
    })
    expect(await signInWithPassword(request(at(2)), owner.email, PASSWORD)).toEqual({
      ok: false,
      error: 'WRONG_CREDENTIALS',
    })
  })

  it('sets a new staff member up with a passkey instead of TOTP: recovery codes given, sign-in by passkey or recovery code, never by a six-digit code', async () => {
    const created = await createStaff(
      database.db,
      { kind: 'commandLine' },
      { email: 'passkey.setup@example.org', name: 'Setup', role: 'customer_service' },
      START,
    )
    if (!created.ok || !created.setupToken) throw new Error(JSON.stringify(created))
    const authenticator = new SoftAuthenticator(ORIGIN)
    const options = await setupPasskeyOptions(database.db, created.setupToken, RELYING_PARTY, START)
    if (!options) throw new Error('no options')
    const setup = await completeStaffSetupWithPasskey(
      database.db,
      {
        token: created.setupToken,
        password: PASSWORD,
        response: authenticator.register(options),
        name: 'Security key',
      },
      RELYING_PARTY,
      START,
      '203.0.113.9',
    )
    if (!setup.ok) throw new Error(setup.error)
    expect(setup.recoveryCodes).toHaveLength(10)
    expect(setup.staff).toMatchObject({ passwordSet: true, secondFactorEnrolled: true })
    // The link is used up.
    expect(await setupPasskeyOptions(database.db, created.setupToken, RELYING_PARTY, at(1))).toBeNull()

    const ticket = await passwordTicket('passkey.setup@example.org', at(1))
    expect(await signInWithSecondFactor(request(at(1)), ticket, '123456')).toEqual({
      ok: false,
      error: 'WRONG_CODE',
    })
    const byPasskey = await signInWithPasskey(
      request(at(1)),
      ticket,
      authenticator.authenticate(await optionsOf(ticket, at(1))),
      RELYING_PARTY,
    )
    expect(byPasskey.ok).toBe(true)
    const byRecovery = await signInWithSecondFactor(
      request(at(2)),
      await passwordTicket('passkey.setup@example.org', at(2)),
      setup.recoveryCodes[0]!,
    )
    expect(byRecovery.ok).toBe(true)

    // Their only passkey is their only second factor: it stays.
    const [passkey] = await listPasskeys(database.db, created.staff.id)
    const owner: PasskeyOwner = {
      staffId: created.staff.id,
      email: 'passkey.setup@example.org',
      clientAddress: '',
      sessionId: '',
    }
    expect(await removePasskey(database.db, owner, passkey!.id, at(3))).toEqual({
      ok: false,
      error: 'LAST_SECOND_FACTOR',
    })
  })

  it('removes the passkeys with the second factor when an owner resets it', async () => {
    const { id, owner } = await signedInStaff('passkey.reset@example.org')
    await withPasskey(owner)
    const reset = await resetStaffCredentials(database.db, { kind: 'commandLine' }, id, at(1))
    expect(reset.ok).toBe(true)
    expect(await listPasskeys(database.db, id)).toEqual([])
    expect(await signInWithPassword(request(at(2)), owner.email, PASSWORD)).toEqual({
      ok: false,
      error: 'WRONG_CREDENTIALS',
    })
  })

  it('removes the passkey of a staff member who keeps TOTP, audited with its name only', async () => {
    const { id, owner } = await signedInStaff('passkey.remove@example.org')
    await withPasskey(owner)
    const [passkey] = await listPasskeys(database.db, id)
    expect(await removePasskey(database.db, owner, passkey!.id, at(1))).toEqual({ ok: true })
    expect(await listPasskeys(database.db, id)).toEqual([])
    const [removal] = await listAudit(database.db, { staffId: id, action: 'staff.removePasskey', limit: 1 })
    expect(removal).toMatchObject({ before: { passkeyId: passkey!.id, name: 'Laptop' }, after: null })
  })

  it('renames only one’s own passkey, to a name of 1 to 60 characters, audited with both names', async () => {
    const { id, owner } = await signedInStaff('passkey.rename@example.org')
    await withPasskey(owner)
    const other = await signedInStaff('passkey.rename.other@example.org')
    const [passkey] = await listPasskeys(database.db, id)
    expect(await renamePasskey(database.db, owner, passkey!.id, '   ', at(1))).toEqual({
      ok: false,
      error: 'PASSKEY_NAME_INVALID',
    })
    expect(await renamePasskey(database.db, other.owner, passkey!.id, 'Mine now', at(1))).toEqual({
      ok: false,
      error: 'PASSKEY_NOT_FOUND',
    })
    expect(await renamePasskey(database.db, owner, passkey!.id, ' Old  laptop ', at(1))).toEqual({ ok: true })
    expect((await listPasskeys(database.db, id)).map((row) => row.name)).toEqual(['Old laptop'])
    const [renaming] = await listAudit(database.db, { staffId: id, action: 'staff.renamePasskey', limit: 1 })
    expect(renaming).toMatchObject({
      before: { passkeyId: passkey!.id, name: 'Laptop' },
      after: { passkeyId: passkey!.id, name: 'Old laptop' },
    })
  })
})
