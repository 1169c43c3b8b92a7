import type { Selectable } from 'kysely'
import { shippingAtRates, vatByRate, type TaxRate, type VatAtRate } from '../../../pricing/index.ts'
import type { OrderItemTable } from '../../db/tables.ts'

/**
 * The VAT of a placed order per rate, from what its lines recorded (`order_item.tax_percent`
 * and `tax_cents`) and its shipping split over them as the pricing module split it when the
 * order was placed: the same net and tax per rate as the checkout showed, adding up to the
 * order's `tax_cents`. `fallback` is the destination's standard rate (shipping with no goods
 * to follow). Gift card lines are outside VAT and left out.
 */
export function orderVat(items: readonly Pick<Selectable<OrderItemTable>, 'row_total_cents' | 'discount_cents' | 'tax_percent' | 'tax_cents' | 'giftcard'>[], shippingCents: number, fallback: TaxRate): VatAtRate[] {
  const goods = items.filter((item) => item.giftcard === null).map((item) => ({ percent: Number(item.tax_percent), net: item.row_total_cents - item.discount_cents - item.tax_cents, tax: item.tax_cents }))
  const shipping = shippingAtRates(shippingCents, goods.map((part) => ({ gross: part.net + part.tax, rate: { percent: part.percent } })), fallback)
  return vatByRate([...goods, ...shipping])
}
