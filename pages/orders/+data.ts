// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../graphql/client/index.ts'
import { shopQuery } from '../../renderer/shopQuery.ts'
import { returnAddressOf } from '../../components/account/returnAddressOf.ts'

/** What the order look-up page shows. */
export type OrdersPageData = Awaited<ReturnType<typeof data>>

/** The order of the signed link (`?token=`) when it is valid; otherwise only the look-up form shows. */
export async function data(pageContext: PageContextServer) {
  const token = String(pageContext.urlParsed.search.token ?? '')
  if (!token) return { order: null, hasToken: false, token, returnAddress: null }
  const { guestOrderByToken, shop } = await shopQuery(pageContext, GuestOrderByTokenQuery, { token })
  return {
    order: guestOrderByToken,
    hasToken: true,
    token,
    returnAddress: returnAddressOf(shop.config, pageContext.store.locale),
  }
}

const GuestOrderByTokenQuery = graphql(`
  query GuestOrderByToken($token: String!) {
    guestOrderByToken(input: { token: $token }) {
      order_id
      order_number
      status
      ...OrderView
      ...OrderProgress
      ...OrderWithdrawalPanel
      ...OrderDocumentDownloads
      items_eligible_for_return {
        id
      }
      returns {
        id
        ...ReturnSummary
      }
    }
    shop {
      config {
        ...ReturnAddressConfig
      }
    }
  }
`)
