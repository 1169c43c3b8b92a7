import type { PlaceOrderErrorCodes } from './placeOrderErrorCodes.ts'
import type { CartRow } from '../cart/cartAccess.ts'
import type { CartView } from '../cart/cartView.ts'
import { FREE_PAYMENT_CODE } from './paymentMethods.ts'

/**
 * The first thing missing or wrong before a cart can be ordered, in the order the checkout
 * asks for it, or null. A virtual cart (gift cards only) needs no shipping address nor method.
 * Stock, gift card amounts, coupon and gift cards are checked as the cart is priced now.
 */
export function readinessProblem(
  cart: CartRow,
  view: CartView,
  appliedCardCount: number,
): PlaceOrderErrorCodes | null {
  const { summary } = view.checkout
  if (view.items.length === 0) return 'EMPTY_CART'
  if (!view.email) return 'GUEST_EMAIL_MISSING'
  if (!view.is_virtual && !cart.shipping_address) return 'SHIPPING_ADDRESS_MISSING'
  if (!view.is_virtual && !summary.shippingMethod) return 'SHIPPING_METHOD_MISSING'
  if (!cart.billing_address) return 'BILLING_ADDRESS_MISSING'
  if (!summary.paymentMethod)
    return cart.payment_method === FREE_PAYMENT_CODE
      ? creditsSpentMeanwhile(cart, view)
      : 'PAYMENT_METHOD_MISSING'
  // A gift card is never ordered at an amount the shop stopped offering, nor silently at another.
  if (view.checkout.priced.some((line) => line.amountWithdrawn)) return 'GIFT_CARD_AMOUNT_NOT_OFFERED'
  if (view.items.some((item) => !item.is_available)) return 'INSUFFICIENT_STOCK'
  if (cart.coupon_code !== null && view.applied_coupons.length === 0) return 'COUPON_NOT_VALID'
  if (
    summary.giftCards.length !== appliedCardCount ||
    summary.giftCards.some((card) => card.balanceCents === 0)
  )
    return 'GIFT_CARD_NOT_VALID'
  return null
}

/** Why a cart chosen as free has something to pay now: its gift cards or store credit were spent meanwhile. */
function creditsSpentMeanwhile(cart: CartRow, view: CartView): PlaceOrderErrorCodes {
  if (view.checkout.summary.giftCards.length > 0) return 'GIFT_CARD_NOT_VALID'
  return cart.use_store_credit ? 'STORE_CREDIT_NOT_VALID' : 'PAYMENT_METHOD_MISSING'
}
