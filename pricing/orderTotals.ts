import type { Cents } from './money.ts'
import { spreadDiscount } from './couponDiscount.ts'
import { splitGross, type TaxRate } from './tax.ts'

/** A line of a cart or order: its gross unit price and quantity. */
export interface PricedLine {
  unitPrice: Cents
  quantity: number
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
  discount: Cents
  shipping: Cents
  net: Cents
  tax: Cents
  grandTotal: Cents
}

/**
 * Totals of lines, a discount (gross, at most the subtotal) and a shipping price (gross).
 * The discount is spread over the lines in proportion to their totals; tax is computed once
 * per line after its discount, and once for shipping, so the parts add up to the cent.
 */
export function orderTotals(lines: readonly PricedLine[], options: { discount?: Cents; shipping?: Cents; rate: TaxRate }): OrderTotals {
  const rowTotals = lines.map((line) => line.unitPrice * line.quantity)
  const subtotal = rowTotals.reduce((sum, row) => sum + row, 0)
  const discount = Math.min(Math.max(options.discount ?? 0, 0), subtotal)
  const shares = spreadDiscount(discount, rowTotals)
  const lineTotals = rowTotals.map((rowTotal, index) => {
    const share = shares[index] ?? 0
    return { rowTotal, discount: share, ...splitGross(rowTotal - share, options.rate) }
  })
  const shipping = splitGross(options.shipping ?? 0, options.rate)
  const net = lineTotals.reduce((sum, line) => sum + line.net, shipping.net)
  const tax = lineTotals.reduce((sum, line) => sum + line.tax, shipping.tax)
  return { lines: lineTotals, subtotal, discount, shipping: options.shipping ?? 0, net, tax, grandTotal: net + tax }
}
