import { graphql } from '../../graphql/client/index.ts'

/**
 * The header's signed-in probe as a document, so it enters the persisted-query manifest; the
 * browser sends it by hash without the GraphQL client (currentCustomer.ts, checked by its test).
 */
export const HeaderCustomerQuery = graphql(`
  query HeaderCustomer {
    me {
      id
      firstname
    }
  }
`)
