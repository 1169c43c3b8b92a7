// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../graphql/client/index.ts'
import { shopQuery } from '../../renderer/shopQuery.ts'

/** What the order look-up page shows. */
export type OrdersPageData = Awaited<ReturnType<typeof data>>

/** The order of the signed link (`?token=`) when it is valid; otherwise only the look-up form shows. */
export async function data(pageContext: PageContextServer) {
  const token = String(pageContext.urlParsed.search.token ?? '')
  if (!token) return { order: null, hasToken: false, token }
  const { guestOrderByToken } = await shopQuery(pageContext, GuestOrderByTokenQuery, { token })
  return { order: guestOrderByToken, hasToken: true, token }
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
    }
  }
`)
