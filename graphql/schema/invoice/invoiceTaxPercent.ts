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

/** A charged line as the shipping's rate sees it. */
export interface ChargedLineRate {
  taxPercent: number
  rowTotalCents: number
  giftCard: boolean
}

/**
 * The VAT rate an invoice records for the shipping: the rate of the goods it carries (shipping
 * follows the principal supply, docs/vat.md). Where the goods carry several rates (children's
 * wear at 0 % beside other goods to the UK), the rate of the largest share of them.
 */
export function shippingTaxPercent(lines: readonly ChargedLineRate[]): number {
  const shares = new Map<number, number>()
  for (const line of lines) if (!line.giftCard) shares.set(line.taxPercent, (shares.get(line.taxPercent) ?? 0) + line.rowTotalCents)
  let best: [number, number] | null = null
  for (const [percent, cents] of shares) if (!best || cents > best[1]) best = [percent, cents]
  return best?.[0] ?? 0
}
