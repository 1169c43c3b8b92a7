import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'
import { describeErrors, validateHtmlDocuments } from '../helpers/htmlValidator.ts'
import { createFormShopper, documentOf, fieldsOf, textOf } from '../helpers/formShopper.ts'
import {
  itemOf,
  newGuest,
  orderableVariant,
  placeOrderPaid,
  readyCart,
} from '../api/helpers/checkoutFixtures.ts'
import { moveOrder } from '../../domain/orders/moveOrder.ts'

/** A guest's return from the order link without JavaScript (docs/returns.md, "Guests"): plain forms, 303s and the e-mail. */
let server: TestServer
let smtp: SmtpCapture
beforeAll(async () => {
  smtp = await startSmtpCapture()
  server = await startTestServer({ smtpUrl: smtp.url })
}, 120_000)
afterAll(async () => {
  await server?.close()
  await smtp?.close()
})

const flat = (text: string | false | undefined) => (text || '').replace(/[\s\u00a0\u202f]+/g, ' ')

describe('a guest’s return without JavaScript', () => {
  it('in /de: the order link’s Return items, a refused then a sent form, the return on the order page and the e-mail to the order’s address linking back', async () => {
    const app = server.app
    const guest = newGuest(app)
    const email = 'gast.ruecksendung@example.org'
    const { cartId } = await readyCart(guest, {
      store: '/de',
      items: [itemOf(await orderableVariant(app, 5, 3), 1)],
      country: 'DE',
      email,
    })
    const order = (await placeOrderPaid(app, guest, cartId, { store: '/de' })).data?.placeOrder.order as {
      order_id: string
      order_number: string
      token: string
    }
    const services = { stores: app.config.stores, orderLinks: null }
    await moveOrder(
      app.shopDatabase.db,
      {
        orderNumber: order.order_number,
        to: 'shipped',
        shipment: { carrier: 'colissimo', trackingNumber: '6A11223344557' },
        notify: false,
      },
      services,
    )
    await moveOrder(app.shopDatabase.db, { orderNumber: order.order_number, to: 'delivered' }, services)
    const line = await app.shopDatabase.db
      .selectFrom('order_item')
      .select(['id', 'name'])
      .where('order_id', '=', Number(order.order_id))
      .executeTakeFirstOrThrow()
    const token = encodeURIComponent(order.token)
    const shopper = createFormShopper(app, '/de')

    const orderPage = await shopper.get(`/de/orders/?token=${token}`)
    const link = documentOf(orderPage.body).querySelector<HTMLAnchorElement>(
      `main a[href="/de/orders/returns?token=${token}"]`,
    )
    expect(link?.textContent).toBe('Artikel zurücksenden')
    const page = await shopper.get(link!.getAttribute('href')!)
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toMatch(/private, no-store/)
    const form = documentOf(page.body).querySelector<HTMLFormElement>(
      'main form[action^="/de/orders/returns"]',
    )!
    expect(form.querySelector(`[name="items[${line.id}][quantity]"]`)?.getAttribute('max')).toBe('1')

    const refused = await shopper.post(
      `/de/orders/returns?token=${token}`,
      fieldsOf(form, { [`items[${line.id}][quantity]`]: '1', [`items[${line.id}][condition]`]: 'opened' }),
    )
    expect(refused.statusCode).toBe(422)
    expect(textOf(refused.body, 'main [role="alert"]')).toContain('Rückgabegrund')
    const again = documentOf(refused.body).querySelector<HTMLFormElement>(
      'main form[action^="/de/orders/returns"]',
    )!
    expect(again.querySelector<HTMLInputElement>(`[name="items[${line.id}][quantity]"]`)?.value).toBe('1')

    const sent = await shopper.post(
      `/de/orders/returns?token=${token}`,
      fieldsOf(again, { [`items[${line.id}][reason]`]: 'wrong_size' }),
    )
    expect(sent.statusCode).toBe(303)
    expect(sent.headers.location).toBe(`/de/orders/?token=${token}`)
    const after = await shopper.get(sent.headers.location as string)
    expect(textOf(after.body, 'main [role="status"]')).toContain('Ihre Rücksendeanfrage')
    const number = documentOf(after.body).querySelector('main [data-return]')?.getAttribute('data-return')
    expect(number).toMatch(/^RMA-\d{6,}$/)
    // Every piece is in the return: no more link.
    expect(documentOf(after.body).querySelector('main a[href^="/de/orders/returns"]')).toBeNull()

    app.email.kick()
    const mail = await smtp.waitFor(
      (candidate) =>
        candidate.to !== undefined &&
        'text' in candidate.to &&
        candidate.to.text === email &&
        flat(candidate.text).includes(number!),
    )
    expect(String(mail.html)).toMatch(/\/de\/orders\/\?token=/)

    // A forged token: the form is not found, and posting it writes nothing.
    expect((await shopper.get(`/de/orders/returns?token=${token}x`)).statusCode).toBe(404)
    const forged = await shopper.post(`/de/orders/returns?token=${token}x`, {
      ...fieldsOf(again, { [`items[${line.id}][reason]`]: 'wrong_size' }),
      token: `${order.token}x`,
    })
    expect(forged.statusCode).not.toBe(303)
    expect(
      await app.shopDatabase.db
        .selectFrom('rma')
        .select('number')
        .where('order_id', '=', Number(order.order_id))
        .execute(),
    ).toEqual([{ number }])

    expect(
      describeErrors(
        await validateHtmlDocuments({ form: page.body, refused: refused.body, order: after.body }),
      ),
    ).toEqual([])
  }, 180_000)
})
