/** What the resolvers of customers and their orders start from (GraphQL Code Generator `mappers`, see graphql/README.md). */
export type { CustomerRow as CustomerMapper } from '../../../domain/accounts/customerRow.ts'
export type { OrderView as OrderMapper } from '../../../domain/orders/orderView.ts'
