import { allocate, splitGross, type Cents, type VatAtRate } from '../../../pricing/index.ts'
import type { ShippingVatShare } from '../../db/tables.ts'
import { netLine, type NetLine } from './taxDocumentAmounts.ts'

/**
 * The shipping lines of an invoice or credit memo: one per VAT rate the shipping was charged
 * at (its VAT follows the goods, docs/vat.md), each with the net and VAT as charged.
 */
export function shippingNetLines(shares: readonly ShippingVatShare[]): NetLine[] {
  return shares.map((share) => netLine({ quantity: 1, unitPriceCents: share.net + share.tax, rowTotalCents: share.net + share.tax, discountCents: 0, taxPercent: share.percent, taxCents: share.tax }))
}

/**
 * The VAT of refunded shipping: the invoice's shares as invoiced when all of it is refunded,
 * else spread over the invoice's rates in its proportions (to the cent) and split at each; at
 * `fallbackPercent` for an order invoiced before shipping was recorded per rate, or not at all.
 */
export function refundedShippingVat(cents: Cents, invoiced: readonly ShippingVatShare[], fallbackPercent: number): VatAtRate[] {
  if (cents <= 0) return []
  if (invoiced.length === 0) return [{ percent: fallbackPercent, ...splitGross(cents, { percent: fallbackPercent }) }]
  const grossOf = invoiced.map((share) => share.net + share.tax)
  if (cents === grossOf.reduce((sum, gross) => sum + gross, 0)) return invoiced.map(({ percent, net, tax }) => ({ percent, net, tax }))
  const parts = allocate(cents, grossOf)
  return invoiced.map((share, index) => ({ percent: share.percent, ...splitGross(parts[index] ?? 0, { percent: share.percent }) }))
}
