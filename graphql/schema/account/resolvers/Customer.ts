import type { CustomerResolvers } from '../../generated/resolverTypes.ts'
import { fromCents } from '../../../../pricing/index.ts'
import { addressesOf } from '../../../../domain/accounts/customerRow.ts'
import { storeCreditBalance } from '../../../../domain/storecredit/storeCredit.ts'

/**
 * Fields of `Customer` computed from its row (orders come from `order/`, returns from `returns/`,
 * the wishlist from `wishlist/`). Store credit is its ledger's sum.
 */
export const Customer: CustomerResolvers = {
  id: (customer) => String(customer.id),
  isSubscribed: (customer) => customer.newsletter_subscribed,
  addresses: (customer, _, context) => addressesOf(context.db, customer),
  storeCredit: async (customer, __, context) => ({
    amount: fromCents(await storeCreditBalance(context.db, customer.id)),
    currency: context.store.currency,
  }),
}
