import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, postGraphql, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { staffOfEachRole } from './helpers/staffFixtures.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import type { TypedNewProduct } from '../../domain/backoffice/catalogue/newProductForm.ts'
import { previewReduction, scheduleReduction } from '../../domain/backoffice/catalogue/priceReductions.ts'
import { createProduct } from '../../domain/backoffice/catalogue/productCreation.ts'
import { productForEditing, updateProduct } from '../../domain/backoffice/catalogue/productEditing.ts'
import { pricesForEditing, updatePrices } from '../../domain/backoffice/catalogue/productPrices.ts'
import type { StaffRole } from '../../domain/staff/roles.ts'

// The Omnibus reference price counts only the days a product was on sale in the store
// (docs/prices-and-reductions.md): a merchandiser's product goes through the back office as it
// would over weeks, each step dated by the `now` the back office is given.

let app: FastifyInstance
const staff = {} as Record<StaffRole, BackOfficeActor>
const MINUTE = 60_000
const DAY = 86_400_000
const NOW = new Date(Math.floor(Date.now() / MINUTE) * MINUTE)
/** `days` days before now. */
const ago = (days: number) => new Date(NOW.getTime() - days * DAY)
const db = () => app.shopDatabase.db

let leaf: { categoryId: number; family: string; kind: string; gender: string; material: string }

beforeAll(async () => {
  app = await buildApiApp()
  Object.assign(staff, await staffOfEachRole(app, 'onsale.test', '192.0.2.31'))
  const { rows } = await sql<typeof leaf>`
    select pc.category_id as "categoryId", p.family, p.kind, p.gender, pa.value as material
    from product p
    join product_category pc on pc.sku = p.sku
    join category c on c.id = pc.category_id
    join product_attribute pa on pa.sku = p.sku and pa.code = 'material'
    where p.type = 'configurable' and p.family = 'slippers'
    order by c.level desc, p.sku limit 1`.execute(db())
  leaf = rows[0]!
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

/** Creates a simple product at `price` (euros as typed), switched off in every store, as at `at`. */
async function created(sku: string, price: string, at: Date) {
  const slug = sku.toLowerCase()
  const form: TypedNewProduct = {
    type: 'simple',
    sku,
    family: leaf.family,
    kind: leaf.kind,
    texts: {
      fr: { name: `Chausson ${sku}`, urlKey: `chausson-${slug}` },
      de: { name: `Hausschuh ${sku}`, urlKey: `hausschuh-${slug}` },
      en: { name: '', urlKey: '' },
      it: { name: '', urlKey: '' },
    },
    price,
    qty: '5',
    categoryIds: [String(leaf.categoryId)],
    gender: leaf.gender,
    material: leaf.material,
    stickers: [],
    newFrom: '',
    newTo: '',
    colours: [],
    sizes: [],
    variants: {},
  }
  expect(await createProduct(db(), staff.merchandiser, app.config.stores, form, at)).toMatchObject({
    ok: true,
  })
}

/** Saves the product's page with the product on sale in `enabledStores` only, as at `at`. */
async function switchStores(sku: string, enabledStores: string[], at: Date) {
  const product = await productForEditing(db(), staff.merchandiser, sku)
  const blank = { name: '', urlKey: '', description: '', metaTitle: '', metaDescription: '' }
  const texts = Object.fromEntries(
    Object.entries(product!.texts).map(([language, text]) => [language, text ?? blank]),
  ) as Parameters<typeof updateProduct>[4]['texts']
  const saved = await updateProduct(
    db(),
    staff.merchandiser,
    app.config.stores,
    sku,
    { texts, enabledStores },
    at,
  )
  expect(saved).toEqual({ ok: true, changed: ['disabledStores'] })
}

async function setPrice(sku: string, cents: number, at: Date) {
  const result = await updatePrices(
    db(),
    staff.merchandiser,
    sku,
    { [sku]: { regularPrice: cents, finalPrice: cents } },
    at,
  )
  expect(result).toMatchObject({ ok: true })
}

/** Starts a reduction to `cents` at once, as at `at`. */
async function reduce(sku: string, cents: number, at: Date) {
  const endsAt = new Date(at.getTime() + 60 * DAY)
  const result = await scheduleReduction(
    db(),
    staff.merchandiser,
    sku,
    { finalPrice: cents, startsAt: 'now', endsAt },
    at,
  )
  expect(result).toMatchObject({ ok: true, started: true })
  return result
}

const PRODUCT = `query Product($sku: String!) { product(sku: $sku) { sku prices {
  finalPrice { priceInclTax { value { amount } } }
  referencePrice { priceInclTax { value { amount } } }
} } }`

/** The price paid and the struck-through reference (null: none) a store's shopper sees, in euros. */
async function shown(sku: string, store: string) {
  const { body } = await postGraphql(app, PRODUCT, { sku }, store)
  expect(body.errors).toBeUndefined()
  const prices = body.data?.product?.prices
  if (!prices) return null
  return {
    final: prices.finalPrice.priceInclTax.value.amount as number,
    reference: (prices.referencePrice?.priceInclTax.value.amount ?? null) as number | null,
  }
}

describe('the reference price counts only days the product was on sale', () => {
  it('has the seed’s products on sale in every store from their first price on', async () => {
    const { rows } = await sql<{ sku: string }>`
      select p.sku from product p
      where p.parent_sku is null and not exists (
        select from product_status_history s
        where s.sku = p.sku and s.disabled_stores = '{}'
          and s.valid_from <= (select min(h.valid_from) from product_price_history h where h.sku = p.sku))`.execute(
      db(),
    )
    expect(rows).toEqual([])
    const { rows: counted } = await sql<{
      count: string
    }>`select count(*) from product_status_history`.execute(db())
    expect(Number(counted[0]!.count)).toBeGreaterThan(100)
  })

  it('shows no struck-through price for a product reduced before it was ever on sale', async () => {
    const sku = 'ONSALE-NEVER'
    await created(sku, '59,90', ago(20))
    await setPrice(sku, 5490, ago(15))
    const preview = await previewReduction(
      db(),
      staff.merchandiser,
      sku,
      { finalPrice: 4490, startsAt: 'now', endsAt: ago(-30) },
      ago(5),
    )
    expect(preview).toMatchObject({
      ok: true,
      outcomes: [
        {
          storeKeys: ['b2c_fr', 'b2c_de', 'b2c_en', 'b2c_it'],
          reference: null,
          reason: 'NOT_ON_SALE_BEFORE',
        },
      ],
    })
    expect(await reduce(sku, 4490, ago(5))).toMatchObject({
      outcomes: [{ reference: null, reason: 'NOT_ON_SALE_BEFORE' }],
    })
    await switchStores(sku, ['b2c_fr', 'b2c_de'], ago(1))

    // 59.90 and 54.90 were prices no shopper could pay: nothing is struck through.
    expect(await shown(sku, '/fr')).toEqual({ final: 44.9, reference: null })
    expect(await shown(sku, '/de')).toEqual({ final: 44.9, reference: null })
    expect((await pricesForEditing(db(), staff.merchandiser, sku))?.references).toEqual([])
  })

  it('uses the 10 days a product was on sale before its reduction', async () => {
    const sku = 'ONSALE-TEN'
    await created(sku, '49,90', ago(40))
    await setPrice(sku, 5990, ago(20))
    await switchStores(sku, ['b2c_fr', 'b2c_de'], ago(10))
    await reduce(sku, 4490, NOW)

    // 49.90, within the 30 days but while switched off, is not the reference: 59.90 is.
    expect(await shown(sku, '/fr')).toEqual({ final: 44.9, reference: 59.9 })
    expect(await shown(sku, '/de')).toEqual({ final: 44.9, reference: 59.9 })
    expect((await pricesForEditing(db(), staff.merchandiser, sku))?.references).toEqual([
      { storeKeys: ['b2c_fr', 'b2c_de'], reference: 5990 },
    ])
  })

  it('ignores the days it was switched off, whoever switched it (here SQL), and counts those after', async () => {
    const sku = 'ONSALE-AGAIN'
    await created(sku, '59,90', ago(90))
    await switchStores(sku, ['b2c_fr'], ago(60))
    // A writer other than the back office, replaying a dated change: the triggers record it too.
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`select set_config('shop.price_changed_at', ${ago(25).toISOString()}, true)`.execute(trx)
        await sql`update product set disabled_stores = array['b2c_fr', 'b2c_de', 'b2c_en', 'b2c_it'] where sku = ${sku}`.execute(
          trx,
        )
      })
    await setPrice(sku, 3990, ago(20))
    await setPrice(sku, 6490, ago(8))
    await switchStores(sku, ['b2c_fr'], ago(5))

    const preview = await previewReduction(
      db(),
      staff.merchandiser,
      sku,
      { finalPrice: 4490, startsAt: 'now', endsAt: ago(-30) },
      NOW,
    )
    // /fr: 59.90 (on sale until 25 days ago) and 64.90 (since 5 days ago); 39.90 was never offered.
    expect(preview).toMatchObject({
      ok: true,
      outcomes: [
        { storeKeys: ['b2c_fr'], reference: 5990, reason: null },
        { storeKeys: ['b2c_de', 'b2c_en', 'b2c_it'], reference: null, reason: 'NOT_ON_SALE_BEFORE' },
      ],
    })
    await reduce(sku, 4490, NOW)
    expect(await shown(sku, '/fr')).toEqual({ final: 44.9, reference: 59.9 })
    const statuses = await db()
      .selectFrom('product_status_history')
      .select(['disabled_stores', 'valid_from'])
      .where('sku', '=', sku)
      .orderBy('valid_from')
      .orderBy('id')
      .execute()
    expect(statuses.map((row) => [row.disabled_stores.length, new Date(row.valid_from).getTime()])).toEqual([
      [4, ago(90).getTime()],
      [3, ago(60).getTime()],
      [4, ago(25).getTime()],
      [3, ago(5).getTime()],
    ])
  })
})
