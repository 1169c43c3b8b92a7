import type { CustomerResolvers } from '../../generated/resolverTypes.ts'
import { addressesOf } from '../customerRow.ts'

/**
 * Fields of `Customer` computed from its row. Orders, returns, the wishlist and store credit
 * belong to the after-sale domains; until they exist a customer has none.
 */
export const Customer: CustomerResolvers = {
  id: (customer) => String(customer.id),
  isSubscribed: (customer) => customer.newsletter_subscribed,
  addresses: (customer, _, context) => addressesOf(context.db, customer),
  wishlist: () => null,
  orders: () => [],
  order: () => null,
  returns: () => [],
  storeCredit: (_, __, context) => ({ amount: 0, currency: context.store.currency }),
}
