import { taxRateOfMultiplier } from '../../../pricing/index.ts'

/** What the order knows of a line's VAT when no rate was recorded for it (orders placed before rates were recorded). */
export interface OrderLineTaxSource {
  /** The store's price multiplier (1.2 for prices that include 20 % VAT). */
  storeTaxMultiplier: number
  /** A gift card is a multi-purpose voucher: no VAT until it is spent. */
  giftCard: boolean
}

/**
 * The VAT rate in percent of an order line that recorded none (`order_item.tax_percent` is
 * written since VAT by destination, docs/vat.md): the store's rate, 0 for a gift card.
 */
export function invoiceTaxPercent(source: OrderLineTaxSource): number {
  return source.giftCard ? 0 : taxRateOfMultiplier(source.storeTaxMultiplier).percent
}
