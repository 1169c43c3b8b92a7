// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../graphql/client/index.ts'
import { shopQuery } from '../../../renderer/shopQuery.ts'
import { customerOrSignIn } from '../../../components/shop/requireCustomer.ts'

/** What the store credit page shows. */
export type StoreCreditPageData = Awaited<ReturnType<typeof data>>

/**
 * The signed-in customer's store credit: balance and the latest movements of its ledger. While
 * the `store_credit` flag is off the page has no link and is not found, unless the customer holds
 * credit or has a history of it (a refund page links here): their money stays on show.
 */
export async function data(pageContext: PageContextServer) {
  const { customer } = await shopQuery(pageContext, StoreCreditPageQuery, {})
  const storeCredit = customerOrSignIn(pageContext, customer).store_credit
  if (
    !storeCredit.enabled &&
    storeCredit.current_balance.value === 0 &&
    storeCredit.balance_history.total_count === 0
  )
    throw render(404)
  return { storeCredit }
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
