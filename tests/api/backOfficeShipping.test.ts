import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, postGraphql, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import {
  CHECKOUT_CART_FIELDS,
  itemOf,
  newGuest,
  placeOrderPaid,
  readyCart,
  SET_SHIPPING_METHOD,
} from './helpers/checkoutFixtures.ts'
import { TEST_WEBHOOK_SECRET } from './helpers/paymentFixtures.ts'
import { staffOfEachRole } from './helpers/staffFixtures.ts'
import type { GraphqlAgent } from './helpers/graphqlAgent.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import {
  deleteShippingRate,
  savePickupNetworkCountries,
  saveFreeShippingThreshold,
  saveShippingRate,
  setPickupNetworkEnabled,
  setShippingRateEnabled,
} from '../../domain/backoffice/shipping/shippingEditing.ts'
import type { ShippingRateForm } from '../../domain/backoffice/shipping/shippingRateFields.ts'
import { readShippingTable, type ShippingRate } from '../../domain/shipping/shippingTable.ts'
import { shippingOffers } from '../../domain/checkout/shippingRates.ts'
import type { StaffRole } from '../../domain/staff/roles.ts'

let app: FastifyInstance
const staff = {} as Record<StaffRole, BackOfficeActor>
const NOW = new Date('2026-11-29T10:00:00Z')
const STORES = ['b2c_fr', 'b2c_de', 'b2c_en', 'b2c_it']

beforeAll(async () => {
  app = await buildApiApp({ config: { paymentWebhookSecret: TEST_WEBHOOK_SECRET } })
  Object.assign(staff, await staffOfEachRole(app, 'shipping.test', '192.0.2.71'))
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const db = () => app.shopDatabase.db

/** The delivery page's list as the shop published it from code before migration 0071 (/en). */
const PUBLISHED_EN = [
  '<li><strong>Mainland France and Corsica</strong> – Colissimo, to your door: €4.90, 2 to 3 working days</li>',
  '<li><strong>Mainland France and Corsica</strong> – Mondial Relay, to a pickup point: €3.90, 3 to 5 working days</li>',
  '<li><strong>Belgium, Luxembourg</strong> – Colissimo, to your door: €6.90, 3 to 5 working days</li>',
  '<li><strong>Germany, Austria</strong> – DHL, to your door or a Packstation: €6.90, 3 to 5 working days</li>',
  '<li><strong>Italy</strong> – GLS, to your door: €7.90, 4 to 6 working days</li>',
  '<li><strong>Italy</strong> – BRT, to a Fermopoint pickup point: €5.90, 4 to 6 working days</li>',
  '<li><strong>United Kingdom</strong> – DHL Express, to your door: €12.90, 3 to 5 working days</li>',
  '<li><strong>United Kingdom</strong> – DHL, to a DHL ServicePoint pickup point: €9.90, 3 to 5 working days</li>',
]

/** The checkout's prices before migration 0071 (table shipping_rate of migrations 0019 and 0043), in cents. */
const CHECKOUT_PRICES = {
  'FR home': 490,
  'FR pickup': 390,
  'BE home': 690,
  'LU home': 690,
  'DE home': 690,
  'DE pickup': 690,
  'AT home': 690,
  'IT home': 790,
  'IT pickup': 590,
  'GB home': 1290,
  'GB pickup': 990,
}

const PAGE = `query ($id: String!) { cmsPage(identifier: $id) { content } }`
const DELIVERY_DAYS = `{ shop { config { homeDeliveryDays { min max } } } }`

/** A page's content and the tags its answer reports. */
async function cmsPage(identifier: string, store = '/en') {
  const { body } = await postGraphql(app, PAGE, { id: identifier }, store)
  expect(body.errors).toBeUndefined()
  return {
    content: (body.data as { cmsPage: { content: string } }).cmsPage.content,
    tags: tagsOf(body),
  }
}

function tagsOf(body: unknown): string[] {
  return (
    (body as { extensions?: { contentMetadata?: { type: string; id: string }[] } }).extensions
      ?.contentMetadata ?? []
  ).map((entry) => `${entry.type}:${entry.id}`)
}

async function rateOf(country: string, method: 'home' | 'pickup'): Promise<ShippingRate> {
  const { rates } = await readShippingTable(db())
  const rate = rates.find(
    (candidate) =>
      candidate.storeKey === null && candidate.method === method && candidate.countries.includes(country),
  )
  if (!rate) throw new Error(`no rate ${country} ${method}`)
  return rate
}

/** A rate's form as its page shows it, with edits. */
function formOf(rate: ShippingRate, edit: Partial<ShippingRateForm> = {}): ShippingRateForm {
  return {
    store: rate.storeKey ?? '',
    countries: rate.countries.join(', '),
    method: rate.method,
    destination: { ...rate.destination },
    carrier: { ...rate.carrier },
    price: (rate.priceCents / 100).toFixed(2),
    daysMin: String(rate.daysMin),
    daysMax: String(rate.daysMax),
    position: String(rate.position),
    enabled: rate.enabled,
    ...edit,
  }
}

/** Runs a change as it listens to the purges; answers its result and the tags purged. */
async function listening<T>(change: () => Promise<T>) {
  const purged: string[] = []
  const stop = await app.shopDatabase.listen('page_cache_purge', (payload) =>
    purged.push(...payload.split(' ').slice(1)),
  )
  try {
    const result = await change()
    await expect.poll(() => purged.length).toBeGreaterThan(0)
    return { result, purged: [...new Set(purged)].sort() }
  } finally {
    await stop()
  }
}

/** A variant under 40 € (one piece ships at the standard price below the 49 € threshold). */
async function cheapVariant() {
  const { rows } = await sql<{ sku: string; colour: string; size: string }>`
    select p.sku, v.colour, v.size from product p
    join product v on v.parent_sku = p.sku and v.is_in_stock and v.qty >= 5 and v.size is not null and v.colour is not null
    where p.type = 'configurable' and p.is_in_stock and v.final_price < 40
      and not exists (select 1 from custom_option o where o.sku = p.sku and o.is_required)
    order by p.sku, v.sku limit 1`.execute(db())
  if (!rows[0]) throw new Error('the seed has no variant under 40 €')
  return rows[0]
}

const READ_CART = `query ($id: String!) { cart(cart_id: $id) { ${CHECKOUT_CART_FIELDS} } }`

interface CartView {
  shipping_addresses: {
    available_shipping_methods: { method_code: string; amount: { amount: number } }[]
    selected_shipping_method: { method_code: string; amount: { amount: number } } | null
  }[]
  prices: { shipping_including_tax: { amount: number } }
}

async function readCart(agent: GraphqlAgent, cartId: string, store = '/fr'): Promise<CartView> {
  const answer = await agent.query(READ_CART, { id: cartId }, { store })
  expect(answer.errors).toBeUndefined()
  return (answer.data as { cart: CartView }).cart
}

const offered = (cart: CartView) =>
  cart.shipping_addresses[0]!.available_shipping_methods.map(
    (method) => `${method.method_code} ${method.amount.amount}`,
  )

describe('the shipping rates', () => {
  it('start with the values the shop had in code: the delivery page, the checkout and the product pages show what they showed', async () => {
    const { content, tags } = await cmsPage('delivery')
    expect(content).not.toContain('{{shipping:')
    expect(content).toContain(`<ul>${PUBLISHED_EN.join('')}</ul>`)
    expect(content).toContain('Standard delivery is free on orders from €49,')
    expect(tags).toEqual(expect.arrayContaining(['cms_page:delivery', 'shipping:rates']))
    expect((await cmsPage('terms-of-sale')).content).toContain('standard delivery is free from €49.')

    const { rates } = await readShippingTable(db())
    const prices = Object.fromEntries(
      rates.flatMap((rate) =>
        rate.countries.map((country) => [`${country} ${rate.method}`, rate.priceCents]),
      ),
    )
    expect(prices).toEqual(CHECKOUT_PRICES)
    expect(rates.every((rate) => rate.enabled && rate.storeKey === null)).toBe(true)

    const days: Record<string, unknown> = {}
    for (const store of ['/fr', '/de', '/en', '/it']) {
      const { body } = await postGraphql(app, DELIVERY_DAYS, {}, store)
      days[store] = (
        body.data as { shop: { config: { homeDeliveryDays: unknown } } }
      ).shop.config.homeDeliveryDays
      expect(tagsOf(body)).toContain('shipping:rates')
    }
    expect(days).toEqual({
      '/fr': { min: 2, max: 3 },
      '/de': { min: 3, max: 5 },
      '/en': { min: 3, max: 5 },
      '/it': { min: 4, max: 6 },
    })
  })

  it('may be changed by the owner and the merchandiser only, and a refusal changes and records nothing', async () => {
    const rate = await rateOf('FR', 'home')
    for (const role of ['customer_service', 'warehouse'] as const) {
      const actor = staff[role]
      expect(
        await saveShippingRate(db(), actor, STORES, rate.id, formOf(rate, { price: '1.00' }), NOW),
      ).toEqual({ ok: false, error: 'FORBIDDEN' })
      expect(
        await saveShippingRate(db(), actor, STORES, null, formOf(rate, { store: 'b2c_fr' }), NOW),
      ).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
      expect(await setShippingRateEnabled(db(), actor, rate.id, false, NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
      expect(
        await saveFreeShippingThreshold(
          db(),
          actor,
          STORES,
          { scope: 'shop', own: true, freeFrom: '1' },
          NOW,
        ),
      ).toEqual({ ok: false, error: 'FORBIDDEN' })
      expect(await setPickupNetworkEnabled(db(), actor, 'mondial_relay', false, NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
    }
    expect(await rateOf('FR', 'home')).toEqual(rate)
    const audited = await db()
      .selectFrom('audit_log')
      .select('id')
      .where('action', 'like', 'shipping.%')
      .execute()
    expect(audited).toEqual([])
    const saved = await saveShippingRate(db(), staff.merchandiser, STORES, rate.id, formOf(rate), NOW)
    expect(saved).toEqual({ ok: true, id: rate.id, changed: [] })
  })

  it('refuses wrong values field by field and saves none of them', async () => {
    const rate = await rateOf('BE', 'home')
    const result = await saveShippingRate(
      db(),
      staff.owner,
      STORES,
      rate.id,
      formOf(rate, {
        price: '-1',
        daysMin: '5',
        daysMax: '3',
        countries: 'BE, ZZ',
        carrier: { ...rate.carrier, fr: ' ' },
        store: 'b2c_xx',
      }),
      NOW,
    )
    expect(result).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: {
        price: 'PRICE_FORMAT',
        daysMax: 'DAYS_ORDER',
        countries: 'COUNTRY_UNKNOWN',
        'carrier.fr': 'REQUIRED',
        store: 'STORE_UNKNOWN',
      },
    })
    // A second shop-wide rate for Luxembourg's home delivery.
    const duplicate = await saveShippingRate(
      db(),
      staff.owner,
      STORES,
      null,
      formOf(rate, { countries: 'LU' }),
      NOW,
    )
    expect(duplicate).toEqual({ ok: false, error: 'INVALID_FIELDS', fields: { countries: 'COUNTRY_TAKEN' } })
    expect(await rateOf('BE', 'home')).toEqual(rate)
    expect(
      await saveFreeShippingThreshold(
        db(),
        staff.owner,
        STORES,
        { scope: 'shop', own: true, freeFrom: '0' },
        NOW,
      ),
    ).toEqual({ ok: false, error: 'INVALID_FIELDS', fields: { freeFrom: 'THRESHOLD_FORMAT' } })
  })

  it('take two saves of one country and method in turns: one is created, the other refused as a duplicate', async () => {
    const rate = await rateOf('IT', 'home')
    const form = formOf(rate, { store: 'b2c_it', countries: 'IT', price: '6.90' })
    const results = await Promise.all([
      saveShippingRate(db(), staff.owner, STORES, null, form, NOW),
      saveShippingRate(db(), staff.merchandiser, STORES, null, form, NOW),
    ])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, error: 'INVALID_FIELDS', fields: { countries: 'COUNTRY_TAKEN' } },
    ])
    const created = results.find((result) => result.ok)
    if (!created?.ok) throw new Error('none created')
    const overrides = (await readShippingTable(db())).rates.filter(
      (candidate) => candidate.storeKey === 'b2c_it',
    )
    expect(overrides.map((candidate) => candidate.id)).toEqual([created.id])
    // The override goes again (the back office has no delete): Italy's stores share one rate below.
    await db().deleteFrom('shipping_rate').where('id', '=', created.id).execute()
  })

  it('re-price a cart at its next read when a rate changes, while a placed order keeps its price; audited, purging the rates’ pages', async () => {
    const agent = newGuest(app)
    const { cartId, cart } = await readyCart(agent, {
      store: '/fr',
      items: [itemOf(await cheapVariant(), 1)],
      country: 'FR',
    })
    expect(cart.prices.shipping_including_tax.amount).toBe(4.9)

    const rate = await rateOf('FR', 'home')
    const { result, purged } = await listening(() =>
      saveShippingRate(db(), staff.merchandiser, STORES, rate.id, formOf(rate, { price: '5,50' }), NOW),
    )
    expect(result).toEqual({ ok: true, id: rate.id, changed: ['priceCents'] })
    expect(purged).toEqual(['shipping:rates'])
    const repriced = await readCart(agent, cartId)
    expect(repriced.prices.shipping_including_tax.amount).toBe(5.5)
    expect(offered(repriced)).toEqual(['home 5.5', 'pickup 3.9'])
    await expect
      .poll(async () => (await cmsPage('delivery')).content)
      .toContain('Colissimo, to your door: €5.50, 2 to 3 working days')

    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor', 'subject_type', 'subject_id', 'before', 'after'])
      .where('action', '=', 'shipping.rate.update')
      .execute()
    expect(audit).toEqual([
      {
        actor: staff.merchandiser.email,
        subject_type: 'shipping_rate',
        subject_id: String(rate.id),
        before: { priceCents: 490 },
        after: { priceCents: 550 },
      },
    ])

    const placed = await placeOrderPaid(app, agent, cartId, { store: '/fr' })
    const order = placed.data?.placeOrder?.order
    expect(order?.total.total_shipping.amount).toBe(5.5)
    // The confirmation carries the terms of sale with the threshold filled in.
    const email = await db()
      .selectFrom('email_outbox')
      .select('data')
      .where('template', '=', 'orderConfirmation')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const mailed = JSON.stringify(email.data)
    expect(mailed).not.toContain('{{shipping:')
    expect(mailed).toContain('offerts dès 49')
    await saveShippingRate(db(), staff.owner, STORES, rate.id, formOf(rate), NOW)
    const kept = await db()
      .selectFrom('shop_order')
      .select('shipping_cents')
      .where('id', '=', Number(order?.order_id))
      .executeTakeFirstOrThrow()
    expect(kept.shipping_cents).toBe(550)
    expect((await rateOf('FR', 'home')).priceCents).toBe(490)
  })

  it('make delivery free from the threshold the shop or a store sets', async () => {
    const agent = newGuest(app)
    const { cartId } = await readyCart(agent, {
      store: '/fr',
      items: [itemOf(await cheapVariant(), 1)],
      country: 'FR',
    })
    const { result, purged } = await listening(() =>
      saveFreeShippingThreshold(db(), staff.owner, STORES, { scope: 'shop', own: true, freeFrom: '10' }, NOW),
    )
    expect(result).toEqual({ ok: true, changed: true })
    expect(purged).toEqual(['shipping:rates'])
    expect((await readCart(agent, cartId)).prices.shipping_including_tax.amount).toBe(0)
    await expect
      .poll(async () => (await cmsPage('terms-of-sale')).content)
      .toContain('standard delivery is free from €10.')

    // The French store's own threshold: never free there, while the others follow the shop's.
    expect(
      await saveFreeShippingThreshold(
        db(),
        staff.owner,
        STORES,
        { scope: 'b2c_fr', own: true, freeFrom: '' },
        NOW,
      ),
    ).toEqual({ ok: true, changed: true })
    expect((await readCart(agent, cartId)).prices.shipping_including_tax.amount).toBe(4.9)
    const audit = await db()
      .selectFrom('audit_log')
      .select(['subject_id', 'before', 'after'])
      .where('action', '=', 'shipping.threshold.update')
      .orderBy('id')
      .execute()
    expect(audit).toEqual([
      { subject_id: 'shop', before: { freeFromCents: 4900 }, after: { freeFromCents: 1000 } },
      { subject_id: 'b2c_fr', before: null, after: { freeFromCents: null } },
    ])

    await saveFreeShippingThreshold(
      db(),
      staff.owner,
      STORES,
      { scope: 'b2c_fr', own: false, freeFrom: '' },
      NOW,
    )
    await saveFreeShippingThreshold(
      db(),
      staff.owner,
      STORES,
      { scope: 'shop', own: true, freeFrom: '49' },
      NOW,
    )
    expect((await readCart(agent, cartId)).prices.shipping_including_tax.amount).toBe(4.9)
  })

  it('leave the checkout’s methods when a rate or a pickup network is switched off, and come back when switched on', async () => {
    const agent = newGuest(app)
    const point = await db()
      .selectFrom('pickup_point')
      .select('id')
      .where('country', '=', 'FR')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const { cartId } = await readyCart(agent, {
      store: '/fr',
      items: [itemOf(await cheapVariant(), 1)],
      country: 'FR',
      pickup: point.id,
    })
    const pickup = await rateOf('FR', 'pickup')
    const { purged } = await listening(() => setShippingRateEnabled(db(), staff.owner, pickup.id, false, NOW))
    expect(purged).toEqual(['shipping:rates'])
    const without = await readCart(agent, cartId)
    expect(offered(without)).toEqual(['home 4.9'])
    expect(without.shipping_addresses[0]!.selected_shipping_method).toBeNull()
    expect(without.prices.shipping_including_tax.amount).toBe(0)
    const refused = await agent.query(
      `mutation ($id: String!, $carrier: String!, $method: String!, $pickup: String) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $carrier, method_code: $method, pickup_location_code: $pickup }] }) { success errorCode } }`,
      { id: cartId, carrier: 'pickup', method: 'pickup', pickup: point.id },
      { store: '/fr' },
    )
    expect(refused.data?.setShippingMethodsOnCart).toEqual({
      success: false,
      errorCode: 'SHIPPING_METHOD_NOT_AVAILABLE',
    })
    await expect.poll(async () => (await cmsPage('delivery')).content).not.toContain('Mondial Relay')
    expect(await setShippingRateEnabled(db(), staff.owner, pickup.id, true, NOW)).toEqual({
      ok: true,
      changed: true,
    })
    expect(offered(await readCart(agent, cartId))).toEqual(['home 4.9', 'pickup 3.9'])

    // The network: parcel pickup leaves France while Mondial Relay is off.
    expect(await setPickupNetworkEnabled(db(), staff.merchandiser, 'mondial_relay', false, NOW)).toEqual({
      ok: true,
      changed: true,
    })
    expect(offered(await readCart(agent, cartId))).toEqual(['home 4.9'])
    await setPickupNetworkEnabled(db(), staff.merchandiser, 'mondial_relay', true, NOW)
    expect(
      (
        await agent.query(
          SET_SHIPPING_METHOD,
          { id: cartId, carrier: 'pickup', method: 'pickup', pickup: point.id },
          { store: '/fr' },
        )
      ).data?.setShippingMethodsOnCart.success,
    ).toBe(true)
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'subject_id', 'before', 'after'])
      .where('action', 'in', ['shipping.rate.enabled', 'shipping.network.enabled'])
      .orderBy('id')
      .execute()
    expect(audit).toEqual([
      {
        action: 'shipping.rate.enabled',
        subject_id: String(pickup.id),
        before: { enabled: true },
        after: { enabled: false },
      },
      {
        action: 'shipping.rate.enabled',
        subject_id: String(pickup.id),
        before: { enabled: false },
        after: { enabled: true },
      },
      {
        action: 'shipping.network.enabled',
        subject_id: 'mondial_relay',
        before: { enabled: true },
        after: { enabled: false },
      },
      {
        action: 'shipping.network.enabled',
        subject_id: 'mondial_relay',
        before: { enabled: false },
        after: { enabled: true },
      },
    ])
  })

  it('let a store override a rate: its shoppers pay the store’s price, the other stores the shop’s', async () => {
    const rate = await rateOf('DE', 'home')
    const created = await saveShippingRate(
      db(),
      staff.owner,
      STORES,
      null,
      formOf(rate, { store: 'b2c_de', countries: 'DE', price: '4.90', daysMin: '1', daysMax: '2' }),
      NOW,
    )
    expect(created).toMatchObject({ ok: true })
    const inStore = async (store: string) => {
      const agent = newGuest(app)
      const { cart } = await readyCart(agent, {
        store,
        items: [itemOf(await cheapVariant(), 1)],
        country: 'DE',
      })
      return cart.prices.shipping_including_tax.amount
    }
    expect(await inStore('/de')).toBe(4.9)
    expect(await inStore('/en')).toBe(6.9)
    await expect
      .poll(async () => (await postGraphql(app, DELIVERY_DAYS, {}, '/de')).body.data)
      .toEqual({ shop: { config: { homeDeliveryDays: { min: 1, max: 2 } } } })
    if (!created.ok) throw new Error('not created')
    await setShippingRateEnabled(db(), staff.owner, created.id, false, NOW)
    // Switched off in its store: Germany's home delivery is off there, not back to the shop's rate.
    expect((await shippingOffers(db(), 'b2c_de', 'DE', 0)).map((offer) => offer.method)).toEqual(['pickup'])
    expect((await shippingOffers(db(), 'b2c_en', 'DE', 0)).map((offer) => offer.method)).toEqual([
      'home',
      'pickup',
    ])
  })
})

describe('deleting rates, a network’s countries, purges per store', () => {
  it('purge a store’s own rate or threshold change from that store’s answers only; a shop-wide one from all', async () => {
    const { body } = await postGraphql(app, DELIVERY_DAYS, {}, '/it')
    expect(tagsOf(body)).toEqual(expect.arrayContaining(['shipping:rates', 'shipping:rates:b2c_it']))
    expect(tagsOf(body)).not.toContain('shipping:rates:b2c_fr')

    const rate = await rateOf('IT', 'home')
    const { result: created, purged } = await listening(() =>
      saveShippingRate(
        db(),
        staff.owner,
        STORES,
        null,
        formOf(rate, { store: 'b2c_it', price: '6.50' }),
        NOW,
      ),
    )
    expect(created).toMatchObject({ ok: true })
    expect(purged).toEqual(['shipping:rates:b2c_it'])
    if (!created.ok) throw new Error('not created')
    expect(
      (
        await listening(() =>
          saveFreeShippingThreshold(
            db(),
            staff.owner,
            STORES,
            { scope: 'b2c_de', own: true, freeFrom: '39' },
            NOW,
          ),
        )
      ).purged,
    ).toEqual(['shipping:rates:b2c_de'])
    expect(
      (
        await listening(() =>
          saveFreeShippingThreshold(
            db(),
            staff.owner,
            STORES,
            { scope: 'b2c_de', own: false, freeFrom: '' },
            NOW,
          ),
        )
      ).purged,
    ).toEqual(['shipping:rates:b2c_de'])
    expect(
      (
        await listening(() =>
          saveShippingRate(db(), staff.owner, STORES, rate.id, formOf(rate, { daysMax: '7' }), NOW),
        )
      ).purged,
    ).toEqual(['shipping:rates'])
    expect(
      (await listening(() => saveShippingRate(db(), staff.owner, STORES, rate.id, formOf(rate), NOW))).purged,
    ).toEqual(['shipping:rates'])
    // The Italian store's override goes again: switched off, then deleted, each purging that store only.
    expect(
      (await listening(() => setShippingRateEnabled(db(), staff.owner, created.id, false, NOW))).purged,
    ).toEqual(['shipping:rates:b2c_it'])
    expect(
      (await listening(() => deleteShippingRate(db(), staff.owner, created.id, true, NOW))).purged,
    ).toEqual(['shipping:rates:b2c_it'])
  })

  it('delete a switched-off rate once confirmed, audited, purging its store’s pages; refused while on, unconfirmed or without shipping.edit', async () => {
    const rate = await rateOf('IT', 'home')
    const { result: created } = await listening(() =>
      saveShippingRate(
        db(),
        staff.owner,
        STORES,
        null,
        formOf(rate, { store: 'b2c_en', countries: 'IT', price: '8.50' }),
        NOW,
      ),
    )
    if (!created.ok) throw new Error('not created')
    const exists = async () =>
      (await readShippingTable(db())).rates.some((candidate) => candidate.id === created.id)
    expect(await deleteShippingRate(db(), staff.owner, created.id, true, NOW)).toEqual({
      ok: false,
      error: 'RATE_ENABLED',
    })
    await setShippingRateEnabled(db(), staff.owner, created.id, false, NOW)
    expect(await deleteShippingRate(db(), staff.owner, created.id, false, NOW)).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { confirm: 'CONFIRM_REQUIRED' },
    })
    for (const role of ['warehouse', 'customer_service'] as const)
      expect(await deleteShippingRate(db(), staff[role], created.id, true, NOW)).toEqual({
        ok: false,
        error: 'FORBIDDEN',
      })
    expect(await exists()).toBe(true)
    const { result, purged } = await listening(() =>
      deleteShippingRate(db(), staff.merchandiser, created.id, true, NOW),
    )
    expect(result).toEqual({ ok: true })
    expect(purged).toEqual(['shipping:rates:b2c_en'])
    expect(await exists()).toBe(false)
    expect(await deleteShippingRate(db(), staff.owner, created.id, true, NOW)).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    })
    const audit = await db()
      .selectFrom('audit_log')
      .select(['subject_id', 'before', 'after'])
      .where('action', '=', 'shipping.rate.delete')
      .where('subject_id', '=', String(created.id))
      .executeTakeFirstOrThrow()
    expect(audit).toMatchObject({
      subject_id: String(created.id),
      before: { storeKey: 'b2c_en', countries: ['IT'], priceCents: 850, enabled: false },
      after: null,
    })
    // The English store falls back on the shop's rate for Italy again.
    expect(
      (await shippingOffers(db(), 'b2c_en', 'IT', 0)).find((offer) => offer.method === 'home'),
    ).toMatchObject({
      priceCents: rate.priceCents,
    })
  })

  it('edit the countries a pickup network serves among those the shop ships to, audited, purging every store', async () => {
    const countries = async () =>
      (await readShippingTable(db())).networks.find((network) => network.code === 'brt_fermopoint')?.countries
    expect(await savePickupNetworkCountries(db(), staff.owner, 'brt_fermopoint', 'IT, XX', NOW)).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { countries: 'COUNTRY_UNKNOWN' },
    })
    expect(await savePickupNetworkCountries(db(), staff.owner, 'brt_fermopoint', ' , ', NOW)).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { countries: 'REQUIRED' },
    })
    expect(await savePickupNetworkCountries(db(), staff.warehouse, 'brt_fermopoint', 'IT', NOW)).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    })
    expect(await savePickupNetworkCountries(db(), staff.owner, 'no_such_network', 'IT', NOW)).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    })
    expect(await countries()).toEqual(['IT'])
    // Italy's pickup leaves when the network no longer serves it.
    expect((await shippingOffers(db(), 'b2c_it', 'IT', 0)).map((offer) => offer.method)).toContain('pickup')
    const { result, purged } = await listening(() =>
      savePickupNetworkCountries(db(), staff.merchandiser, 'brt_fermopoint', 'at', NOW),
    )
    expect(result).toEqual({ ok: true, changed: true })
    expect(purged).toEqual(['shipping:rates'])
    expect(await countries()).toEqual(['AT'])
    expect((await shippingOffers(db(), 'b2c_it', 'IT', 0)).map((offer) => offer.method)).not.toContain(
      'pickup',
    )
    expect(await savePickupNetworkCountries(db(), staff.merchandiser, 'brt_fermopoint', 'AT', NOW)).toEqual({
      ok: true,
      changed: false,
    })
    await savePickupNetworkCountries(db(), staff.merchandiser, 'brt_fermopoint', 'IT', NOW)
    expect((await shippingOffers(db(), 'b2c_it', 'IT', 0)).map((offer) => offer.method)).toContain('pickup')
    const audit = await db()
      .selectFrom('audit_log')
      .select(['subject_id', 'before', 'after'])
      .where('action', '=', 'shipping.network.countries')
      .orderBy('id')
      .execute()
    expect(audit.slice(0, 2)).toEqual([
      { subject_id: 'brt_fermopoint', before: { countries: ['IT'] }, after: { countries: ['AT'] } },
      { subject_id: 'brt_fermopoint', before: { countries: ['AT'] }, after: { countries: ['IT'] } },
    ])
  })
})
