import type { Kysely } from 'kysely'
import type { Database, Language, ShippingMethodCode } from '../../db/tables.ts'
import { createShortLivedCache, type ShortLivedCache } from '../shortLivedCache.ts'

/** The purge tag of what shows the shipping rates (migration 0071, docs/page-cache.md). */
export const SHIPPING_RATES_TAG = 'shipping:rates'

/** The scope of the shop-wide free-delivery threshold; a store's scope is its key. */
export const SHOP_WIDE = 'shop'

/** A shipping rate as the back office and the checkout read it (table `shipping_rate`). */
export interface ShippingRate {
  id: number
  /** Null: every store's rate; a store's key: that store's override. */
  storeKey: string | null
  countries: string[]
  method: ShippingMethodCode
  destination: Record<Language, string>
  carrier: Record<Language, string>
  priceCents: number
  daysMin: number
  daysMax: number
  enabled: boolean
  position: number
}

/** A pickup network and the countries it serves (table `pickup_network`). */
export interface PickupNetwork {
  code: string
  name: string
  countries: string[]
  enabled: boolean
}

/** Everything the shop knows of shipping: the rates, the free-delivery thresholds by scope, the pickup networks. */
export interface ShippingTable {
  rates: ShippingRate[]
  freeFrom: ReadonlyMap<string, number | null>
  networks: PickupNetwork[]
}

const LANGUAGES: readonly Language[] = ['fr', 'de', 'en', 'it']

/** Texts keyed in the shop's language order (JSONB gives its keys back in its own). */
function inLanguageOrder(texts: Record<Language, string>): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, texts[language] ?? ''])) as Record<
    Language,
    string
  >
}

/** Reads the shipping tables as they are now (the back office's pages, its saves). */
export async function readShippingTable(db: Kysely<Database>): Promise<ShippingTable> {
  const [rates, thresholds, networks] = await Promise.all([
    db.selectFrom('shipping_rate').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('shipping_free_from').selectAll().execute(),
    db.selectFrom('pickup_network').selectAll().orderBy('code').execute(),
  ])
  return {
    rates: rates.map((row) => ({
      id: row.id,
      storeKey: row.store_key,
      countries: row.countries,
      method: row.method,
      destination: inLanguageOrder(row.destination),
      carrier: inLanguageOrder(row.carrier),
      priceCents: row.price_cents,
      daysMin: row.days_min,
      daysMax: row.days_max,
      enabled: row.enabled,
      position: row.position,
    })),
    freeFrom: new Map(thresholds.map((row) => [row.scope, row.free_from_cents])),
    networks,
  }
}

/** How long a shop instance keeps the table it read: another instance's change shows within it. */
const SHIPPING_TABLE_TTL_MS = 10_000

// One cache per database handle, so two apps in one process (tests) never share rates.
const caches = new WeakMap<object, ShortLivedCache<ShippingTable>>()

/**
 * The shipping table for the storefront's readers (checkout, delivery page, product pages),
 * kept {@link SHIPPING_TABLE_TTL_MS} and dropped at once on a purge of {@link SHIPPING_RATES_TAG}.
 */
export function loadShippingTable(db: Kysely<Database>): Promise<ShippingTable> {
  let cache = caches.get(db)
  if (!cache) {
    cache = createShortLivedCache<ShippingTable>(SHIPPING_TABLE_TTL_MS, 1)
    caches.set(db, cache)
  }
  return cache.get('table', () => readShippingTable(db))
}

/** Forgets the table kept for `db` (a save here, a purge from another instance). */
export function forgetShippingTable(db: Kysely<Database>): void {
  caches.delete(db)
}

/** Whether a rate serves a store: its own override, or a shop-wide rate. */
const servesStore = (rate: ShippingRate, storeKey: string) =>
  rate.storeKey === null || rate.storeKey === storeKey

/**
 * The rate a store applies to a country and method, switched on or off: the store's own
 * override when it has one, else the shop-wide rate; null when there is none.
 */
export function rateOf(
  table: ShippingTable,
  storeKey: string,
  countryCode: string,
  method: ShippingMethodCode,
): ShippingRate | null {
  const serving = table.rates.filter(
    (rate) => rate.method === method && rate.countries.includes(countryCode) && servesStore(rate, storeKey),
  )
  return serving.find((rate) => rate.storeKey === storeKey) ?? serving[0] ?? null
}

/** Whether a switched-on pickup network serves a country. */
export function pickupServes(table: ShippingTable, countryCode: string): boolean {
  return table.networks.some((network) => network.enabled && network.countries.includes(countryCode))
}

/** The rate a store offers for a country and method: switched on, and for pickup a network there; else null. */
export function offeredRate(
  table: ShippingTable,
  storeKey: string,
  countryCode: string,
  method: ShippingMethodCode,
): ShippingRate | null {
  const rate = rateOf(table, storeKey, countryCode, method)
  if (!rate?.enabled) return null
  if (method === 'pickup' && !pickupServes(table, countryCode)) return null
  return rate
}

/** The subtotal (cents) from which a store's standard delivery is free: its own threshold, else the shop's; null: never. */
export function freeFromCents(table: ShippingTable, storeKey: string): number | null {
  return table.freeFrom.has(storeKey)
    ? (table.freeFrom.get(storeKey) ?? null)
    : (table.freeFrom.get(SHOP_WIDE) ?? null)
}

/** The countries a store delivers to (an offered rate of any method). */
export function deliverableCountries(table: ShippingTable, storeKey: string): Set<string> {
  const countries = new Set<string>()
  for (const rate of table.rates)
    for (const country of rate.countries)
      if (offeredRate(table, storeKey, country, rate.method)) countries.add(country)
  return countries
}

/**
 * The rates a store publishes (the delivery page), in their order: each switched-on rate the
 * store applies for at least one of its countries.
 */
export function publishedRates(table: ShippingTable, storeKey: string): ShippingRate[] {
  return table.rates.filter(
    (rate) =>
      rate.enabled &&
      servesStore(rate, storeKey) &&
      rate.countries.some((country) => offeredRate(table, storeKey, country, rate.method)?.id === rate.id),
  )
}
