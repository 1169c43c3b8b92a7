import type { QueryResolvers } from '../../generated/resolverTypes.ts'
import { signedInCustomer } from '../../../../domain/accounts/accountGuards.ts'

/** `customer` (Magento's name for `me`): the signed-in customer, or null for an anonymous shopper. */
export const customer: NonNullable<QueryResolvers['customer']> = (_, __, context) => signedInCustomer(context)
