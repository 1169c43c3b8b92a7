import { netOfGross, type Cents } from '../../../pricing/index.ts'

/** A billed (or refunded) line from its gross amounts and its VAT rate. */
export interface GrossLine {
  quantity: number
  /** The unit price including VAT. */
  unitPriceCents: Cents
  /** quantity × unit price, before the discount, including VAT. */
  rowTotalCents: Cents
  /** The line's share of the discount, including VAT. */
  discountCents: Cents
  taxPercent: number
}

/** A line as an invoice states it (VAT Directive art. 226 (6)–(10)): every amount excluding VAT but its VAT. */
export interface NetLine {
  quantity: number
  unitPriceExclTaxCents: Cents
  discountExclTaxCents: Cents
  /** quantity × unit price − discount, excluding VAT: the line's taxable amount. */
  netCents: Cents
  taxPercent: number
  taxCents: Cents
  /** What the shopper paid for the line: net + VAT. */
  grossCents: Cents
}

/**
 * The line excluding VAT so that it adds up as printed: quantity × unit price − discount = net,
 * each rounded once to the cent, and VAT = what was paid − net. Prices include VAT, so the
 * amount paid never changes; the unit price and the discount are the gross ones without VAT.
 */
export function netLine(line: GrossLine): NetLine {
  const rate = { percent: line.taxPercent }
  const unitPriceExclTaxCents = netOfGross(line.unitPriceCents, rate)
  const grossCents = line.rowTotalCents - line.discountCents
  // Whatever the line cost less than quantity × unit price is its discount.
  const discountExclTaxCents = netOfGross(line.unitPriceCents * line.quantity - grossCents, rate)
  const netCents = unitPriceExclTaxCents * line.quantity - discountExclTaxCents
  return { quantity: line.quantity, unitPriceExclTaxCents, discountExclTaxCents, netCents, taxPercent: line.taxPercent, taxCents: grossCents - netCents, grossCents }
}

/** The taxable amount and VAT of one rate (art. 226 (8), (10)). */
export interface VatSummaryRow {
  taxPercent: number
  netCents: Cents
  taxCents: Cents
  grossCents: Cents
}

/** The VAT summary of a document: per rate, highest first, the taxable amounts and VAT of its lines. */
export function vatSummary(lines: readonly Pick<NetLine, 'taxPercent' | 'netCents' | 'taxCents' | 'grossCents'>[]): VatSummaryRow[] {
  const rows = new Map<number, VatSummaryRow>()
  for (const line of lines) {
    const row = rows.get(line.taxPercent) ?? { taxPercent: line.taxPercent, netCents: 0, taxCents: 0, grossCents: 0 }
    rows.set(line.taxPercent, { ...row, netCents: row.netCents + line.netCents, taxCents: row.taxCents + line.taxCents, grossCents: row.grossCents + line.grossCents })
  }
  return [...rows.values()].sort((a, b) => b.taxPercent - a.taxPercent)
}
