import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, postGraphql, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { staffOfEachRole } from './helpers/staffFixtures.ts'
import type { BackOfficeActor } from '../../domain/backoffice/backOfficeActor.ts'
import { cancelReduction, scheduleReduction } from '../../domain/backoffice/catalogue/priceReductions.ts'
import { updatePrices } from '../../domain/backoffice/catalogue/productPrices.ts'
import { applyDuePriceSchedules } from '../../domain/catalog/priceSchedules.ts'
import { loadProductPrices } from '../../server/admin/pricesPageData.ts'
import type { StaffRole } from '../../domain/staff/roles.ts'

let app: FastifyInstance
const staff = {} as Record<StaffRole, BackOfficeActor>
const MINUTE = 60_000
const DAY = 86_400_000
// The real clock (to the minute): the page's preview reads it.
const NOW = new Date(Math.floor(Date.now() / MINUTE) * MINUTE)
const at = (days: number) => new Date(NOW.getTime() + days * DAY)
/** What every store will show of a reduction, the seeded products being on sale in all four. */
const everyStore = (reference: number | null, reason: string | null = null) => [
  { storeKeys: ['b2c_fr', 'b2c_de', 'b2c_en', 'b2c_it'], reference, reason },
]

beforeAll(async () => {
  app = await buildApiApp()
  Object.assign(staff, await staffOfEachRole(app, 'prices.test', '192.0.2.30'))
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => app?.close())

const db = () => app.shopDatabase.db

const PRODUCT = `query Product($sku: String!) { product(sku: $sku) { sku prices {
  regularPrice { priceInclTax { value { amount } } }
  finalPrice { priceInclTax { value { amount } } }
  referencePrice { priceInclTax { value { amount } } }
} } }`

/** What the storefront shows of a product's prices, in euros (reference null when none is struck through). */
async function shown(sku: string) {
  const { body } = await postGraphql(app, PRODUCT, { sku }, '/fr')
  expect(body.errors).toBeUndefined()
  const prices = body.data?.product.prices
  return {
    regular: prices.regularPrice.priceInclTax.value.amount as number,
    final: prices.finalPrice.priceInclTax.value.amount as number,
    reference: (prices.referencePrice?.priceInclTax.value.amount ?? null) as number | null,
  }
}

/** A seeded simple product matching `condition` on p, the n-th one (so tests do not share one). */
async function seeded(condition: string, index: number) {
  const { rows } = await sql<{ sku: string; regular: string; final: string }>`
    select p.sku, p.regular_price as regular, p.final_price as final from product p
    where p.parent_sku is null and p.type = 'simple' and ${sql.raw(condition)}
    order by p.id offset ${index} limit 1`.execute(db())
  const row = rows[0]
  if (!row) throw new Error(`no seeded product where ${condition}`)
  return {
    sku: row.sku,
    regular: Math.round(Number(row.regular) * 100),
    final: Math.round(Number(row.final) * 100),
  }
}

const NOT_REDUCED = `p.final_price = p.regular_price and (select min(valid_from) from product_price_history h where h.sku = p.sku) < now() - interval '60 days'`

/** A date as the back office's form takes it: Paris time, to the minute. */
function typed(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(date)
    .replace(' ', 'T')
}

/** The preview the product's page shows for a typed reduction. */
async function pagePreview(sku: string, finalPrice: string, startsAt: Date | null, endsAt: Date) {
  const query = new URLSearchParams({
    preview: '1',
    finalPrice,
    startsAt: startsAt ? typed(startsAt) : '',
    endsAt: typed(endsAt),
  })
  return (await loadProductPrices(db(), staff.merchandiser, sku, query))?.preview ?? null
}

/** Everything a price action may change for a product, and the audit log. */
async function priceState(sku: string) {
  const { rows } = await sql<{ state: unknown }>`select json_build_object(
    'prices', (select json_agg(json_build_object('sku', sku, 'regular', regular_price, 'final', final_price) order by sku) from product where sku = ${sku} or parent_sku = ${sku}),
    'history', (select count(*) from product_price_history),
    'schedules', (select string_agg(id || status, ',' order by id) from product_price_schedule),
    'audit', (select count(*) from audit_log where action like 'catalogue.price.%')
  ) as state`.execute(db())
  return rows[0]!.state
}

describe('prices in the back office', () => {
  it('records a price change in the history at once, and the storefront shows it', async () => {
    const product = await seeded(NOT_REDUCED, 0)
    const result = await updatePrices(
      db(),
      staff.merchandiser,
      product.sku,
      { [product.sku]: { regularPrice: product.regular + 1000, finalPrice: product.regular + 500 } },
      NOW,
    )
    expect(result).toEqual({ ok: true, changed: [product.sku] })
    expect(await shown(product.sku)).toMatchObject({
      regular: (product.regular + 1000) / 100,
      final: (product.regular + 500) / 100,
    })
    const last = await db()
      .selectFrom('product_price_history')
      .select(['final_price', 'valid_from'])
      .where('sku', '=', product.sku)
      .orderBy('valid_from', 'desc')
      .executeTakeFirstOrThrow()
    expect(Math.round(Number(last.final_price) * 100)).toBe(product.regular + 500)
    expect(new Date(last.valid_from).getTime()).toBe(NOW.getTime())
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor', 'after'])
      .where('action', '=', 'catalogue.price.update')
      .where('subject_id', '=', product.sku)
      .executeTakeFirstOrThrow()
    expect(audit.actor).toBe('merchandiser@prices.test')
    expect(audit.after).toEqual({
      [product.sku]: { regularPrice: product.regular + 1000, finalPrice: product.regular + 500 },
    })
  })

  it('changes nothing before a reduction starts, then shows it with the regular price of the 30 days before struck through, and ends it', async () => {
    const product = await seeded(NOT_REDUCED, 1)
    const reduced = Math.round(product.regular * 0.8)
    const preview = await pagePreview(product.sku, (reduced / 100).toFixed(2), at(2), at(9))
    expect(preview).toMatchObject({ finalPrice: reduced, outcomes: everyStore(product.regular) })

    const result = await scheduleReduction(
      db(),
      staff.merchandiser,
      product.sku,
      { finalPrice: reduced, startsAt: at(2), endsAt: at(9) },
      NOW,
    )
    expect(result).toMatchObject({ ok: true, started: false, outcomes: everyStore(product.regular) })
    expect(await applyDuePriceSchedules(db(), at(1))).toEqual({ started: 0, ended: 0 })
    expect(await shown(product.sku)).toEqual({
      regular: product.regular / 100,
      final: product.regular / 100,
      reference: null,
    })

    expect(await applyDuePriceSchedules(db(), new Date(at(2).getTime() + MINUTE))).toEqual({
      started: 1,
      ended: 0,
    })
    expect(await shown(product.sku)).toEqual({
      regular: product.regular / 100,
      final: reduced / 100,
      reference: product.regular / 100,
    })
    const started = await db()
      .selectFrom('product_price_history')
      .select('valid_from')
      .where('sku', '=', product.sku)
      .orderBy('valid_from', 'desc')
      .executeTakeFirstOrThrow()
    expect(new Date(started.valid_from).getTime()).toBe(at(2).getTime())

    expect(await applyDuePriceSchedules(db(), at(10))).toEqual({ started: 0, ended: 1 })
    expect(await shown(product.sku)).toEqual({
      regular: product.regular / 100,
      final: product.regular / 100,
      reference: null,
    })
  })

  it('shows the lowest price of the 30 days before, lower than the regular one, struck through (preview and storefront)', async () => {
    // Reduced since the winter sale: that price is the lowest of the 30 days before a deeper reduction.
    const product = await seeded(
      `p.final_price < p.regular_price and not p.is_new and (select count(*) from product_price_history h where h.sku = p.sku) = 2
        and (select max(valid_from) from product_price_history h where h.sku = p.sku) < now() - interval '1 day'`,
      0,
    )
    const deeper = product.final - 500
    const preview = await pagePreview(product.sku, (deeper / 100).toFixed(2), at(1), at(5))
    expect(preview).toMatchObject({ finalPrice: deeper, outcomes: everyStore(product.final) })
    const result = await scheduleReduction(
      db(),
      staff.owner,
      product.sku,
      { finalPrice: deeper, startsAt: at(1), endsAt: at(5) },
      NOW,
    )
    expect(result).toMatchObject({ ok: true, outcomes: everyStore(product.final) })
    await applyDuePriceSchedules(db(), at(1))
    expect(await shown(product.sku)).toEqual({
      regular: product.regular / 100,
      final: deeper / 100,
      reference: product.final / 100,
    })
  })

  it('shows no struck-through price for a reduction without any price before it (preview and storefront)', async () => {
    const product = await seeded(NOT_REDUCED, 2)
    await db().deleteFrom('product_price_history').where('sku', '=', product.sku).execute()
    const reduced = product.regular - 700
    const preview = await pagePreview(product.sku, (reduced / 100).toFixed(2), null, at(3))
    expect(preview).toMatchObject({ finalPrice: reduced, outcomes: everyStore(null, 'NO_PRIOR_PRICE') })
    const result = await scheduleReduction(
      db(),
      staff.merchandiser,
      product.sku,
      { finalPrice: reduced, startsAt: 'now', endsAt: at(3) },
      NOW,
    )
    expect(result).toMatchObject({ ok: true, started: true, outcomes: everyStore(null, 'NO_PRIOR_PRICE') })
    expect(await shown(product.sku)).toEqual({
      regular: product.regular / 100,
      final: reduced / 100,
      reference: null,
    })
  })

  it('refuses what is not right and changes nothing', async () => {
    const product = await seeded(NOT_REDUCED, 3)
    const before = await priceState(product.sku)
    const merchandiser = staff.merchandiser
    expect(
      await updatePrices(
        db(),
        merchandiser,
        product.sku,
        { [product.sku]: { regularPrice: 1000, finalPrice: 1500 } },
        NOW,
      ),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { [`final.${product.sku}`]: 'FINAL_ABOVE_REGULAR' },
    })
    expect(
      await updatePrices(
        db(),
        merchandiser,
        product.sku,
        { [product.sku]: { regularPrice: null, finalPrice: 0 } },
        NOW,
      ),
    ).toEqual({
      ok: false,
      error: 'INVALID_FIELDS',
      fields: { [`regular.${product.sku}`]: 'AMOUNT_INVALID', [`final.${product.sku}`]: 'AMOUNT_INVALID' },
    })
    const schedule = (finalPrice: number | null, startsAt: Date | 'now' | null, endsAt: Date | null) =>
      scheduleReduction(db(), merchandiser, product.sku, { finalPrice, startsAt, endsAt }, NOW)
    expect(await schedule(product.regular + 1, at(1), at(2))).toMatchObject({
      fields: { finalPrice: 'ABOVE_REGULAR' },
    })
    expect(await schedule(0, at(1), at(2))).toMatchObject({ fields: { finalPrice: 'AMOUNT_INVALID' } })
    expect(await schedule(100, at(-1), at(2))).toMatchObject({ fields: { startsAt: 'START_IN_PAST' } })
    expect(await schedule(100, at(2), at(1))).toMatchObject({ fields: { endsAt: 'END_BEFORE_START' } })
    expect(await schedule(100, null, null)).toMatchObject({
      fields: { startsAt: 'DATE_INVALID', endsAt: 'DATE_INVALID' },
    })
    expect(await updatePrices(db(), merchandiser, 'NO-SUCH-SKU', {}, NOW)).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    })
    expect(await cancelReduction(db(), merchandiser, product.sku, '999999', NOW)).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    })
    for (const role of ['customer_service', 'warehouse'] as const) {
      expect(
        await updatePrices(
          db(),
          staff[role],
          product.sku,
          { [product.sku]: { regularPrice: 900, finalPrice: 900 } },
          NOW,
        ),
      ).toEqual({ ok: false, error: 'FORBIDDEN' })
      expect(
        await scheduleReduction(
          db(),
          staff[role],
          product.sku,
          { finalPrice: 100, startsAt: 'now', endsAt: at(1) },
          NOW,
        ),
      ).toEqual({ ok: false, error: 'FORBIDDEN' })
      expect(await loadProductPrices(db(), staff[role], product.sku, new URLSearchParams())).toBeNull()
    }
    expect(await priceState(product.sku)).toEqual(before)

    // A second reduction overlapping a planned one is refused; cancelled, the first never starts.
    const first = await schedule(product.regular - 100, at(3), at(6))
    if (!first.ok) throw new Error(first.error)
    expect(await schedule(product.regular - 200, at(5), at(8))).toEqual({ ok: false, error: 'OVERLAP' })
    expect(await cancelReduction(db(), merchandiser, product.sku, first.id, NOW)).toEqual({ ok: true })
    await applyDuePriceSchedules(db(), at(4))
    expect((await shown(product.sku)).final).toBe(product.regular / 100)
  })

  it('ends a running reduction cancelled by hand at once', async () => {
    const product = await seeded(NOT_REDUCED, 4)
    const result = await scheduleReduction(
      db(),
      staff.owner,
      product.sku,
      { finalPrice: product.regular - 300, startsAt: 'now', endsAt: at(5) },
      NOW,
    )
    if (!result.ok) throw new Error(result.error)
    expect((await shown(product.sku)).final).toBe((product.regular - 300) / 100)
    expect(
      await cancelReduction(db(), staff.owner, product.sku, result.id, new Date(NOW.getTime() + MINUTE)),
    ).toEqual({
      ok: true,
    })
    expect((await shown(product.sku)).final).toBe(product.regular / 100)
  })
})
