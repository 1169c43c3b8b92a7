import { taxRateOfMultiplier } from '../../../pricing/index.ts'

/** What the order knows of a line's VAT when its invoice is written. */
export interface OrderLineTaxSource {
  /** The store's price multiplier (1.2 for prices that include 20 % VAT). */
  storeTaxMultiplier: number
  /** A gift card is a multi-purpose voucher: no VAT until it is spent. */
  giftCard: boolean
}

/**
 * The VAT rate in percent that an invoice line (and the shipping, and so a credit memo line)
 * records in `tax_percent`: the one place that decides it, so that the rate of the line's
 * destination country replaces the store's rate here and nowhere else.
 */
export function invoiceTaxPercent(source: OrderLineTaxSource): number {
  return source.giftCard ? 0 : taxRateOfMultiplier(source.storeTaxMultiplier).percent
}
