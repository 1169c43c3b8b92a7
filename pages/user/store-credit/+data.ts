// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../graphql/client/index.ts'
import { shopQuery } from '../../../renderer/shopQuery.ts'
import { customerOrSignIn } from '../../../components/shop/requireCustomer.ts'

/** What the store credit page shows. */
export type StoreCreditPageData = Awaited<ReturnType<typeof data>>

/** The signed-in customer's store credit: balance and the latest movements of its ledger. */
export async function data(pageContext: PageContextServer) {
  const { customer } = await shopQuery(pageContext, StoreCreditPageQuery, {})
  return { storeCredit: customerOrSignIn(pageContext, customer).store_credit }
}

const StoreCreditPageQuery = graphql(`
  query StoreCreditPage {
    customer {
      id
      store_credit {
        enabled
        current_balance {
          value
          currency
        }
        balance_history(pageSize: 50) {
          total_count
          items {
            action
            date_time_changed
            balance_change {
              value
              currency
            }
            actual_balance {
              value
              currency
            }
          }
        }
      }
    }
  }
`)
