import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { hashLinkToken, newLinkToken } from '../accounts/linkTokens.ts'
import { setCustomerSubscription } from '../newsletter/newsletterSubscribers.ts'
import { queueMarketingSync } from './marketingSync.ts'

/** The shortest and longest token a link may carry; anything else is refused without a query. */
const TOKEN_LENGTH = { min: 20, max: 200 } as const

/**
 * Issues the unsubscribe token of one marketing e-mail to a customer and returns it; only its
 * SHA-256 is stored. The links do not expire: every reminder ever received keeps a working one.
 */
export async function issueMarketingUnsubscribeToken(
  db: Kysely<Database>,
  customerId: number,
  storeKey: string,
): Promise<string> {
  const token = newLinkToken()
  await db
    .insertInto('marketing_unsubscribe_token')
    .values({ token_hash: hashLinkToken(token), customer_id: customerId, store_key: storeKey })
    .execute()
  return token
}

/** The customer an unsubscribe token belongs to, or undefined. */
export async function customerOfMarketingUnsubscribeToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ id: number; email: string; storeKey: string } | undefined> {
  if (token.length < TOKEN_LENGTH.min || token.length > TOKEN_LENGTH.max) return undefined
  const row = await db
    .selectFrom('marketing_unsubscribe_token')
    .innerJoin('customer', 'customer.id', 'marketing_unsubscribe_token.customer_id')
    .select(['customer.id', 'customer.email', 'marketing_unsubscribe_token.store_key'])
    .where('marketing_unsubscribe_token.token_hash', '=', hashLinkToken(token))
    .executeTakeFirst()
  return row ? { id: row.id, email: row.email, storeKey: row.store_key } : undefined
}

/**
 * Unsubscribes the customer of a marketing e-mail's link from all marketing: no more cart
 * reminders (until they give marketing consent again, later), their newsletter subscriptions
 * end in every store, and the provider blocklists the address. Pass a transaction. Returns
 * false when the token is unknown; unsubscribing twice is fine.
 */
export async function unsubscribeFromMarketing(db: Kysely<Database>, token: string): Promise<boolean> {
  const customer = await customerOfMarketingUnsubscribeToken(db, token)
  if (!customer) return false
  const now = new Date()
  await db
    .insertInto('marketing_opt_out')
    .values({ customer_id: customer.id, store_key: customer.storeKey, opted_out_at: now })
    .onConflict((conflict) =>
      conflict.column('customer_id').doUpdateSet({ store_key: customer.storeKey, opted_out_at: now }),
    )
    .execute()
  // The newsletter rows' own sync jobs (the trigger) take the address off each list; this one blocklists it.
  await setCustomerSubscription(db, customer, customer.storeKey, false)
  await queueMarketingSync(db, {
    action: 'unsubscribe',
    email: customer.email,
    storeKey: null,
    customerId: customer.id,
    source: 'marketingUnsubscribe',
  })
  return true
}
