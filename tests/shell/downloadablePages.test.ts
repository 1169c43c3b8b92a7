import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'
import { describeErrors, validateHtmlDocuments } from '../helpers/htmlValidator.ts'
import { pdfText } from '../helpers/pdfText.ts'
import { newGuest, placeOrderPaid, readyDownloadCart } from '../api/helpers/checkoutFixtures.ts'
import { registerCustomer, type GraphqlAgent } from '../api/helpers/graphqlAgent.ts'
import { documentOf } from '../helpers/formShopper.ts'

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

const cookieOf = (agent: GraphqlAgent | null) =>
  agent?.sessionCookie() ? { cookie: `shop_session=${agent.sessionCookie()}` } : {}
const originOf = (store: string) =>
  new URL(server.app.config.stores.find((candidate) => candidate.basePath === store)!.baseUrl).origin

/** A page as the shopper of `agent` gets it (no JavaScript: plain GET). */
const get = (agent: GraphqlAgent | null, url: string) =>
  server.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...cookieOf(agent) } })

/** Presses a form's button as a browser without JavaScript does: posts its fields to its action, from the store's origin. */
function submit(agent: GraphqlAgent | null, form: HTMLFormElement, store: string) {
  const fields = new URLSearchParams(
    [...form.querySelectorAll<HTMLInputElement>('input[name]')].map((input) => [input.name, input.value]),
  )
  return server.app.inject({
    method: 'POST',
    url: form.getAttribute('action')!,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: originOf(store),
      accept: 'text/html',
      ...cookieOf(agent),
    },
    payload: fields.toString(),
  })
}

const mainText = (html: string) =>
  (documentOf(html).querySelector('main')?.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ')

describe('downloadable products without JavaScript', () => {
  it('in /de: the product page says what you get and adds to the cart without size; the account lists the files; Download streams the PDF until none is left', async () => {
    const agent = newGuest(server.app)
    const email = `downloads-${randomUUID()}@example.com`
    expect((await registerCustomer(agent, { email }, '/de')).success).toBe(true)

    // The footer leads to the patterns (their category stays out of the menu), which list the sock pattern.
    const footerLink = [
      ...documentOf((await get(agent, '/de/')).body).querySelectorAll<HTMLAnchorElement>('footer a'),
    ].find((link) => link.textContent === 'Anleitungen und Ratgeber')
    expect(footerLink?.getAttribute('href')).toBe('/de/anleitungen-und-ratgeber')
    const category = await get(agent, footerLink!.getAttribute('href')!)
    expect(category.statusCode).toBe(200)
    expect(mainText(category.body)).toContain('Strickanleitung: kuschelige Stoppersocken')

    const path: string = (
      await agent.query('{ product(sku: "DL-PATTERN-SOCKS") { path } }', {}, { store: '/de' })
    ).data?.product.path
    const productPage = await get(agent, `/de${path}`)
    expect(productPage.statusCode).toBe(200)
    const productText = mainText(productPage.body)
    expect(productText).toContain('Strickanleitung: kuschelige Stoppersocken')
    expect(productText).toContain('Was Sie erhalten')
    expect(productText).toContain('Anleitung Stoppersocken (anleitung-stoppersocken.pdf): 5 Downloads')
    expect(productText).toContain('Größentabelle (groessentabelle.pdf): 5 Downloads')
    expect(productText).toContain('Download nach der Zahlung')
    expect(productText).toMatch(/6,90\s?€/)
    const addForm = documentOf(productPage.body).querySelector<HTMLFormElement>(
      'main form[action="/de/cart"]',
    )!
    expect(addForm.querySelector('select, input[type="radio"]')).toBeNull()
    const added = await submit(agent, addForm, '/de')
    expect(added.statusCode).toBe(303)
    expect(added.headers.location).toBe('/de/cart')

    const cartId = (
      await agent.query('{ customerCart { id is_virtual total_quantity } }', {}, { store: '/de' })
    ).data?.customerCart
    expect(cartId).toMatchObject({ is_virtual: true, total_quantity: 1 })
    await server.app.shopDatabase.db.deleteFrom('cart_item').where('cart_id', '=', cartId.id).execute()
    const { cartId: orderCart } = await readyDownloadCart(agent, [{ sku: 'DL-PATTERN-SOCKS', quantity: 1 }], {
      store: '/de',
      billing: 'DE',
    })
    const order = (await placeOrderPaid(server.app, agent, orderCart, { store: '/de' })).data?.placeOrder
      .order
    expect(order.shipping_method).toBeNull()

    const page = await get(agent, '/de/user/downloadable-products')
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toMatch(/private, no-store/)
    const text = mainText(page.body)
    expect(text).toContain('Downloads')
    expect(text).toContain(order.order_number)
    expect(text).toContain('Strickanleitung: kuschelige Stoppersocken')
    expect(text).toContain('Anleitung Stoppersocken (anleitung-stoppersocken.pdf)')
    expect(text).toContain('Verfügbar')
    const document = documentOf(page.body)
    expect(document.querySelector(`main a[href="/de/user/orders/${order.order_id}/"]`)?.textContent).toBe(
      order.order_number,
    )
    const rows = [...document.querySelectorAll<HTMLTableRowElement>('main tr[data-downloadable-link]')]
    expect(rows).toHaveLength(2)
    const pattern = rows[0]!
    expect(pattern.querySelector('[data-remaining-downloads]')?.textContent).toBe('5')
    const form = pattern.querySelector<HTMLFormElement>('form[method="post"]')!
    expect(form.querySelector('button')?.textContent).toBe('Herunterladen')
    expect(form.getAttribute('action')).toMatch(/^\/de\/user\/downloadable-products\/\d+\/download$/)
    expect(describeErrors(await validateHtmlDocuments({ 'downloadable products': page.body }))).toEqual([])

    const file = await submit(agent, form, '/de')
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="anleitung-stoppersocken.pdf"; filename*=UTF-8''anleitung-stoppersocken.pdf`,
    )
    const pdf = (await pdfText(file.rawPayload)).replace(/\s+/g, ' ')
    expect(pdf).toContain('Anleitung Stoppersocken')
    expect(pdf).toContain('48 Maschen anschlagen, 6 cm im Rippenmuster 2/2 stricken.')
    const after = documentOf((await get(agent, '/de/user/downloadable-products')).body)
    expect(
      after.querySelector('main tr[data-downloadable-link] [data-remaining-downloads]')?.textContent,
    ).toBe('4')

    for (let count = 0; count < 4; count += 1) expect((await submit(agent, form, '/de')).statusCode).toBe(200)
    const refused = await submit(agent, form, '/de')
    expect(refused.statusCode).toBe(403)
    const refusedDocument = documentOf(refused.body)
    expect(refusedDocument.querySelector('main [role="alert"]')?.textContent).toBe(
      'Sie haben alle Downloads dieser Datei verbraucht. Wenn Sie sie noch einmal benötigen, kontaktieren Sie uns bitte.',
    )
    expect(mainText(refused.body)).toContain('Alle Downloads verbraucht')
    // The used-up file has no button any more; the other file keeps its own.
    expect(
      refusedDocument.querySelector(
        `main tr[data-downloadable-link="${pattern.dataset.downloadableLink}"] form`,
      ),
    ).toBeNull()
    expect(refusedDocument.querySelectorAll('main tr[data-downloadable-link] form')).toHaveLength(1)

    // The order page names the downloads and links to the list.
    const orderPage = await get(agent, `/de/user/orders/${order.order_id}`)
    expect(mainText(orderPage.body)).toContain(
      'Nichts zu liefern: Ihre Dateien stehen unten zum Herunterladen bereit.',
    )
    expect(
      [...documentOf(orderPage.body).querySelectorAll('main a[href="/de/user/downloadable-products"]')].map(
        (link) => link.textContent,
      ),
    ).toContain('Alle meine Downloads')

    // Another customer gets 404 for the same form, an anonymous visitor the login page.
    const stranger = newGuest(server.app)
    await registerCustomer(stranger, { email: `stranger-${randomUUID()}@example.com` }, '/de')
    expect((await submit(stranger, form, '/de')).statusCode).toBe(404)
    expect((await get(newGuest(server.app), '/de/user/downloadable-products')).statusCode).toBe(302)

    // The confirmation e-mail names the files and links to the account's list.
    server.app.email.kick()
    const message = await smtp.waitFor(
      (mail) =>
        mail.to !== undefined &&
        'text' in mail.to &&
        mail.to.text === email &&
        String(mail.html).includes(order.order_number),
    )
    const mailText = (message.text ?? '').replace(/\s+/g, ' ')
    expect(mailText).toContain('Ihre Dateien stehen zum Herunterladen bereit:')
    expect(mailText).toContain('Anleitung Stoppersocken (anleitung-stoppersocken.pdf)')
    expect(String(message.html)).toContain('/de/user/downloadable-products')
  }, 120_000)

  it('in /en: a guest downloads from the order’s signed page, and the empty list reads so', async () => {
    const guest = newGuest(server.app)
    const { cartId } = await readyDownloadCart(guest, [{ sku: 'DL-GUIDE-CARE', quantity: 1 }], {
      guestEmail: `guest-${randomUUID()}@example.com`,
    })
    const order = (await placeOrderPaid(server.app, guest, cartId)).data?.placeOrder.order
    const page = await get(guest, `/en/orders/?token=${encodeURIComponent(order.token)}`)
    expect(page.statusCode).toBe(200)
    expect(mainText(page.body)).toContain('Your downloads')
    expect(mainText(page.body)).toContain('Care guide (wool-slipper-care-guide.pdf)')
    expect(mainText(page.body)).toContain('Unlimited')
    const form = documentOf(page.body).querySelector<HTMLFormElement>('main tr[data-downloadable-link] form')!
    // The order's signed token, signed anew for this page (its expiry may differ from the e-mail's by a second).
    expect(form.getAttribute('action')).toContain(`?token=${order.order_id}.`)
    // From another browser, with the link alone.
    const file = await submit(null, form, '/en')
    expect(file.statusCode).toBe(200)
    expect((await pdfText(file.rawPayload)).replace(/\s+/g, ' ')).toContain(
      'Hand wash at 30 °C with a wool detergent.',
    )

    const newcomer = newGuest(server.app)
    await registerCustomer(newcomer, { email: `newcomer-${randomUUID()}@example.com` })
    expect(mainText((await get(newcomer, '/en/user/downloadable-products')).body)).toContain(
      'You have no downloadable products.',
    )
  }, 120_000)
})
