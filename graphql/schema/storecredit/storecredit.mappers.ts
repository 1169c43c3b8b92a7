/** What the resolvers of store credit start from (GraphQL Code Generator `mappers`, see graphql/README.md). */
export type { StoreCreditOwner as CustomerStoreCreditMapper } from '../../../domain/storecredit/storeCreditOwner.ts'
