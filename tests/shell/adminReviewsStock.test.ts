import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { pageText, signedInStaff, type StaffBrowser } from '../helpers/adminSession.ts'
import { listAudit } from '../../domain/audit/auditLog.ts'

let server: TestServer
let moderator: Awaited<ReturnType<typeof signedInStaff>>
let warehouse: Awaited<ReturnType<typeof signedInStaff>>
beforeAll(async () => {
  server = await startTestServer()
  moderator = await signedInStaff(server.app, 'pages.care@example.org', 'customer_service')
  warehouse = await signedInStaff(server.app, 'pages.warehouse@example.org', 'warehouse')
}, 300_000)
afterAll(async () => {
  await server?.close()
})

const db = () => server.app.shopDatabase.db

/** Configurable products nobody reviewed, each test its own. */
let nextProduct = 0
async function freshProduct(): Promise<{ sku: string; id: number; sizes: string[] }> {
  const { rows } = await sql<{ sku: string; id: number }>`
    select sku, id from product where parent_sku is null and type = 'configurable'
      and sku not in (select sku from product_review) order by sku limit 1 offset ${nextProduct++}`.execute(
    db(),
  )
  const product = rows[0]!
  const sizes = await db()
    .selectFrom('product')
    .select('sku')
    .where('parent_sku', '=', product.sku)
    .orderBy('sku')
    .execute()
  return { ...product, sizes: sizes.map((size) => size.sku) }
}

/** A customer's review waiting for moderation, written `minutesAgo`. */
async function pendingReview(sku: string, title: string, minutesAgo = 0): Promise<number> {
  const row = await db()
    .insertInto('product_review')
    .values({
      sku,
      rating: 4,
      author: 'Marie D.',
      title,
      comment: 'Bien chaudes.',
      language: 'fr',
      status: 'pending',
      created_at: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const statusOf = async (id: number) =>
  (await db().selectFrom('product_review').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status

const qtyOf = async (sku: string) =>
  await db()
    .selectFrom('product')
    .select(['qty', 'is_in_stock'])
    .where('sku', '=', sku)
    .executeTakeFirstOrThrow()

/** The review titles in the order the page shows them. */
const titlesOn = (body: string) =>
  [...body.matchAll(/<h2 id="review-\d+-title">([^<]*)<\/h2>/g)].map((m) => m[1])

async function open(browser: StaffBrowser, url: string) {
  const response = await browser.get(url)
  expect(response.statusCode, url).toBe(200)
  return response
}

describe('/admin/reviews', () => {
  it('lists one product’s reviews, waiting ones first and oldest first, by its SKU or its id; says so when none or unknown', async () => {
    const product = await freshProduct()
    const older = await pendingReview(product.sku, 'Older waiting', 60)
    await pendingReview(product.sku, 'Newer waiting', 5)
    const decided = await pendingReview(product.sku, 'Already approved', 120)
    await db()
      .updateTable('product_review')
      .set({ status: 'approved', moderated_at: new Date() })
      .where('id', '=', decided)
      .execute()
    const bySku = await open(moderator.browser, `/admin/reviews?product=${product.sku.toLowerCase()}`)
    expect(titlesOn(bySku.body)).toEqual(['Older waiting', 'Newer waiting', 'Already approved'])
    expect(pageText(bySku)).toContain('3 reviews, page 1 of 1')
    const byId = await open(moderator.browser, `/admin/reviews?product=${product.id}&status=pending`)
    expect(titlesOn(byId.body)).toEqual(['Older waiting', 'Newer waiting'])
    expect(byId.body).toContain(`name="reviewId" value="${older}"`)
    const none = await open(moderator.browser, `/admin/reviews?product=${product.sku}&status=rejected`)
    expect(pageText(none)).toContain('No review matches. Choose another status, or empty the product field.')
    const unknown = await open(moderator.browser, '/admin/reviews?product=NO-SUCH-PRODUCT')
    expect(pageText(unknown)).toContain('No product has this SKU or id.')
    // The menu links the page for customer service, not for the warehouse.
    expect(bySku.body).toContain('href="/admin/reviews"')
    expect((await warehouse.browser.get('/admin')).body).not.toContain('href="/admin/reviews"')
  })

  it('pages the queue 25 at a time, with links to the next and previous pages keeping the filters', async () => {
    const product = await freshProduct()
    for (let minute = 26; minute > 0; minute--)
      await pendingReview(product.sku, `Waiting ${27 - minute}`, minute)
    const first = await open(moderator.browser, `/admin/reviews?product=${product.sku}&status=pending`)
    expect(titlesOn(first.body)).toHaveLength(25)
    expect(titlesOn(first.body)[0]).toBe('Waiting 1')
    expect(pageText(first)).toContain('26 reviews, page 1 of 2')
    const next = `/admin/reviews?status=pending&amp;product=${product.sku}&amp;page=2`
    expect(first.body).toContain(`href="${next}"`)
    const second = await open(moderator.browser, next.replaceAll('&amp;', '&'))
    expect(titlesOn(second.body)).toEqual(['Waiting 26'])
    expect(pageText(second)).toContain('Previous page')
    expect(pageText(second)).not.toContain('Next page')
  })

  it('approves a review: 303 back to the filters with a notice, published, audited as reviews.approve', async () => {
    const product = await freshProduct()
    const id = await pendingReview(product.sku, 'To approve')
    await open(moderator.browser, `/admin/reviews?product=${product.sku}`)
    const approved = await moderator.browser.post('/admin/reviews/approve', {
      reviewId: String(id),
      back: `product=${product.sku}&page=1`,
    })
    expect(approved.statusCode).toBe(303)
    expect(approved.headers.location).toBe(`/admin/reviews?product=${product.sku}&page=1&done=reviewApproved`)
    expect(await statusOf(id)).toBe('approved')
    const after = await open(moderator.browser, String(approved.headers.location))
    expect(pageText(after)).toContain('The review is approved: it shows on the product page.')
    expect(
      await listAudit(db(), { action: 'reviews.approve', subjectType: 'review', subjectId: String(id) }),
    ).toMatchObject([
      {
        actor: 'pages.care@example.org',
        before: { status: 'pending' },
        after: { status: 'approved', sku: product.sku },
      },
    ])
  })

  it('rejects a review only with a reason: without one the page says so and nothing changes; with one it is kept for staff', async () => {
    const product = await freshProduct()
    const id = await pendingReview(product.sku, 'To reject')
    await open(moderator.browser, `/admin/reviews?product=${product.sku}`)
    const refused = await moderator.browser.post('/admin/reviews/reject', {
      reviewId: String(id),
      reason: '   ',
      back: `product=${product.sku}`,
    })
    expect(refused.statusCode).toBe(422)
    expect(pageText(refused)).toContain('Give a reason for rejecting this review (staff only see it).')
    expect(titlesOn(refused.body)).toEqual(['To reject'])
    expect(await statusOf(id)).toBe('pending')
    const rejected = await moderator.browser.post('/admin/reviews/reject', {
      reviewId: String(id),
      reason: 'Mentions another shop',
      back: `product=${product.sku}`,
    })
    expect(rejected.statusCode).toBe(303)
    expect(await statusOf(id)).toBe('rejected')
    const after = await open(moderator.browser, String(rejected.headers.location))
    expect(pageText(after)).toContain('The review is rejected.')
    expect(pageText(after)).toContain('Reason: Mentions another shop')
    expect(await listAudit(db(), { action: 'reviews.reject', subjectId: String(id) })).toMatchObject([
      { after: { status: 'rejected', reason: 'Mentions another shop' } },
    ])
  })

  it('refuses the warehouse (403, access.refused, the review still waiting) and a post without the CSRF token', async () => {
    const product = await freshProduct()
    const id = await pendingReview(product.sku, 'Still waiting')
    expect((await warehouse.browser.get('/admin/reviews')).statusCode).toBe(403)
    await warehouse.browser.get('/admin')
    expect(
      (await warehouse.browser.post('/admin/reviews/approve', { reviewId: String(id) })).statusCode,
    ).toBe(403)
    await open(moderator.browser, '/admin/reviews')
    const forged = await moderator.browser.post(
      '/admin/reviews/approve',
      { reviewId: String(id) },
      { csrf: 'forged' },
    )
    expect(forged.statusCode).toBe(403)
    expect(await statusOf(id)).toBe('pending')
    expect(await listAudit(db(), { action: 'reviews.', subjectId: String(id) })).toEqual([])
    expect(
      (await listAudit(db(), { staffId: warehouse.id, action: 'access.refused' })).map(
        (row) => row.subjectId,
      ),
    ).toEqual(expect.arrayContaining(['GET /admin/reviews', 'POST /admin/reviews/approve']))
  })
})

describe('/admin/stock', () => {
  it('finds a product by its SKU, a size’s SKU, its id or its name, with each size’s stock; says what to do when nothing matches', async () => {
    const product = await freshProduct()
    const name = (
      await db()
        .selectFrom('product_translation')
        .select('name')
        .where('sku', '=', product.sku)
        .where('language', '=', 'en')
        .executeTakeFirstOrThrow()
    ).name
    for (const q of [product.sku, product.sizes[0]!.toLowerCase(), String(product.id), name]) {
      const found = await open(warehouse.browser, `/admin/stock?q=${encodeURIComponent(q)}`)
      expect(pageText(found), q).toContain(`${name} (${product.sku})`)
      for (const size of product.sizes) expect(found.body, q).toContain(`name="sku" value="${size}"`)
    }
    const none = await open(warehouse.browser, '/admin/stock?q=zzz-nothing')
    expect(pageText(none)).toContain(
      'No product matches “zzz-nothing”. Try its SKU, its id or a word of its name.',
    )
  })

  it('sets one size’s quantity and flag (303, audited as stock.set); a wrong quantity is refused with the value typed kept', async () => {
    const product = await freshProduct()
    const size = product.sizes[0]!
    const before = await qtyOf(size)
    await open(warehouse.browser, `/admin/stock?q=${product.sku}`)
    const wrong = await warehouse.browser.post('/admin/stock/set', {
      sku: size,
      qty: '-3',
      inStock: 'on',
      q: product.sku,
    })
    expect(wrong.statusCode).toBe(422)
    expect(pageText(wrong)).toContain('Enter a quantity: a whole number from 0 to 1,000,000.')
    expect(wrong.body).toContain('value="-3"')
    expect(await qtyOf(size)).toEqual(before)
    const set = await warehouse.browser.post('/admin/stock/set', { sku: size, qty: '17', q: product.sku })
    expect(set.statusCode).toBe(303)
    expect(set.headers.location).toBe(`/admin/stock?q=${encodeURIComponent(product.sku)}&done=stockSet`)
    // The box unticked: 17 pieces kept from sale.
    expect(await qtyOf(size)).toEqual({ qty: 17, is_in_stock: false })
    const after = await open(warehouse.browser, String(set.headers.location))
    expect(pageText(after)).toContain('The stock is saved.')
    expect(pageText(after)).toContain('No, 17 pieces')
    expect(await listAudit(db(), { action: 'stock.set', subjectId: size })).toMatchObject([
      {
        actor: 'pages.warehouse@example.org',
        before: { qty: before.qty },
        after: { qty: 17, inStock: false },
      },
    ])
  })

  it('sets a pasted list all or nothing: every wrong line is shown with the text kept, then the corrected list is saved', async () => {
    const product = await freshProduct()
    const [first, second] = product.sizes as [string, string]
    const [firstBefore, secondBefore] = [await qtyOf(first), await qtyOf(second)]
    await open(warehouse.browser, '/admin/stock')
    const text = `${first};8\nnot a line\n${second};9\nNO-SUCH-SKU;1`
    const refused = await warehouse.browser.post('/admin/stock/bulk', { lines: text })
    expect(refused.statusCode).toBe(422)
    const shown = pageText(refused)
    expect(shown).toContain('Nothing was changed: correct the lines below and send the list again.')
    expect(shown).toContain('Line 2 (not a line): not a line SKU;quantity')
    expect(shown).toContain('Line 4 (NO-SUCH-SKU;1): no size has this SKU')
    expect(refused.body).toContain(`>${text}</textarea>`)
    expect([await qtyOf(first), await qtyOf(second)]).toEqual([firstBefore, secondBefore])
    const saved = await warehouse.browser.post('/admin/stock/bulk', { lines: `${first};8\n\n${second};9` })
    expect(saved.statusCode).toBe(303)
    expect(pageText(await open(warehouse.browser, String(saved.headers.location)))).toContain(
      'The stock of every line is saved.',
    )
    expect([await qtyOf(first), await qtyOf(second)]).toEqual([
      { qty: 8, is_in_stock: true },
      { qty: 9, is_in_stock: true },
    ])
    expect((await listAudit(db(), { action: 'stock.set', subjectId: first })).length).toBe(1)
  })

  it('refuses customer service (403, nothing changed) and a list posted without the CSRF token', async () => {
    const product = await freshProduct()
    const size = product.sizes[0]!
    const before = await qtyOf(size)
    expect((await moderator.browser.get('/admin/stock')).statusCode).toBe(403)
    await moderator.browser.get('/admin')
    expect((await moderator.browser.post('/admin/stock/set', { sku: size, qty: '3' })).statusCode).toBe(403)
    await open(warehouse.browser, '/admin/stock')
    expect(
      (await warehouse.browser.post('/admin/stock/bulk', { lines: `${size};3` }, { csrf: 'x' })).statusCode,
    ).toBe(403)
    expect(await qtyOf(size)).toEqual(before)
    expect(await listAudit(db(), { action: 'stock.set', subjectId: size })).toEqual([])
  })
})
