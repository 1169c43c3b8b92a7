import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../../db/tables.ts'
import { recordAudit } from '../../audit/auditLog.ts'
import {
  forgetShippingTable,
  readShippingTable,
  SHOP_WIDE,
  type ShippingRate,
  type ShippingTable,
} from '../../shipping/shippingTable.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  formAnswerOrRefusal,
  refused,
  type BackOfficeActor,
} from '../backOfficeActor.ts'
import {
  checkShippingRate,
  countryCodesOf,
  thresholdCentsOf,
  type ShippingFieldErrors,
  type ShippingRateForm,
  type ShippingRateValues,
} from './shippingRateFields.ts'

/** What a rate's save answers; `INVALID_FIELDS` comes with each refused field. */
export type ShippingRateSaveResult =
  | { ok: true; id: number; changed: string[] }
  | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: ShippingFieldErrors }

/** What a switch (a rate, a pickup network) or a threshold's save answers. */
export type ShippingSwitchResult =
  | { ok: true; changed: boolean }
  | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: ShippingFieldErrors }

/** The shipping tables for the back office's pages, or null without `catalogue.view`. */
export async function shippingForEditing(
  db: Kysely<Database>,
  actor: BackOfficeActor,
): Promise<ShippingTable | null> {
  if (!allowed(actor, 'catalogue.view')) return null
  return readShippingTable(db)
}

/** A rate's values as the audit log records them. */
function auditedRate(rate: ShippingRateValues | ShippingRate): Record<string, unknown> {
  return {
    storeKey: rate.storeKey,
    countries: rate.countries,
    method: rate.method,
    destination: rate.destination,
    carrier: rate.carrier,
    priceCents: rate.priceCents,
    daysMin: rate.daysMin,
    daysMax: rate.daysMax,
    position: rate.position,
    enabled: rate.enabled,
  }
}

/** The countries with a VAT rate: the shop can price and invoice a delivery there (docs/vat.md). */
async function shippableCountries(db: Kysely<Database> | Transaction<Database>): Promise<Set<string>> {
  const rows = await db
    .selectFrom('vat_rate')
    .select('country_code')
    .where('tax_class', '=', 'standard')
    .execute()
  return new Set(rows.map((row) => row.country_code))
}

/** The row of a rate's values. */
function rowOf(values: ShippingRateValues) {
  return {
    store_key: values.storeKey,
    countries: values.countries,
    method: values.method,
    destination: JSON.stringify(values.destination),
    carrier: JSON.stringify(values.carrier),
    price_cents: values.priceCents,
    days_min: values.daysMin,
    days_max: values.daysMax,
    position: values.position,
    enabled: values.enabled,
  }
}

/**
 * Creates (`id` null) or saves a shipping rate (docs/back-office.md#shipping-rates) in one
 * transaction that holds the rates still while it checks the form against them
 * ({@link checkShippingRate}); audited as `shipping.rate.create` / `shipping.rate.update` with
 * the changed values before and after. The database's triggers purge the pages that show the
 * rates (migration 0071); carts re-price on their next read, orders keep what they paid.
 */
export async function saveShippingRate(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  storeKeys: readonly string[],
  id: number | null,
  form: ShippingRateForm,
  now: Date,
): Promise<ShippingRateSaveResult> {
  if (!allowed(actor, 'shipping.edit')) return refused('FORBIDDEN')
  return formAnswerOrRefusal<ShippingRateSaveResult, ShippingFieldErrors, 'NOT_FOUND'>(async () => {
    const result = await db.transaction().execute(async (trx) => {
      // Two saves take turns, so neither misses the other's countries.
      await sql`lock table shipping_rate in share row exclusive mode`.execute(trx)
      const table = await readShippingTable(trx)
      const current = id === null ? null : (table.rates.find((rate) => rate.id === id) ?? null)
      if (id !== null && !current) throw new BackOfficeRefusal('NOT_FOUND')
      const checked = checkShippingRate(form, {
        storeKeys,
        shippableCountries: await shippableCountries(trx),
        otherRates: table.rates.filter((rate) => rate.id !== id),
      })
      if (checked.errors) throw new BackOfficeRefusal('INVALID_FIELDS', { fields: checked.errors })
      const after = auditedRate(checked.values)
      if (!current) {
        const created = await trx
          .insertInto('shipping_rate')
          .values(rowOf(checked.values))
          .returning('id')
          .executeTakeFirstOrThrow()
        await recordAudit(trx, {
          actor: auditActorOf(actor),
          action: 'shipping.rate.create',
          subjectType: 'shipping_rate',
          subjectId: String(created.id),
          before: null,
          after,
          at: now,
        })
        return { ok: true as const, id: created.id, changed: Object.keys(after) }
      }
      const before = auditedRate(current)
      const changed = Object.keys(after).filter(
        (name) => JSON.stringify(after[name]) !== JSON.stringify(before[name]),
      )
      if (changed.length > 0) {
        await trx
          .updateTable('shipping_rate')
          .set(rowOf(checked.values))
          .where('id', '=', current.id)
          .execute()
        await recordAudit(trx, {
          actor: auditActorOf(actor),
          action: 'shipping.rate.update',
          subjectType: 'shipping_rate',
          subjectId: String(current.id),
          before: Object.fromEntries(changed.map((name) => [name, before[name]])),
          after: Object.fromEntries(changed.map((name) => [name, after[name]])),
          at: now,
        })
      }
      return { ok: true as const, id: current.id, changed }
    })
    forgetShippingTable(db)
    return result
  })
}

/** Switches a rate off (the checkout stops offering it, the delivery page stops listing it) or on; audited as `shipping.rate.enabled`. */
export async function setShippingRateEnabled(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  id: number,
  enabled: boolean,
  now: Date,
): Promise<ShippingSwitchResult> {
  return switchEnabled(db, actor, enabled, now, {
    action: 'shipping.rate.enabled',
    subjectType: 'shipping_rate',
    subjectId: String(id),
    read: (trx) =>
      trx.selectFrom('shipping_rate').select('enabled').where('id', '=', id).forUpdate().executeTakeFirst(),
    write: (trx) => trx.updateTable('shipping_rate').set({ enabled }).where('id', '=', id).execute(),
  })
}

/**
 * Sets the subtotal from which standard delivery is free, shop-wide (`scope` 'shop'; '' typed:
 * never free) or for one store (`own` false: the store follows the shop's again); audited as
 * `shipping.threshold.update` with the cents before and after (null: none / not set).
 */
export async function saveFreeShippingThreshold(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  storeKeys: readonly string[],
  change: { scope: string; own: boolean; freeFrom: string },
  now: Date,
): Promise<ShippingSwitchResult> {
  if (!allowed(actor, 'shipping.edit')) return refused('FORBIDDEN')
  const isShop = change.scope === SHOP_WIDE
  if (!isShop && !storeKeys.includes(change.scope)) return refused('NOT_FOUND')
  const keep = isShop || change.own
  const typed = keep ? thresholdCentsOf(change.freeFrom) : { cents: null }
  if (!typed) return { ok: false, error: 'INVALID_FIELDS', fields: { freeFrom: 'THRESHOLD_FORMAT' } }
  const result = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('shipping_free_from')
      .select('free_from_cents')
      .where('scope', '=', change.scope)
      .forUpdate()
      .executeTakeFirst()
    const before = row
      ? { set: true, freeFromCents: row.free_from_cents }
      : { set: false, freeFromCents: null }
    const after = keep ? { set: true, freeFromCents: typed.cents } : { set: false, freeFromCents: null }
    if (before.set === after.set && before.freeFromCents === after.freeFromCents)
      return { ok: true as const, changed: false }
    if (keep)
      await trx
        .insertInto('shipping_free_from')
        .values({ scope: change.scope, free_from_cents: typed.cents })
        .onConflict((conflict) => conflict.column('scope').doUpdateSet({ free_from_cents: typed.cents }))
        .execute()
    else await trx.deleteFrom('shipping_free_from').where('scope', '=', change.scope).execute()
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action: 'shipping.threshold.update',
      subjectType: 'shipping_free_from',
      subjectId: change.scope,
      before: before.set ? { freeFromCents: before.freeFromCents } : null,
      after: after.set ? { freeFromCents: after.freeFromCents } : null,
      at: now,
    })
    return { ok: true as const, changed: true }
  })
  forgetShippingTable(db)
  return result
}

/** Switches a pickup network off (parcel pickup leaves the countries it served) or on; audited as `shipping.network.enabled`. */
export async function setPickupNetworkEnabled(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  code: string,
  enabled: boolean,
  now: Date,
): Promise<ShippingSwitchResult> {
  return switchEnabled(db, actor, enabled, now, {
    action: 'shipping.network.enabled',
    subjectType: 'pickup_network',
    subjectId: code,
    read: (trx) =>
      trx
        .selectFrom('pickup_network')
        .select('enabled')
        .where('code', '=', code)
        .forUpdate()
        .executeTakeFirst(),
    write: (trx) => trx.updateTable('pickup_network').set({ enabled }).where('code', '=', code).execute(),
  })
}

/** Switches one row of a shipping table on or off under a row lock, audited with its state before and after. */
async function switchEnabled(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  enabled: boolean,
  now: Date,
  row: {
    action: 'shipping.rate.enabled' | 'shipping.network.enabled'
    subjectType: string
    subjectId: string
    read: (trx: Transaction<Database>) => Promise<{ enabled: boolean } | undefined>
    write: (trx: Transaction<Database>) => Promise<unknown>
  },
): Promise<ShippingSwitchResult> {
  if (!allowed(actor, 'shipping.edit')) return refused('FORBIDDEN')
  const result = await db.transaction().execute(async (trx) => {
    const current = await row.read(trx)
    if (!current) return refused('NOT_FOUND')
    if (current.enabled === enabled) return { ok: true as const, changed: false }
    await row.write(trx)
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      before: { enabled: current.enabled },
      after: { enabled },
      at: now,
    })
    return { ok: true as const, changed: true }
  })
  forgetShippingTable(db)
  return result
}

/** What a rate's deletion answers: refused while it is switched on (`RATE_ENABLED`) or not confirmed. */
export type ShippingRateDeleteResult =
  | { ok: true }
  | { ok: false; error: 'FORBIDDEN' | 'NOT_FOUND' | 'RATE_ENABLED' }
  | { ok: false; error: 'INVALID_FIELDS'; fields: ShippingFieldErrors }

/**
 * Deletes a shipping rate for good (docs/back-office.md#shipping-rates), once confirmed, and only
 * while it is switched off (`RATE_ENABLED` otherwise): switching it off first stops the checkout
 * offering it and re-prices the carts that chose it, so its deletion changes nothing a shopper
 * sees; placed orders keep the price they paid (nothing refers to a rate's id). Audited as
 * `shipping.rate.delete` with its values; the database's triggers purge the pages that showed it
 * (its store's only for a store's own rate, migration 0087).
 */
export async function deleteShippingRate(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  id: number,
  confirmed: boolean,
  now: Date,
): Promise<ShippingRateDeleteResult> {
  if (!allowed(actor, 'shipping.edit')) return refused('FORBIDDEN')
  const result = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('shipping_rate')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!row) return refused('NOT_FOUND')
    const rate = (await readShippingTable(trx)).rates.find((candidate) => candidate.id === id)
    if (!rate) return refused('NOT_FOUND')
    if (rate.enabled) return refused('RATE_ENABLED')
    if (!confirmed)
      return {
        ok: false as const,
        error: 'INVALID_FIELDS' as const,
        fields: { confirm: 'CONFIRM_REQUIRED' as const },
      }
    await trx.deleteFrom('shipping_rate').where('id', '=', id).execute()
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action: 'shipping.rate.delete',
      subjectType: 'shipping_rate',
      subjectId: String(id),
      before: auditedRate(rate),
      after: null,
      at: now,
    })
    return { ok: true as const }
  })
  forgetShippingTable(db)
  return result
}

/**
 * Sets the countries a pickup network serves (docs/back-office.md#shipping-rates): two-letter
 * codes of countries the shop ships to (a VAT rate, as a rate's countries), at least one
 * (`REQUIRED`, `COUNTRY_UNKNOWN`). Audited as `shipping.network.countries` with the countries
 * before and after; a network is shop-wide, so its change purges every store's shipping pages.
 */
export async function savePickupNetworkCountries(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  code: string,
  typed: string,
  now: Date,
): Promise<ShippingSwitchResult> {
  if (!allowed(actor, 'shipping.edit')) return refused('FORBIDDEN')
  const countries = countryCodesOf(typed)
  const result = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('pickup_network')
      .select('countries')
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst()
    if (!row) return refused('NOT_FOUND')
    const shippable = await shippableCountries(trx)
    if (countries.length === 0)
      return {
        ok: false as const,
        error: 'INVALID_FIELDS' as const,
        fields: { countries: 'REQUIRED' as const },
      }
    if (!countries.every((country) => /^[A-Z]{2}$/.test(country) && shippable.has(country)))
      return {
        ok: false as const,
        error: 'INVALID_FIELDS' as const,
        fields: { countries: 'COUNTRY_UNKNOWN' as const },
      }
    if (JSON.stringify(row.countries) === JSON.stringify(countries))
      return { ok: true as const, changed: false }
    await trx.updateTable('pickup_network').set({ countries }).where('code', '=', code).execute()
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action: 'shipping.network.countries',
      subjectType: 'pickup_network',
      subjectId: code,
      before: { countries: row.countries },
      after: { countries },
      at: now,
    })
    return { ok: true as const, changed: true }
  })
  forgetShippingTable(db)
  return result
}
