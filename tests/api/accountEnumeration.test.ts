import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, registerCustomer } from './helpers/graphqlAgent.ts'
import { lastEmailId, SIGN_IN, tokenFromEmail, waitForEmail } from './helpers/accountFixtures.ts'

let app: FastifyInstance
beforeAll(async () => {
  // Timed with the production cost of a password hash, the part an attacker would compare.
  process.env.SHOP_PASSWORD_HASHING = 'production'
  app = await buildApiApp()
  for (const email of ['known@example.org', 'known.limits@example.org', 'known.reset@example.org']) {
    expect(
      (await registerCustomer(createGraphqlAgent(app, { clientIp: '10.20.0.1' }), { email })).success,
    ).toBe(true)
  }
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  delete process.env.SHOP_PASSWORD_HASHING
  await app?.close()
})

const FULL_SIGN_IN = SIGN_IN.replace('errorField', 'errorField errorMessage')
const PASSWORD_REQUEST =
  'mutation ($email: String!) { requestPasswordResetEmail(email: $email) { success errorCode errorMessage errorField } }'

/** What an attacker can compare between two answers: status, body bytes and the headers that do not change by themselves. */
function observable(response: LightMyRequestResponse) {
  const headers = { ...response.headers }
  delete headers.date
  return { status: response.statusCode, body: response.body, headers }
}

async function timed(send: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await send()
  return performance.now() - start
}

/**
 * Runs `runs` pairs of a known-address and an unknown-address measurement (each answers its
 * milliseconds), alternating which goes first, and expects their lower quartiles within a factor
 * of two, or less than a millisecond apart (scheduler noise when both take a few milliseconds).
 * Load from elsewhere only ever adds time, so the lower quartile is steadier than the median on a
 * busy machine.
 */
async function expectComparableTimes(
  runs: number,
  known: (run: number) => Promise<number>,
  unknown: (run: number) => Promise<number>,
) {
  const knownTimes: number[] = []
  const unknownTimes: number[] = []
  for (let run = 0; run < runs; run++) {
    if (run % 2) unknownTimes.push(await unknown(run))
    knownTimes.push(await known(run))
    if (run % 2 === 0) unknownTimes.push(await unknown(run))
  }
  const lowerQuartile = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 4)]!
  const ms = (values: number[]) => values.map((value) => value.toFixed(1)).join(', ')
  const [knownTime, unknownTime] = [lowerQuartile(knownTimes), lowerQuartile(unknownTimes)]
  const comparable =
    Math.abs(knownTime - unknownTime) < 1 || (knownTime / unknownTime > 0.5 && knownTime / unknownTime < 2)
  expect(comparable, `known ${ms(knownTimes)} ms; unknown ${ms(unknownTimes)} ms`).toBe(true)
}

/** Stores customers directly (no scrypt): their password hash is copied from `model`. */
async function storeCustomers(emails: string[], model: string) {
  const { password_hash } = await app.shopDatabase.db
    .selectFrom('customer')
    .select('password_hash')
    .where('email', '=', model)
    .executeTakeFirstOrThrow()
  await app.shopDatabase.db
    .insertInto('customer')
    .values(
      emails.map((email) => ({
        email,
        firstname: 'Timing',
        lastname: 'Test',
        password_hash,
        store_key: 'b2c_en',
      })),
    )
    .execute()
}

describe('signing in with a wrong password', () => {
  it('answers a known and an unknown e-mail address with the same bytes', async () => {
    const attacker = createGraphqlAgent(app, { clientIp: '10.21.0.66' })
    const known = await attacker.raw(FULL_SIGN_IN, {
      email: 'known@example.org',
      password: 'not the password',
    })
    const unknown = await attacker.raw(FULL_SIGN_IN, {
      email: 'unknown@example.org',
      password: 'not the password',
    })
    expect(observable(known)).toEqual(observable(unknown))
    expect(known.json()).toEqual({
      data: {
        signIn: {
          success: false,
          errorCode: 'INVALID_CREDENTIALS',
          errorField: null,
          errorMessage: expect.any(String),
          customer: null,
        },
      },
    })
    expect(known.headers['set-cookie']).toBeUndefined()
  })

  it('takes about as long for a known as for an unknown e-mail address (a password is hashed either way)', async () => {
    // Five wrong passwords per account are free: two known accounts for eight runs; twenty per client address.
    const known = ['known.timing.a@example.org', 'known.timing.b@example.org']
    await storeCustomers(known, 'known@example.org')
    const attacker = createGraphqlAgent(app, { clientIp: '10.22.0.66' })
    // The first unknown address makes the stand-in hash; an attacker sees that once per process, not per address.
    await attacker.raw(SIGN_IN, { email: 'warm.up@example.org', password: 'not the password' })
    await expectComparableTimes(
      8,
      (run) => timed(() => attacker.raw(SIGN_IN, { email: known[run % 2], password: `wrong ${run}` })),
      (run) =>
        timed(() => attacker.raw(SIGN_IN, { email: `nobody${run}@example.org`, password: `wrong ${run}` })),
    )
  })

  it('is limited alike for a known and an unknown e-mail address', async () => {
    const answersFor = async (email: string, clientIp: string) => {
      const attacker = createGraphqlAgent(app, { clientIp })
      const answers = []
      for (let attempt = 0; attempt < 7; attempt++)
        answers.push(observable(await attacker.raw(SIGN_IN, { email, password: `guess ${attempt}` })))
      return answers
    }
    const known = await answersFor('known.limits@example.org', '10.23.0.1')
    const unknown = await answersFor('unknown.limits@example.org', '10.23.0.2')
    expect(known.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 429])
    expect(known).toEqual(unknown)
  })
})

describe('asking for a password reset e-mail', () => {
  it('answers a known and an unknown e-mail address with the same bytes, and e-mails only the known one', async () => {
    const shopper = createGraphqlAgent(app, { clientIp: '10.24.0.66' })
    const known = await shopper.raw(PASSWORD_REQUEST, { email: 'Known.Reset@example.org' })
    const unknown = await shopper.raw(PASSWORD_REQUEST, { email: 'unknown.reset@example.org' })
    expect(observable(known)).toEqual(observable(unknown))
    expect(known.json()).toEqual({
      data: {
        requestPasswordResetEmail: { success: true, errorCode: null, errorMessage: null, errorField: null },
      },
    })
    await waitForEmail(app, 'known.reset@example.org', 'passwordReset')
    await new Promise((resolve) => setTimeout(resolve, 200))
    const outbox = await app.shopDatabase.db
      .selectFrom('email_outbox')
      .select('recipient')
      .where('template', '=', 'passwordReset')
      .execute()
    expect(outbox.map((row) => row.recipient)).toEqual(['known.reset@example.org'])
  })

  it('takes about as long for a known as for an unknown e-mail address', async () => {
    // Five requests per e-mail address and per client address are allowed: four known customers and a client address per run.
    const known = Array.from({ length: 4 }, (_, index) => `known.timing${index}@example.org`)
    await storeCustomers(known, 'known@example.org')
    const shopper = (run: number) => createGraphqlAgent(app, { clientIp: `10.25.0.${run}` })
    await expectComparableTimes(
      20,
      async (run) => {
        const email = known[run % known.length]!
        const before = await lastEmailId(app)
        const elapsed = await timed(() => shopper(run).raw(PASSWORD_REQUEST, { email }))
        // The e-mail is written after the answer; timing the next request while it is written would blame that one.
        await waitForEmail(app, email, 'passwordReset', before)
        return elapsed
      },
      (run) => timed(() => shopper(run).raw(PASSWORD_REQUEST, { email: `nobody.reset${run}@example.org` })),
    )
  })
})

describe('registering with an address that has an account', () => {
  it('e-mails the owner, in the store’s language, a link that sets a new password, and changes nothing else', async () => {
    const owner = 'owner.attempt@example.org'
    expect(
      (
        await registerCustomer(createGraphqlAgent(app, { clientIp: '10.26.0.1' }), {
          email: owner,
          firstname: 'Inès',
        })
      ).success,
    ).toBe(true)
    const before = await lastEmailId(app)
    const attempt = await registerCustomer(
      createGraphqlAgent(app, { clientIp: '10.26.0.2' }),
      { email: 'Owner.Attempt@example.org', password: 'another long password' },
      '/de',
    )
    expect(attempt).toMatchObject({ success: false, errorCode: 'EMAIL_TAKEN', customer: null })
    const email = await waitForEmail(app, owner, 'registrationAttempt', before)
    expect(email).toMatchObject({ store_key: 'b2c_de', data: { firstName: 'Inès', validMinutes: 60 } })
    // The attempt's password opens nothing; the link of the e-mail sets the owner's.
    expect(
      (
        await createGraphqlAgent(app, { clientIp: '10.26.0.3' }).query(SIGN_IN, {
          email: owner,
          password: 'another long password',
        })
      ).data?.signIn.success,
    ).toBe(false)
    const token = await tokenFromEmail(app, owner, 'registrationAttempt', {
      urlField: 'resetUrl',
      parameter: 'token',
      afterId: before,
    })
    const reset = await createGraphqlAgent(app, { clientIp: '10.26.0.4' }).query(
      'mutation ($token: String!, $password: String!) { resetPassword(token: $token, newPassword: $password) { success } }',
      { token, password: 'a brand new password' },
    )
    expect(reset.data?.resetPassword.success).toBe(true)
    expect(
      (
        await createGraphqlAgent(app, { clientIp: '10.26.0.5' }).query(SIGN_IN, {
          email: owner,
          password: 'a brand new password',
        })
      ).data?.signIn.success,
    ).toBe(true)
  })

  it('sends a new address’s registrant no such e-mail, and floods no owner’s inbox', async () => {
    const before = await lastEmailId(app)
    expect(
      (
        await registerCustomer(createGraphqlAgent(app, { clientIp: '10.27.0.1' }), {
          email: 'fresh.attempt@example.org',
        })
      ).success,
    ).toBe(true)
    for (let run = 0; run < 8; run++)
      await registerCustomer(createGraphqlAgent(app, { clientIp: `10.27.1.${run}` }), {
        email: 'known@example.org',
      })
    const written = await app.shopDatabase.db
      .selectFrom('email_outbox')
      .select('recipient')
      .where('template', '=', 'registrationAttempt')
      .where('id', '>', before)
      .execute()
    expect(written.map((row) => row.recipient)).not.toContain('fresh.attempt@example.org')
    expect(written.filter((row) => row.recipient === 'known@example.org').length).toBeGreaterThan(0)
    expect(written.filter((row) => row.recipient === 'known@example.org').length).toBeLessThanOrEqual(5)
  })
})
