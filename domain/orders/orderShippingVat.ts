import type { Selectable } from 'kysely'
import { shippingAtRates, type TaxRate, type VatAtRate } from '../../pricing/index.ts'
import type { OrderItemTable } from '../../db/tables.ts'

/** What an order line recorded of its VAT: enough to find the rates its shipping followed. */
export type OrderLineVat = Pick<
  Selectable<OrderItemTable>,
  'row_total_cents' | 'discount_cents' | 'tax_percent' | 'tax_cents' | 'giftcard'
>

/**
 * The shipping of a placed order per VAT rate, as the pricing module split it when the order
 * was placed: spread over its lines' recorded rates (`order_item.tax_percent`) in proportion to
 * what they cost after discount, lines in order (gift cards, outside VAT, left out), so each
 * share is the one the checkout charged. `fallback` is the destination's standard rate
 * (shipping with no goods to follow).
 */
export function orderShippingVat(
  items: readonly OrderLineVat[],
  shippingCents: number,
  fallback: TaxRate,
): VatAtRate[] {
  const goods = items
    .filter((item) => item.giftcard === null)
    .map((item) => ({
      gross: item.row_total_cents - item.discount_cents,
      rate: { percent: Number(item.tax_percent) },
    }))
  return shippingAtRates(shippingCents, goods, fallback)
}
