import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { findAccessibilityViolations } from '../helpers/axe.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'
import { pdfText } from '../helpers/pdfText.ts'
import {
  STORES,
  customerWithPaidOrder,
  itemOf,
  orderableVariant,
  placeOrderPaid,
  readyCart,
  readyDownloadCart,
} from '../api/helpers/checkoutFixtures.ts'
import type { GraphqlAgent } from '../api/helpers/graphqlAgent.ts'
import { moveOrder } from '../../domain/orders/moveOrder.ts'
import { refundOrder } from '../../domain/invoices/refundOrder.ts'

let testbed: BrowserTestbed
let smtp: SmtpCapture
beforeAll(async () => {
  smtp = await startSmtpCapture()
  testbed = await startBrowserTestbed({ smtpUrl: smtp.url })
}, 120_000)
afterAll(async () => {
  await testbed?.close()
  await smtp?.close()
})

const CASES = [
  {
    base: '/fr',
    locale: 'fr-FR',
    texts: {
      invoice: 'Facture',
      download: 'Télécharger le PDF',
      refunds: 'Remboursements',
      toCredit: 'Ajouté à votre avoir.',
      total: 'Total remboursé',
      withdraw: 'Se rétracter du contrat ici',
      next: 'Continuer',
      confirm: 'Confirmer la rétractation ici',
      received: 'Rétractation reçue',
      acknowledgment: 'Accusé de réception de votre rétractation de la commande',
      returnItems: 'Retourner des articles',
      quantity: 'Quantité à retourner',
      reason: 'Motif du retour',
      condition: 'État de l’article',
      packaging: 'Dans son emballage d’origine',
      comments: 'Commentaires',
      requestReturn: 'Demander le retour',
      returnSent: 'Votre demande de retour est envoyée.',
      allDownloads: 'Tous mes produits téléchargeables',
      downloadFile: 'Télécharger',
    },
  },
  {
    base: '/de',
    locale: 'de-DE',
    texts: {
      invoice: 'Rechnung',
      download: 'PDF herunterladen',
      refunds: 'Erstattungen',
      toCredit: 'Ihrem Guthaben gutgeschrieben.',
      total: 'Erstattet insgesamt',
      withdraw: 'Vertrag hier widerrufen',
      next: 'Weiter',
      confirm: 'Widerruf hier bestätigen',
      received: 'Widerruf eingegangen',
      acknowledgment: 'Eingangsbestätigung Ihres Widerrufs der Bestellung',
      returnItems: 'Artikel zurücksenden',
      quantity: 'Rücksendemenge',
      reason: 'Rückgabegrund',
      condition: 'Zustand des Artikels',
      packaging: 'In der Originalverpackung',
      comments: 'Anmerkungen',
      requestReturn: 'Rücksendung beantragen',
      returnSent: 'Ihre Rücksendeanfrage ist gesendet.',
      allDownloads: 'Alle meine Downloads',
      downloadFile: 'Herunterladen',
    },
  },
] as const

const spaced = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim()
const euros = (amount: number, locale: string) =>
  spaced(new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount))

/** Moves an order to delivered, through shipped with a parcel, as the warehouse would. */
async function deliver(orderNumber: string) {
  const app = testbed.server.app
  for (const to of ['shipped', 'delivered']) {
    const shipment = to === 'shipped' ? { carrier: 'dhl', trackingNumber: 'JJD0001234567' } : null
    const moved = await moveOrder(
      app.shopDatabase.db,
      { orderNumber, to, shipment },
      { stores: app.config.stores, orderLinks: app.orderLinks },
    )
    expect(moved, to).toMatchObject({ moved: true })
  }
}

/** A second paid order of the customer of `agent`. */
async function anotherPaidOrder(agent: GraphqlAgent, base: (typeof STORES)[number]['store']) {
  const app = testbed.server.app
  const variant = await orderableVariant(app, 5, 1)
  const country = STORES.find((entry) => entry.store === base)!.country
  const { cartId } = await readyCart(agent, {
    store: base,
    items: [itemOf(variant, 1)],
    country,
    email: null,
  })
  const order = (await placeOrderPaid(app, agent, cartId, { store: base })).data?.placeOrder?.order as
    { order_id: string; order_number: string } | undefined
  if (!order) throw new Error('the second order was not placed')
  return order
}

/** Checks the page with axe (WCAG 2.2 A/AA). */
async function expectAccessible(page: Page) {
  expect(await findAccessibilityViolations(page), page.url()).toEqual([])
}

describe('after the order, in Chromium', () => {
  it.each(CASES)(
    "$base: a customer opens a delivered order's invoice PDF, sees a refund to store credit and the new balance, returns a piece with its answers, withdraws from another order and gets the acknowledgment, downloads a file bought; no axe violation",
    async ({ base, locale, texts }) => {
      const app = testbed.server.app
      const { agent, order, variant, email } = await customerWithPaidOrder(app, { store: base, quantity: 2 })
      const orderId = Number(order.order_id)
      await deliver(order.order_number)
      const other = await anotherPaidOrder(agent, base)
      await deliver(other.order_number)
      // The browser carries the customer's session: signed in as the API shopper who ordered.
      await testbed.context.clearCookies()
      await testbed.context.addCookies([
        { name: 'shop_session', value: agent.sessionCookie()!, url: testbed.origin },
      ])
      const page = await testbed.context.newPage()
      try {
        await page.goto(`${testbed.origin}${base}/user/orders/${orderId}`)
        await expectAccessible(page)
        await page
          .locator('main')
          .getByRole('link', { name: new RegExp(`^${texts.invoice} INV-\\d{6,}$`) })
          .click()
        await page.waitForURL(new RegExp(`${base}/user/orders/${orderId}/invoice/\\d+/$`))
        await expectAccessible(page)
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('link', { name: texts.download }).click(),
        ])
        expect(download.suggestedFilename()).toMatch(/^invoice-INV-\d{6,}\.pdf$/)
        const pdf = spaced(await pdfText(fs.readFileSync(await download.path())))
        expect(pdf).toContain(order.order_number)
        expect(pdf).toContain(euros(order.total.grand_total.amount, locale))

        const memo = await refundOrder(
          { db: app.shopDatabase.db, payments: app.payments, stores: app.config.stores },
          { orderId, items: [{ sku: variant.sku, quantity: 1 }], toStoreCredit: true },
        )
        await page.goto(`${testbed.origin}${base}/user/orders/${orderId}`)
        await page.locator('main').getByRole('link', { name: texts.refunds }).click()
        await page.waitForURL(`${testbed.origin}${base}/user/orders/${orderId}/refunds`)
        const refund = page.locator(`[data-credit-memo="${memo.number}"]`)
        await expect(refund.textContent().then(spaced)).resolves.toContain(texts.toCredit)
        const totalRow = (await refund.locator('tfoot').locator('th, td').allTextContents())
          .map(spaced)
          .filter(Boolean)
        expect(totalRow).toEqual([texts.total, euros(Number(variant.price), locale)])
        await expectAccessible(page)
        await page.locator(`main a[href="${base}/user/store-credit"]`).first().click()
        await page.waitForURL(`${testbed.origin}${base}/user/store-credit`)
        await expect(page.locator('[data-store-credit-balance]').textContent().then(spaced)).resolves.toBe(
          euros(Number(variant.price), locale),
        )
        await expectAccessible(page)

        // One piece of the first order goes back: a return with its answers, followed on the returns page.
        await page.goto(`${testbed.origin}${base}/user/orders/${orderId}`)
        await page.locator('main').getByRole('link', { name: texts.returnItems }).click()
        await page.waitForURL(`${testbed.origin}${base}/user/orders/${orderId}/returns/create`)
        await expectAccessible(page)
        await page.getByLabel(texts.quantity).fill('1')
        await page.getByLabel(texts.reason).selectOption('wrong_size')
        await page.getByLabel(texts.condition).selectOption('unopened')
        await page.getByLabel(texts.packaging).check()
        await page.getByLabel(texts.comments).fill('Une pointure de plus, s’il vous plaît.')
        await page.getByRole('button', { name: texts.requestReturn }).click()
        await page.waitForURL(`${testbed.origin}${base}/user/returns`)
        await expect(page.locator('main [role="status"]').textContent()).resolves.toContain(texts.returnSent)
        await expect(page.locator('main [data-return]').getAttribute('data-return')).resolves.toMatch(
          /^RMA-\d{6,}$/,
        )
        await expectAccessible(page)

        // The other order, delivered today, is withdrawn from in two steps and acknowledged by e-mail.
        await page.goto(`${testbed.origin}${base}/user/orders/${other.order_id}`)
        await page.locator('main').getByRole('link', { name: texts.withdraw }).click()
        await page.waitForURL(`${testbed.origin}${base}/user/orders/${other.order_id}/withdraw`)
        await expectAccessible(page)
        await page.locator('main').getByRole('button', { name: texts.next }).click()
        await page.waitForURL(new RegExp(`${base}/user/orders/${other.order_id}/withdraw/confirm`))
        await expectAccessible(page)
        await page.locator('main').getByRole('button', { name: texts.confirm }).click()
        await page.waitForURL(new RegExp(`${base}/user/orders/${other.order_id}/withdraw/received`))
        await expect(page.locator('main h1').textContent()).resolves.toBe(texts.received)
        await expectAccessible(page)
        app.email.kick()
        const acknowledgment = await smtp.waitFor(
          (message) =>
            message.subject === `${texts.acknowledgment} ${other.order_number}` &&
            (message.to && 'text' in message.to ? message.to.text : '').includes(email),
          30_000,
        )
        expect(acknowledgment.text).toContain(other.order_number)
        const submitted = await app.shopDatabase.db
          .selectFrom('order_withdrawal')
          .select('submitted_at')
          .where('order_id', '=', Number(other.order_id))
          .executeTakeFirstOrThrow()
        const timeZone = app.config.stores.find((store) => store.basePath === base)!.timeZone
        const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(
          submitted.submitted_at,
        )
        expect(spaced(acknowledgment.text ?? '')).toContain(time)

        // A crochet pattern bought as a file: downloaded from the account, one download fewer left.
        const { cartId } = await readyDownloadCart(agent, [{ sku: 'DL-PATTERN-BOOTIES', quantity: 1 }], {
          store: base,
          billing: base === '/fr' ? 'FR' : 'DE',
        })
        const patternOrder = (await placeOrderPaid(app, agent, cartId, { store: base })).data?.placeOrder
          ?.order as { order_id: string } | undefined
        await page.goto(`${testbed.origin}${base}/user/orders/${patternOrder?.order_id}`)
        await page.locator('main').getByRole('link', { name: texts.allDownloads }).click()
        await page.waitForURL(`${testbed.origin}${base}/user/downloadable-products`)
        await expectAccessible(page)
        const row = page.locator('main tr[data-downloadable-link]').first()
        await expect(row.locator('[data-remaining-downloads]').textContent()).resolves.toBe('5')
        const [file] = await Promise.all([
          page.waitForEvent('download'),
          row.getByRole('button', { name: texts.downloadFile }).click(),
        ])
        expect(file.suggestedFilename()).toMatch(/\.pdf$/)
        expect(spaced(await pdfText(fs.readFileSync(await file.path()))).length).toBeGreaterThan(50)
        await page.reload()
        await expect(
          page
            .locator('main tr[data-downloadable-link]')
            .first()
            .locator('[data-remaining-downloads]')
            .textContent(),
        ).resolves.toBe('4')
      } finally {
        await page.close()
      }
    },
    120_000,
  )
})
