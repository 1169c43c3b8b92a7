export { allocate, fromCents, percentOf, roundCents, toCents, type Cents } from './money.ts'
export { grossOfNet, netOfGross, splitGross, taxRateOfMultiplier, type TaxRate } from './tax.ts'
export { extraCostCents, tierUnitPrice, unitPrice, type BundlePiece, type ExtraCostRule, type TierPriceRule, type UnitPriceInput } from './unitPrice.ts'
export { orderTotals, type LineTotals, type OrderTotals, type PricedLine } from './orderTotals.ts'
