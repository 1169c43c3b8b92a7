import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'
import { itemOf, newGuest, orderableVariant, placeOrderPaid, readyCart } from '../api/helpers/checkoutFixtures.ts'

describe('order confirmation e-mail', () => {
  let smtp: SmtpCapture
  let server: TestServer
  beforeAll(async () => {
    smtp = await startSmtpCapture()
    server = await startTestServer({ smtpUrl: smtp.url })
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await smtp?.close()
  })

  it('sends the lines, totals, pickup point, payment and the guest link in the store language', async () => {
    const app = server.app
    const variant = await orderableVariant(app, 3)
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { store: '/fr', country: 'FR', items: [itemOf(variant, 1)], email: 'lea.commande@example.org', pickup: 'PP-FR-LYS-01' })
    const order = (await placeOrderPaid(app, agent, cartId, { store: '/fr' })).data?.placeOrder.order
    expect(order?.order_number).toMatch(/^\d+$/)
    app.email.kick()
    const message = await smtp.waitFor((mail) => mail.subject === 'Votre commande est confirmée')
    expect(message.to && 'text' in message.to ? message.to.text : '').toBe('lea.commande@example.org')
    const html = String(message.html)
    expect(html).toContain(`Merci pour votre commande ${order.order_number}`)
    expect(html).toContain(order.items[0].product_name)
    expect(html).toContain(order.pickup_location.name)
    expect(html).toContain('Point relais')
    expect(html).toContain('4242')
    expect(html).toContain(`/fr/orders/?token=${encodeURIComponent(order.token)}`)
  })
})
