import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { pageText, signedInStaff, type StaffBrowser } from '../helpers/adminSession.ts'
import { listAudit } from '../../domain/audit/auditLog.ts'
import { documentOf } from '../helpers/formShopper.ts'

let server: TestServer
let warehouse: Awaited<ReturnType<typeof signedInStaff>>
let merchandiser: Awaited<ReturnType<typeof signedInStaff>>
beforeAll(async () => {
  server = await startTestServer()
  warehouse = await signedInStaff(server.app, 'ledger.warehouse@example.org', 'warehouse')
  merchandiser = await signedInStaff(server.app, 'ledger.merchandiser@example.org', 'merchandiser')
}, 300_000)
afterAll(async () => {
  await server?.close()
})

const db = () => server.app.shopDatabase.db

/** A configurable product with at least two sizes, each test its own. */
let nextProduct = 0
async function freshProduct(): Promise<{ sku: string; sizes: [string, string] }> {
  const { rows } = await sql<{ sku: string }>`
    select p.sku from product p where p.type = 'configurable'
      and (select count(*) from product v where v.parent_sku = p.sku) >= 2
    order by p.sku desc limit 1 offset ${nextProduct++}`.execute(db())
  const sku = rows[0]!.sku
  const sizes = await db()
    .selectFrom('product')
    .select('sku')
    .where('parent_sku', '=', sku)
    .orderBy('sku')
    .execute()
  return { sku, sizes: [sizes[0]!.sku, sizes[1]!.sku] }
}

async function open(browser: StaffBrowser, url: string) {
  const response = await browser.get(url)
  expect(response.statusCode, url).toBe(200)
  return response
}

/** Sets sizes' quantities through the stock page's form, as the warehouse does. */
async function setQty(sku: string, qty: number) {
  await open(warehouse.browser, '/admin/stock')
  const set = await warehouse.browser.post('/admin/stock/set', { sku, qty: String(qty), inStock: 'on' })
  expect(set.statusCode).toBe(303)
}

/** The cells of the movements table's rows, as shown. */
function movementRows(html: string): string[][] {
  const tables = [...documentOf(html).querySelectorAll('table')]
  const history = tables.find((table) => table.caption?.textContent?.includes('Stock movements'))
  return [...(history?.tBodies[0]?.rows ?? [])].map((row) =>
    [...row.cells].map((cell) => cell.textContent ?? ''),
  )
}

/** A size's place (from 0) in the list of sizes low on stock, in the list's order; null when it is not low. */
async function lowListRankOf(sku: string): Promise<number | null> {
  const { rows } = await sql<{ rank: string }>`
    select rank from (
      select sku, row_number() over (order by coalesce(parent_sku, sku), sku) - 1 as rank from product
      where type = 'simple' and qty <= coalesce(low_stock_threshold, 3)
    ) listed where sku = ${sku}`.execute(db())
  return rows[0] ? Number(rows[0].rank) : null
}

/** The page of the low-stock list that shows the size at `rank` (50 a page). */
const lowListPageOf = (rank: number | null) => `/admin/stock?low=1&page=${Math.floor((rank ?? 0) / 50) + 1}`

describe('/admin/stock low on stock, a product’s stock page and its thresholds', () => {
  it('lists the sizes at or below their threshold, and a product’s page shows its sizes and movements, newest first', async () => {
    const { sku, sizes } = await freshProduct()
    const [low, plenty] = sizes
    await setQty(low, 2)
    await setQty(plenty, 40)
    const listed = await open(warehouse.browser, lowListPageOf(await lowListRankOf(low)))
    expect(pageText(listed)).toMatch(/\d+ sizes at or below their threshold/)
    expect(listed.body).toContain(`>${low}</th>`)
    expect(await lowListRankOf(plenty)).toBeNull()

    await setQty(low, 1)
    const page = await open(warehouse.browser, `/admin/stock/${encodeURIComponent(sku.toLowerCase())}`)
    const text = pageText(page)
    expect(text).toContain(`Stock of`)
    expect(text).toContain(`(${sku})`)
    // Newest first: 1 after 2 for the low size, each set by hand under the warehouse's e-mail; the seed's stock last.
    const rows = movementRows(page.body).filter((row) => row[1] === low)
    expect(rows.slice(0, 2).map((row) => row.slice(1))).toEqual([
      [low, 'Set by hand', 'ledger.warehouse@example.org', '-1', '1'],
      [low, 'Set by hand', 'ledger.warehouse@example.org', expect.stringMatching(/^[-+]\d+$/), '2'],
    ])
    expect(rows.at(-1)?.slice(2, 4)).toEqual(['Import', 'seed'])
    // A size's own page is its product's.
    expect(pageText(await open(warehouse.browser, `/admin/stock/${low}`))).toContain(`(${sku})`)
    expect((await warehouse.browser.get('/admin/stock/NO-SUCH-SKU')).statusCode).toBe(404)
  })

  it('sets a size’s threshold (303, audited); a wrong one is refused in the staff member’s language with the value typed kept', async () => {
    const { sku, sizes } = await freshProduct()
    const [size] = sizes
    await setQty(size, 8)
    await open(warehouse.browser, `/admin/stock/${sku}`)
    expect((await warehouse.browser.post('/admin/language', { language: 'fr' })).statusCode).toBe(303)
    await open(warehouse.browser, `/admin/stock/${sku}`)
    const wrong = await warehouse.browser.post(`/admin/stock/${size}/threshold`, {
      product: sku,
      threshold: 'trois',
    })
    expect(wrong.statusCode).toBe(422)
    expect(pageText(wrong)).toContain(
      'Saisissez un seuil : un nombre entier de 0 à 1 000 000, ou rien pour le seuil par défaut de la boutique.',
    )
    const field = documentOf(wrong.body).getElementById(`threshold-${size}`)
    expect(field?.getAttribute('value')).toBe('trois')
    expect(field?.getAttribute('aria-invalid')).toBe('true')
    expect(await listAudit(db(), { action: 'stock.threshold', subjectId: size })).toEqual([])
    expect((await warehouse.browser.post('/admin/language', { language: 'en' })).statusCode).toBe(303)

    await open(warehouse.browser, `/admin/stock/${sku}`)
    const saved = await warehouse.browser.post(`/admin/stock/${size}/threshold`, {
      product: sku,
      threshold: '10',
    })
    expect(saved.statusCode).toBe(303)
    expect(saved.headers.location).toBe(`/admin/stock/${encodeURIComponent(sku)}?done=stockThresholdSet`)
    const after = await open(warehouse.browser, String(saved.headers.location))
    expect(pageText(after)).toContain('The low-stock threshold is saved.')
    expect(after.body).toContain('value="10"')
    expect(pageText(after)).toContain('8 (low)')
    expect((await open(warehouse.browser, lowListPageOf(await lowListRankOf(size)))).body).toContain(
      `>${size}</th>`,
    )
    expect(await listAudit(db(), { action: 'stock.threshold', subjectId: size })).toMatchObject([
      { actor: 'ledger.warehouse@example.org', before: { threshold: null }, after: { threshold: 10 } },
    ])
    // Empty: back to the shop's default.
    await warehouse.browser.post(`/admin/stock/${size}/threshold`, { product: sku, threshold: '' })
    expect(
      (
        await db()
          .selectFrom('product')
          .select('low_stock_threshold')
          .where('sku', '=', size)
          .executeTakeFirstOrThrow()
      ).low_stock_threshold,
    ).toBeNull()
  })

  it('lets the merchandiser read the stock pages without their forms, and refuses their threshold (403)', async () => {
    const { sku, sizes } = await freshProduct()
    const page = await open(merchandiser.browser, `/admin/stock/${sku}`)
    expect(page.body).not.toContain('name="threshold"')
    expect(pageText(page)).toContain("(the shop's default)")
    const list = await open(merchandiser.browser, `/admin/stock?q=${sku}`)
    expect(list.body).not.toContain('name="qty"')
    expect(list.body).not.toContain('name="lines"')
    const refused = await merchandiser.browser.post(`/admin/stock/${sizes[0]}/threshold`, {
      product: sku,
      threshold: '5',
    })
    expect(refused.statusCode).toBe(403)
    expect(await listAudit(db(), { action: 'stock.threshold', subjectId: sizes[0] })).toEqual([])
  })
})
