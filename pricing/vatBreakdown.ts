import { allocate, type Cents } from './money.ts'
import { splitGross, type TaxRate } from './tax.ts'

/** The VAT of one rate in a cart or order: the net and tax of the lines and shipping charged at it. */
export interface VatAtRate {
  percent: number
  net: Cents
  tax: Cents
}

/** A taxed part of an order (a line after its discount): its gross amount and the rate it is charged at. */
export interface TaxedAmount {
  gross: Cents
  rate: TaxRate
}

/**
 * Shipping's VAT follows the goods it carries (the principal supply, CJEU C-349/96 Card
 * Protection Plan; the VAT Committee's guideline for mixed-rate deliveries): its gross price is
 * spread over the rates of the goods in proportion to their gross amounts after discount, to
 * the cent, and each share is split at its rate. Without goods to follow (nothing taxed, or all
 * discounted to nothing), shipping is charged at `fallback`, the destination's standard rate.
 */
export function shippingAtRates(
  shipping: Cents,
  goods: readonly TaxedAmount[],
  fallback: TaxRate,
): VatAtRate[] {
  const weights = new Map<number, Cents>()
  for (const part of goods)
    weights.set(part.rate.percent, (weights.get(part.rate.percent) ?? 0) + Math.max(part.gross, 0))
  const rates = [...weights].filter(([, weight]) => weight > 0)
  if (shipping === 0) return []
  if (rates.length === 0) return [{ percent: fallback.percent, ...splitGross(shipping, fallback) }]
  const shares = allocate(
    shipping,
    rates.map(([, weight]) => weight),
  )
  return rates.map(([percent], index) => ({ percent, ...splitGross(shares[index] ?? 0, { percent }) }))
}

/**
 * The VAT per rate of taxed parts (lines after discount, and shipping's shares): net and tax
 * summed per rate, highest rate first, as an invoice shows them (VAT Directive art. 226 (8)–(10)).
 * A rate charged on nothing but zero amounts still shows (the UK zero rate on children's wear).
 */
export function vatByRate(parts: readonly VatAtRate[]): VatAtRate[] {
  const byRate = new Map<number, VatAtRate>()
  for (const part of parts) {
    const sum = byRate.get(part.percent) ?? { percent: part.percent, net: 0, tax: 0 }
    byRate.set(part.percent, { percent: part.percent, net: sum.net + part.net, tax: sum.tax + part.tax })
  }
  return [...byRate.values()].sort((a, b) => b.percent - a.percent)
}
