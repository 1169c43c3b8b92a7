import type { Cents } from './money.ts'
import { spreadDiscount } from './couponDiscount.ts'
import { splitGross, type TaxRate } from './tax.ts'
import { shippingAtRates, vatByRate, type VatAtRate } from './vatBreakdown.ts'

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
  /** Left out of the coupon: the coupon applies to categories this line's product is not in. */
  outsideCoupon?: boolean
  /**
   * The VAT rate of the line at its destination (its tax class in the shipping country); the
   * order's `rate` when absent. The gross price stays what the shelf says: only its split changes.
   */
  rate?: TaxRate
}

/** A line's totals: gross row total, its share of the discount, and net and tax after the discount. */
export interface LineTotals {
  rowTotal: Cents
  discount: Cents
  net: Cents
  tax: Cents
  /** The VAT rate charged (0 on a gift card, which carries no VAT). */
  percent: number
}

/** Totals of a cart or order, all gross except `net`; `grandTotal` = net + tax. */
export interface OrderTotals {
  lines: LineTotals[]
  subtotal: Cents
  /** The row totals of the gift card lines: in the subtotal and the grand total, without discount nor tax. */
  giftCardLines: Cents
  discount: Cents
  shipping: Cents
  /** The VAT in the shipping price, following the goods' rates ({@link shippingAtRates}). */
  shippingTax: Cents
  /** The shipping's shares per rate ({@link shippingAtRates}): what an invoice states as one delivery line per rate. */
  shippingVat: VatAtRate[]
  net: Cents
  tax: Cents
  grandTotal: Cents
  /** Net and tax per VAT rate, lines and shipping together, highest rate first; gift cards are outside VAT and not in it. */
  vat: VatAtRate[]
}

const NO_TAX: TaxRate = { percent: 0 }

/** Whether a coupon's discount may take a share of a line: never a gift card, nor a line outside the coupon's categories. */
function takesDiscount(line: PricedLine | undefined): boolean {
  return line !== undefined && !line.giftCard && !line.outsideCoupon
}

/** The goods' subtotal: every line but the gift cards (what a coupon's minimum and free delivery count). */
export function goodsSubtotal(lines: readonly PricedLine[]): Cents {
  return lines.reduce((sum, line) => (line.giftCard ? sum : sum + line.unitPrice * line.quantity), 0)
}

/** The subtotal a coupon applies to: every line but the gift cards and those outside the coupon's categories. */
export function discountableSubtotal(lines: readonly PricedLine[]): Cents {
  return lines.reduce((sum, line) => (takesDiscount(line) ? sum + line.unitPrice * line.quantity : sum), 0)
}

/**
 * Totals of lines, a discount (gross, at most the subtotal of the lines it applies to) and a
 * shipping price (gross). The discount is spread over the lines other than gift cards (and
 * lines outside a category coupon) in proportion to their totals; tax is computed once per line after its discount at the line's
 * rate (none for a gift card), and once per rate for shipping, whose VAT follows the goods'
 * rates in proportion to them, so the parts add up to the cent. Gross amounts never change
 * with the rate (constant gross prices across borders): only the net and tax parts do.
 */
export function orderTotals(
  lines: readonly PricedLine[],
  options: { discount?: Cents; shipping?: Cents; rate: TaxRate },
): OrderTotals {
  const rowTotals = lines.map((line) => line.unitPrice * line.quantity)
  const subtotal = rowTotals.reduce((sum, row) => sum + row, 0)
  const discounted = lines.flatMap((line, index) => (takesDiscount(line) ? [index] : []))
  const discount = Math.min(Math.max(options.discount ?? 0, 0), discountableSubtotal(lines))
  const spread = spreadDiscount(
    discount,
    discounted.map((index) => rowTotals[index] ?? 0),
  )
  const shares = new Map(discounted.map((lineIndex, position) => [lineIndex, spread[position] ?? 0]))
  const lineTotals = rowTotals.map((rowTotal, index) => {
    const share = shares.get(index) ?? 0
    const rate = lines[index]?.giftCard ? NO_TAX : (lines[index]?.rate ?? options.rate)
    return { rowTotal, discount: share, ...splitGross(rowTotal - share, rate), percent: rate.percent }
  })
  const giftCardLines = rowTotals.reduce(
    (sum, rowTotal, index) => (lines[index]?.giftCard ? sum + rowTotal : sum),
    0,
  )
  const goods = lineTotals.filter((_, index) => !lines[index]?.giftCard)
  const shipping = shippingAtRates(
    options.shipping ?? 0,
    goods.map((line) => ({ gross: line.net + line.tax, rate: { percent: line.percent } })),
    options.rate,
  )
  const taxed = [...goods, ...shipping]
  const net =
    lineTotals.reduce((sum, line) => sum + line.net, 0) + shipping.reduce((sum, part) => sum + part.net, 0)
  const tax = taxed.reduce((sum, part) => sum + part.tax, 0)
  const shippingTax = shipping.reduce((sum, part) => sum + part.tax, 0)
  return {
    lines: lineTotals,
    subtotal,
    giftCardLines,
    discount,
    shipping: options.shipping ?? 0,
    shippingTax,
    shippingVat: shipping,
    net,
    tax,
    grandTotal: net + tax,
    vat: vatByRate(taxed),
  }
}
