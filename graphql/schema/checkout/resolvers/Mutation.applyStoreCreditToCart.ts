import type { MutationResolvers } from '../../generated/resolverTypes.ts'
import { findOwnCart } from '../../../../domain/cart/cartAccess.ts'
import { storeCreditBalance } from '../../../../domain/storecredit/storeCredit.ts'
import { isFeatureActive } from '../../shop/resolvers/Query.isFeatureActive.ts'
import { checkoutRefused, updateCheckout } from '../../../../domain/checkout/checkoutOutcome.ts'

/** `applyStoreCreditToCart`: the signed-in customer's credit pays what the cart needs, up to its balance, while the `store_credit` flag is on. */
export const applyStoreCreditToCart: NonNullable<MutationResolvers['applyStoreCreditToCart']> = async (
  _,
  { input },
  context,
) => {
  const own = await findOwnCart(context, input.cart_id)
  if (!own) return checkoutRefused(context, { code: 'CART_NOT_FOUND' }, null)
  if (own.customer_id === null) return checkoutRefused(context, { code: 'SIGN_IN_REQUIRED' }, own)
  if (!(await isFeatureActive(null, { name: 'store_credit' }, context)))
    return checkoutRefused(context, { code: 'STORE_CREDIT_DISABLED' }, own)
  if ((await storeCreditBalance(context.db, own.customer_id)) === 0)
    return checkoutRefused(context, { code: 'NO_STORE_CREDIT' }, own)
  return updateCheckout(context, own, { use_store_credit: true })
}
