import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'
import { giftCardItem } from '../api/helpers/cartFixtures.ts'
import {
  itemOf,
  newGuest,
  orderableVariant,
  placeOrderPaid,
  readyCart,
  readyGiftCardCart,
} from '../api/helpers/checkoutFixtures.ts'
import { moveOrder } from '../../domain/orders/moveOrder.ts'
import { formatMoney } from '../../components/price/formatMoney.ts'

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
    const { cartId } = await readyCart(agent, {
      store: '/fr',
      country: 'FR',
      items: [itemOf(variant, 1)],
      email: 'lea.commande@example.org',
      pickup: 'PP-FR-LYS-01',
    })
    const order = (await placeOrderPaid(app, agent, cartId, { store: '/fr' })).data?.placeOrder.order
    expect(order?.order_number).toMatch(/^\d+$/)
    app.email.kick()
    const message = await smtp.waitFor((mail) =>
      /^Votre commande \d+ est confirmée$/.test(mail.subject ?? ''),
    )
    expect(message.to && 'text' in message.to ? message.to.text : '').toBe('lea.commande@example.org')
    const html = String(message.html)
    expect(html).toContain(`Merci pour votre commande ${order.order_number}`)
    expect(html).toContain(order.items[0].product_name)
    expect(html).toContain(order.pickup_location.name)
    expect(html).toContain('Point relais')
    expect(html).toContain('4242')
    // The plain-text part keeps the amounts in a column of their own, not run into the next label.
    expect(message.text).toMatch(/\nSous-total +\d+,\d\d\s€\n/)
    expect(message.text).not.toMatch(/€Livraison/)
    // The link's token carries its own expiry, so it is compared by what it opens, not by its text.
    const link = /href="http:\/\/[^"/]+(\/fr\/orders\/\?token=[^"]+)"/.exec(html)?.[1]
    expect(link).toBeDefined()
    const orderPage = await app.inject({ method: 'GET', url: link!.replaceAll('&amp;', '&') })
    expect(orderPage.statusCode).toBe(200)
    expect(orderPage.body).toContain(order.order_number)
  })

  it('states the VAT of the delivery country, per rate: an order from /de delivered to Italy includes 22 %', async () => {
    const app = server.app
    const variant = await orderableVariant(app, 3, 1)
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, {
      store: '/de',
      country: 'IT',
      items: [itemOf(variant, 1)],
      email: 'giulia.iva@example.org',
    })
    const order = (await placeOrderPaid(app, agent, cartId, { store: '/de' })).data?.placeOrder.order
    app.email.kick()
    const message = await smtp.waitFor(
      (mail) => mail.to !== undefined && 'text' in mail.to && mail.to.text === 'giulia.iva@example.org',
    )
    const oneLine = (text: string) => text.replace(/\s+/g, ' ')
    const goods = Math.round(Number(variant.price) * 100)
    // Home delivery to Italy costs 7.90 below 49 € of goods.
    const gross = goods + (goods >= 4900 ? 0 : 790)
    const vat = gross - Math.round((gross * 100) / 122)
    expect(Math.round(order.total.total_tax.amount * 100)).toBe(vat)
    expect(oneLine(message.text ?? '')).toContain(
      oneLine(`inkl. 22 % MwSt. ${formatMoney(vat / 100, 'EUR', 'de-DE')}`),
    )
    expect(oneLine(message.text ?? '')).not.toContain('19 %')
  })

  it('lists a gift card with its recipient but never its code, and no delivery for an order of gift cards only', async () => {
    const app = server.app
    const agent = newGuest(app)
    const items = [
      giftCardItem({
        amount: '50',
        recipient_name: 'Chloé Petit',
        recipient_email: 'chloe.petit@example.org',
        sender_name: 'Léa',
        message: 'Bon anniversaire',
      }),
    ]
    const cartId = await readyGiftCardCart(agent, {
      store: '/fr',
      items,
      email: 'lea.cadeau@example.org',
      billing: 'FR',
    })
    const order = (await placeOrderPaid(app, agent, cartId, { store: '/fr' })).data?.placeOrder.order
    app.email.kick()
    const message = await smtp.waitFor(
      (mail) =>
        /^Votre commande \d+ est confirmée$/.test(mail.subject ?? '') &&
        mail.to !== undefined &&
        'text' in mail.to &&
        mail.to.text === 'lea.cadeau@example.org',
    )
    const html = String(message.html)
    // The text part wraps long lines: read it as one line.
    const text = (message.text ?? '').replace(/\s+/g, ' ')
    expect(html).toContain(`Merci pour votre commande ${order.order_number}`)
    expect(text).toContain('Carte cadeau de 50,00')
    expect(text).toContain('pour Chloé Petit (chloe.petit@example.org), de la part de Léa')
    expect(text).toContain('Bon anniversaire')
    expect(text).toContain('chaque carte cadeau est envoyée par e-mail à son destinataire, avec son code')
    // The order's part (the terms and withdrawal information appended after it speak of delivery in general).
    expect(text.split('À conserver')[0]).not.toContain('Livraison')
    const giftCardMail = await smtp.waitFor(
      (mail) => mail.to !== undefined && 'text' in mail.to && mail.to.text === 'chloe.petit@example.org',
    )
    const code = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(giftCardMail.text ?? '')?.[0]
    expect(code).toBeDefined()
    expect(html).not.toContain(code)
  })

  it('tells a shopper in German that the order has shipped, with the carrier, the tracking number and its link', async () => {
    const app = server.app
    const variant = await orderableVariant(app, 3)
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, {
      store: '/de',
      country: 'DE',
      items: [itemOf(variant, 1)],
      email: 'jonas.versand@example.org',
    })
    const order = (await placeOrderPaid(app, agent, cartId, { store: '/de' })).data?.placeOrder.order
    const moved = await moveOrder(
      app.shopDatabase.db,
      {
        orderNumber: order.order_number,
        to: 'shipped',
        shipment: { carrier: 'dhl', trackingNumber: 'JJD0001234567' },
      },
      { stores: app.config.stores, orderLinks: app.orderLinks },
    )
    expect(moved.moved).toBe(true)
    app.email.kick()
    const message = await smtp.waitFor((mail) =>
      /^Ihre Bestellung \d+ wurde versandt$/.test(mail.subject ?? ''),
    )
    expect(message.to && 'text' in message.to ? message.to.text : '').toBe('jonas.versand@example.org')
    const text = (message.text ?? '').replace(/\s+/g, ' ')
    expect(text).toContain(`Gute Nachricht: Ihre Bestellung ${order.order_number} wurde versandt.`)
    expect(text).toContain('Versanddienst: DHL, Sendungsnummer: JJD0001234567')
    expect(String(message.html)).toContain(
      'href="https://www.dhl.com/global-en/home/tracking.html?tracking-id=JJD0001234567&amp;submit=1"',
    )
    // A guest follows the order by its signed link.
    expect(String(message.html)).toMatch(/\/de\/orders\/\?token=\d+\./)
  })
})
