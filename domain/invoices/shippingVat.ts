import { allocate, splitGross, type Cents, type VatAtRate } from '../../pricing/index.ts'
import type { ShippingVatShare } from '../../db/tables.ts'
import { netLine, type NetLine } from './taxDocumentAmounts.ts'

/**
 * The shipping lines of an invoice or credit memo: one per VAT rate the shipping was charged
 * at (its VAT follows the goods, docs/vat.md), each with the net and VAT as charged.
 */
export function shippingNetLines(shares: readonly ShippingVatShare[]): NetLine[] {
  return shares.map((share) =>
    netLine({
      quantity: 1,
      unitPriceCents: share.net + share.tax,
      rowTotalCents: share.net + share.tax,
      discountCents: 0,
      taxPercent: share.percent,
      taxCents: share.tax,
    }),
  )
}

/**
 * The VAT of refunded shipping: the shares the order charged (its invoice's, or the order's own
 * split when it has none) as charged when all of it is refunded, else spread over their rates in
 * their proportions (to the cent) and split at each.
 */
export function refundedShippingVat(cents: Cents, charged: readonly ShippingVatShare[]): VatAtRate[] {
  if (cents <= 0) return []
  if (charged.length === 0) throw new Error('refunded shipping without the shares the order charged it in')
  const grossOf = charged.map((share) => share.net + share.tax)
  if (cents === grossOf.reduce((sum, gross) => sum + gross, 0))
    return charged.map(({ percent, net, tax }) => ({ percent, net, tax }))
  const parts = allocate(cents, grossOf)
  return charged.map((share, index) => ({
    percent: share.percent,
    ...splitGross(parts[index] ?? 0, { percent: share.percent }),
  }))
}
