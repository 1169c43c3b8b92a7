import { browserShopClient, graphql } from '../../graphql/client/index.ts'

const SubscribeStockAlertMutation = graphql(`
  mutation SubscribeStockAlert($sku: String!, $email: String!) {
    subscribeStockAlert(sku: $sku, email: $email) {
      success
      errorCode
      errorField
      status
    }
  }
`)

const SignedInEmailQuery = graphql(`
  query StockAlertSignedInEmail {
    me {
      id
      email
    }
  }
`)

/** What a request for an alert answered: sent (a confirmation e-mail is on its way), or the error code to show (null: unreachable). */
export type StockAlertAnswer = { sent: true } | { sent: false; errorCode: string | null }

/** Asks for an alert through the page's shared shop API client (loaded on first use, so the page ships no client at load). */
export async function subscribeStockAlertInBrowser(
  basePath: string,
  sku: string,
  email: string,
): Promise<StockAlertAnswer> {
  const { client } = browserShopClient({ url: `${basePath}/graphql` })
  const result = await client.mutation(SubscribeStockAlertMutation, { sku, email }).toPromise()
  const answer = result.data?.subscribeStockAlert
  if (answer?.success) return { sent: true }
  return { sent: false, errorCode: answer?.errorCode ?? null }
}

/** The signed-in customer's e-mail address, to prefill the alert form; null for guests. */
export async function signedInEmail(basePath: string): Promise<string | null> {
  const { client } = browserShopClient({ url: `${basePath}/graphql` })
  const result = await client.query(SignedInEmailQuery, {}).toPromise()
  return result.data?.me?.email ?? null
}
