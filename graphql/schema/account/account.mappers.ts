/** What the resolvers of account types start from (GraphQL Code Generator `mappers`, see graphql/README.md). */
export type { CustomerAddressValue as CustomerAddressMapper } from '../../../domain/accounts/customerRow.ts'
