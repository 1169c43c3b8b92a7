import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'

let testbed: BrowserTestbed
beforeAll(async () => {
  testbed = await startBrowserTestbed()
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

// Seeded slippers (deterministic seed): €31.95 for months, €28.00 in an autumn promotion
// (9 to 23 October), €25.00 since the winter sale (13 November). The lowest price of the
// 30 days before the sale is the promotion's €28.00: -10 %, not the -21 % of €31.95.
const REDUCED = { sku: 'SL-00002', category: 112 }
// New slippers launched at €35.00 (an introductory price below their €46.90 regular price):
// no earlier price, so no reduction may be shown.
const WITHOUT_HISTORY = { sku: 'SL-00073', category: 213 }

const STORES = [
  {
    base: '/fr',
    price: '25,00 €',
    reference: '28,00 €',
    badge: '-10 %',
    note: 'Prix le plus bas des 30 derniers jours\u202f: 28,00 €',
  },
  {
    base: '/de',
    price: '25,00 €',
    reference: '28,00 €',
    badge: '-10 %',
    note: 'Niedrigster Preis der letzten 30 Tage: 28,00 €',
  },
  {
    base: '/en',
    price: '€25.00',
    reference: '€28.00',
    badge: '-10%',
    note: 'Lowest price in the last 30 days: €28.00',
  },
  {
    base: '/it',
    price: '25,00 €',
    reference: '28,00 €',
    badge: '-10%',
    note: 'Prezzo più basso degli ultimi 30 giorni: 28,00 €',
  },
]

/** Text with every kind of space made one plain space (stores put no-break spaces in prices). */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

async function open(path: string): Promise<Page> {
  const page = await testbed.context.newPage()
  const response = await page.goto(`${testbed.origin}${path}`, { waitUntil: 'load' })
  expect(response?.status(), path).toBe(200)
  return page
}

/** What a reduction shows in `scope`: struck-through amount, price paid, badge, reference note. */
async function reductionIn(page: Page, scope: string) {
  const root = page.locator(scope).first()
  return {
    struck: await root.locator('s').allTextContents(),
    price: plain(
      await root
        .locator('[data-reference-price] > span')
        .first()
        .textContent()
        .catch(() => null),
    ),
    // The reduction's own note: the price information beside every price is another <small>.
    note: (await root.locator('[data-reference-price] small').allTextContents()).join(' '),
    text: plain(await root.textContent()),
  }
}

const cardOf = (sku: string) => `main article:has(a[href$="-${sku.toLowerCase()}"])`

describe.each(STORES)('reduced prices in $base', ({ base, price, reference, badge, note }) => {
  it('shows the lowest price of the 30 days before the reduction in the listing and on the product page', async () => {
    const listing = await open(`${base}/category/${REDUCED.category}`)
    const card = await reductionIn(listing, cardOf(REDUCED.sku))
    expect(card.struck.map(plain)).toEqual([reference])
    expect(card.price).toBe(price)
    expect(plain(card.note)).toBe(plain(note))
    expect(card.note).toContain(note.slice(0, note.indexOf(':') + 1))
    expect(card.text).toContain(badge)
    await listing.close()

    const product = await open(`${base}/product/${REDUCED.sku}`)
    const shown = await reductionIn(product, 'main form [aria-live] p')
    expect(shown.struck.map(plain)).toEqual([reference])
    expect(shown.price).toBe(price)
    expect(plain(shown.note)).toBe(plain(note))
    expect(shown.text).toContain(badge)
    await product.close()
  })
})

describe.each(STORES.filter(({ base }) => base === '/de' || base === '/fr'))(
  'a reduction without price history in $base',
  ({ base }) => {
    it('shows the price alone: no strike-through, no percentage, no sale sticker, no reference', async () => {
      const listing = await open(`${base}/category/${WITHOUT_HISTORY.category}`)
      const card = listing.locator(cardOf(WITHOUT_HISTORY.sku))
      await expect(card.count()).resolves.toBe(1)
      await expect(card.locator('s, del, [data-reference-price]').count()).resolves.toBe(0)
      expect(plain(await card.textContent())).not.toMatch(
        /%|46,90|Promo|Sale|Reduziert|30 derniers jours|letzten 30 Tage/,
      )
      await listing.close()

      const product = await open(`${base}/product/${WITHOUT_HISTORY.sku}`)
      const line = product.locator('main form [aria-live] p').first()
      expect(plain(await line.textContent())).toBe('35,00 €')
      await expect(line.locator('s, del').count()).resolves.toBe(0)
      await product.close()
    })
  },
)
