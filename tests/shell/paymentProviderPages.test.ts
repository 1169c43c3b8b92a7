import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { card, confirmWithJson, createPayment } from '../api/helpers/paymentFixtures.ts'
import { customerPaymentOwner } from '../../domain/payments/paymentService.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

describe('the offline payment provider in the built shop', () => {
  it('serves its 3-D Secure challenge through the page build, translated, under a policy allowing only this origin', async () => {
    const intent = await createPayment(server.app, customerPaymentOwner(1), {
      locale: 'it-IT',
      returnPath: '/it/checkout/success',
    })
    const confirmed = (await confirmWithJson(server.app, intent, card('4000000000003220'))).json()
    const page = await server.app.inject({ url: confirmed.nextActionUrl })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<html lang="it-IT">')
    expect(page.body).toContain('Completa l&#x27;autenticazione')
    const policy = String(page.headers['content-security-policy'])
    expect(policy).toContain("form-action 'self'")
    expect(policy).not.toMatch(/https?:|\*/)
    expect(page.headers['referrer-policy']).toBe('no-referrer')
  })

  it('answers the signed webhook of a paid intent on the built app', async () => {
    const intent = await createPayment(server.app, customerPaymentOwner(1))
    expect((await confirmWithJson(server.app, intent, card('4242424242424242'))).json().status).toBe(
      'succeeded',
    )
    const payment = await server.app.shopDatabase.db
      .selectFrom('payment')
      .select('captured_at')
      .where('provider_intent_id', '=', intent.id)
      .executeTakeFirstOrThrow()
    expect(payment.captured_at).not.toBeNull()
  })

  it('says a payment is being confirmed when the return from the provider finds no order yet, in the store language', async () => {
    const page = await server.app.inject({
      url: '/fr/checkout/success?payment_intent=pi_test_0123456789abcdef',
      headers: { accept: 'text/html' },
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Votre paiement est en cours de confirmation')
    expect(page.body).toContain('href="/fr/checkout/success?payment_intent=pi_test_0123456789abcdef"')
    const unknown = await server.app.inject({ url: '/fr/checkout/success', headers: { accept: 'text/html' } })
    expect(unknown.body).not.toContain('Votre paiement est en cours de confirmation')
  })
})
