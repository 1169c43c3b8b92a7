import type { Cents } from './money.ts'
import { spreadDiscount } from './couponDiscount.ts'
import { splitGross, type TaxRate } from './tax.ts'

/** A line of a cart or order: its gross unit price and quantity. */
export interface PricedLine {
  unitPrice: Cents
  quantity: number
  /**
   * A gift card sold (an EU multi-purpose voucher): it carries no VAT (due when the card is
   * spent), takes no share of a coupon discount, and is never paid with gift cards or store
   * credit (see {@link checkoutTotals}).
   */
  giftCard?: boolean
}

/** A line's totals: gross row total, its share of the discount, and net and tax after the discount. */
export interface LineTotals {
  rowTotal: Cents
  discount: Cents
  net: Cents
  tax: Cents
}

/** Totals of a cart or order, all gross except `net`; `grandTotal` = net + tax. */
export interface OrderTotals {
  lines: LineTotals[]
  subtotal: Cents
  /** The row totals of the gift card lines: in the subtotal and the grand total, without discount nor tax. */
  giftCardLines: Cents
  discount: Cents
  shipping: Cents
  net: Cents
  tax: Cents
  grandTotal: Cents
}

const NO_TAX: TaxRate = { percent: 0 }

/** The subtotal a coupon applies to: every line but the gift cards. */
export function discountableSubtotal(lines: readonly PricedLine[]): Cents {
  return lines.reduce((sum, line) => (line.giftCard ? sum : sum + line.unitPrice * line.quantity), 0)
}

/**
 * Totals of lines, a discount (gross, at most the subtotal of the lines it applies to) and a
 * shipping price (gross). The discount is spread over the lines other than gift cards in
 * proportion to their totals; tax is computed once per line after its discount (none for a gift
 * card), and once for shipping, so the parts add up to the cent.
 */
export function orderTotals(lines: readonly PricedLine[], options: { discount?: Cents; shipping?: Cents; rate: TaxRate }): OrderTotals {
  const rowTotals = lines.map((line) => line.unitPrice * line.quantity)
  const subtotal = rowTotals.reduce((sum, row) => sum + row, 0)
  const discounted = lines.flatMap((line, index) => (line.giftCard ? [] : [index]))
  const discount = Math.min(Math.max(options.discount ?? 0, 0), discountableSubtotal(lines))
  const spread = spreadDiscount(discount, discounted.map((index) => rowTotals[index] ?? 0))
  const shares = new Map(discounted.map((lineIndex, position) => [lineIndex, spread[position] ?? 0]))
  const lineTotals = rowTotals.map((rowTotal, index) => {
    const share = shares.get(index) ?? 0
    return { rowTotal, discount: share, ...splitGross(rowTotal - share, lines[index]?.giftCard ? NO_TAX : options.rate) }
  })
  const giftCardLines = rowTotals.reduce((sum, rowTotal, index) => (lines[index]?.giftCard ? sum + rowTotal : sum), 0)
  const shipping = splitGross(options.shipping ?? 0, options.rate)
  const net = lineTotals.reduce((sum, line) => sum + line.net, shipping.net)
  const tax = lineTotals.reduce((sum, line) => sum + line.tax, shipping.tax)
  return { lines: lineTotals, subtotal, giftCardLines, discount, shipping: options.shipping ?? 0, net, tax, grandTotal: net + tax }
}
