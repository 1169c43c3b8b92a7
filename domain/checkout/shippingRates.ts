import type { Kysely } from 'kysely'
import { shippingPrice, type Cents } from '../../pricing/index.ts'
import type { Database, ShippingMethodCode } from '../../db/tables.ts'
import { freeFromCents, loadShippingTable, offeredRate } from '../shipping/shippingTable.ts'

/** Carrier and method codes of each shipping method (Magento's `carrier_code`/`method_code`). */
export const SHIPPING_CODES: Record<ShippingMethodCode, { carrier: string; method: string }> = {
  home: { carrier: 'flatrate', method: 'home' },
  pickup: { carrier: 'pickup', method: 'pickup' },
}

/** The shipping method named by a client's carrier and method codes, or null. */
export function shippingMethodOf(carrierCode: string, methodCode: string): ShippingMethodCode | null {
  const found = (Object.keys(SHIPPING_CODES) as ShippingMethodCode[]).find(
    (code) => SHIPPING_CODES[code].carrier === carrierCode && SHIPPING_CODES[code].method === methodCode,
  )
  return found ?? null
}

/** A shipping method offered in a country, with its price for the cart. */
export interface ShippingOffer {
  method: ShippingMethodCode
  priceCents: Cents
  /** Delivery time in working days from dispatch. */
  days: { min: number; max: number }
}

const METHODS: readonly ShippingMethodCode[] = ['home', 'pickup']

/**
 * The methods a store offers in a country (its switched-on rates, pickup where a network
 * serves the country), priced for a discounted subtotal (none for a country without rates).
 */
export async function shippingOffers(
  db: Kysely<Database>,
  storeKey: string,
  countryCode: string,
  discountedSubtotal: Cents,
): Promise<ShippingOffer[]> {
  const table = await loadShippingTable(db)
  const freeFrom = freeFromCents(table, storeKey)
  return METHODS.flatMap((method) => {
    const rate = offeredRate(table, storeKey, countryCode, method)
    if (!rate) return []
    return [
      {
        method,
        priceCents: shippingPrice(
          { priceCents: rate.priceCents, freeFromCents: freeFrom },
          discountedSubtotal,
        ),
        days: { min: rate.daysMin, max: rate.daysMax },
      },
    ]
  })
}

/** Whether a store delivers to a country at all. */
export async function deliversTo(
  db: Kysely<Database>,
  storeKey: string,
  countryCode: string,
): Promise<boolean> {
  return (await shippingOffers(db, storeKey, countryCode, 0)).length > 0
}
