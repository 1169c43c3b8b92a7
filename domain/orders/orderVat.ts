import { vatByRate, type TaxRate, type VatAtRate } from '../../pricing/index.ts'
import { orderShippingVat, type OrderLineVat } from './orderShippingVat.ts'

/**
 * The VAT of a placed order per rate, from what its lines recorded (`order_item.tax_percent`
 * and `tax_cents`) and its shipping split over them as the pricing module split it when the
 * order was placed: the same net and tax per rate as the checkout showed, adding up to the
 * order's `tax_cents`. `fallback` is the destination's standard rate (shipping with no goods
 * to follow). Gift card lines are outside VAT and left out.
 */
export function orderVat(
  items: readonly OrderLineVat[],
  shippingCents: number,
  fallback: TaxRate,
): VatAtRate[] {
  const goods = items
    .filter((item) => item.giftcard === null)
    .map((item) => ({
      percent: Number(item.tax_percent),
      net: item.row_total_cents - item.discount_cents - item.tax_cents,
      tax: item.tax_cents,
    }))
  return vatByRate([...goods, ...orderShippingVat(items, shippingCents, fallback)])
}
