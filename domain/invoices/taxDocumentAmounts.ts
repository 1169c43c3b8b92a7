import { roundCents, type Cents } from '../../pricing/index.ts'

/** A billed (or refunded) line from its gross amounts, its VAT rate and the VAT the order charged on it. */
export interface GrossLine {
  quantity: number
  /** The unit price including VAT. */
  unitPriceCents: Cents
  /** quantity × unit price, before the discount, including VAT. */
  rowTotalCents: Cents
  /** The line's share of the discount, including VAT. */
  discountCents: Cents
  taxPercent: number
  /** The VAT the order charged on the line after its discount (`order_item.tax_cents`, or the refunded pieces' share of it). */
  taxCents: Cents
}

/** A line as an invoice states it (VAT Directive art. 226 (6)–(10)): every amount excluding VAT but its VAT. */
export interface NetLine {
  quantity: number
  /** The unit price excluding VAT in cents, to a hundredth of a cent (printed with up to four decimals: 4,1667 €). */
  unitPriceExclTax: number
  discountExclTaxCents: Cents
  /** quantity × unit price − discount, excluding VAT: the line's taxable amount. */
  netCents: Cents
  taxPercent: number
  taxCents: Cents
  /** What the shopper paid for the line: net + VAT. */
  grossCents: Cents
}

// Unit prices excluding VAT are stated to a hundredth of a cent (four decimals of a euro).
const toHundredthOfCent = (cents: number) => Math.round(cents * 100) / 100

/**
 * The line excluding VAT, with the VAT the order charged on it (never recomputed, so the
 * document and the order agree to the cent), adding up as printed: quantity × unit price −
 * discount = net, to the cent. Without a discount the unit price is the net shared by the
 * pieces, so no discount shows where none applies (3 × 5.00 at 20 % is 3 × 4,1667 € = 12,50 €);
 * with one it is the unit price without VAT and the discount is whatever the line came to less
 * (3 × 5.00 with 1.50 off reads 3 × 4,1667 € − 1,25 € = 11,25 €, never a silent 11.25).
 */
export function netLine(line: GrossLine): NetLine {
  const grossCents = line.rowTotalCents - line.discountCents
  const netCents = grossCents - line.taxCents
  const base = {
    quantity: line.quantity,
    netCents,
    taxPercent: line.taxPercent,
    taxCents: line.taxCents,
    grossCents,
  }
  if (line.discountCents === 0)
    return { ...base, unitPriceExclTax: toHundredthOfCent(netCents / line.quantity), discountExclTaxCents: 0 }
  const unitPriceExclTax = toHundredthOfCent((line.unitPriceCents * 100) / (100 + line.taxPercent))
  return {
    ...base,
    unitPriceExclTax,
    discountExclTaxCents: roundCents(unitPriceExclTax * line.quantity) - netCents,
  }
}

/** The taxable amount and VAT of one rate (art. 226 (8), (10)). */
export interface VatSummaryRow {
  taxPercent: number
  netCents: Cents
  taxCents: Cents
  grossCents: Cents
}

/** The VAT summary of a document: per rate, highest first, the taxable amounts and VAT of its lines. */
export function vatSummary(
  lines: readonly Pick<NetLine, 'taxPercent' | 'netCents' | 'taxCents' | 'grossCents'>[],
): VatSummaryRow[] {
  const rows = new Map<number, VatSummaryRow>()
  for (const line of lines) {
    const row = rows.get(line.taxPercent) ?? {
      taxPercent: line.taxPercent,
      netCents: 0,
      taxCents: 0,
      grossCents: 0,
    }
    rows.set(line.taxPercent, {
      ...row,
      netCents: row.netCents + line.netCents,
      taxCents: row.taxCents + line.taxCents,
      grossCents: row.grossCents + line.grossCents,
    })
  }
  return [...rows.values()].sort((a, b) => b.taxPercent - a.taxPercent)
}
