import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { startBrowserTestbed, type BrowserTestbed } from '../helpers/browser.ts'
import { readCatalog } from '../helpers/catalogs.ts'

/**
 * One availability rule (docs/stock-alerts.md): a bundle whose part is sold out (as the seed's
 * first gift box is) reads "Out of stock" on its listing card and its product page, whose add to
 * cart is disabled; a configurable product with every size sold out and a simple product sold
 * out alike. Checked in /en and /it.
 */
let testbed: BrowserTestbed
const unsellable: { kind: string; sku: string; category: number }[] = []
beforeAll(async () => {
  testbed = await startBrowserTestbed()
  const db = testbed.server.app.shopDatabase.db
  const bundle = await sql<{ sku: string; part: string; category: number }>`
    select b.sku, s.product_sku as part, (select max(category_id) from product_category c where c.sku = b.sku) as category
    from product b join bundle_option o on o.sku = b.sku join bundle_selection s on s.option_id = o.id
    where b.type = 'bundle' order by b.sku, o.position limit 1`.execute(db)
  await db
    .updateTable('product')
    .set({ qty: 0, is_in_stock: false })
    .where('sku', '=', bundle.rows[0]!.part)
    .execute()
  unsellable.push({ kind: 'bundle', sku: bundle.rows[0]!.sku, category: bundle.rows[0]!.category })
  for (const type of ['configurable', 'simple'] as const) {
    const row = await sql<{ sku: string; category: number }>`
      select p.sku, max(c.category_id) as category from product p join product_category c on c.sku = p.sku
      where p.type = ${type} and p.parent_sku is null and p.is_in_stock
        and not exists (select 1 from bundle_selection s where s.product_sku = p.sku)
      group by p.sku order by p.sku desc limit 1`.execute(db)
    const { sku, category } = row.rows[0]!
    await db
      .updateTable('product')
      .set({ qty: 0 })
      .where((eb) => eb.or([eb('sku', '=', sku), eb('parent_sku', '=', sku)]))
      .execute()
    unsellable.push({ kind: type, sku, category })
  }
}, 120_000)
afterAll(async () => {
  await testbed?.close()
})

describe.each([
  { base: '/en', locale: 'en-GB' },
  { base: '/it', locale: 'it-IT' },
] as const)('stock shown as the cart decides it, in $base', ({ base, locale }) => {
  it('shows a bundle with a sold-out part, a configurable product with every size sold out and a sold-out simple product out of stock on their cards and pages', async () => {
    const outOfStock = readCatalog(locale).get('Out of stock') || 'Out of stock'
    const page = await testbed.context.newPage()
    let cards = 0
    try {
      for (const { kind, sku, category } of unsellable) {
        await page.goto(`${testbed.origin}${base}/product/${sku}`, { waitUntil: 'load' })
        const form = page.locator('main form[action$="/cart"]').first()
        await expect(form.locator('[aria-live]').textContent(), kind).resolves.toContain(outOfStock)
        await expect(form.locator('button[type="submit"]').isDisabled(), kind).resolves.toBe(true)
        const language = locale.slice(0, 2) as 'en' | 'it'
        const { url_key: urlKey } = await testbed.server.app.shopDatabase.db
          .selectFrom('product_translation')
          .select('url_key')
          .where('sku', '=', sku)
          .where('language', '=', language)
          .executeTakeFirstOrThrow()
        await page.goto(`${testbed.origin}${base}/category/${category}?pageLength=60`, { waitUntil: 'load' })
        const card = page.locator('main li', { has: page.locator(`a[href^="${base}/${urlKey}"]`) }).first()
        if ((await card.count()) === 0) continue
        cards += 1
        await expect(card.textContent(), `${kind} card`).resolves.toContain(outOfStock)
      }
      // A category's first 60 cards need not hold every one of them, but they hold some.
      expect(cards).toBeGreaterThan(0)
    } finally {
      await page.close()
    }
  })
})
