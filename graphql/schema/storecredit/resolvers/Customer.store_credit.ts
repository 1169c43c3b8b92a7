import type { CustomerResolvers } from '../../generated/resolverTypes.ts'

/** `Customer.store_credit`: the credit of this customer, who is always the signed-in one (`me`). */
export const store_credit: NonNullable<CustomerResolvers['store_credit']> = (customer, _, context) => ({
  customerId: customer.id,
  currency: context.store.currency,
})
