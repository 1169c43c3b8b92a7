import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp } from './helpers/buildApiApp.ts'
import {
  PAYMENT_INTENT,
  TEST_WEBHOOK_SECRET,
  answerHostedPage,
  card,
  confirmWithForm,
  confirmWithJson,
  createPayment,
  signedInShopper,
} from './helpers/paymentFixtures.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
})
afterAll(async () => app?.close())

describe('card payments with the offline test provider', () => {
  it('captures 4242 4242 4242 4242 at once, and the shopper sees the payment captured', async () => {
    const { agent, owner } = await signedInShopper(app)
    const intent = await createPayment(app, owner)
    expect(intent.status).toBe('requires_payment_method')
    const confirmed = await confirmWithJson(app, intent, card('4242 4242 4242 4242'))
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toEqual({
      status: 'succeeded',
      declineCode: null,
      nextActionUrl: null,
      returnUrl: `/en/checkout/success?payment_intent=${intent.id}`,
    })
    const { data } = await agent.query(PAYMENT_INTENT, { id: intent.id })
    expect(data?.paymentIntent).toEqual({
      id: intent.id,
      status: 'SUCCEEDED',
      captured: true,
      amount: { amount: 59.8, currency: 'EUR' },
      method: 'CARD',
      declineCode: null,
      cardBrand: 'visa',
      cardLast4: '4242',
      nextActionUrl: null,
    })
  })

  it('asks 4000 0000 0000 3220 for 3-D Secure, then captures when the shopper completes it and returns them', async () => {
    const { agent, owner } = await signedInShopper(app)
    const intent = await createPayment(app, owner)
    const confirmed = (await confirmWithJson(app, intent, card('4000000000003220'))).json()
    expect(confirmed.status).toBe('requires_action')
    expect((await agent.query(PAYMENT_INTENT, { id: intent.id })).data?.paymentIntent).toMatchObject({
      status: 'REQUIRES_ACTION',
      captured: false,
    })
    const { page, answer } = await answerHostedPage(app, confirmed.nextActionUrl, 'complete')
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.body).toContain('Complete authentication')
    expect(page.body).toContain('Fail authentication')
    expect(page.body).toContain('€59.80')
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe(`/en/checkout/success?payment_intent=${intent.id}`)
    expect((await agent.query(PAYMENT_INTENT, { id: intent.id })).data?.paymentIntent).toMatchObject({
      status: 'SUCCEEDED',
      captured: true,
      cardLast4: '3220',
    })
  })

  it('leaves the payment open with authentication_failed when the shopper fails 3-D Secure', async () => {
    const { agent, owner } = await signedInShopper(app)
    const intent = await createPayment(app, owner)
    const confirmed = (await confirmWithJson(app, intent, card('4000000000003220'))).json()
    const { answer } = await answerHostedPage(app, confirmed.nextActionUrl, 'fail')
    expect(answer.headers.location).toBe(`/en/checkout/success?payment_intent=${intent.id}`)
    expect((await agent.query(PAYMENT_INTENT, { id: intent.id })).data?.paymentIntent).toMatchObject({
      status: 'REQUIRES_PAYMENT_METHOD',
      declineCode: 'AUTHENTICATION_FAILED',
      captured: false,
    })
    // The challenge is used up: its page is gone.
    expect((await app.inject({ method: 'GET', url: confirmed.nextActionUrl })).statusCode).toBe(404)
  })

  it.each([
    ['4000 0000 0000 0002', 'declined', 'DECLINED'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'INSUFFICIENT_FUNDS'],
  ])(
    'declines %s (%s) without capturing, and a good card may then be tried',
    async (number, code, enumCode) => {
      const { agent, owner } = await signedInShopper(app)
      const intent = await createPayment(app, owner)
      const declined = await confirmWithJson(app, intent, card(number))
      expect(declined.json()).toMatchObject({ status: 'requires_payment_method', declineCode: code })
      expect((await agent.query(PAYMENT_INTENT, { id: intent.id })).data?.paymentIntent).toMatchObject({
        status: 'REQUIRES_PAYMENT_METHOD',
        declineCode: enumCode,
        captured: false,
      })
      expect((await confirmWithJson(app, intent, card('4242424242424242'))).json()).toMatchObject({
        status: 'succeeded',
      })
      expect((await agent.query(PAYMENT_INTENT, { id: intent.id })).data?.paymentIntent).toMatchObject({
        status: 'SUCCEEDED',
        declineCode: null,
        captured: true,
      })
    },
  )

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'invalid_number', 'number'],
    [{ expiry: '01/20' }, 'expired_card', 'expiry'],
    [{ expiry: '14/30' }, 'invalid_expiry', 'expiry'],
    [{ cvc: '12' }, 'invalid_cvc', 'cvc'],
    [{ name: '' }, 'missing_name', 'name'],
  ])('refuses card details %j before any attempt (%s)', async (change, error, field) => {
    const { owner } = await signedInShopper(app)
    const intent = await createPayment(app, owner)
    const refused = await confirmWithJson(app, intent, { ...card('4242424242424242'), ...change })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toEqual({ error, field })
    expect((await app.payments.provider.retrieveIntent(intent.id))?.status).toBe('requires_payment_method')
  })

  it('keeps only brand and last four digits of a card, and never sends card data to the shop', async () => {
    const { owner } = await signedInShopper(app)
    const intent = await createPayment(app, owner)
    await confirmWithJson(app, intent, card('4242424242424242'))
    const stored = JSON.stringify(
      await app.shopDatabase.db
        .selectFrom('payment_provider_test_intent')
        .selectAll()
        .where('id', '=', intent.id)
        .execute(),
    )
    const events = JSON.stringify(
      await app.shopDatabase.db
        .selectFrom('payment_provider_test_event')
        .selectAll()
        .where('intent_id', '=', intent.id)
        .execute(),
    )
    expect(stored).toContain('"card_last4":"4242"')
    expect(`${stored}${events}`).not.toMatch(/424242424242|12\/39|"123"/)
  })
})

describe('the card form without JavaScript', () => {
  it('is answered with a redirect: to the return path when paid, to the challenge for 3-D Secure, back with an error code when refused', async () => {
    const { owner } = await signedInShopper(app)
    const paid = await createPayment(app, owner)
    const paidAnswer = await confirmWithForm(app, paid, card('4242424242424242'))
    expect(paidAnswer.statusCode).toBe(303)
    expect(paidAnswer.headers.location).toBe(`/en/checkout/success?payment_intent=${paid.id}`)

    const challenged = await createPayment(app, owner)
    const challengeAnswer = await confirmWithForm(app, challenged, card('4000000000003220'))
    expect(challengeAnswer.statusCode).toBe(303)
    expect(challengeAnswer.headers.location).toMatch(
      new RegExp(`^/payment-provider/test/intents/${challenged.id}/challenge\\?token=`),
    )

    const mistyped = await createPayment(app, owner)
    const mistypedAnswer = await confirmWithForm(app, mistyped, { ...card('4242424242424242'), cvc: 'abc' })
    expect(mistypedAnswer.statusCode).toBe(303)
    expect(mistypedAnswer.headers.location).toBe(
      `/en/checkout/success?payment_intent=${mistyped.id}&card_error=invalid_cvc`,
    )
  })
})

describe('the provider pages', () => {
  it("show the challenge in the shopper's language, with a form that works without JavaScript", async () => {
    const { owner } = await signedInShopper(app, '/de')
    const intent = await createPayment(app, owner, { locale: 'de-DE', returnPath: '/de/checkout/success' })
    const confirmed = (await confirmWithJson(app, intent, card('4000000000003220'))).json()
    const page = await app.inject({ method: 'GET', url: confirmed.nextActionUrl })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('<html lang="de-DE">')
    expect(page.body).toContain('59,80\u00a0€')
    expect(page.body).toContain('Authentifizierung abschließen')
    expect(page.body).not.toContain('Complete authentication')
    expect(page.body).not.toContain('<script')
    // The reference is the shop's internal one (a cart's id, before any order number exists): the shopper never reads it.
    const { reference } = await app.shopDatabase.db
      .selectFrom('payment')
      .select('reference')
      .where('provider_intent_id', '=', intent.id)
      .executeTakeFirstOrThrow()
    expect(page.body).not.toContain(reference)
  })
})

describe('wallet payments', () => {
  it('captures through the test wallet sheet and returns the shopper', async () => {
    const { agent, owner } = await signedInShopper(app)
    const intent = await createPayment(app, owner, { method: 'wallet' })
    expect(intent.status).toBe('requires_action')
    const { page, answer } = await answerHostedPage(app, intent.nextActionUrl!, 'pay')
    expect(page.body).toContain('Pay with test wallet')
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe(`/en/checkout/success?payment_intent=${intent.id}`)
    expect((await agent.query(PAYMENT_INTENT, { id: intent.id })).data?.paymentIntent).toMatchObject({
      status: 'SUCCEEDED',
      captured: true,
      method: 'WALLET',
      cardLast4: null,
    })
  })

  it('leaves the payment open when the shopper cancels the sheet, and the sheet can be used again', async () => {
    const { agent, owner } = await signedInShopper(app)
    const intent = await createPayment(app, owner, { method: 'wallet' })
    await answerHostedPage(app, intent.nextActionUrl!, 'cancel')
    expect((await agent.query(PAYMENT_INTENT, { id: intent.id })).data?.paymentIntent).toMatchObject({
      status: 'REQUIRES_PAYMENT_METHOD',
      declineCode: 'WALLET_CANCELED',
      captured: false,
    })
    await answerHostedPage(app, intent.nextActionUrl!, 'pay')
    expect((await agent.query(PAYMENT_INTENT, { id: intent.id })).data?.paymentIntent).toMatchObject({
      status: 'SUCCEEDED',
      captured: true,
    })
  })
})
