import type { Kysely } from 'kysely'
import { shippingPrice, type Cents } from '../../pricing/index.ts'
import type { Database, ShippingMethodCode } from '../../db/tables.ts'

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
}

/** The methods the rate table offers in a country, priced for a discounted subtotal (none for a country without rates). */
export async function shippingOffers(
  db: Kysely<Database>,
  countryCode: string,
  discountedSubtotal: Cents,
): Promise<ShippingOffer[]> {
  const rates = await db
    .selectFrom('shipping_rate')
    .selectAll()
    .where('country_code', '=', countryCode)
    .orderBy('method')
    .execute()
  return rates.map((rate) => ({
    method: rate.method,
    priceCents: shippingPrice(
      { priceCents: rate.price_cents, freeFromCents: rate.free_from_cents },
      discountedSubtotal,
    ),
  }))
}

/** Whether the shop delivers to a country at all. */
export async function deliversTo(db: Kysely<Database>, countryCode: string): Promise<boolean> {
  return (
    (await db
      .selectFrom('shipping_rate')
      .select('country_code')
      .where('country_code', '=', countryCode)
      .executeTakeFirst()) !== undefined
  )
}
