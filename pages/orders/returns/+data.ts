// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../../graphql/client/index.ts'
import { shopQuery } from '../../../renderer/shopQuery.ts'

/** What a guest's return form shows. */
export type GuestReturnPageData = Awaited<ReturnType<typeof data>>

/** The guest order of the signed link (`?token=`) with its returnable lines and the form's questions; no, a forged or an expired token: not found (404). */
export async function data(pageContext: PageContextServer) {
  const token = String(pageContext.urlParsed.search.token ?? '')
  if (!token) throw render(404)
  const { guestOrderByToken, returnAttributes } = await shopQuery(pageContext, GuestReturnPageQuery, {
    token,
  })
  if (!guestOrderByToken) throw render(404)
  return { order: guestOrderByToken, returnAttributes, token }
}

const GuestReturnPageQuery = graphql(`
  query GuestReturnPage($token: String!) {
    guestOrderByToken(input: { token: $token }) {
      ...ReturnRequestFormOrder
    }
    returnAttributes {
      ...ReturnFormAttribute
    }
  }
`)
