import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import { launchFreshProfile, startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { createFormShopper, documentOf, fieldsOf, type FormShopper } from '../helpers/formShopper.ts'
import { giveShippingAddress, guestAtCheckout, handOverToBrowser } from '../helpers/checkoutSession.ts'
import { countryNames, ratedCountryCodes } from '../helpers/countryLists.ts'
import { DEMO_CUSTOMER } from '../../db/seed/demoOrders.ts'
import type { Language } from '../../db/tables.ts'

// Every country list a shopper meets, as the browser shows it, with and without JavaScript
// (docs/checkout.md, "Country lists"): a parcel goes only where a shipping rate exists; a bill,
// and an address of the book (which may serve for billing), may be anywhere. The names are the
// store's language. Registration asks no address, and the pickup search no country.

let testbed: BrowserTestbed
let withoutScripts: { context: BrowserContext; close(): Promise<void> }
beforeAll(async () => {
  testbed = await startBrowserTestbed()
  withoutScripts = await launchFreshProfile({ javaScriptEnabled: false })
}, 120_000)
afterAll(async () => {
  await withoutScripts?.close()
  await testbed?.close()
})

const STORES = [
  { base: '/fr', language: 'fr' as const, country: 'FR' as const },
  { base: '/it', language: 'it' as const, country: 'IT' as const },
]
const BROWSERS = [
  { scripts: 'with JavaScript', context: () => testbed.context },
  { scripts: 'without JavaScript', context: () => withoutScripts.context },
]
const CASES = STORES.flatMap((store) => BROWSERS.map((browser) => ({ ...store, ...browser })))

/** The country list of the form whose `_action` is `action` on `path`, as the browser shows it: code → visible name. */
async function countryList(
  context: BrowserContext,
  shopper: FormShopper,
  path: string,
  action: string,
): Promise<Map<string, string>> {
  await context.clearCookies()
  await handOverToBrowser(shopper, context, testbed.origin)
  const page = await context.newPage()
  await page.goto(`${testbed.origin}${path}`, { waitUntil: 'load' })
  const select = page.locator(`form:has(input[name="_action"][value="${action}"]) select[name="countryCode"]`)
  await expect(select.isVisible(), `${path}: the country list of ${action}`).resolves.toBe(true)
  const options = await select
    .locator('option')
    .evaluateAll((elements) =>
      elements.map(
        (option) =>
          [(option as HTMLOptionElement).value, (option as HTMLOptionElement).innerText.trim()] as const,
      ),
    )
  await page.close()
  return new Map(options.filter(([value]) => value !== ''))
}

/** The countries of `list` not named as the country table names them in `language` (or named by their code); none is right. */
async function misnamed(list: Map<string, string>, language: Language) {
  const names = await countryNames(testbed.server.app.shopDatabase.db, language)
  return [...list]
    .filter(([code, name]) => name !== names.get(code) || name === code)
    .map(([code, name]) => `${code}: "${name}", not "${names.get(code)}"`)
}

describe.each(CASES)(
  'the country lists of $base $scripts',
  ({ base, language, country, scripts, context }) => {
    it('offers for the parcel exactly the countries with a shipping rate and for the bill every country, named in the store’s language', async () => {
      const db = testbed.server.app.shopDatabase.db
      const shopper = await guestAtCheckout(
        testbed.server.app,
        base,
        `countries.${language}.${scripts.replaceAll(' ', '-')}@example.org`,
      )
      const shipping = await countryList(context(), shopper, `${base}/checkout/`, 'shippingAddress')
      expect([...shipping.keys()].sort()).toEqual(await ratedCountryCodes(db))
      expect(await misnamed(shipping, language)).toEqual([])

      await giveShippingAddress(shopper, base, country)
      const billing = await countryList(
        context(),
        shopper,
        `${base}/checkout/?edit=billing`,
        'billingAddress',
      )
      expect([...billing.keys()].sort()).toEqual([...(await countryNames(db, language)).keys()].sort())
      expect(await misnamed(billing, language)).toEqual([])
    })

    it('offers every country, named in the store’s language, for a new address of the book', async () => {
      const shopper = createFormShopper(testbed.server.app, base)
      const login = await shopper.get(`${base}/login`)
      const signedIn = await shopper.post(
        `${base}/login`,
        fieldsOf(documentOf(login.body).querySelector<HTMLFormElement>('form:has(input[name="password"])')!, {
          email: DEMO_CUSTOMER.email,
          password: DEMO_CUSTOMER.password,
        }),
      )
      expect(signedIn.statusCode).toBe(303)
      const book = await countryList(context(), shopper, `${base}/user/address-book?new=1`, 'save')
      expect([...book.keys()].sort()).toEqual(
        [...(await countryNames(testbed.server.app.shopDatabase.db, language)).keys()].sort(),
      )
      expect(await misnamed(book, language)).toEqual([])
    })
  },
)
