import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp } from './helpers/buildApiApp.ts'
import {
  PAYMENT_INTENT,
  TEST_WEBHOOK_SECRET,
  answerHostedPage,
  card,
  confirmWithJson,
  createPayment,
  signedInShopper,
} from './helpers/paymentFixtures.ts'
import { createGraphqlAgent } from './helpers/graphqlAgent.ts'
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../../domain/payments/webhookSignature.ts'
import { webhookPath } from '../../server/plugins/payments.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
})
afterAll(async () => app?.close())

const nowSeconds = () => Math.floor(Date.now() / 1000)

function postWebhook(rawBody: string, signature: string | undefined) {
  return app.inject({
    method: 'POST',
    url: webhookPath('offline'),
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [WEBHOOK_SIGNATURE_HEADER]: signature } : {}),
    },
    payload: rawBody,
  })
}

/** A paid intent and the raw body of the succeeded event its provider sent. */
async function paidIntentWithEvent() {
  const { agent, owner } = await signedInShopper(app)
  const intent = await createPayment(app, owner)
  await confirmWithJson(app, intent, card('4242424242424242'))
  const event = await app.shopDatabase.db
    .selectFrom('payment_provider_test_event')
    .selectAll()
    .where('intent_id', '=', intent.id)
    .where('type', '=', 'payment_intent.succeeded')
    .executeTakeFirstOrThrow()
  return { agent, intent, event, rawBody: JSON.stringify(event.payload) }
}

/** A card intent waiting for 3-D Secure, whose succeeded event the tests forge or replay. */
async function intentAwaitingChallenge() {
  const { agent, owner } = await signedInShopper(app)
  const intent = await createPayment(app, owner)
  const confirmed = (await confirmWithJson(app, intent, card('4000000000003220'))).json()
  return { agent, intent, challengeUrl: confirmed.nextActionUrl as string }
}

const capturedAt = async (intentId: string) =>
  (
    await app.shopDatabase.db
      .selectFrom('payment')
      .select('captured_at')
      .where('provider_intent_id', '=', intentId)
      .executeTakeFirstOrThrow()
  ).captured_at

describe('payment webhooks', () => {
  it('were delivered signed and marked the payment captured', async () => {
    const { event, intent } = await paidIntentWithEvent()
    expect(event.delivered_at).not.toBeNull()
    expect(await capturedAt(intent.id)).not.toBeNull()
  })

  it('refuse a tampered body, a wrong secret, a missing signature and an expired one, and change nothing', async () => {
    const { intent, agent } = await intentAwaitingChallenge()
    // The provider's intent is made to look paid, but the shop only believes a signed event.
    const body = JSON.stringify({
      id: 'evt_forged_1',
      type: 'payment_intent.succeeded',
      created: nowSeconds(),
      data: { id: intent.id },
    })
    const signed = signWebhook(TEST_WEBHOOK_SECRET, body, nowSeconds())
    await app.shopDatabase.db
      .updateTable('payment_provider_test_intent')
      .set({ status: 'succeeded' })
      .where('id', '=', intent.id)
      .execute()
    expect((await postWebhook(body.replace('evt_forged_1', 'evt_forged_2'), signed)).statusCode).toBe(400)
    expect(
      (await postWebhook(body, signWebhook('another-secret-of-the-same-length-000000', body, nowSeconds())))
        .statusCode,
    ).toBe(400)
    expect((await postWebhook(body, undefined)).statusCode).toBe(400)
    expect(
      (await postWebhook(body, signWebhook(TEST_WEBHOOK_SECRET, body, nowSeconds() - 301))).statusCode,
    ).toBe(400)
    expect(await capturedAt(intent.id)).toBeNull()
    expect((await agent.query(PAYMENT_INTENT, { id: intent.id })).data?.paymentIntent.captured).toBe(false)
    const recorded = await app.shopDatabase.db
      .selectFrom('payment_webhook_event')
      .select('event_id')
      .where('event_id', 'like', 'evt_forged_%')
      .execute()
    expect(recorded).toEqual([])
    // The same body, correctly signed and fresh, is believed.
    expect((await postWebhook(body, signed)).json()).toEqual({ received: true, outcome: 'processed' })
    expect(await capturedAt(intent.id)).not.toBeNull()
  })

  it('processes an event delivered twice (or twenty times at once) only once', async () => {
    const { intent, rawBody, event } = await paidIntentWithEvent()
    const firstCapture = await capturedAt(intent.id)
    const again = await postWebhook(rawBody, signWebhook(TEST_WEBHOOK_SECRET, rawBody, nowSeconds()))
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' })
    const parallel = await Promise.all(
      Array.from({ length: 20 }, () =>
        postWebhook(rawBody, signWebhook(TEST_WEBHOOK_SECRET, rawBody, nowSeconds())),
      ),
    )
    expect(parallel.map((response) => response.json().outcome)).toEqual(Array(20).fill('duplicate'))
    expect(await capturedAt(intent.id)).toEqual(firstCapture)
    const processed = await app.shopDatabase.db
      .selectFrom('payment_webhook_event')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('event_id', '=', event.id)
      .executeTakeFirstOrThrow()
    expect(Number(processed.count)).toBe(1)
  })

  it('processes one new event delivered twenty times at once exactly once', async () => {
    const { intent } = await intentAwaitingChallenge()
    await app.shopDatabase.db
      .updateTable('payment_provider_test_intent')
      .set({ status: 'succeeded' })
      .where('id', '=', intent.id)
      .execute()
    const body = JSON.stringify({
      id: `evt_race_${intent.id}`,
      type: 'payment_intent.succeeded',
      created: nowSeconds(),
      data: { id: intent.id },
    })
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        postWebhook(body, signWebhook(TEST_WEBHOOK_SECRET, body, nowSeconds())),
      ),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200))
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual(
      ['processed', ...Array(19).fill('duplicate')].sort(),
    )
  })
})

describe('confirmations racing on one intent', () => {
  it('capture once when the same card is confirmed twenty times in parallel', async () => {
    const { agent, owner } = await signedInShopper(app)
    const intent = await createPayment(app, owner)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        confirmWithJson(app, intent, card('4242424242424242'), `10.99.0.${index + 1}`),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses).toEqual([200, ...Array(19).fill(409)])
    expect(answers.find((answer) => answer.statusCode === 200)?.json().status).toBe('succeeded')
    const events = await app.shopDatabase.db
      .selectFrom('payment_provider_test_event')
      .select('type')
      .where('intent_id', '=', intent.id)
      .execute()
    expect(events).toEqual([{ type: 'payment_intent.succeeded' }])
    const processed = await app.shopDatabase.db
      .selectFrom('payment_webhook_event')
      .select('event_id')
      .where(
        'event_id',
        'in',
        sql<string>`(select id from payment_provider_test_event where intent_id = ${intent.id})`,
      )
      .execute()
    expect(processed).toHaveLength(1)
    expect((await agent.query(PAYMENT_INTENT, { id: intent.id })).data?.paymentIntent).toMatchObject({
      status: 'SUCCEEDED',
      captured: true,
    })
  })

  it('complete a 3-D Secure challenge once when its button is pressed twenty times at once', async () => {
    const { intent, challengeUrl } = await intentAwaitingChallenge()
    const token = new URL(challengeUrl, 'http://shop.invalid').searchParams.get('token')!
    const action = challengeUrl.split('?')[0]!
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: action,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ token, outcome: 'complete' }).toString(),
        }),
      ),
    )
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([303]))
    const events = await app.shopDatabase.db
      .selectFrom('payment_provider_test_event')
      .select('type')
      .where('intent_id', '=', intent.id)
      .execute()
    expect(events).toEqual([{ type: 'payment_intent.succeeded' }])
  })
})

describe('intents of other shoppers', () => {
  it('are not shown to another shopper, nor to an anonymous one, alike an unknown id', async () => {
    const { agent, owner } = await signedInShopper(app)
    const intent = await createPayment(app, owner)
    const other = await signedInShopper(app)
    expect((await agent.query(PAYMENT_INTENT, { id: intent.id })).data?.paymentIntent?.id).toBe(intent.id)
    expect((await other.agent.query(PAYMENT_INTENT, { id: intent.id })).data?.paymentIntent).toBeNull()
    expect(
      (await createGraphqlAgent(app).query(PAYMENT_INTENT, { id: intent.id })).data?.paymentIntent,
    ).toBeNull()
    expect((await agent.query(PAYMENT_INTENT, { id: 'pi_test_unknown' })).data?.paymentIntent).toBeNull()
  })

  it("cannot be confirmed with another intent's client secret, and an unknown intent answers the same", async () => {
    const { owner } = await signedInShopper(app)
    const mine = await createPayment(app, owner)
    const theirs = await createPayment(app, (await signedInShopper(app)).owner)
    const withMySecret = await confirmWithJson(
      app,
      { id: theirs.id, clientSecret: mine.clientSecret },
      card('4242424242424242'),
    )
    const unknown = await confirmWithJson(
      app,
      { id: 'pi_test_000000000000000000000000', clientSecret: mine.clientSecret },
      card('4242424242424242'),
    )
    expect(withMySecret.statusCode).toBe(404)
    expect(unknown.statusCode).toBe(404)
    expect(withMySecret.json()).toEqual(unknown.json())
    expect((await app.payments.provider.retrieveIntent(theirs.id))?.status).toBe('requires_payment_method')
  })

  it("do not open their challenge or wallet page without the page's token", async () => {
    const { intent, challengeUrl } = await intentAwaitingChallenge()
    const wallet = await createPayment(app, (await signedInShopper(app)).owner, { method: 'wallet' })
    const challengePath = challengeUrl.split('?')[0]!
    expect((await app.inject({ method: 'GET', url: challengePath })).statusCode).toBe(404)
    expect(
      (await app.inject({ method: 'GET', url: `${challengePath}?token=${'x'.repeat(32)}` })).statusCode,
    ).toBe(404)
    // Another intent's token does not open this one.
    const walletToken = new URL(wallet.nextActionUrl!, 'http://shop.invalid').searchParams.get('token')
    expect(
      (await app.inject({ method: 'GET', url: `${challengePath}?token=${walletToken}` })).statusCode,
    ).toBe(404)
    const forged = await app.inject({
      method: 'POST',
      url: challengePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${walletToken}&outcome=complete`,
    })
    expect(forged.statusCode).toBe(404)
    expect((await app.payments.provider.retrieveIntent(intent.id))?.status).toBe('requires_action')
  })
})

describe('return paths', () => {
  it.each(['https://evil.example/phish', '//evil.example/phish', '/\\evil.example', 'evil.example'])(
    'refuses to create an intent returning to %s',
    async (returnPath) => {
      const { owner } = await signedInShopper(app)
      await expect(createPayment(app, owner, { returnPath })).rejects.toThrow(/returnPath/)
    },
  )

  it('send the shopper back only to the path given at creation, whatever the form adds', async () => {
    const { intent, challengeUrl } = await intentAwaitingChallenge()
    const token = new URL(challengeUrl, 'http://shop.invalid').searchParams.get('token')!
    const answer = await app.inject({
      method: 'POST',
      url: `${challengeUrl.split('?')[0]}?return_url=https://evil.example/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token,
        outcome: 'complete',
        return_url: 'https://evil.example/',
        returnPath: '//evil.example',
      }).toString(),
    })
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe(`/en/checkout/success?payment_intent=${intent.id}`)
  })

  it('lead the wallet sheet back to the shop too', async () => {
    const { owner } = await signedInShopper(app)
    const wallet = await createPayment(app, owner, {
      method: 'wallet',
      returnPath: '/fr/checkout/success?etape=paiement',
    })
    const { answer } = await answerHostedPage(app, wallet.nextActionUrl!, 'pay')
    expect(answer.headers.location).toBe(`/fr/checkout/success?etape=paiement&payment_intent=${wallet.id}`)
  })
})
