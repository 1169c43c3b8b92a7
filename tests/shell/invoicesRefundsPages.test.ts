import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'
import { describeErrors, validateHtmlDocuments } from '../helpers/htmlValidator.ts'
import { pdfText } from '../helpers/pdfText.ts'
import {
  newGuest,
  customerWithPaidOrder,
  itemOf,
  orderableVariant,
  placeOrderPaid,
  readyCart,
} from '../api/helpers/checkoutFixtures.ts'
import type { GraphqlAgent } from '../api/helpers/graphqlAgent.ts'
import { refundOrder } from '../../domain/invoices/refundOrder.ts'
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

/** A page (or file) as the shopper of `agent` (their session cookie) gets it. */
async function get(agent: GraphqlAgent, url: string) {
  const session = agent.sessionCookie()
  return server.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(session ? { cookie: `shop_session=${session}` } : {}) },
  })
}

const mainText = (html: string) =>
  (documentOf(html).querySelector('main')?.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ')
const euros = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })
    .format(amount)
    .replace(/[\s\u00a0\u202f]+/g, ' ')
const refund = (input: Parameters<typeof refundOrder>[1]) =>
  refundOrder(
    { db: server.app.shopDatabase.db, payments: server.app.payments, stores: server.app.config.stores },
    input,
  )

describe('invoices and refunds in the account', () => {
  it('in /fr: the invoice page and its PDF, a refund to store credit on the refunds page, the new balance and the e-mail', async () => {
    const { agent, order, variant, email } = await customerWithPaidOrder(server.app, {
      store: '/fr',
      quantity: 2,
    })
    const detail = await get(agent, `/fr/user/orders/${order.order_id}`)
    const invoiceLink = documentOf(detail.body).querySelector<HTMLAnchorElement>('main a[href*="/invoice/"]')
    expect(invoiceLink?.textContent).toMatch(/^Facture INV-\d{6,}$/)
    expect(invoiceLink?.getAttribute('href')).toMatch(
      new RegExp(`^/fr/user/orders/${order.order_id}/invoice/\\d+/$`),
    )
    const number = invoiceLink!.textContent!.replace('Facture ', '')

    const invoicePage = await get(agent, invoiceLink!.getAttribute('href')!)
    expect(invoicePage.statusCode).toBe(200)
    expect(invoicePage.headers['cache-control']).toMatch(/private, no-store/)
    const text = mainText(invoicePage.body)
    expect(text).toContain(`Facture ${number}`)
    expect(text).toContain(`Facture de la commande ${order.order_number}`)
    expect(text).toContain('Pantoufle & Co SAS')
    expect(text).toContain('Numéro de TVA : FR65912345675')
    expect(text).toContain('Immatriculation : RCS Épinal 912 345 675')
    expect(text).toContain(euros(Number(variant.price) * 2, 'fr-FR'))
    expect(text).toContain(euros(order.total.grand_total.amount, 'fr-FR'))

    const download = documentOf(invoicePage.body).querySelector<HTMLAnchorElement>('main a[download]')
    expect(download?.textContent).toBe('Télécharger le PDF')
    const pdf = await get(agent, download!.getAttribute('href')!)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="invoice-${number}.pdf"`)
    const pdfContent = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ')
    expect(pdfContent).toContain(`Facture ${number}`)
    expect(pdfContent).toContain(`Commande : ${order.order_number}`)
    expect(pdfContent).toContain('Prix unitaire HT')
    expect(pdfContent).toContain(euros(order.total.grand_total.amount, 'fr-FR'))
    expect(pdfContent).toContain('Numéro de TVA : FR65912345675')
    expect(pdfContent).toContain('RCS Épinal 912 345 675')
    expect(pdfContent).toContain('14 rue des Tisserands')

    // Nobody else gets the page: another customer 404, an anonymous visitor the login page.
    const stranger = await customerWithPaidOrder(server.app, { store: '/fr', quantity: 1 })
    expect((await get(stranger.agent, invoiceLink!.getAttribute('href')!)).statusCode).toBe(404)
    expect((await get(stranger.agent, `/fr/user/orders/${order.order_id}/refunds`)).statusCode).toBe(404)
    expect((await get(newGuest(server.app), invoiceLink!.getAttribute('href')!)).statusCode).toBe(302)

    const noRefunds = await get(agent, `/fr/user/orders/${order.order_id}/refunds`)
    expect(mainText(noRefunds.body)).toContain('Cette commande n’a fait l’objet d’aucun remboursement.')

    const memo = await refund({
      orderId: Number(order.order_id),
      items: [{ sku: variant.sku, quantity: 1 }],
      toStoreCredit: true,
    })
    const refunds = await get(agent, `/fr/user/orders/${order.order_id}/refunds`)
    expect(refunds.statusCode).toBe(200)
    const refundsText = mainText(refunds.body)
    expect(refundsText).toContain(`Remboursement ${memo.number} du`)
    expect(refundsText).toContain('Ajouté à votre avoir.')
    const totalRow = [
      ...documentOf(refunds.body).querySelectorAll(`[data-credit-memo="${memo.number}"] tfoot :is(th, td)`),
    ]
      .map((cell) => cell.textContent?.replace(/[\s\u00a0\u202f]+/g, ' ').trim())
      .filter(Boolean)
    expect(totalRow).toEqual(['Total remboursé', euros(Number(variant.price), 'fr-FR')])
    const memoDownload = documentOf(refunds.body).querySelector<HTMLAnchorElement>(
      `[data-credit-memo="${memo.number}"] a[download]`,
    )
    expect(memoDownload?.textContent).toBe(`Télécharger l’avoir ${memo.number} (PDF)`)
    const memoPdf = await get(agent, memoDownload!.getAttribute('href')!)
    expect(memoPdf.headers['content-disposition']).toBe(
      `attachment; filename="credit-memo-${memo.number}.pdf"`,
    )
    expect((await pdfText(memoPdf.rawPayload)).replace(/\s+/g, ' ')).toMatch(
      new RegExp(`Avoir ${memo.number} .*Rectifie la facture : ${number}`),
    )
    expect(documentOf(refunds.body).querySelector('main a[href="/fr/user/store-credit"]')).not.toBeNull()
    expect(
      documentOf((await get(agent, `/fr/user/orders/${order.order_id}`)).body).querySelector(
        `main a[href="/fr/user/orders/${order.order_id}/refunds"]`,
      ),
    ).not.toBeNull()
    const credit = await get(agent, '/fr/user/store-credit')
    expect(
      documentOf(credit.body)
        .querySelector('[data-store-credit-balance]')
        ?.textContent?.replace(/[\s\u00a0\u202f]+/g, ' '),
    ).toBe(euros(Number(variant.price), 'fr-FR'))

    server.app.email.kick()
    const message = await smtp.waitFor(
      (mail) =>
        (mail.subject ?? '').startsWith('Votre remboursement pour la commande ') &&
        mail.to !== undefined &&
        'text' in mail.to &&
        mail.to.text === email,
    )
    const mail = (message.text ?? '').replace(/\s+/g, ' ')
    expect(mail).toContain(
      `Nous vous avons remboursé ${euros(Number(variant.price), 'fr-FR')} pour votre commande ${order.order_number} (avoir ${memo.number})`,
    )
    expect(mail).toContain(`Votre avoir s’élève maintenant à ${euros(Number(variant.price), 'fr-FR')}`)
    expect(String(message.html)).toContain('/fr/user/store-credit')

    expect(
      describeErrors(await validateHtmlDocuments({ invoice: invoicePage.body, refunds: refunds.body })),
    ).toEqual([])
  }, 180_000)

  it('in /de: the PDF in German formats, and a refund to the card named on the refunds page and in the e-mail', async () => {
    const { agent, order, email } = await customerWithPaidOrder(server.app, { store: '/de', quantity: 1 })
    const invoiceHref = documentOf((await get(agent, `/de/user/orders/${order.order_id}`)).body)
      .querySelector<HTMLAnchorElement>('main a[href*="/invoice/"]')!
      .getAttribute('href')!
    const download = documentOf((await get(agent, invoiceHref)).body).querySelector<HTMLAnchorElement>(
      'main a[download]',
    )
    expect(download?.textContent).toBe('PDF herunterladen')
    const pdfContent = (
      await pdfText((await get(agent, download!.getAttribute('href')!)).rawPayload)
    ).replace(/\s+/g, ' ')
    expect(pdfContent).toMatch(/Rechnung INV-\d{6,}/)
    expect(pdfContent).toContain('Einzelpreis ohne MwSt.')
    expect(pdfContent).toContain('MwSt. nach Steuersätzen')
    expect(pdfContent).toContain(euros(order.total.grand_total.amount, 'de-DE'))
    expect(pdfContent).toContain('USt-IdNr.: FR65912345675')
    expect(pdfContent).toContain('Frankreich')

    const memo = await refund({ orderId: Number(order.order_id), toStoreCredit: false })
    const refundsText = mainText((await get(agent, `/de/user/orders/${order.order_id}/refunds`)).body)
    expect(refundsText).toContain(`Erstattung ${memo.number} vom`)
    expect(refundsText).toContain('Erstattet auf Ihre Visa •••• 4242.')
    expect(refundsText).toContain(euros(order.total.grand_total.amount, 'de-DE'))

    server.app.email.kick()
    const message = await smtp.waitFor(
      (mail) =>
        (mail.subject ?? '').startsWith('Ihre Erstattung zur Bestellung ') &&
        mail.to !== undefined &&
        'text' in mail.to &&
        mail.to.text === email,
    )
    expect((message.text ?? '').replace(/\s+/g, ' ')).toContain(
      'Der Betrag geht auf Ihre Visa •••• 4242 zurück',
    )
  }, 180_000)

  it('for a guest: the confirmation e-mail links the invoice PDF, and the order’s signed page offers it and the credit memo', async () => {
    const agent = newGuest(server.app)
    const email = `guest-invoice-${Date.now()}@example.com`
    const variant = await orderableVariant(server.app, 5)
    const { cartId } = await readyCart(agent, {
      store: '/it',
      items: [itemOf(variant, 2)],
      country: 'IT',
      email,
    })
    const order = (await placeOrderPaid(server.app, agent, cartId, { store: '/it' })).data?.placeOrder.order
    expect(order?.token).toBeTruthy()

    server.app.email.kick()
    const message = await smtp.waitFor(
      (mail) =>
        mail.to !== undefined &&
        'text' in mail.to &&
        mail.to.text === email &&
        String(mail.html).includes('/invoice/'),
    )
    const mailLink = documentOf(String(message.html)).querySelector<HTMLAnchorElement>(
      'a[href*="/invoice/"]',
    )!
    expect(mailLink.textContent).toMatch(/^Scarica la tua fattura INV-\d{6,} \(PDF\)$/)
    const fromMail = new URL(mailLink.getAttribute('href')!)
    // The order's own signed link, which a guest holds only from the shop.
    expect(server.app.orderLinks.verify(fromMail.searchParams.get('token')!)).toBe(Number(order!.order_id))
    const stranger = newGuest(server.app)
    const pdf = await get(stranger, fromMail.pathname + fromMail.search)
    expect(pdf.statusCode).toBe(200)
    expect((await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ')).toContain(`Ordine: ${order!.order_number}`)

    const memo = await refund({
      orderId: Number(order!.order_id),
      items: [{ sku: variant.variant_sku, quantity: 1 }],
      toStoreCredit: false,
    })
    const page = await get(stranger, `/it/orders/?token=${encodeURIComponent(order!.token)}`)
    expect(page.statusCode).toBe(200)
    const links = [...documentOf(page.body).querySelectorAll<HTMLAnchorElement>('main a[download]')].map(
      (link) => ({ text: link.textContent, href: link.getAttribute('href')! }),
    )
    expect(links.map((link) => link.text)).toEqual([
      expect.stringMatching(/^Fattura INV-\d{6,} \(PDF\)$/),
      `Nota di credito ${memo.number} (PDF)`,
    ])
    for (const link of links) {
      const url = new URL(link.href)
      const document = await get(stranger, url.pathname + url.search)
      expect(document.statusCode).toBe(200)
      expect(document.headers['content-type']).toBe('application/pdf')
    }
    const memoText = (
      await pdfText(
        (await get(stranger, new URL(links[1]!.href).pathname + new URL(links[1]!.href).search)).rawPayload,
      )
    ).replace(/\s+/g, ' ')
    expect(memoText).toContain(`Nota di credito ${memo.number}`)
    expect(memoText).toMatch(/Rettifica la fattura: INV-\d{6,}/)
    expect(describeErrors(await validateHtmlDocuments({ guestOrder: page.body }))).toEqual([])
  }, 180_000)
})
