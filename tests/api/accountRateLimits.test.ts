import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, registerCustomer, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import { DEFAULT_PASSWORD, SIGN_IN, signIn, waitForEmail } from './helpers/accountFixtures.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await app?.close()
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The Retry-After header as whole seconds; fails the test unless it is a positive integer. */
function retryAfterOf(headers: Record<string, unknown>): number {
  const value = headers['retry-after']
  expect(value).toMatch(/^[1-9]\d*$/)
  return Number(value)
}

/** A customer registered from its own address, then signed out, so only attackers talk about it. */
async function registeredCustomer(email: string, clientIp: string): Promise<void> {
  const owner = createGraphqlAgent(app, { clientIp })
  expect((await registerCustomer(owner, { email })).success).toBe(true)
}

async function wrongPasswords(agent: GraphqlAgent, email: string, count: number) {
  const answers = []
  for (let attempt = 0; attempt < count; attempt++)
    answers.push(await signIn(agent, email, `wrong guess ${attempt}`))
  return answers
}

describe('wrong passwords for one account', () => {
  it('turn into HTTP 429 with Retry-After after five free ones, even for the right password, and only for that account', async () => {
    await registeredCustomer('victim@example.org', '10.1.0.1')
    await registeredCustomer('bystander@example.org', '10.1.0.2')
    const attacker = createGraphqlAgent(app, { clientIp: '10.1.0.66' })

    const answers = await wrongPasswords(attacker, 'victim@example.org', 20)
    // Five free failures, the sixth is still checked (and starts the wait), then every attempt is refused unchecked.
    expect(answers.map((answer) => answer.status)).toEqual([...Array(6).fill(200), ...Array(14).fill(429)])
    expect(answers.slice(0, 6).every((answer) => answer.errorCode === 'INVALID_CREDENTIALS')).toBe(true)
    for (const refused of answers.slice(6)) {
      expect(refused).toMatchObject({ success: false, errorCode: 'TOO_MANY_ATTEMPTS', customer: null })
      expect(retryAfterOf(refused.headers)).toBeLessThanOrEqual(2)
    }

    // While the account waits, its right password is refused too, from any address.
    const rightFromAttacker = await signIn(attacker, 'victim@example.org', DEFAULT_PASSWORD)
    expect(rightFromAttacker).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS', customer: null })
    const owner = createGraphqlAgent(app, { clientIp: '10.1.0.1' })
    const rightFromOwner = await signIn(owner, 'VICTIM@example.org', DEFAULT_PASSWORD)
    expect(rightFromOwner).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' })
    expect(owner.sessionCookie()).toBeUndefined()

    // Another account from another address signs in as usual.
    const bystander = createGraphqlAgent(app, { clientIp: '10.1.0.2' })
    const bystanderAnswer = await signIn(bystander, 'bystander@example.org')
    expect(bystanderAnswer).toMatchObject({ status: 200, success: true })
    expect(bystanderAnswer.headers['retry-after']).toBeUndefined()

    // The wait is a delay, not a lockout: once it is over the owner signs in.
    await pause(retryAfterOf(rightFromOwner.headers) * 1000 + 100)
    expect(await signIn(owner, 'victim@example.org')).toMatchObject({ status: 200, success: true })
  })

  it('make each further wait longer than the one before', async () => {
    await registeredCustomer('patient@example.org', '10.2.0.1')
    const attacker = createGraphqlAgent(app, { clientIp: '10.2.0.66' })
    const answers = await wrongPasswords(attacker, 'patient@example.org', 7)
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 429])
    const firstWait = retryAfterOf(answers[6]!.headers)

    await pause(firstWait * 1000 + 100)
    const afterWait = await signIn(attacker, 'patient@example.org', 'one more guess')
    expect(afterWait).toMatchObject({ status: 200, errorCode: 'INVALID_CREDENTIALS' })
    const blockedAgain = await signIn(attacker, 'patient@example.org', 'and another')
    expect(blockedAgain).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' })
    expect(retryAfterOf(blockedAgain.headers)).toBeGreaterThan(firstWait)
  })

  it('sent all at once are not all checked: the burst gets no more guesses than one by one', async () => {
    await registeredCustomer('burst@example.org', '10.3.0.1')
    const attacker = createGraphqlAgent(app, { clientIp: '10.3.0.66' })
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) =>
        signIn(attacker, 'burst@example.org', `parallel guess ${attempt}`),
      ),
    )
    const checked = answers.filter((answer) => answer.errorCode === 'INVALID_CREDENTIALS')
    const refused = answers.filter((answer) => answer.status === 429)
    expect(checked).toHaveLength(6)
    expect(refused).toHaveLength(14)
    expect(refused.every((answer) => answer.errorCode === 'TOO_MANY_ATTEMPTS')).toBe(true)
  })

  it('batched in one request are not all checked either', async () => {
    await registeredCustomer('batch.burst@example.org', '10.3.1.1')
    const response = await app.inject({
      method: 'POST',
      url: '/en/graphql',
      remoteAddress: '10.3.1.66',
      headers: { 'content-type': 'application/json' },
      payload: Array.from({ length: 10 }, (_, attempt) => ({
        query: SIGN_IN,
        variables: { email: 'batch.burst@example.org', password: `batched guess ${attempt}` },
      })),
    })
    expect(response.statusCode).toBe(429)
    retryAfterOf(response.headers)
    const codes = (response.json() as { data: { signIn: { errorCode: string } } }[]).map(
      (answer) => answer.data.signIn.errorCode,
    )
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(6)
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(4)
  })

  it('are counted when a signed-in session guesses the current password to change it', async () => {
    const thief = createGraphqlAgent(app, { clientIp: '10.4.0.66' })
    expect((await registerCustomer(thief, { email: 'stolen.session@example.org' })).success).toBe(true)
    const change =
      'mutation ($current: String!) { changeCustomerPassword(currentPassword: $current, newPassword: "brand new secret 42") { success errorCode } }'
    const statuses: number[] = []
    const codes: string[] = []
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await thief.query(change, { current: `guess ${attempt}` })
      statuses.push(response.status)
      codes.push(response.data?.changeCustomerPassword.errorCode)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429])
    expect(codes).toEqual([...Array(6).fill('WRONG_PASSWORD'), 'TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS'])
    // The wait is the account's: signing in elsewhere waits too.
    expect(
      await signIn(
        createGraphqlAgent(app, { clientIp: '10.4.0.1' }),
        'stolen.session@example.org',
        'brand new secret 42',
      ),
    ).toMatchObject({ status: 429 })
  })
})

describe('wrong passwords from one client address', () => {
  it('turn into HTTP 429 after twenty free ones, whichever accounts they try; other addresses are not affected', async () => {
    await registeredCustomer('stuffed@example.org', '10.5.0.1')
    const stuffer = createGraphqlAgent(app, { clientIp: '10.5.0.66' })
    const answers = []
    for (let attempt = 0; attempt < 22; attempt++)
      answers.push(await signIn(stuffer, `leaked${attempt}@example.org`, 'Password1!'))
    expect(answers.map((answer) => answer.status)).toEqual([...Array(21).fill(200), 429])
    expect(answers[21]).toMatchObject({ errorCode: 'TOO_MANY_ATTEMPTS' })
    retryAfterOf(answers[21]!.headers)
    // The address waits for any account, even with a right password.
    expect(await signIn(stuffer, 'stuffed@example.org')).toMatchObject({
      status: 429,
      errorCode: 'TOO_MANY_ATTEMPTS',
    })

    const elsewhere = createGraphqlAgent(app, { clientIp: '10.5.0.1' })
    expect(await signIn(elsewhere, 'leaked21@example.org', 'Password1!')).toMatchObject({
      status: 200,
      errorCode: 'INVALID_CREDENTIALS',
    })
    expect(await signIn(elsewhere, 'stuffed@example.org')).toMatchObject({ status: 200, success: true })
  }, 60_000)
})

describe('password reset e-mails', () => {
  const REQUEST =
    'mutation ($email: String!) { requestPasswordResetEmail(email: $email) { success errorCode } }'

  it('are refused with 429 from the sixth request of one address within 15 minutes', async () => {
    const shopper = createGraphqlAgent(app, { clientIp: '10.6.0.66' })
    const answers = []
    for (let attempt = 0; attempt < 6; attempt++)
      answers.push(await shopper.query(REQUEST, { email: `forgetful${attempt}@example.org` }))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429])
    expect(answers[5]!.data?.requestPasswordResetEmail).toEqual({
      success: false,
      errorCode: 'TOO_MANY_ATTEMPTS',
    })
    const wait = retryAfterOf(answers[5]!.headers)
    expect(wait).toBeGreaterThan(60)
    expect(wait).toBeLessThanOrEqual(15 * 60)

    const neighbour = createGraphqlAgent(app, { clientIp: '10.6.0.1' })
    expect((await neighbour.query(REQUEST, { email: 'forgetful5@example.org' })).status).toBe(200)
  })

  it('to one mailbox stop after five, from whichever addresses they are asked', async () => {
    await registeredCustomer('flooded@example.org', '10.7.0.1')
    const statuses = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const requester = createGraphqlAgent(app, { clientIp: `10.7.1.${attempt}` })
      statuses.push(
        (
          await requester.query(REQUEST, {
            email: attempt % 2 ? 'FLOODED@example.org' : 'flooded@example.org',
          })
        ).status,
      )
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    await waitForEmail(app, 'flooded@example.org', 'passwordReset')
    await pause(200)
    const sent = await app.shopDatabase.db
      .selectFrom('email_outbox')
      .select('id')
      .where('recipient', '=', 'flooded@example.org')
      .where('template', '=', 'passwordReset')
      .execute()
    expect(sent).toHaveLength(5)
  })
})

describe('the sign-in mutation in a batch', () => {
  it('answers 429 when one operation of the batch is refused', async () => {
    await registeredCustomer('batched@example.org', '10.8.0.1')
    const attacker = createGraphqlAgent(app, { clientIp: '10.8.0.66' })
    await wrongPasswords(attacker, 'batched@example.org', 6)
    const response = await app.inject({
      method: 'POST',
      url: '/en/graphql',
      remoteAddress: '10.8.0.66',
      headers: { 'content-type': 'application/json' },
      payload: [
        { query: '{ me { id } }' },
        { query: SIGN_IN, variables: { email: 'batched@example.org', password: 'batched guess' } },
      ],
    })
    expect(response.statusCode).toBe(429)
    retryAfterOf(response.headers)
    expect((response.json() as { data: { signIn: { errorCode: string } } }[])[1]!.data.signIn.errorCode).toBe(
      'TOO_MANY_ATTEMPTS',
    )
  })
})
