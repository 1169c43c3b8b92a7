export { allocate, fromCents, percentOf, roundCents, toCents, type Cents } from './money.ts'
export { grossOfNet, multiplierOfRate, netOfGross, splitGross, type TaxRate } from './tax.ts'
export {
  extraCostCents,
  tierUnitPrice,
  unitPrice,
  type BundlePiece,
  type ExtraCostRule,
  type TierPriceRule,
  type UnitPriceInput,
} from './unitPrice.ts'
export {
  discountableSubtotal,
  goodsSubtotal,
  orderTotals,
  type LineTotals,
  type OrderTotals,
  type PricedLine,
} from './orderTotals.ts'
export { couponDiscount, spreadDiscount, type CouponRule } from './couponDiscount.ts'
export {
  checkoutTotals,
  shippingPrice,
  type CheckoutTotals,
  type ShippingRateRule,
} from './checkoutTotals.ts'
export { shippingAtRates, vatByRate, type TaxedAmount, type VatAtRate } from './vatBreakdown.ts'
export {
  ALWAYS_ON_SALE,
  lowestPriorPrice,
  onSalePeriods,
  reductionPercent,
  referencePriceOutcome,
  REFERENCE_WINDOW_DAYS,
  type NoReferenceReason,
  type OnSalePeriod,
  type PricePoint,
  type ReferenceOutcome,
  type StatusPoint,
} from './lowestPriorPrice.ts'
export { plannedReferenceOutcome, plannedReferencePrice, type PlannedPrice } from './plannedReferencePrice.ts'
