import { graphql } from '../../graphql/client/index.ts'
import type { WithdrawalOrderFragment as WithdrawalOrderData } from '../../graphql/client/generated/graphql.ts'

/** What the withdrawal pages know of the order: who placed it, its withdrawal function and the withdrawals received. */
export const WithdrawalOrderFragment = graphql(`
  fragment WithdrawalOrder on Order {
    order_id
    order_number
    order_date
    email
    billing_address {
      firstname
      lastname
    }
    withdrawal {
      state
      available
      deadline
      revision
      items {
        order_item_id
        product_name
        product_sku
        selected_options {
          label
          value
        }
        quantity_ordered
        quantity_left
        is_gift_card
      }
    }
    withdrawals {
      id
      submitted_at
      return_by
      name
      email
      whole_order
      items {
        order_item_id
        product_name
        product_sku
        quantity
        selected_options {
          label
          value
        }
      }
    }
  }
`)

/** An order as the withdrawal pages show it. */
export type WithdrawalOrder = WithdrawalOrderData

/** The store-relative pages of one order's withdrawal function: a customer's under the account, a guest's beside the signed order link. */
export interface WithdrawalLinks {
  /** Step 1, "Withdraw from contract here" (its form posts there too). */
  start: string
  /** Step 2, "Confirm withdrawal here". */
  confirm: string
  /** The page saying the withdrawal was received. */
  received: string
  /** The order itself. */
  order: string
  /** The guest's order link token, sent with the forms; null for a customer. */
  token: string | null
}

/** The withdrawal pages of a customer's order (`orderId`) or of a guest's order link (`token`). */
export function withdrawalLinks(target: { orderId: string } | { token: string }): WithdrawalLinks {
  if ('orderId' in target) {
    const base = `/user/orders/${encodeURIComponent(target.orderId)}`
    return {
      start: `${base}/withdraw`,
      confirm: `${base}/withdraw/confirm`,
      received: `${base}/withdraw/received`,
      order: `${base}/`,
      token: null,
    }
  }
  const query = `?token=${encodeURIComponent(target.token)}`
  return {
    start: `/orders/withdraw${query}`,
    confirm: `/orders/withdraw/confirm${query}`,
    received: `/orders/withdraw/received${query}`,
    order: `/orders/${query}`,
    token: target.token,
  }
}
