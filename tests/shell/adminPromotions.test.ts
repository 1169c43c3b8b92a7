import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { valueOf, documentOfResponse } from '../helpers/formShopper.ts'
import { pageText, signedInStaff } from '../helpers/adminSession.ts'
import { checkCoupon } from '../../domain/cart/couponRules.ts'

let server: TestServer
let merchandiser: Awaited<ReturnType<typeof signedInStaff>>
let service: Awaited<ReturnType<typeof signedInStaff>>
let warehouse: Awaited<ReturnType<typeof signedInStaff>>
beforeAll(async () => {
  server = await startTestServer()
  ;[merchandiser, service, warehouse] = await Promise.all([
    signedInStaff(server.app, 'promotions.merchandiser@example.org', 'merchandiser'),
    signedInStaff(server.app, 'promotions.service@example.org', 'customer_service'),
    signedInStaff(server.app, 'promotions.warehouse@example.org', 'warehouse'),
  ])
}, 300_000)
afterAll(async () => {
  await server?.close()
})

const db = () => server.app.shopDatabase.db
const checkedOf = (response: LightMyRequestResponse, selector: string) =>
  documentOfResponse(response).querySelector<HTMLInputElement>(selector)?.checked
/** The codes a coupons list shows, in its order. */
const listedCodes = (response: LightMyRequestResponse) =>
  [...documentOfResponse(response).querySelectorAll('table:first-of-type tbody tr td:first-child a')].map(
    (link) => link.textContent,
  )
const navLinks = (response: LightMyRequestResponse) =>
  [...documentOfResponse(response).querySelectorAll('header nav a')].map((link) => link.getAttribute('href'))

describe('/admin/coupons without JavaScript', () => {
  it('lists the coupons, found by a part of their code, their status and their store', async () => {
    const all = await merchandiser.browser.get('/admin/coupons')
    expect(all.statusCode).toBe(200)
    expect(listedCodes(all)).toEqual(expect.arrayContaining(['WELCOME10', 'SOCKS5', 'WINTER2024']))
    expect(listedCodes(await merchandiser.browser.get('/admin/coupons?q=welc'))).toEqual(['WELCOME10'])
    const expired = listedCodes(await merchandiser.browser.get('/admin/coupons?status=expired'))
    expect(expired).toContain('WINTER2024')
    expect(expired).not.toContain('WELCOME10')
    expect(listedCodes(await merchandiser.browser.get('/admin/coupons?status=scheduled'))).toContain(
      'SUMMER2099',
    )
    expect(listedCodes(await merchandiser.browser.get('/admin/coupons?store=b2c_fr'))).toContain(
      'BIENVENUE15',
    )
    const german = await merchandiser.browser.get('/admin/coupons?store=b2c_de&status=active')
    expect(listedCodes(german)).not.toContain('BIENVENUE15')
    expect(listedCodes(german)).toContain('SOCKS5')
    expect(documentOfResponse(german).querySelector<HTMLSelectElement>('#coupon-store')?.value).toBe('b2c_de')
  })

  it('sends a wrong coupon back with 422, each error beside its field and every typed value kept', async () => {
    const page = await merchandiser.browser.get('/admin/coupons/new')
    expect(page.statusCode).toBe(200)
    const category =
      documentOfResponse(page).querySelector<HTMLInputElement>('input[name^="category."]')!.name
    const refused = await merchandiser.browser.post('/admin/coupons/new', {
      code: 'SPRING-20',
      discountType: 'percent',
      amount: '120',
      minimum: '30',
      startsOn: '2026-05-01',
      endsOn: '2026-04-01',
      usageLimit: 'ten',
      'store.b2c_fr': '1',
      [category]: '1',
      enabled: '1',
    })
    expect(refused.statusCode).toBe(422)
    const document = documentOfResponse(refused)
    expect(document.querySelector('#field-amount-error')?.textContent).toBe('A percentage is at most 100.')
    expect(document.querySelector('#field-amount')?.getAttribute('aria-describedby')).toBe(
      'field-amount-error',
    )
    expect(document.querySelector('#field-endsOn-error')?.textContent).toBe(
      'The last day comes before the first.',
    )
    expect(document.querySelector('#field-usageLimit-error')?.textContent).toContain('whole number')
    expect(pageText(refused)).toContain('Nothing was saved')
    expect(valueOf(refused.body, '[name="code"]')).toBe('SPRING-20')
    expect(valueOf(refused.body, '[name="amount"]')).toBe('120')
    expect(valueOf(refused.body, '[name="minimum"]')).toBe('30')
    expect(valueOf(refused.body, '[name="startsOn"]')).toBe('2026-05-01')
    expect(valueOf(refused.body, '[name="usageLimit"]')).toBe('ten')
    expect(checkedOf(refused, '#discountType-percent')).toBe(true)
    expect(checkedOf(refused, '[name="store.b2c_fr"]')).toBe(true)
    expect(checkedOf(refused, '[name="store.b2c_de"]')).toBe(false)
    expect(checkedOf(refused, `[name="${category}"]`)).toBe(true)
    expect(
      await db().selectFrom('coupon').select('code').where('code', '=', 'SPRING-20').executeTakeFirst(),
    ).toBeUndefined()

    const taken = await merchandiser.browser.post('/admin/coupons/new', {
      code: 'welcome10',
      discountType: 'fixed',
      amount: '5',
    })
    expect(taken.statusCode).toBe(422)
    expect(documentOfResponse(taken).querySelector('#field-code-error')?.textContent).toContain(
      'already has this code',
    )
    expect(documentOfResponse(taken).querySelector('#group-store-error')?.textContent).toBe(
      'Tick one store at least.',
    )
  })

  it('creates a coupon on a category, edits it, switches it off and on, and shows its uses', async () => {
    const page = await merchandiser.browser.get('/admin/coupons/new')
    const category =
      documentOfResponse(page).querySelector<HTMLInputElement>('input[name^="category."]')!.name
    const created = await merchandiser.browser.post('/admin/coupons/new', {
      code: 'spring-20',
      discountType: 'percent',
      amount: '20',
      startsOn: '2026-03-01',
      endsOn: '2099-03-31',
      perCustomerLimit: '1',
      'store.b2c_fr': '1',
      'store.b2c_en': '1',
      [category]: '1',
      enabled: '1',
    })
    expect(created.statusCode, pageText(created)).toBe(303)
    expect(created.headers.location).toBe('/admin/coupons/SPRING-20?done=couponCreated')
    const shown = await merchandiser.browser.get(String(created.headers.location))
    expect(shown.statusCode).toBe(200)
    expect(pageText(shown)).toContain('The coupon is created.')
    expect(valueOf(shown.body, '[name="amount"]')).toBe('20')
    expect(valueOf(shown.body, '[name="endsOn"]')).toBe('2099-03-31')
    expect(valueOf(shown.body, '[name="perCustomerLimit"]')).toBe('1')
    expect(checkedOf(shown, `[name="${category}"]`)).toBe(true)
    expect(checkedOf(shown, '[name="store.b2c_de"]')).toBe(false)
    expect(pageText(shown)).toContain('Not used yet.')
    const stored = await db()
      .selectFrom('coupon')
      .selectAll()
      .where('code', '=', 'SPRING-20')
      .executeTakeFirstOrThrow()
    expect([stored.discount_type, Number(stored.discount_amount), stored.store_keys]).toEqual([
      'percent',
      20,
      ['b2c_fr', 'b2c_en'],
    ])

    const edited = await merchandiser.browser.post('/admin/coupons/SPRING-20', {
      discountType: 'fixed',
      amount: '7.50',
      minimum: '40',
      startsOn: '2026-03-01',
      endsOn: '2099-03-31',
      perCustomerLimit: '1',
      'store.b2c_fr': '1',
      enabled: '1',
    })
    expect(edited.statusCode, pageText(edited)).toBe(303)
    expect(edited.headers.location).toBe('/admin/coupons/SPRING-20?done=couponSaved')
    const saved = await db()
      .selectFrom('coupon')
      .select(['discount_type', 'discount_amount', 'minimum_subtotal', 'store_keys'])
      .where('code', '=', 'SPRING-20')
      .executeTakeFirstOrThrow()
    expect([saved.discount_type, Number(saved.discount_amount), Number(saved.minimum_subtotal)]).toEqual([
      'fixed',
      7.5,
      40,
    ])
    expect(
      await db()
        .selectFrom('coupon_category')
        .select('category_id')
        .where('coupon_code', '=', 'SPRING-20')
        .execute(),
    ).toEqual([])

    // What a shopper's cart meets: the coupon as saved on the page applies in its store only, above its minimum.
    const atCart = async (storeKey: string, subtotal: number) =>
      (await checkCoupon(db(), 'spring-20', { storeKey, customerId: null, subtotal, now: new Date() }))
        .problem
    expect(await atCart('b2c_fr', 5000)).toBeNull()
    expect(await atCart('b2c_fr', 3000)).not.toBeNull()
    expect(await atCart('b2c_en', 5000)).not.toBeNull()
    const off = await merchandiser.browser.post('/admin/coupons/SPRING-20/enabled', { enabled: '0' })
    expect(off.headers.location).toBe('/admin/coupons/SPRING-20?done=couponDisabled')
    expect(await atCart('b2c_fr', 5000)).toBe('COUPON_NOT_FOUND')
    expect(listedCodes(await merchandiser.browser.get('/admin/coupons?status=disabled'))).toContain(
      'SPRING-20',
    )
    const again = await merchandiser.browser.post('/admin/coupons/SPRING-20/enabled', { enabled: '0' })
    expect(again.statusCode).toBe(422)
    expect(pageText(again)).toContain('The coupon already is so.')
    const on = await merchandiser.browser.post('/admin/coupons/SPRING-20/enabled', { enabled: '1' })
    expect(on.headers.location).toBe('/admin/coupons/SPRING-20?done=couponEnabled')
    expect(
      await db()
        .selectFrom('audit_log')
        .select('action')
        .where('subject_id', '=', 'SPRING-20')
        .orderBy('id')
        .execute(),
    ).toEqual([
      { action: 'promotions.coupon.create' },
      { action: 'promotions.coupon.update' },
      { action: 'promotions.coupon.update' },
      { action: 'promotions.coupon.update' },
    ])

    await db()
      .insertInto('coupon_usage')
      .values({ coupon_code: 'SPRING-20', order_ref: 'TEST-000123', email: 'uses@example.org' })
      .execute()
    const used = pageText(await merchandiser.browser.get('/admin/coupons/SPRING-20'))
    expect(used).toContain('Used 1 time.')
    expect(used).toContain('TEST-000123')
    expect(used).toContain('uses@example.org')
    expect((await merchandiser.browser.get('/admin/coupons/NO-SUCH-CODE')).statusCode).toBe(404)
  })

  it('creates a batch of single-use codes and downloads them as CSV', async () => {
    const refused = await merchandiser.browser.post('/admin/coupons/batches/new', {
      prefix: 'news letter',
      count: '0',
      discountType: 'fixed',
      amount: '5',
      'store.b2c_en': '1',
    })
    expect(refused.statusCode).toBe(422)
    expect(documentOfResponse(refused).querySelector('#field-prefix-error')?.textContent).toContain('2 to 20')
    expect(documentOfResponse(refused).querySelector('#field-count-error')?.textContent).toContain(
      '1 to 5,000',
    )
    expect(valueOf(refused.body, '[name="prefix"]')).toBe('news letter')
    expect(valueOf(refused.body, '[name="amount"]')).toBe('5')

    const created = await merchandiser.browser.post('/admin/coupons/batches/new', {
      prefix: 'news-march',
      count: '3',
      discountType: 'fixed',
      amount: '5',
      'store.b2c_en': '1',
      enabled: '1',
    })
    expect(created.statusCode, pageText(created)).toBe(303)
    const location = String(created.headers.location)
    const batchId = Number(/^\/admin\/coupons\/batches\/(\d+)\?done=batchCreated$/.exec(location)?.[1])
    expect(batchId).toBeGreaterThan(0)
    const page = await merchandiser.browser.get(location)
    expect(pageText(page)).toContain('Batch NEWS-MARCH')
    expect(
      documentOfResponse(page).querySelector(`a[href="/admin/coupons/batches/${batchId}/codes.csv"]`),
    ).not.toBeNull()

    const csv = await merchandiser.browser.get(`/admin/coupons/batches/${batchId}/codes.csv`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="coupons-NEWS-MARCH-${batchId}.csv"`,
    )
    const [header, ...lines] = csv.body.trim().split('\n')
    expect(header).toBe('code,used')
    expect(lines).toHaveLength(3)
    for (const line of lines) expect(line).toMatch(/^NEWS-MARCH-[A-Z2-9]{10},no$/)
    const stored = await db()
      .selectFrom('coupon')
      .select(['code', 'usage_limit'])
      .where('batch_id', '=', batchId)
      .orderBy('code')
      .execute()
    expect(stored.map((row) => `${row.code},no`)).toEqual([...lines].sort())
    expect(new Set(stored.map((row) => row.usage_limit))).toEqual(new Set([1]))
    expect((await merchandiser.browser.get('/admin/coupons/batches/999999/codes.csv')).statusCode).toBe(404)
  })
})

describe('/admin/gift-cards without JavaScript', () => {
  it('issues a card (its code shown once), finds it by code and e-mail, adjusts it and disables it', async () => {
    const desk = await service.browser.get('/admin/gift-cards')
    expect(desk.statusCode).toBe(200)
    const wrong = await service.browser.post('/admin/gift-cards/issue', {
      amount: '25',
      storeKey: 'b2c_en',
      recipientEmail: 'not an address',
      recipientName: 'Léa',
      senderName: 'Pantoufle & Co',
    })
    expect(wrong.statusCode).toBe(422)
    expect(documentOfResponse(wrong).querySelector('#field-recipientEmail-error')?.textContent).toContain(
      'valid e-mail address',
    )
    expect(valueOf(wrong.body, '[name="recipientEmail"]')).toBe('not an address')
    expect(valueOf(wrong.body, '[name="recipientName"]')).toBe('Léa')
    expect(documentOfResponse(wrong).querySelector<HTMLSelectElement>('#field-storeKey')?.value).toBe(
      'b2c_en',
    )

    const issued = await service.browser.post('/admin/gift-cards/issue', {
      amount: '25',
      storeKey: 'b2c_en',
      recipientEmail: 'desk.recipient@example.org',
      recipientName: 'Léa',
      senderName: 'Pantoufle & Co',
      expiresOn: '2099-12-31',
    })
    expect(issued.statusCode).toBe(200)
    const code = documentOfResponse(issued).querySelector('main [role="status"] p:last-child')?.textContent
    expect(code).toMatch(/^[A-Z2-9]{4}(?:-[A-Z2-9]{4}){3}$/)
    expect(pageText(issued)).toContain('shown this once')
    const card = await db()
      .selectFrom('gift_card_account')
      .select(['id', 'balance_cents', 'expires_at'])
      .where('recipient_email', '=', 'desk.recipient@example.org')
      .executeTakeFirstOrThrow()
    expect(card.balance_cents).toBe(2500)
    expect(card.expires_at?.toISOString()).toBe('2099-12-31T23:59:59.999Z')
    const page = `/admin/gift-cards/${card.id}`

    const byCode = await service.browser.post('/admin/gift-cards', { by: 'code', q: code!.toLowerCase() })
    expect(byCode.statusCode).toBe(200)
    expect(documentOfResponse(byCode).querySelector(`a[href="${page}"]`)).not.toBeNull()
    expect(valueOf(byCode.body, '[name="q"]')).toBe('')
    const byEmail = await service.browser.post('/admin/gift-cards', {
      by: 'email',
      q: 'DESK.recipient@example.org',
    })
    expect(documentOfResponse(byEmail).querySelector(`a[href="${page}"]`)).not.toBeNull()
    expect(valueOf(byEmail.body, '[name="q"]')).toBe('DESK.recipient@example.org')
    expect(
      pageText(await service.browser.post('/admin/gift-cards', { by: 'order', q: 'NO-SUCH' })),
    ).toContain('No gift card matches.')
    const blank = await service.browser.post('/admin/gift-cards', { by: 'code', q: ' ' })
    expect(blank.statusCode).toBe(422)
    expect(documentOfResponse(blank).querySelector('#field-q-error')?.textContent).toContain('Enter a code')

    const tooMuch = await service.browser.post(`${page}/adjust`, {
      direction: 'debit',
      amount: '30',
      reason: 'Damaged parcel',
    })
    expect(tooMuch.statusCode).toBe(422)
    expect(documentOfResponse(tooMuch).querySelector('#field-amount-error')?.textContent).toContain(
      'lower than',
    )
    expect(valueOf(tooMuch.body, '[name="reason"]')).toBe('Damaged parcel')
    expect(checkedOf(tooMuch, '#direction-debit')).toBe(true)
    const noReason = await service.browser.post(`${page}/adjust`, { direction: 'credit', amount: '5' })
    expect(documentOfResponse(noReason).querySelector('#field-reason-error')?.textContent).toContain(
      'Give the reason',
    )
    const debited = await service.browser.post(`${page}/adjust`, {
      direction: 'debit',
      amount: '5,50',
      reason: 'Goodwill taken back',
    })
    expect(debited.headers.location).toBe(`${page}?done=giftCardAdjusted`)
    const ledger = pageText(await service.browser.get(page))
    expect(ledger).toContain('Goodwill taken back')
    expect(ledger).toContain('Adjusted by staff')
    expect(ledger).toContain('€19.50')

    const disabled = await service.browser.post(`${page}/enabled`, { enabled: '0' })
    expect(disabled.headers.location).toBe(`${page}?done=giftCardDisabled`)
    const state = await db()
      .selectFrom('gift_card_account')
      .select(['state', 'balance_cents'])
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow()
    expect(state).toEqual({ state: 'disabled', balance_cents: 1950 })
    expect(pageText(await service.browser.get(page))).toContain('Enable the card again')
    expect((await service.browser.get('/admin/gift-cards/999999999')).statusCode).toBe(404)
  })
})

describe('who sees what', () => {
  it('customer service sees gift cards but not coupons; the warehouse neither; the merchandiser views cards only', async () => {
    const serviceHome = await service.browser.get('/admin')
    expect(navLinks(serviceHome)).toContain('/admin/gift-cards')
    expect(navLinks(serviceHome)).not.toContain('/admin/coupons')
    expect((await service.browser.get('/admin/gift-cards')).statusCode).toBe(200)
    expect((await service.browser.get('/admin/coupons')).statusCode).toBe(403)
    expect((await service.browser.get('/admin/coupons/WELCOME10')).statusCode).toBe(403)

    const warehouseHome = await warehouse.browser.get('/admin')
    expect(navLinks(warehouseHome)).not.toContain('/admin/gift-cards')
    expect(navLinks(warehouseHome)).not.toContain('/admin/coupons')
    expect((await warehouse.browser.get('/admin/gift-cards')).statusCode).toBe(403)
    expect((await warehouse.browser.get('/admin/coupons')).statusCode).toBe(403)

    const merchandiserHome = await merchandiser.browser.get('/admin')
    expect(navLinks(merchandiserHome)).toEqual(
      expect.arrayContaining(['/admin/coupons', '/admin/gift-cards']),
    )
    const desk = await merchandiser.browser.get('/admin/gift-cards')
    expect(desk.statusCode).toBe(200)
    expect(documentOfResponse(desk).querySelector('form[action="/admin/gift-cards/issue"]')).toBeNull()
    const issue = await merchandiser.browser.post('/admin/gift-cards/issue', {
      amount: '10',
      storeKey: 'b2c_en',
    })
    expect(issue.statusCode).toBe(403)
  })
})
