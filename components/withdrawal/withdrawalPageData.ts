import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { graphql, useFragment as readFragment } from '../../graphql/client/index.ts'
import { shopQuery } from '../../renderer/shopQuery.ts'
import { customerOrSignIn } from '../shop/requireCustomer.ts'
import { returnAddressOf } from '../account/returnAddressOf.ts'
import type { ReturnAddress } from '../account/ReturnSummary.tsx'
import {
  WithdrawalOrderFragment,
  withdrawalLinks,
  type WithdrawalLinks,
  type WithdrawalOrder,
} from './withdrawalOrderFragment.ts'

/** What every withdrawal page shows: the order, its pages, and the name the statement starts with. */
export type WithdrawalPageData = {
  order: WithdrawalOrder
  links: WithdrawalLinks
  /** The signed-in customer's name, else the order's billing name. */
  defaultName: string
  /** Where the goods go back to: the store's company and address (the shop settings). */
  returnAddress: ReturnAddress
}

/**
 * The order of a withdrawal page: the signed-in customer's (`/user/orders/:orderId/withdraw…`),
 * or the guest order of the signed link (`/orders/withdraw…?token=`). Another customer's order,
 * an unknown id, a forged or expired link: not found (404), whoever asks.
 */
export async function withdrawalPageData(pageContext: PageContextServer): Promise<WithdrawalPageData> {
  const orderId = pageContext.routeParams.orderId
  if (orderId !== undefined) {
    const { customer, shop } = await shopQuery(pageContext, CustomerWithdrawalQuery, { orderId })
    const signedIn = customerOrSignIn(pageContext, customer)
    if (!signedIn.order) throw render(404)
    const order = readFragment(WithdrawalOrderFragment, signedIn.order)
    return {
      order,
      links: withdrawalLinks({ orderId: order.order_id }),
      defaultName: `${signedIn.firstname} ${signedIn.lastname}`.trim(),
      returnAddress: returnAddressOf(shop.config, pageContext.store.locale),
    }
  }
  const token = String(pageContext.urlParsed.search.token ?? '')
  if (!token) throw render(404)
  const { guestOrderByToken, shop } = await shopQuery(pageContext, GuestWithdrawalQuery, { token })
  if (!guestOrderByToken) throw render(404)
  const order = readFragment(WithdrawalOrderFragment, guestOrderByToken)
  return {
    order,
    links: withdrawalLinks({ token }),
    defaultName: `${order.billing_address.firstname} ${order.billing_address.lastname}`.trim(),
    returnAddress: returnAddressOf(shop.config, pageContext.store.locale),
  }
}

/** A statement the first step checked, as the confirmation page shows it once (from the session). */
export type CheckedStatement = {
  name: string
  email: string
  wholeOrder: boolean
  items: { orderItemId: string; quantity: number }[]
}

/** What the confirmation page shows: the order and the statement just checked. */
export type WithdrawalConfirmationData = WithdrawalPageData & { statement: CheckedStatement }

/** The confirmation page: the order and the statement just checked; without one (reloaded, opened directly), back to the first step. */
export async function withdrawalConfirmationData(
  pageContext: PageContextServer,
): Promise<WithdrawalConfirmationData> {
  const page = await withdrawalPageData(pageContext)
  const result = pageContext.formResult
  if (result?.form !== 'withdrawal' || !page.order.withdrawal.available) throw redirect(page.links.start)
  const items = (result.values.items ?? '')
    .split(',')
    .map((pair) => pair.split(':'))
    .filter((pair): pair is [string, string] => pair.length === 2)
    .map(([orderItemId, quantity]) => ({ orderItemId, quantity: Number(quantity) }))
  return {
    ...page,
    statement: {
      name: result.values.name ?? '',
      email: result.values.email ?? '',
      wholeOrder: result.values.wholeOrder === 'true',
      items,
    },
  }
}

const CustomerWithdrawalQuery = graphql(`
  query CustomerWithdrawalPage($orderId: ID!) {
    customer {
      id
      firstname
      lastname
      order(orderId: $orderId) {
        order_id
        ...WithdrawalOrder
      }
    }
    shop {
      config {
        ...ReturnAddressConfig
      }
    }
  }
`)

const GuestWithdrawalQuery = graphql(`
  query GuestWithdrawalPage($token: String!) {
    guestOrderByToken(input: { token: $token }) {
      order_id
      ...WithdrawalOrder
    }
    shop {
      config {
        ...ReturnAddressConfig
      }
    }
  }
`)
