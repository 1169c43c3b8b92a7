import { percentOf, type Cents } from './money.ts'

/** An extra cost of a custom option or option value: a fixed gross amount or a percentage of the base price. */
export type ExtraCostRule = { kind: 'fixed'; cents: Cents } | { kind: 'percentage'; rate: number }

/** A tier price: from `qty` pieces on, each costs `cents`. */
export interface TierPriceRule {
  qty: number
  cents: Cents
}

/** A bundle piece: its unit price and how many come with the bundle's price. */
export interface BundlePiece {
  cents: Cents
  defaultQuantity: number
  quantity: number
}

/** What a unit price is computed from: all amounts gross, in cents. */
export interface UnitPriceInput {
  /** Price of the chosen variant, else of the product. */
  basePrice: Cents
  tierPrices: readonly TierPriceRule[]
  quantity: number
  /** Extra costs of the chosen custom options and option values. */
  extraCosts: readonly ExtraCostRule[]
  bundlePieces: readonly BundlePiece[]
}

/** The base price lowered by the best tier price the quantity reaches. */
export function tierUnitPrice(
  basePrice: Cents,
  tierPrices: readonly TierPriceRule[],
  quantity: number,
): Cents {
  return Math.min(basePrice, ...tierPrices.filter((tier) => tier.qty <= quantity).map((tier) => tier.cents))
}

/** One extra cost for a base price: a percentage is rounded to the cent on its own. */
export function extraCostCents(cost: ExtraCostRule, basePrice: Cents): Cents {
  return cost.kind === 'fixed' ? cost.cents : percentOf(basePrice, cost.rate)
}

/**
 * Gross unit price of a configuration: the tier-adjusted base, plus each extra cost (fixed,
 * or a percentage of that base), plus bundle pieces taken beyond their default quantity.
 */
export function unitPrice(input: UnitPriceInput): Cents {
  const base = tierUnitPrice(input.basePrice, input.tierPrices, input.quantity)
  const extras = input.extraCosts.reduce((sum, cost) => sum + extraCostCents(cost, base), 0)
  const pieces = input.bundlePieces.reduce(
    (sum, piece) => sum + (piece.quantity - piece.defaultQuantity) * piece.cents,
    0,
  )
  return base + extras + pieces
}
