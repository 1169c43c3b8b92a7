import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { API_APP_START_TIMEOUT_MS, buildApiApp, postGraphql } from './helpers/buildApiApp.ts'
import { staffOfEachRole } from './helpers/staffFixtures.ts'
import { APPLY_COUPON } from './helpers/cartFixtures.ts'
import { itemOf, newGuest, placeOrderPaid, readyCart } from './helpers/checkoutFixtures.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { checkCoupon } from '../../domain/cart/couponRules.ts'
import {
  batchCodesCsv,
  couponBatch,
  createCouponBatch,
} from '../../domain/backoffice/promotions/couponBatches.ts'
import {
  couponForEditing,
  createCoupon,
  latestCouponUses,
  setCouponEnabled,
  updateCoupon,
} from '../../domain/backoffice/promotions/couponEditing.ts'
import type { CouponForm } from '../../domain/backoffice/promotions/couponFields.ts'
import { countActiveCoupons, listCoupons } from '../../domain/backoffice/promotions/couponList.ts'
import {
  adjustGiftCard,
  findGiftCards,
  giftCardLedgerSum,
  issueStaffGiftCard,
  setGiftCardEnabled,
} from '../../domain/backoffice/promotions/giftCardDesk.ts'
import type { StaffRole } from '../../domain/staff/roles.ts'

let app: FastifyInstance
const staff = {} as Record<StaffRole, BackOfficeActor>
const NOW = new Date()
const STORES = { storeKeys: ['b2c_fr', 'b2c_de', 'b2c_en', 'b2c_it'] }
const db = () => app.shopDatabase.db

beforeAll(async () => {
  app = await buildApiApp()
  Object.assign(staff, await staffOfEachRole(app, 'promotions.test', '192.0.2.30'))
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const form = (overrides: Partial<CouponForm> = {}): CouponForm => ({
  code: '',
  discountType: 'percent',
  amount: '10',
  minimum: '',
  startsOn: '',
  endsOn: '',
  usageLimit: '',
  perCustomerLimit: '',
  storeKeys: ['b2c_en'],
  categoryIds: [],
  enabled: true,
  ...overrides,
})

/** Everything a coupon's save may change: coupons, their categories and batches, and the audit log. */
async function promotionsState() {
  const { rows } = await sql<{ state: unknown }>`select json_build_object(
    'coupons', (select json_agg(c order by code) from coupon c),
    'categories', (select json_agg(cc order by coupon_code, category_id) from coupon_category cc),
    'batches', (select count(*) from coupon_batch),
    'audit', (select count(*) from audit_log)) as state`.execute(db())
  return rows[0]?.state
}

/** Two orderable variants of products that share no category, and a category of the first only. */
async function twoProductsApart() {
  const { rows } = await sql<{
    a_sku: string
    b_sku: string
    category_id: number
  }>`
    select pa.sku as a_sku, pb.sku as b_sku, c.id as category_id
    from product pa
    join product_category pca on pca.sku = pa.sku
    join category c on c.id = pca.category_id and c.level >= 3
    join product pb on pb.type = 'configurable' and pb.sku <> pa.sku and pb.is_in_stock
    where pa.type = 'configurable' and pa.is_in_stock
      and not exists (select 1 from custom_option o where o.sku in (pa.sku, pb.sku) and o.is_required)
      and not exists (select 1 from product_category x join category xc on xc.id = x.category_id
        where x.sku = pb.sku and (xc.path = c.path or xc.path like c.path || '/%'))
      and exists (select 1 from product v where v.parent_sku = pa.sku and v.qty >= 5 and v.size is not null and v.colour is not null)
      and exists (select 1 from product v where v.parent_sku = pb.sku and v.qty >= 5 and v.size is not null and v.colour is not null)
    order by pa.sku desc, pb.sku desc limit 1`.execute(db())
  const found = rows[0]
  if (!found) throw new Error('the seed has no two products apart')
  const variant = async (sku: string) =>
    db()
      .selectFrom('product')
      .select(['sku', 'colour', 'size', 'parent_sku'])
      .where('parent_sku', '=', sku)
      .where('qty', '>=', 5)
      .where('size', 'is not', null)
      .where('colour', 'is not', null)
      .orderBy('sku')
      .executeTakeFirstOrThrow()
  const [a, b] = await Promise.all([variant(found.a_sku), variant(found.b_sku)])
  const item = (v: typeof a) => itemOf({ sku: v.parent_sku!, colour: v.colour!, size: v.size! }, 1)
  return {
    itemA: item(a),
    itemB: item(b),
    skuA: found.a_sku,
    skuB: found.b_sku,
    categoryId: found.category_id,
  }
}

describe('coupons in the back office', () => {
  it('lets the owner and the merchandiser create coupons, nobody else, and refusals change nothing', async () => {
    const before = await promotionsState()
    for (const role of ['customer_service', 'warehouse'] as const) {
      expect(await createCoupon(db(), staff[role], STORES, form({ code: 'NOPE10' }), NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
      expect((await listCoupons(db(), staff[role], {}, NOW)).ok).toBe(false)
    }
    const invalid = await createCoupon(
      db(),
      staff.merchandiser,
      STORES,
      form({
        code: 'a b',
        amount: '150',
        startsOn: '2026-12-31',
        endsOn: '2026-12-01',
        usageLimit: '-1',
        storeKeys: [],
        categoryIds: [987_654],
      }),
      NOW,
    )
    expect(invalid).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: {
        code: 'CODE_FORMAT',
        amount: 'PERCENT_RANGE',
        endsOn: 'DATES_ORDER',
        usageLimit: 'LIMIT_FORMAT',
        storeKeys: 'STORE_REQUIRED',
        categoryIds: 'CATEGORY_UNKNOWN',
      },
    })
    expect(await promotionsState()).toEqual(before)
  })

  it('keeps a code unique whatever its case, and audits a creation', async () => {
    const created = await createCoupon(db(), staff.merchandiser, STORES, form({ code: 'spring15' }), NOW)
    expect(created).toEqual({ ok: true, code: 'SPRING15', changed: ['created'] })
    const before = await promotionsState()
    const again = await createCoupon(db(), staff.owner, STORES, form({ code: 'Spring15' }), NOW)
    expect(again).toEqual({ ok: false, error: 'INVALID_FIELDS', fields: { code: 'CODE_TAKEN' } })
    expect(await promotionsState()).toEqual(before)
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('subject_id', '=', 'SPRING15')
      .execute()
    expect(audit).toEqual([{ action: 'promotions.coupon.create', actor: 'merchandiser@promotions.test' }])
  })

  it('discounts only the lines of its categories at checkout', async () => {
    const { itemA, itemB, skuA, skuB, categoryId } = await twoProductsApart()
    expect(
      await createCoupon(
        db(),
        staff.merchandiser,
        STORES,
        form({ code: 'CATEGORY20', amount: '20', categoryIds: [categoryId] }),
        NOW,
      ),
    ).toMatchObject({ ok: true })
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, { items: [itemA, itemB] })
    const applied = (await agent.query(APPLY_COUPON, { id: cartId, code: 'category20' })).data
      ?.applyCouponToCart
    expect(applied.success).toBe(true)
    const lines = applied.cart.items as {
      product: { sku: string }
      prices: { row_total_including_tax: { amount: number }; total_item_discount: { amount: number } }
    }[]
    const lineA = lines.find((line) => line.product.sku === skuA)!
    const lineB = lines.find((line) => line.product.sku === skuB)!
    const expected = Math.round(lineA.prices.row_total_including_tax.amount * 20) / 100
    expect(lineA.prices.total_item_discount.amount).toBe(expected)
    expect(lineB.prices.total_item_discount.amount).toBe(0)
    expect(applied.cart.prices.discounts[0].amount.amount).toBe(expected)
    const placed = (await placeOrderPaid(app, agent, cartId)).data?.placeOrder
    expect(placed.order.total.discounts[0].amount.amount).toBe(expected)
  })

  it('refuses a coupon switched off, and audits only what changed', async () => {
    await createCoupon(
      db(),
      staff.owner,
      STORES,
      form({ code: 'SWITCH5', discountType: 'fixed', amount: '5' }),
      NOW,
    )
    const current = (await couponForEditing(db(), staff.owner, 'switch5'))!
    expect(current).toMatchObject({ discount_type: 'fixed', discount_amount: 5, enabled: true, uses: 0 })
    const unchanged = await updateCoupon(
      db(),
      staff.merchandiser,
      STORES,
      'SWITCH5',
      form({ discountType: 'fixed', amount: '5.00' }),
      NOW,
    )
    expect(unchanged).toEqual({ ok: true, code: 'SWITCH5', changed: [] })
    const off = await updateCoupon(
      db(),
      staff.merchandiser,
      STORES,
      'SWITCH5',
      form({ discountType: 'fixed', amount: '5', enabled: false }),
      NOW,
    )
    expect(off).toEqual({ ok: true, code: 'SWITCH5', changed: ['enabled'] })
    const { problem } = await checkCoupon(db(), 'SWITCH5', {
      storeKey: 'b2c_en',
      customerId: null,
      subtotal: 10_000,
      now: NOW,
    })
    expect(problem).toBe('COUPON_NOT_FOUND')
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('subject_id', '=', 'SWITCH5')
      .orderBy('id')
      .execute()
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['promotions.coupon.create', null, expect.anything()],
      ['promotions.coupon.update', { enabled: true }, { enabled: false }],
    ])
    const listed = await listCoupons(db(), staff.merchandiser, { query: 'switch', status: 'disabled' }, NOW)
    expect(listed).toMatchObject({
      ok: true,
      totalCount: 1,
      coupons: [{ code: 'SWITCH5', status: 'disabled' }],
    })
    expect(
      await listCoupons(db(), staff.merchandiser, { query: 'switch', status: 'active' }, NOW),
    ).toMatchObject({ totalCount: 0 })
  })

  it('makes a batch of 50 single-use codes, each usable once, exported as CSV', async () => {
    const refusedBatch = await createCouponBatch(
      db(),
      staff.merchandiser,
      STORES,
      { ...form(), prefix: 'x', count: '0' },
      NOW,
    )
    expect(refusedBatch).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { prefix: 'PREFIX_FORMAT', count: 'COUNT_RANGE' },
    })
    const made = await createCouponBatch(
      db(),
      staff.merchandiser,
      STORES,
      { ...form({ amount: '15' }), prefix: 'welcome', count: '50' },
      NOW,
    )
    if (!made.ok) throw new Error(JSON.stringify(made))
    const batch = (await couponBatch(db(), staff.merchandiser, made.batchId))!
    expect(batch.codes).toHaveLength(50)
    expect(new Set(batch.codes.map((row) => row.code)).size).toBe(50)
    expect(batch.codes.every((row) => /^WELCOME-[A-HJ-NP-Z2-9]{10}$/.test(row.code) && !row.used)).toBe(true)
    const csv = batchCodesCsv(batch).trim().split('\n')
    expect(csv[0]).toBe('code,used')
    expect(csv.slice(1)).toEqual(batch.codes.map((row) => `${row.code},no`))

    const cart = { storeKey: 'b2c_en', customerId: null, subtotal: 10_000, now: NOW }
    const [first, ...others] = batch.codes.map((row) => row.code)
    const agent = newGuest(app)
    const { itemA } = await twoProductsApart()
    const { cartId } = await readyCart(agent, { items: [itemA] })
    expect(
      (await agent.query(APPLY_COUPON, { id: cartId, code: first })).data?.applyCouponToCart.success,
    ).toBe(true)
    const placed = (await placeOrderPaid(app, agent, cartId)).data?.placeOrder
    expect(placed.order.total.discounts[0].amount.amount).toBeGreaterThan(0)
    const second = newGuest(app)
    const { cartId: secondCart } = await readyCart(second, { items: [itemA] })
    const reused = (await second.query(APPLY_COUPON, { id: secondCart, code: first })).data?.applyCouponToCart
    expect(reused.success).toBe(false)
    expect(reused.errorCode).toBe('COUPON_USAGE_EXCEEDED')
    for (const code of others) {
      expect((await checkCoupon(db(), code, cart)).problem).toBeNull()
      await db()
        .insertInto('coupon_usage')
        .values({ coupon_code: code, customer_id: null, order_ref: 'T' })
        .execute()
      expect((await checkCoupon(db(), code, cart)).problem).toBe('COUPON_USAGE_EXCEEDED')
    }
    const used = (await couponBatch(db(), staff.merchandiser, made.batchId))!
    expect(used.codes.every((row) => row.used)).toBe(true)
  })
})

const BALANCE = `query ($code: String!) { giftCardAccount(input: { gift_card_code: $code }) { code balance { value } } }`

/** What the storefront's balance check answers for a code: the balance, or the error code. */
async function storefrontBalance(code: string) {
  const { body } = await postGraphql(app, BALANCE, { code })
  return body.data?.giftCardAccount?.balance.value ?? body.errors?.[0]?.extensions?.code
}

/** A card's balance, state and ledger sum, and the audit log's size: what a refusal must leave. */
async function cardState(id: number) {
  const card = await db()
    .selectFrom('gift_card_account')
    .select(['balance_cents', 'state'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  const audit = await db()
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return { ...card, ledger: await giftCardLedgerSum(db(), id), audit: Number(audit.n) }
}

describe('gift cards in the back office', () => {
  it('lets customer service issue, adjust, disable and enable a card, the storefront balance following', async () => {
    for (const role of ['warehouse', 'merchandiser'] as const)
      expect(
        await issueStaffGiftCard(
          db(),
          staff[role],
          app.stores,
          { amountCents: 5000, storeKey: 'b2c_en' },
          NOW,
        ),
      ).toEqual({ ok: false, error: 'FORBIDDEN' })
    expect((await findGiftCards(db(), staff.warehouse, { email: 'x@example.com' })).ok).toBe(false)
    expect(
      await issueStaffGiftCard(
        db(),
        staff.customer_service,
        app.stores,
        { amountCents: 5000, storeKey: 'b2c_en', recipientEmail: 'not an address' },
        NOW,
      ),
    ).toEqual({ ok: false, error: 'INVALID_EMAIL' })

    const recipient = `gift-${Date.now()}@example.com`
    const issued = await issueStaffGiftCard(
      db(),
      staff.customer_service,
      app.stores,
      { amountCents: 5000, storeKey: 'b2c_en', recipientEmail: recipient, senderName: 'The shop' },
      NOW,
    )
    if (!issued.ok) throw new Error(issued.error)
    const id = issued.giftCardId
    expect(await storefrontBalance(issued.code)).toBe(50)
    const email = await db()
      .selectFrom('email_outbox')
      .select(['template', 'data'])
      .where('recipient', '=', recipient)
      .executeTakeFirstOrThrow()
    expect(email.template).toBe('giftCard')
    expect(email.data).toMatchObject({ code: issued.code, amount: 50, senderName: 'The shop' })

    const credited = await adjustGiftCard(
      db(),
      staff.customer_service,
      { giftCardId: id, amountCents: 1250, reason: 'Late delivery' },
      NOW,
    )
    expect(credited).toEqual({ ok: true, balanceCents: 6250 })
    expect(await cardState(id)).toMatchObject({ balance_cents: 6250, ledger: 6250, state: 'active' })
    expect(await storefrontBalance(issued.code)).toBe(62.5)

    const before = await cardState(id)
    expect(
      await adjustGiftCard(
        db(),
        staff.customer_service,
        { giftCardId: id, amountCents: -7000, reason: 'Oops' },
        NOW,
      ),
    ).toEqual({ ok: false, error: 'BALANCE_TOO_LOW' })
    expect(
      await adjustGiftCard(
        db(),
        staff.customer_service,
        { giftCardId: id, amountCents: -100, reason: ' ' },
        NOW,
      ),
    ).toEqual({ ok: false, error: 'REASON_REQUIRED' })
    expect(
      await adjustGiftCard(
        db(),
        staff.merchandiser,
        { giftCardId: id, amountCents: -100, reason: 'No' },
        NOW,
      ),
    ).toEqual({ ok: false, error: 'FORBIDDEN' })
    expect(await cardState(id)).toEqual(before)

    expect(
      await adjustGiftCard(
        db(),
        staff.owner,
        { giftCardId: id, amountCents: -6250, reason: 'Paid out in cash' },
        NOW,
      ),
    ).toEqual({ ok: true, balanceCents: 0 })
    expect(await cardState(id)).toMatchObject({ balance_cents: 0, ledger: 0, state: 'used' })
    expect(await storefrontBalance(issued.code)).toBe(0)
    await adjustGiftCard(db(), staff.owner, { giftCardId: id, amountCents: 2000, reason: 'Goodwill' }, NOW)

    expect(await setGiftCardEnabled(db(), staff.customer_service, id, false, NOW)).toEqual({
      ok: true,
      state: 'disabled',
    })
    expect(await storefrontBalance(issued.code)).toBe('GIFT_CARD_NOT_FOUND')
    expect(await setGiftCardEnabled(db(), staff.customer_service, id, false, NOW)).toEqual({
      ok: false,
      error: 'SAME_STATUS',
    })
    expect(await setGiftCardEnabled(db(), staff.customer_service, id, true, NOW)).toEqual({
      ok: true,
      state: 'active',
    })
    expect(await storefrontBalance(issued.code)).toBe(20)

    const byCode = await findGiftCards(db(), staff.merchandiser, { code: issued.code.toLowerCase() })
    const byEmail = await findGiftCards(db(), staff.customer_service, { email: recipient.toUpperCase() })
    for (const found of [byCode, byEmail]) {
      if (!found.ok) throw new Error(found.error)
      expect(found.cards).toHaveLength(1)
      expect(found.cards[0]).toMatchObject({
        id,
        balanceCents: 2000,
        state: 'active',
        recipientEmail: recipient,
      })
      expect(
        found.cards[0]!.movements.map((movement) => [movement.kind, movement.amountCents, movement.reason]),
      ).toEqual([
        ['issue', 5000, ''],
        ['adjustment', 1250, 'Late delivery'],
        ['adjustment', -6250, 'Paid out in cash'],
        ['adjustment', 2000, 'Goodwill'],
      ])
    }
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'gift_card')
      .where('subject_id', '=', String(id))
      .orderBy('id')
      .execute()
    expect(audit.map((row) => row.action)).toEqual([
      'giftcards.issue',
      'giftcards.adjust',
      'giftcards.adjust',
      'giftcards.adjust',
      'giftcards.disable',
      'giftcards.enable',
    ])
  })
})

describe('what the promotions pages add to the rules', () => {
  it('switches a coupon off and on (promotions.edit), filters the list by store, counts the valid ones, and lists the uses', async () => {
    await createCoupon(
      db(),
      staff.merchandiser,
      STORES,
      form({ code: 'PAGES-DE', storeKeys: ['b2c_de'] }),
      NOW,
    )
    const valid = await countActiveCoupons(db(), NOW)
    expect(await setCouponEnabled(db(), staff.customer_service, 'PAGES-DE', false, NOW)).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    })
    expect(await setCouponEnabled(db(), staff.merchandiser, 'pages-de', false, NOW)).toEqual({ ok: true })
    expect(await setCouponEnabled(db(), staff.merchandiser, 'PAGES-DE', false, NOW)).toEqual({
      ok: false,
      error: 'SAME_STATUS',
    })
    expect(await setCouponEnabled(db(), staff.merchandiser, 'NO-SUCH', true, NOW)).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    })
    expect(await countActiveCoupons(db(), NOW)).toBe(valid - 1)
    const active = await listCoupons(db(), staff.owner, { status: 'active', pageSize: 200 }, NOW)
    expect(active.ok && active.totalCount).toBe(valid - 1)
    expect(await setCouponEnabled(db(), staff.owner, 'PAGES-DE', true, NOW)).toEqual({ ok: true })
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('subject_id', '=', 'PAGES-DE')
      .orderBy('id')
      .execute()
    expect(audit.map((row) => [row.action, row.after])).toEqual([
      ['promotions.coupon.create', expect.anything()],
      ['promotions.coupon.update', { enabled: false }],
      ['promotions.coupon.update', { enabled: true }],
    ])

    const codes = async (storeKey: string) => {
      const found = await listCoupons(db(), staff.owner, { query: 'pages-', storeKey }, NOW)
      return found.ok ? found.coupons.map((coupon) => coupon.code) : []
    }
    expect(await codes('b2c_de')).toEqual(['PAGES-DE'])
    expect(await codes('b2c_fr')).toEqual([])

    await db()
      .insertInto('coupon_usage')
      .values([
        {
          coupon_code: 'PAGES-DE',
          order_ref: 'NOT-AN-ORDER',
          email: 'first@example.org',
          used_at: new Date(1_000),
        },
        { coupon_code: 'PAGES-DE', order_ref: null, email: 'second@example.org', used_at: new Date(2_000) },
      ])
      .execute()
    expect(await latestCouponUses(db(), staff.customer_service, 'PAGES-DE')).toEqual([])
    expect(await latestCouponUses(db(), staff.merchandiser, 'pages-de')).toEqual([
      { usedAt: new Date(2_000), orderNumber: null, orderId: null, email: 'second@example.org' },
      { usedAt: new Date(1_000), orderNumber: 'NOT-AN-ORDER', orderId: null, email: 'first@example.org' },
    ])
  })

  it('issues a card with a last day, refuses one in the past, and finds a card by its id', async () => {
    const issue = (expiresOn: string) =>
      issueStaffGiftCard(
        db(),
        staff.customer_service,
        app.stores,
        { amountCents: 1500, storeKey: 'b2c_fr', expiresOn },
        NOW,
      )
    for (const wrong of ['2001-01-01', '2099-02-30', 'soon'])
      expect(await issue(wrong), wrong).toEqual({ ok: false, error: 'INVALID_EXPIRY' })
    const issued = await issue('2099-06-30')
    if (!issued.ok) throw new Error(issued.error)
    const found = await findGiftCards(db(), staff.merchandiser, { id: issued.giftCardId })
    expect(found.ok && found.cards.map((card) => [card.id, card.balanceCents, card.expiresAt])).toEqual([
      [issued.giftCardId, 1500, new Date('2099-06-30T23:59:59.999Z')],
    ])
    const usual = await issue('')
    if (!usual.ok) throw new Error(usual.error)
    const again = await findGiftCards(db(), staff.owner, { id: usual.giftCardId })
    const card = again.ok ? again.cards[0] : undefined
    expect(card?.expiresAt?.getTime()).toBeGreaterThan(NOW.getTime() + 2 * 365 * 86_400_000)
  })
})
