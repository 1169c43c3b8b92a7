/** What the resolvers of returns start from (GraphQL Code Generator `mappers`, see graphql/README.md). */
export type { ReturnView as ReturnMerchandiseAuthorizationMapper } from '../../../domain/returns/returnView.ts'
