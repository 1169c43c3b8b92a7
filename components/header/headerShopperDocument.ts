import { graphql } from '../../graphql/client/index.ts'

/**
 * What the header shows per shopper (who is signed in, pieces in the cart) as one document, so
 * it enters the persisted-query manifest; the browser sends it by hash without the GraphQL
 * client (headerShopper.ts, checked by its test).
 */
export const HeaderShopperQuery = graphql(`
  query HeaderShopper {
    me {
      id
      firstname
    }
    shopperCart {
      id
      total_quantity
    }
  }
`)
