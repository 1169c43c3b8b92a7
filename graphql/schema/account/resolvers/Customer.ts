import type { CustomerResolvers } from '../../generated/resolverTypes.ts'
import { fromCents } from '../../../../pricing/index.ts'
import { addressesOf } from '../customerRow.ts'
import { storeCreditBalance } from '../../storecredit/storeCredit.ts'

/**
 * Fields of `Customer` computed from its row. Returns and the wishlist belong to the after-sale
 * domains; until they exist a customer has none (orders come from `order/`). Store credit is its ledger's sum.
 */
export const Customer: CustomerResolvers = {
  id: (customer) => String(customer.id),
  isSubscribed: (customer) => customer.newsletter_subscribed,
  addresses: (customer, _, context) => addressesOf(context.db, customer),
  wishlist: () => null,
  returns: () => [],
  storeCredit: async (customer, __, context) => ({ amount: fromCents(await storeCreditBalance(context.db, customer.id)), currency: context.store.currency }),
}
