import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { STORE_DEFINITIONS } from '../../config/stores.ts'
import { shippingForEditing } from '../../domain/backoffice/shipping/shippingEditing.ts'
import { RATE_LANGUAGES } from '../../domain/backoffice/shipping/shippingRateFields.ts'
import { SHOP_WIDE, type PickupNetwork, type ShippingRate } from '../../domain/shipping/shippingTable.ts'
import type { StaffViewer } from '../../domain/staff/staffSessions.ts'
import { readerOf } from './carePageData.ts'

/** A rate as the back office lists it. */
export type ShippingRateRow = ShippingRate

/** The shipping page (/admin/shipping): every rate, the free-delivery thresholds, the pickup networks. */
export interface ShippingPageData {
  rates: ShippingRateRow[]
  /** The shop's threshold (cents, null: never free) and each store's own (undefined: follows the shop's). */
  thresholds: { scope: string; freeFromCents: number | null; own: boolean }[]
  networks: PickupNetwork[]
  stores: string[]
}

/** A rate's page (/admin/shipping/<id>) or the new rate page: the rate (null when new) and the form's stored values. */
export interface ShippingRatePageData {
  rate: ShippingRateRow | null
  /** The form's fields as stored (empty for a new rate). */
  fields: Record<string, string>
  stores: string[]
}

/** A pickup network's page (/admin/shipping/networks/<code>): the network and its countries' field as stored. */
export interface PickupNetworkPageData {
  network: PickupNetwork | null
  /** The countries the shop ships to (a VAT rate), which a network may serve. */
  shippable: string[]
}

/** The code of a pickup network page's path, or null when the path is not one. */
export function pickupNetworkCodeOf(pathname: string): string | null {
  const match = /^\/admin\/shipping\/networks\/([a-z0-9_]{1,40})$/.exec(pathname)
  return match ? match[1]! : null
}

/** The id of a rate page's path, or null when the path is not one. */
export function shippingRateIdOf(pathname: string): number | null {
  const match = /^\/admin\/shipping\/(\d{1,9})$/.exec(pathname)
  return match ? Number(match[1]) : null
}

/** A rate's form fields as stored: euros with two decimals, countries separated by commas. */
export function shippingRateFields(rate: ShippingRate): Record<string, string> {
  return {
    store: rate.storeKey ?? '',
    countries: rate.countries.join(', '),
    method: rate.method,
    price: (rate.priceCents / 100).toFixed(2),
    daysMin: String(rate.daysMin),
    daysMax: String(rate.daysMax),
    position: String(rate.position),
    ...(rate.enabled ? { enabled: '1' } : {}),
    ...Object.fromEntries(
      RATE_LANGUAGES.flatMap((language) => [
        [`destination.${language}`, rate.destination[language]],
        [`carrier.${language}`, rate.carrier[language]],
      ]),
    ),
  }
}

/** Loads the data of a shipping page, or undefined when `pathname` is none of them (the guard checked the role). */
export async function loadShippingPageData(
  db: Kysely<Database>,
  viewer: StaffViewer | null,
  pathname: string,
): Promise<ShippingPageData | ShippingRatePageData | PickupNetworkPageData | null | undefined> {
  const isList = pathname === '/admin/shipping'
  const isNew = pathname === '/admin/shipping/new'
  const id = shippingRateIdOf(pathname)
  const networkCode = pickupNetworkCodeOf(pathname)
  if (!isList && !isNew && id === null && networkCode === null) return undefined
  if (!viewer) return null
  const table = await shippingForEditing(db, readerOf(viewer))
  if (!table) return null
  if (networkCode !== null) {
    const shippable = await db
      .selectFrom('vat_rate')
      .select('country_code')
      .where('tax_class', '=', 'standard')
      .orderBy('country_code')
      .execute()
    return {
      network: table.networks.find((network) => network.code === networkCode) ?? null,
      shippable: shippable.map((row) => row.country_code),
    }
  }
  const stores = STORE_DEFINITIONS.map((store) => store.key)
  if (isList)
    return {
      rates: table.rates,
      thresholds: [SHOP_WIDE, ...stores].map((scope) => ({
        scope,
        freeFromCents: table.freeFrom.get(scope) ?? null,
        own: table.freeFrom.has(scope),
      })),
      networks: table.networks,
      stores,
    }
  const rate = id === null ? null : (table.rates.find((candidate) => candidate.id === id) ?? null)
  return { rate, fields: rate ? shippingRateFields(rate) : { enabled: '1' }, stores }
}
