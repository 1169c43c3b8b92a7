// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { graphql } from '../../graphql/client/index.ts'
import { shopQuery } from '../../renderer/shopQuery.ts'

/** What the registration page needs besides its form: where the terms and conditions are. */
export type RegisterPageData = Awaited<ReturnType<typeof data>>

/** The store's terms and conditions page (its URL key differs per language), linked from the terms checkbox. */
export async function data(pageContext: PageContextServer) {
  const { terms } = await shopQuery(pageContext, RegisterPageQuery, {})
  return { termsPath: terms?.path ?? null }
}

const RegisterPageQuery = graphql(`
  query RegisterPage {
    terms: cmsPage(identifier: "terms-of-sale") {
      identifier
      path
    }
  }
`)
