import type { CustomerResolvers } from '../../generated/resolverTypes.ts'
import { returnViews } from '../../../../domain/returns/returnView.ts'

/** `Customer.returns`: the customer's returns from every store (an account is one across stores), newest first. */
export const returns: NonNullable<CustomerResolvers['returns']> = async (customer, _, context) => {
  const rows = await context.db
    .selectFrom('rma')
    .selectAll()
    .where('customer_id', '=', customer.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return returnViews(context.db, rows, context.store)
}
