import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, registerCustomer, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import {
  DEFAULT_PASSWORD,
  lastEmailId,
  meId,
  signIn,
  tokenFromEmail,
  waitForEmail,
} from './helpers/accountFixtures.ts'
import {
  SIGNED_IN_ABSOLUTE_TIMEOUT_MS,
  SIGNED_IN_IDLE_TIMEOUT_MS,
} from '../../server/sessions/sessionPolicy.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await app?.close()
})

const RESET =
  'mutation ($token: String!, $password: String!) { resetPassword(token: $token, newPassword: $password) { success errorCode errorField } }'
const CHANGE =
  'mutation ($current: String!, $password: String!) { changeCustomerPassword(currentPassword: $current, newPassword: $password) { success errorCode errorField customer { id } } }'
const MINUTE = 60_000

let clients = 0
/** A client address of its own, so no test meets another's limits (ten registrations, five reset e-mails per address). */
const nextClientIp = () => `10.33.${Math.floor(++clients / 250)}.${clients % 250}`

/** A customer registered by a new agent (signed in); returns the agent and the customer id. */
async function newCustomer(email: string): Promise<{ agent: GraphqlAgent; id: string }> {
  const agent = createGraphqlAgent(app, { clientIp: nextClientIp() })
  const registered = await registerCustomer(agent, { email })
  expect(registered.success).toBe(true)
  return { agent, id: registered.customer!.id }
}

/** Asks for a password reset e-mail for `email` and returns the link's token. */
async function passwordResetToken(email: string): Promise<string> {
  const before = await lastEmailId(app)
  const requester = createGraphqlAgent(app, { clientIp: nextClientIp() })
  expect(
    (
      await requester.query(
        'mutation ($email: String!) { requestPasswordResetEmail(email: $email) { success } }',
        { email },
      )
    ).data?.requestPasswordResetEmail.success,
  ).toBe(true)
  return tokenFromEmail(app, email, 'passwordReset', {
    urlField: 'resetUrl',
    parameter: 'token',
    afterId: before,
  })
}

/** Changes the stored session data of every session of a customer, as time passing would. */
async function ageSessions(
  customerId: string,
  data: { lastSeenAt?: number; signedInAt?: number },
): Promise<void> {
  await sql`update shop_session set data = data || ${JSON.stringify(data)}::jsonb where customer_id = ${Number(customerId)}`.execute(
    app.shopDatabase.db,
  )
}

describe('session ids', () => {
  it('change on sign-in and sign-out, and an earlier id signs nobody in', async () => {
    const { agent, id } = await newCustomer('rotating@example.org')
    const afterRegistering = agent.sessionCookie()!
    expect(afterRegistering).toBeTruthy()

    await agent.query('mutation { signOut { success } }')
    const afterSignOut = agent.sessionCookie()!
    expect(afterSignOut).toBeTruthy()
    expect(afterSignOut).not.toBe(afterRegistering)
    expect(await meId(agent)).toBeNull()

    expect(await signIn(agent, 'rotating@example.org')).toMatchObject({ success: true })
    const afterSignIn = agent.sessionCookie()!
    expect(afterSignIn).not.toBe(afterSignOut)
    expect(afterSignIn).not.toBe(afterRegistering)
    expect(await meId(agent)).toBe(id)

    // Copies of the earlier cookies (a shared computer, a stolen backup) sign nobody in.
    expect(await meId(createGraphqlAgent(app, { sessionCookie: afterRegistering }))).toBeNull()
    expect(await meId(createGraphqlAgent(app, { sessionCookie: afterSignOut }))).toBeNull()
    expect(await meId(createGraphqlAgent(app, { sessionCookie: afterSignIn }))).toBe(id)

    // Signing out ends the signed-in id too.
    await agent.query('mutation { signOut { success } }')
    expect(await meId(createGraphqlAgent(app, { sessionCookie: afterSignIn }))).toBeNull()
  })

  it('planted before a sign-in (session fixation) do not follow the customer', async () => {
    // The attacker gets an anonymous session id of their own and plants its cookie in the victim's browser.
    const { agent: attacker } = await newCustomer('fixer@example.org')
    await attacker.query('mutation { signOut { success } }')
    const planted = attacker.sessionCookie()!
    const { id: victimId } = await newCustomer('fixated@example.org')

    const victim = createGraphqlAgent(app, { sessionCookie: planted })
    expect(await signIn(victim, 'fixated@example.org')).toMatchObject({ success: true })
    expect(victim.sessionCookie()).not.toBe(planted)
    expect(await meId(victim)).toBe(victimId)
    expect(await meId(attacker)).toBeNull()
    expect(await meId(createGraphqlAgent(app, { sessionCookie: planted }))).toBeNull()
  })

  it('cannot be made up: an unsigned or tampered cookie is a new anonymous session', async () => {
    const { agent, id } = await newCustomer('tampered@example.org')
    const [sessionId, signature] = decodeURIComponent(agent.sessionCookie()!).split('.')
    expect(signature).toBeTruthy()
    expect(await meId(createGraphqlAgent(app, { sessionCookie: sessionId }))).toBeNull()
    expect(
      await meId(
        createGraphqlAgent(app, {
          sessionCookie: encodeURIComponent(`${sessionId}.${'A'.repeat(signature!.length)}`),
        }),
      ),
    ).toBeNull()
    expect(await meId(agent)).toBe(id)
  })
})

describe('a password reset', () => {
  it('ends every session of the customer, works once, and replaces the old password', async () => {
    const { agent: laptop, id } = await newCustomer('reset.all@example.org')
    const phone = createGraphqlAgent(app, { clientIp: '10.30.0.2' })
    expect(await signIn(phone, 'reset.all@example.org')).toMatchObject({ success: true })
    const bystander = (await newCustomer('reset.bystander@example.org')).agent

    const token = await passwordResetToken('reset.all@example.org')
    const mailbox = createGraphqlAgent(app, { clientIp: '10.30.0.3' })
    // A refused new password does not use the link up.
    expect((await mailbox.query(RESET, { token, password: 'short' })).data?.resetPassword).toEqual({
      success: false,
      errorCode: 'PASSWORD_TOO_SHORT',
      errorField: 'newPassword',
    })
    expect(
      (await mailbox.query(RESET, { token, password: 'password123' })).data?.resetPassword,
    ).toMatchObject({ errorCode: 'PASSWORD_TOO_COMMON' })
    expect(
      (await mailbox.query(RESET, { token, password: 'a fresh passphrase 7' })).data?.resetPassword,
    ).toEqual({ success: true, errorCode: null, errorField: null })

    expect(await meId(laptop)).toBeNull()
    expect(await meId(phone)).toBeNull()
    expect(await meId(bystander)).not.toBeNull()
    const remaining = await app.shopDatabase.db
      .selectFrom('shop_session')
      .select('id')
      .where('customer_id', '=', Number(id))
      .execute()
    expect(remaining).toEqual([])

    expect(
      (await mailbox.query(RESET, { token, password: 'another passphrase 8' })).data?.resetPassword,
    ).toEqual({ success: false, errorCode: 'INVALID_TOKEN', errorField: 'token' })
    expect(
      await signIn(
        createGraphqlAgent(app, { clientIp: '10.30.0.4' }),
        'reset.all@example.org',
        DEFAULT_PASSWORD,
      ),
    ).toMatchObject({ success: false, errorCode: 'INVALID_CREDENTIALS' })
    expect(
      await signIn(
        createGraphqlAgent(app, { clientIp: '10.30.0.4' }),
        'reset.all@example.org',
        'another passphrase 8',
      ),
    ).toMatchObject({ success: false, errorCode: 'INVALID_CREDENTIALS' })
    expect(await signIn(laptop, 'reset.all@example.org', 'a fresh passphrase 7')).toMatchObject({
      success: true,
    })
    expect(await waitForEmail(app, 'reset.all@example.org', 'passwordChanged')).toBeTruthy()
  })

  it('signs out the shopper who uses the link while signed in', async () => {
    const { agent } = await newCustomer('reset.self@example.org')
    const token = await passwordResetToken('reset.self@example.org')
    const before = agent.sessionCookie()
    expect(
      (await agent.query(RESET, { token, password: 'a fresh passphrase 7' })).data?.resetPassword.success,
    ).toBe(true)
    expect(await meId(agent)).toBeNull()
    expect(agent.sessionCookie()).not.toBe(before)
  })

  it('refuses links that are made up, superseded by a newer one, or expired', async () => {
    await newCustomer('reset.links@example.org')
    const shopper = createGraphqlAgent(app, { clientIp: '10.31.0.1' })
    const reset = async (token: string) =>
      (await shopper.query(RESET, { token, password: 'a fresh passphrase 7' })).data?.resetPassword.errorCode
    expect(await reset('x'.repeat(43))).toBe('INVALID_TOKEN')
    expect(await reset('')).toBe('INVALID_TOKEN')

    const first = await passwordResetToken('reset.links@example.org')
    const second = await passwordResetToken('reset.links@example.org')
    expect(second).not.toBe(first)
    expect(await reset(first)).toBe('INVALID_TOKEN')

    await app.shopDatabase.db
      .updateTable('customer_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute()
    expect(await reset(second)).toBe('INVALID_TOKEN')
    // None of them changed the password.
    expect(await signIn(shopper, 'reset.links@example.org')).toMatchObject({ success: true })
  })
})

describe('changing the password', () => {
  it('asks the current password, then signs out the other devices but not this one', async () => {
    const { agent: laptop, id } = await newCustomer('change.password@example.org')
    const phone = createGraphqlAgent(app, { clientIp: '10.32.0.2' })
    expect(await signIn(phone, 'change.password@example.org')).toMatchObject({ success: true })

    const wrong = await laptop.query(CHANGE, { current: 'not my password', password: 'a fresh passphrase 7' })
    expect(wrong.data?.changeCustomerPassword).toEqual({
      success: false,
      errorCode: 'WRONG_PASSWORD',
      errorField: 'currentPassword',
      customer: null,
    })
    expect(await meId(phone)).toBe(id)
    expect(
      (await laptop.query(CHANGE, { current: DEFAULT_PASSWORD, password: 'short' })).data
        ?.changeCustomerPassword,
    ).toMatchObject({ errorCode: 'PASSWORD_TOO_SHORT', errorField: 'newPassword' })
    expect(await meId(phone)).toBe(id)

    const changed = await laptop.query(CHANGE, {
      current: DEFAULT_PASSWORD,
      password: 'a fresh passphrase 7',
    })
    expect(changed.data?.changeCustomerPassword).toEqual({
      success: true,
      errorCode: null,
      errorField: null,
      customer: { id },
    })
    expect(await meId(laptop)).toBe(id)
    expect(await meId(phone)).toBeNull()

    const elsewhere = createGraphqlAgent(app, { clientIp: '10.32.0.3' })
    expect(await signIn(elsewhere, 'change.password@example.org', DEFAULT_PASSWORD)).toMatchObject({
      success: false,
      errorCode: 'INVALID_CREDENTIALS',
    })
    expect(await signIn(elsewhere, 'change.password@example.org', 'a fresh passphrase 7')).toMatchObject({
      success: true,
    })
    expect(await waitForEmail(app, 'change.password@example.org', 'passwordChanged')).toBeTruthy()
  })

  it('is refused to anonymous shoppers', async () => {
    const anonymous = createGraphqlAgent(app)
    expect(
      (await anonymous.query(CHANGE, { current: DEFAULT_PASSWORD, password: 'a fresh passphrase 7' })).data
        ?.changeCustomerPassword,
    ).toMatchObject({ success: false, errorCode: 'SIGN_IN_REQUIRED' })
  })
})

describe('ended sessions', () => {
  it('stay ended when a request that was under way saves them afterwards', async () => {
    const { agent, id } = await newCustomer('in.flight@example.org')
    // A request of this shopper loads the session (and, a minute after the last one, records the activity)…
    const loaded = await app.shopDatabase.db
      .selectFrom('shop_session')
      .select(['id', 'data'])
      .where('customer_id', '=', Number(id))
      .executeTakeFirstOrThrow()
    // …while the password is reset from the e-mail's link, which ends every session…
    const token = await passwordResetToken('in.flight@example.org')
    expect(
      (
        await createGraphqlAgent(app, { clientIp: nextClientIp() }).query(RESET, {
          token,
          password: 'a fresh passphrase 7',
        })
      ).data?.resetPassword.success,
    ).toBe(true)
    // …then that request ends and saves the session it loaded.
    const saved = { ...(loaded.data as Record<string, unknown>), lastSeenAt: Date.now() }
    await new Promise<void>((resolve, reject) =>
      app.sessionStore.set(loaded.id, saved as never, (error) => (error ? reject(error) : resolve())),
    )
    expect(await meId(agent)).toBeNull()
  })
})

describe('signed-in sessions', () => {
  it(`end after ${SIGNED_IN_IDLE_TIMEOUT_MS / 3600_000} hours without a request`, async () => {
    const { agent, id } = await newCustomer('idle@example.org')
    const before = agent.sessionCookie()
    await ageSessions(id, { lastSeenAt: Date.now() - SIGNED_IN_IDLE_TIMEOUT_MS - MINUTE })
    expect(await meId(agent)).toBeNull()
    expect(agent.sessionCookie()).not.toBe(before)
    expect(await meId(createGraphqlAgent(app, { sessionCookie: before }))).toBeNull()
  })

  it('stay while used: each request (at most once a minute) restarts the idle time', async () => {
    const { agent, id } = await newCustomer('busy@example.org')
    await ageSessions(id, { lastSeenAt: Date.now() - SIGNED_IN_IDLE_TIMEOUT_MS + 5 * MINUTE })
    expect(await meId(agent)).toBe(id)
    const row = await app.shopDatabase.db
      .selectFrom('shop_session')
      .select('data')
      .where('customer_id', '=', Number(id))
      .executeTakeFirstOrThrow()
    expect(Date.now() - (row.data as { lastSeenAt: number }).lastSeenAt).toBeLessThan(MINUTE)
    expect(await meId(agent)).toBe(id)
  })

  it(`end ${SIGNED_IN_ABSOLUTE_TIMEOUT_MS / (24 * 3600_000)} days after signing in, however busy`, async () => {
    const { agent, id } = await newCustomer('marathon@example.org')
    await ageSessions(id, {
      signedInAt: Date.now() - SIGNED_IN_ABSOLUTE_TIMEOUT_MS - MINUTE,
      lastSeenAt: Date.now(),
    })
    expect(await meId(agent)).toBeNull()
  })
})
