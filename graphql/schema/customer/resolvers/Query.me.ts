import type { QueryResolvers } from '../../generated/resolverTypes.ts'
import { signedInCustomer } from '../../../../domain/accounts/accountGuards.ts'

/** `me`: the signed-in customer, or null for an anonymous shopper. */
export const me: NonNullable<QueryResolvers['me']> = (_, __, context) => signedInCustomer(context)
