import type { Cents } from './money.ts'
import { orderTotals, type OrderTotals, type PricedLine } from './orderTotals.ts'
import type { TaxRate } from './tax.ts'

/** A shipping method's price in a country (gross), free from a subtotal when the shop says so. */
export interface ShippingRateRule {
  priceCents: Cents
  freeFromCents: Cents | null
}

/** The price of a shipping method for a cart: free once the discounted subtotal reaches the threshold. */
export function shippingPrice(rule: ShippingRateRule, discountedSubtotal: Cents): Cents {
  return rule.freeFromCents !== null && discountedSubtotal >= rule.freeFromCents ? 0 : rule.priceCents
}

/** Totals of a checkout: the order totals, then what gift cards and store credit take off. */
export interface CheckoutTotals extends OrderTotals {
  /** Subtotal − discount + shipping. */
  totalBeforeCredits: Cents
  /** What gift cards and store credit may pay: the total before credits but the gift card lines. */
  creditableTotal: Cents
  /** What each gift card takes, in the order given (0 for a card that is not needed). */
  giftCards: Cents[]
  giftCardTotal: Cents
  storeCredit: Cents
  /** What is left to pay by card or wallet. */
  amountDue: Cents
}

/**
 * Totals of a checkout: lines, coupon discount and shipping as {@link orderTotals} computes
 * them, then the gift cards' balances spent in turn and the store credit on what remains.
 * Gift cards and store credit never pay for gift card lines (Magento's rule against turning a
 * card, or credit, into a new card), so those lines are always left to pay by card or wallet.
 * Nothing is spent beyond what they may pay, so the amount due is never negative.
 */
export function checkoutTotals(
  lines: readonly PricedLine[],
  options: {
    discount?: Cents
    shipping?: Cents
    rate: TaxRate
    giftCardBalances?: readonly Cents[]
    storeCreditBalance?: Cents
  },
): CheckoutTotals {
  const totals = orderTotals(lines, options)
  const creditableTotal = totals.grandTotal - totals.giftCardLines
  let remaining = creditableTotal
  const giftCards = (options.giftCardBalances ?? []).map((balance) => {
    const taken = Math.min(Math.max(balance, 0), remaining)
    remaining -= taken
    return taken
  })
  const storeCredit = Math.min(Math.max(options.storeCreditBalance ?? 0, 0), remaining)
  remaining -= storeCredit
  return {
    ...totals,
    totalBeforeCredits: totals.grandTotal,
    creditableTotal,
    giftCards,
    giftCardTotal: creditableTotal - storeCredit - remaining,
    storeCredit,
    amountDue: remaining + totals.giftCardLines,
  }
}
