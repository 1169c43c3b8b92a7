/** The sha256 the shop API knows the header probe by (its document: currentCustomerDocument.ts, checked by a test). */
export const HEADER_CUSTOMER_QUERY_HASH = '5afd68393d01a22d59e2dd5da52f7875c6984845b5557bb9d6c4890334812cfc'

/**
 * The signed-in customer's first name, or null (anonymous, or the API could not answer). A
 * plain GET by persisted-query hash: the header costs no GraphQL client, so catalogue pages
 * stay light.
 */
export async function fetchCurrentCustomer(basePath: string): Promise<{ firstname: string } | null> {
  const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: HEADER_CUSTOMER_QUERY_HASH } })
  const answer = (await (await fetch(`${basePath}/graphql?extensions=${encodeURIComponent(extensions)}`)).json()) as { data?: { me: { firstname: string } | null } }
  return answer.data?.me ?? null
}
