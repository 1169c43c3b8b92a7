import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ParsedMail } from 'mailparser'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtpCapture.ts'
import { readCatalog } from '../helpers/catalogs.ts'
import { ABSOLUTE_URL, ACCOUNT_WORDS } from '../helpers/emailRules.ts'
import {
  itemOf,
  newGuest,
  orderableVariant,
  placeOrderPaid,
  readyCart,
} from '../api/helpers/checkoutFixtures.ts'
import { formatMoney } from '../../components/price/formatMoney.ts'

// The order confirmation a guest receives, opened as a mail client shows it: Chromium without
// JavaScript, from a file (no shop page to resolve a relative address against), on a phone's
// 360 px too. What the shopper must find in it, and what must not be there.

let smtp: SmtpCapture
let testbed: BrowserTestbed
let folder: string
beforeAll(async () => {
  smtp = await startSmtpCapture()
  testbed = await startBrowserTestbed({ smtpUrl: smtp.url }, { javaScriptEnabled: false })
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-emails-'))
}, 120_000)
afterAll(async () => {
  await testbed?.close()
  await smtp?.close()
  if (folder) fs.rmSync(folder, { recursive: true, force: true })
})

const ORDERS = [
  { base: '/de', locale: 'de-DE' as const, country: 'DE' as const, rate: 0.19, offset: 0 },
  { base: '/it', locale: 'it-IT' as const, country: 'IT' as const, rate: 0.22, offset: 1 },
]

/** Places a guest's paid order in `base`, delivered to `country`, and waits for its confirmation. */
async function guestOrderConfirmation(
  base: string,
  country: 'DE' | 'IT',
  offset: number,
): Promise<{
  message: ParsedMail
  order: { order_number: string; total: { total_tax: { amount: number } } }
}> {
  const app = testbed.server.app
  const email = `guest.mail${base.replace('/', '.')}@example.org`
  const agent = newGuest(app)
  const { cartId } = await readyCart(agent, {
    store: base,
    country,
    items: [itemOf(await orderableVariant(app, 3, offset), 1)],
    email,
  })
  const order = (await placeOrderPaid(app, agent, cartId, { store: base })).data?.placeOrder.order
  expect(order?.order_number).toMatch(/^\d+$/)
  app.email.kick()
  const message = await smtp.waitFor(
    (mail) => mail.to !== undefined && 'text' in mail.to && mail.to.text === email,
  )
  return { message, order }
}

describe.each(ORDERS)(
  'the order confirmation of a guest in $base, as a mail client shows it',
  ({ base, locale, country, rate, offset }) => {
    it('names the order, the VAT per rate, the country in full and the terms, and stands on its own without script or relative address', async () => {
      const { message, order } = await guestOrderConfirmation(base, country, offset)
      expect(message.subject).toContain(order.order_number)
      const html = String(message.html)
      const file = path.join(folder, `order${base.replace('/', '-')}.html`)
      fs.writeFileSync(file, html)

      const page = await testbed.context.newPage()
      const requests: string[] = []
      page.on('request', (request) => requests.push(request.url()))
      // A mail client loads remote images; the test answers them without going out.
      await page.route(/^https?:/, (route) => route.fulfill({ status: 204 }))
      const documentUrl = pathToFileURL(file).href
      await page.goto(documentUrl, { waitUntil: 'load' })
      expect(
        requests.filter((url) => url !== documentUrl && !/^https?:/.test(url)),
        'requests to relative addresses',
      ).toEqual([])
      expect(await page.locator('script').count()).toBe(0)
      const addresses = await page.evaluate(() =>
        [...document.querySelectorAll('[href], [src]')].map(
          (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
        ),
      )
      expect(addresses.length).toBeGreaterThan(0)
      expect(addresses.filter((address) => !ABSOLUTE_URL.test(address))).toEqual([])

      // Read as one line, every kind of space (the no-break ones of amounts and rates too) one space.
      const oneLine = (value: string) => value.replace(/\s+/g, ' ')
      const text = oneLine(await page.locator('body').innerText())
      const vatLine = readCatalog(locale)
        .get('Including {rate} VAT')!
        .replace('{rate}', new Intl.NumberFormat(locale, { style: 'percent' }).format(rate))
      expect(text).toContain(
        oneLine(`${vatLine} ${formatMoney(order.total.total_tax.amount, 'EUR', locale)}`),
      )
      // The e-mail's own words; the terms after them are the shop's, for shoppers with and without an account.
      const ownWords = text.split(
        oneLine(
          readCatalog(locale).get(
            'For your records, the terms of sale and the information on your right of withdrawal that apply to this order:',
          )!,
        ),
      )
      expect(ownWords).toHaveLength(2)
      const countryName = new Intl.DisplayNames([locale], { type: 'region' }).of(country)!
      expect(ownWords[0]).toContain(countryName)
      expect(ownWords[0], `the bare code ${country}`).not.toMatch(new RegExp(`\\b${country}\\b`))
      expect(ownWords[0]).not.toMatch(ACCOUNT_WORDS[locale]!)
      const legalPages = await testbed.server.app.shopDatabase.db
        .selectFrom('cms_page')
        .select('title')
        .where('identifier', 'in', ['terms-of-sale', 'returns'])
        .where('language', '=', base.slice(1) as 'de' | 'it')
        .execute()
      expect(legalPages).toHaveLength(2)
      for (const { title } of legalPages)
        expect(ownWords[1], `the durable copy of "${title}"`).toContain(title)

      await page.setViewportSize({ width: 360, height: 740 })
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, 'horizontal overflow at 360 px').toBe(0)
      await page.close()
    }, 60_000)
  },
)
