import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { createGraphqlAgent, registerCustomer, type GraphqlAgent } from './helpers/graphqlAgent.ts'
import { lastEmailId, tokenFromEmail, waitForEmail } from './helpers/accountFixtures.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await app?.close()
})

let clients = 0
/** A client address of its own per agent, so no test meets another's budget (five requests an hour per address). */
const nextClientIp = () => `10.60.${Math.floor(++clients / 250)}.${clients % 250}`
const newAgent = (): GraphqlAgent => createGraphqlAgent(app, { clientIp: nextClientIp() })

const OUTPUT = 'success errorCode errorField status'
const SUBSCRIBE = `mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { ${OUTPUT} } }`
const CONFIRM = `mutation ($token: String!) { confirmNewsletterSubscription(token: $token) { ${OUTPUT} } }`
const UNSUBSCRIBE = `mutation ($token: String!) { unsubscribeFromNewsletter(token: $token) { ${OUTPUT} } }`
const SET_BOX =
  'mutation ($subscribed: Boolean!) { updateNewsletterSubscription(subscribed: $subscribed) { success customer { isSubscribed } } }'

const PENDING_ANSWER = { success: true, errorCode: null, errorField: null, status: 'NOT_ACTIVE' }
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function subscribe(agent: GraphqlAgent, email: string, store = '/en') {
  return (await agent.query(SUBSCRIBE, { email }, { store })).data?.subscribeEmailToNewsletter
}

/** The subscriber row of an address in a store. */
function subscriberRow(email: string, store = 'b2c_en') {
  return app.shopDatabase.db
    .selectFrom('newsletter_subscriber')
    .selectAll()
    .where('email', '=', email)
    .where('store_key', '=', store)
    .executeTakeFirst()
}

/** Subscribes and returns the confirmation token of the e-mail it wrote. */
async function confirmationToken(email: string, store = '/en'): Promise<string> {
  const before = await lastEmailId(app)
  expect(await subscribe(newAgent(), email, store)).toEqual(PENDING_ANSWER)
  return tokenFromEmail(app, email, 'newsletterConfirmation', {
    urlField: 'confirmUrl',
    parameter: 'confirm',
    afterId: before,
  })
}

/** Subscribes, confirms, and returns the unsubscribe token of the welcome e-mail. */
async function confirmedSubscriber(email: string): Promise<string> {
  const token = await confirmationToken(email)
  const before = await lastEmailId(app)
  expect((await newAgent().query(CONFIRM, { token })).data?.confirmNewsletterSubscription).toMatchObject({
    success: true,
    status: 'SUBSCRIBED',
  })
  return tokenFromEmail(app, email, 'newsletterWelcome', {
    urlField: 'unsubscribeUrl',
    parameter: 'unsubscribe',
    afterId: before,
  })
}

describe('subscribing (double opt-in)', () => {
  it('records a pending request and e-mails a link to the store’s /newsletter page; nothing is subscribed before it is opened', async () => {
    const before = await lastEmailId(app)
    expect(await subscribe(newAgent(), '  Reader.One@example.org ', '/fr')).toEqual(PENDING_ANSWER)
    const email = await waitForEmail(app, 'Reader.One@example.org', 'newsletterConfirmation', before)
    expect(email.store_key).toBe('b2c_fr')
    const confirmUrl = new URL((email.data as { confirmUrl: string }).confirmUrl)
    expect(confirmUrl.pathname).toBe('/fr/newsletter')
    const row = await subscriberRow('Reader.One@example.org', 'b2c_fr')
    expect(row).toMatchObject({
      status: 'pending',
      consent_source: 'form',
      confirmed_at: null,
      unsubscribed_at: null,
    })
    // Only the token's hash is stored, with an expiry about a week ahead.
    expect(row?.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.confirm_token_hash).not.toBe(confirmUrl.searchParams.get('confirm'))
    const days = (row!.confirm_token_expires_at!.getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)
  })

  it('subscribes once the link is opened, anywhere, once', async () => {
    const token = await confirmationToken('reader.two@example.org')
    const before = await lastEmailId(app)
    expect((await newAgent().query(CONFIRM, { token })).data?.confirmNewsletterSubscription).toEqual({
      success: true,
      errorCode: null,
      errorField: null,
      status: 'SUBSCRIBED',
    })
    const row = await subscriberRow('reader.two@example.org')
    expect(row).toMatchObject({ status: 'subscribed', confirm_token_hash: null })
    expect(row?.confirmed_at).toBeInstanceOf(Date)
    await waitForEmail(app, 'reader.two@example.org', 'newsletterWelcome', before)
    expect((await newAgent().query(CONFIRM, { token })).data?.confirmNewsletterSubscription).toEqual({
      success: false,
      errorCode: 'INVALID_TOKEN',
      errorField: 'token',
      status: null,
    })
  })

  it('answers alike for an address already subscribed, and writes it nothing', async () => {
    await confirmedSubscriber('already.in@example.org')
    const before = await lastEmailId(app)
    expect(await subscribe(newAgent(), 'ALREADY.in@example.org')).toEqual(PENDING_ANSWER)
    await pause(300)
    expect(await lastEmailId(app)).toBe(before)
    expect((await subscriberRow('already.in@example.org'))?.status).toBe('subscribed')
  })

  it('renews the link when asked again: only the newest one works', async () => {
    const first = await confirmationToken('asks.twice@example.org')
    const second = await confirmationToken('asks.twice@example.org')
    expect(
      (await newAgent().query(CONFIRM, { token: first })).data?.confirmNewsletterSubscription.errorCode,
    ).toBe('INVALID_TOKEN')
    expect(
      (await newAgent().query(CONFIRM, { token: second })).data?.confirmNewsletterSubscription.status,
    ).toBe('SUBSCRIBED')
  })

  it('refuses an expired link and made-up ones', async () => {
    const token = await confirmationToken('too.late@example.org')
    await app.shopDatabase.db
      .updateTable('newsletter_subscriber')
      .set({ confirm_token_expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'too.late@example.org')
      .execute()
    const agent = newAgent()
    for (const candidate of [token, 'x'.repeat(43), 'short', '']) {
      expect(
        (await agent.query(CONFIRM, { token: candidate })).data?.confirmNewsletterSubscription,
        candidate,
      ).toEqual({ success: false, errorCode: 'INVALID_TOKEN', errorField: 'token', status: null })
    }
    expect((await subscriberRow('too.late@example.org'))?.status).toBe('pending')
  })

  it('refuses an empty or invalid address, naming the field, and writes nothing', async () => {
    const before = await lastEmailId(app)
    const agent = newAgent()
    expect(await subscribe(agent, '   ')).toEqual({
      success: false,
      errorCode: 'REQUIRED',
      errorField: 'email',
      status: null,
    })
    expect(await subscribe(agent, 'not an address')).toEqual({
      success: false,
      errorCode: 'INVALID_EMAIL',
      errorField: 'email',
      status: null,
    })
    await pause(100)
    expect(await lastEmailId(app)).toBe(before)
  })

  it('is limited per client address: past five requests an hour, HTTP 429 with Retry-After', async () => {
    const agent = newAgent()
    for (let request = 1; request <= 5; request++)
      expect(await subscribe(agent, `flood${request}@example.org`)).toEqual(PENDING_ANSWER)
    const refused = await agent.query(SUBSCRIBE, { email: 'flood6@example.org' })
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/)
    expect(refused.data?.subscribeEmailToNewsletter).toEqual({
      success: false,
      errorCode: 'TOO_MANY_ATTEMPTS',
      errorField: null,
      status: null,
    })
    // Another client is not affected.
    expect(await subscribe(newAgent(), 'flood6@example.org')).toEqual(PENDING_ANSWER)
  })

  it('is limited per e-mail address too, so nobody floods one inbox from many addresses', async () => {
    for (let request = 1; request <= 5; request++)
      expect(await subscribe(newAgent(), 'victim.inbox@example.org')).toEqual(PENDING_ANSWER)
    expect((await subscribe(newAgent(), 'victim.inbox@example.org')).errorCode).toBe('TOO_MANY_ATTEMPTS')
  })
})

describe('unsubscribing by link', () => {
  it('works without signing in, keeps the consent record, and can be sent twice', async () => {
    const token = await confirmedSubscriber('leaver@example.org')
    const agent = newAgent()
    expect((await agent.query(UNSUBSCRIBE, { token })).data?.unsubscribeFromNewsletter).toEqual({
      success: true,
      errorCode: null,
      errorField: null,
      status: 'UNSUBSCRIBED',
    })
    const row = await subscriberRow('leaver@example.org')
    expect(row?.status).toBe('unsubscribed')
    expect(row?.unsubscribed_at).toBeInstanceOf(Date)
    expect(row?.confirmed_at).toBeInstanceOf(Date)
    expect((await agent.query(UNSUBSCRIBE, { token })).data?.unsubscribeFromNewsletter.status).toBe(
      'UNSUBSCRIBED',
    )
    // Only the hash of the link's token is stored.
    const stored = await app.shopDatabase.db
      .selectFrom('newsletter_unsubscribe_token')
      .select('token_hash')
      .where('subscriber_id', '=', row!.id)
      .execute()
    expect(stored.map((entry) => entry.token_hash)).not.toContain(token)
  })

  it('refuses an unknown token', async () => {
    expect(
      (await newAgent().query(UNSUBSCRIBE, { token: 'y'.repeat(43) })).data?.unsubscribeFromNewsletter,
    ).toEqual({ success: false, errorCode: 'INVALID_TOKEN', errorField: 'token', status: null })
  })

  it('lets a former subscriber subscribe again, with a new confirmation', async () => {
    await newAgent().query(UNSUBSCRIBE, { token: await confirmedSubscriber('comes.back@example.org') })
    const token = await confirmationToken('comes.back@example.org')
    expect((await subscriberRow('comes.back@example.org'))?.status).toBe('pending')
    expect((await newAgent().query(CONFIRM, { token })).data?.confirmNewsletterSubscription.status).toBe(
      'SUBSCRIBED',
    )
  })
})

describe('the customer’s box at /user/newsletter', () => {
  const isSubscribed = async (agent: GraphqlAgent) =>
    (await agent.query('{ me { isSubscribed } }')).data?.me.isSubscribed

  it('is ticked when the customer’s address confirms a subscription, and unticked by the unsubscribe link', async () => {
    const customer = newAgent()
    expect((await registerCustomer(customer, { email: 'Customer.Reader@example.org' })).success).toBe(true)
    expect(await isSubscribed(customer)).toBe(false)
    const unsubscribeToken = await confirmedSubscriber('customer.reader@example.org')
    expect(await isSubscribed(customer)).toBe(true)
    expect((await subscriberRow('customer.reader@example.org'))?.customer_id).toBe(
      Number(await customer.query('{ me { id } }').then((answer) => answer.data?.me.id)),
    )
    await newAgent().query(UNSUBSCRIBE, { token: unsubscribeToken })
    expect(await isSubscribed(customer)).toBe(false)
  })

  it('subscribes the signed-in customer directly when ticked, and unsubscribes every store when unticked', async () => {
    const customer = newAgent()
    expect((await registerCustomer(customer, { email: 'box.ticker@example.org' })).success).toBe(true)
    const before = await lastEmailId(app)
    expect(
      (await customer.query(SET_BOX, { subscribed: true }, { store: '/de' })).data
        ?.updateNewsletterSubscription,
    ).toEqual({ success: true, customer: { isSubscribed: true } })
    expect(await subscriberRow('box.ticker@example.org', 'b2c_de')).toMatchObject({
      status: 'subscribed',
      consent_source: 'account',
    })
    // No confirmation e-mail: the account vouches for the address.
    expect(await lastEmailId(app)).toBe(before)
    // The public form answers as for anybody, and does not demote the subscription.
    expect(await subscribe(newAgent(), 'box.ticker@example.org', '/de')).toEqual(PENDING_ANSWER)
    await pause(300)
    expect((await subscriberRow('box.ticker@example.org', 'b2c_de'))?.status).toBe('subscribed')

    expect((await customer.query(SET_BOX, { subscribed: false })).data?.updateNewsletterSubscription).toEqual(
      { success: true, customer: { isSubscribed: false } },
    )
    expect(await subscriberRow('box.ticker@example.org', 'b2c_de')).toMatchObject({ status: 'unsubscribed' })
  })

  it('asks for the double opt-in when the box is ticked at registration (nothing proves the address yet)', async () => {
    const customer = newAgent()
    const before = await lastEmailId(app)
    const answer = await customer.query(
      'mutation ($input: CustomerCreateInput!) { createCustomer(input: $input) { success } }',
      {
        input: {
          firstname: 'Ada',
          lastname: 'Byron',
          email: 'registers.reader@example.org',
          password: 'correct horse battery',
          acceptsTerms: true,
          isSubscribed: true,
        },
      },
    )
    expect(answer.data?.createCustomer.success).toBe(true)
    expect(await subscriberRow('registers.reader@example.org')).toMatchObject({
      status: 'pending',
      consent_source: 'form',
    })
    expect(await isSubscribed(customer)).toBe(false)
    const token = await tokenFromEmail(app, 'registers.reader@example.org', 'newsletterConfirmation', {
      urlField: 'confirmUrl',
      parameter: 'confirm',
      afterId: before,
    })
    expect((await newAgent().query(CONFIRM, { token })).data?.confirmNewsletterSubscription).toMatchObject({
      success: true,
    })
    expect(await isSubscribed(customer)).toBe(true)
  })

  it('follows the account when its e-mail address changes', async () => {
    const customer = newAgent()
    expect((await registerCustomer(customer, { email: 'moving.reader@example.org' })).success).toBe(true)
    await customer.query(SET_BOX, { subscribed: true }, { store: '/fr' })
    // The new address already asked in /fr and is pending: it takes the account's subscription.
    await confirmationToken('moved.reader@example.org', '/fr')
    const before = await lastEmailId(app)
    const requested = await customer.query(
      'mutation ($email: String!, $password: String!) { requestCustomerEmailChange(newEmail: $email, password: $password) { success } }',
      { email: 'moved.reader@example.org', password: 'correct horse battery' },
    )
    expect(requested.data?.requestCustomerEmailChange.success).toBe(true)
    const token = await tokenFromEmail(app, 'moved.reader@example.org', 'emailChange', {
      urlField: 'confirmUrl',
      parameter: 'confirm-email',
      afterId: before,
    })
    expect(
      (
        await newAgent().query(
          'mutation ($token: String!) { confirmCustomerEmailChange(token: $token) { success } }',
          { token },
        )
      ).data?.confirmCustomerEmailChange.success,
    ).toBe(true)
    expect(await subscriberRow('moved.reader@example.org', 'b2c_fr')).toMatchObject({ status: 'subscribed' })
    expect(await subscriberRow('moving.reader@example.org', 'b2c_fr')).toMatchObject({
      status: 'unsubscribed',
      customer_id: null,
    })
    expect(await isSubscribed(customer)).toBe(true)
    // Unticking the box now reaches the new address's row.
    await customer.query(SET_BOX, { subscribed: false })
    expect(await subscriberRow('moved.reader@example.org', 'b2c_fr')).toMatchObject({
      status: 'unsubscribed',
    })
  })
})
