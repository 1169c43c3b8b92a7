import type { PageContextServer } from 'vike/types'
import type { AnyVariables, TypedDocumentNode } from '@urql/core'

/**
 * Runs a shop API query for a server-side +data hook. A failed query throws, so the page
 * renders the error page with status 500 instead of a page with holes.
 */
export async function shopQuery<Data, Variables extends AnyVariables>(
  pageContext: PageContextServer,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const result = await pageContext.shopClient.client.query(document, variables).toPromise()
  if (result.error) throw result.error
  if (!result.data)
    throw new Error(`The shop API returned no data for ${document.definitions.length} definitions`)
  return result.data
}
