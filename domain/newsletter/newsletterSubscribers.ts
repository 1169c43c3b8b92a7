import { hashLinkToken, newLinkToken } from '../accounts/linkTokens.ts'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { Database, NewsletterSubscriberTable } from '../../db/tables.ts'

/** Days a confirmation link works. */
export const CONFIRMATION_LINK_DAYS = 7

/** A newsletter subscriber row. */
export type NewsletterSubscriberRow = Selectable<NewsletterSubscriberTable>

/** The shortest and longest token a link may carry; anything else is refused without a query. */
const TOKEN_LENGTH = { min: 20, max: 200 } as const

function isPlausibleToken(token: string): boolean {
  return token.length >= TOKEN_LENGTH.min && token.length <= TOKEN_LENGTH.max
}

const sameEmail = (email: string) => sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`

/** The subscriber row of an address in a store, whatever the address's case, or undefined. */
export function findSubscriber(
  db: Kysely<Database>,
  email: string,
  storeKey: string,
): Promise<NewsletterSubscriberRow | undefined> {
  return db
    .selectFrom('newsletter_subscriber')
    .selectAll()
    .where(sameEmail(email))
    .where('store_key', '=', storeKey)
    .executeTakeFirst()
}

/** The id of the account using this address, or null. */
async function customerIdOf(db: Kysely<Database>, email: string): Promise<number | null> {
  const row = await db.selectFrom('customer').select('id').where(sameEmail(email)).executeTakeFirst()
  return row?.id ?? null
}

/** Sets customer.newsletter_subscribed of the address's account to whether any store's row of it is subscribed. */
async function syncCustomerFlag(db: Kysely<Database>, email: string): Promise<void> {
  const subscribed = await db
    .selectFrom('newsletter_subscriber')
    .select('id')
    .where(sameEmail(email))
    .where('status', '=', 'subscribed')
    .executeTakeFirst()
  await db
    .updateTable('customer')
    .set({ newsletter_subscribed: subscribed !== undefined, updated_at: new Date() })
    .where(sameEmail(email))
    .execute()
}

/**
 * Records a request from the public form (double opt-in): the address becomes pending with a
 * new confirmation token (earlier links stop working) valid {@link CONFIRMATION_LINK_DAYS}
 * days. Returns the token to e-mail, or null when the address is already subscribed (nothing
 * changes, nothing is sent).
 */
export async function requestSubscription(
  db: Kysely<Database>,
  email: string,
  storeKey: string,
): Promise<string | null> {
  const current = await findSubscriber(db, email, storeKey)
  if (current?.status === 'subscribed') return null
  const token = newLinkToken()
  const now = new Date()
  const pending = {
    status: 'pending' as const,
    confirm_token_hash: hashLinkToken(token),
    confirm_token_expires_at: new Date(now.getTime() + CONFIRMATION_LINK_DAYS * 24 * 3600_000),
    consent_source: 'form' as const,
    asked_at: now,
    customer_id: await customerIdOf(db, email),
  }
  if (current) {
    await db
      .updateTable('newsletter_subscriber')
      .set({ ...pending, updated_at: now })
      .where('id', '=', current.id)
      .execute()
    return token
  }
  const inserted = await db
    .insertInto('newsletter_subscriber')
    .values({ email, store_key: storeKey, ...pending })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst()
  // Two requests at once for one address: the other one created the row; this one renews its link.
  if (!inserted) return requestSubscription(db, email, storeKey)
  return token
}

/**
 * Confirms a subscription with the e-mailed token (single use, until it expires): the row
 * becomes subscribed, with its confirmation time, and the address's account is ticked.
 * Returns the subscriber, or null when the token is unknown, used or expired.
 */
export async function confirmSubscription(
  db: Kysely<Database>,
  token: string,
): Promise<NewsletterSubscriberRow | null> {
  if (!isPlausibleToken(token)) return null
  const now = new Date()
  const confirmed = await db
    .updateTable('newsletter_subscriber')
    .set({
      status: 'subscribed',
      confirmed_at: now,
      confirm_token_hash: null,
      confirm_token_expires_at: null,
      updated_at: now,
    })
    .where('confirm_token_hash', '=', hashLinkToken(token))
    .where('status', '=', 'pending')
    .where('confirm_token_expires_at', '>', now)
    .returningAll()
    .executeTakeFirst()
  if (!confirmed) return null
  const customerId = await customerIdOf(db, confirmed.email)
  if (customerId !== confirmed.customer_id)
    await db
      .updateTable('newsletter_subscriber')
      .set({ customer_id: customerId })
      .where('id', '=', confirmed.id)
      .execute()
  await syncCustomerFlag(db, confirmed.email)
  return { ...confirmed, customer_id: customerId }
}

/**
 * Issues an unsubscribe token for an e-mail to a subscriber and returns it; only its SHA-256
 * is stored. Every newsletter e-mail gets one, and all of them keep working.
 */
export async function issueUnsubscribeToken(db: Kysely<Database>, subscriberId: number): Promise<string> {
  const token = newLinkToken()
  await db
    .insertInto('newsletter_unsubscribe_token')
    .values({ token_hash: hashLinkToken(token), subscriber_id: subscriberId })
    .execute()
  return token
}

/** The subscriber an unsubscribe token belongs to, or undefined (the page checks before showing its button). */
export async function subscriberOfUnsubscribeToken(
  db: Kysely<Database>,
  token: string,
): Promise<NewsletterSubscriberRow | undefined> {
  if (!isPlausibleToken(token)) return undefined
  return db
    .selectFrom('newsletter_unsubscribe_token')
    .innerJoin(
      'newsletter_subscriber',
      'newsletter_subscriber.id',
      'newsletter_unsubscribe_token.subscriber_id',
    )
    .selectAll('newsletter_subscriber')
    .where('newsletter_unsubscribe_token.token_hash', '=', hashLinkToken(token))
    .executeTakeFirst()
}

/**
 * Unsubscribes the subscriber of an unsubscribe token (no sign-in needed; unsubscribing twice
 * is fine) and unticks their account unless another store still sends to them. Returns the
 * subscriber, or null when the token is unknown.
 */
export async function unsubscribeByToken(
  db: Kysely<Database>,
  token: string,
): Promise<NewsletterSubscriberRow | null> {
  const subscriber = await subscriberOfUnsubscribeToken(db, token)
  if (!subscriber) return null
  if (subscriber.status === 'unsubscribed') return subscriber
  const now = new Date()
  const updated = await db
    .updateTable('newsletter_subscriber')
    .set({
      status: 'unsubscribed',
      unsubscribed_at: now,
      confirm_token_hash: null,
      confirm_token_expires_at: null,
      updated_at: now,
    })
    .where('id', '=', subscriber.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  await syncCustomerFlag(db, updated.email)
  return updated
}

/**
 * The signed-in customer's own choice (/user/newsletter, registration): ticking subscribes
 * their address in this store at once (the account vouches for it), unticking unsubscribes it
 * in every store. The account's box follows.
 */
export async function setCustomerSubscription(
  db: Kysely<Database>,
  customer: { id: number; email: string },
  storeKey: string,
  subscribed: boolean,
): Promise<void> {
  const now = new Date()
  if (!subscribed) {
    await db
      .updateTable('newsletter_subscriber')
      .set({
        status: 'unsubscribed',
        unsubscribed_at: now,
        confirm_token_hash: null,
        confirm_token_expires_at: null,
        updated_at: now,
      })
      .where((eb) => eb.or([sameEmail(customer.email), eb('customer_id', '=', customer.id)]))
      .where('status', '!=', 'unsubscribed')
      .execute()
    await db
      .updateTable('customer')
      .set({ newsletter_subscribed: false, updated_at: now })
      .where('id', '=', customer.id)
      .execute()
    return
  }
  const consent = {
    status: 'subscribed' as const,
    consent_source: 'account' as const,
    asked_at: now,
    confirmed_at: now,
    confirm_token_hash: null,
    confirm_token_expires_at: null,
    customer_id: customer.id,
  }
  const current = await findSubscriber(db, customer.email, storeKey)
  if (current?.status !== 'subscribed') {
    if (current)
      await db
        .updateTable('newsletter_subscriber')
        .set({ ...consent, updated_at: now })
        .where('id', '=', current.id)
        .execute()
    else
      await db
        .insertInto('newsletter_subscriber')
        .values({ email: customer.email, store_key: storeKey, ...consent })
        .onConflict((conflict) => conflict.doNothing())
        .execute()
  }
  await db
    .updateTable('customer')
    .set({ newsletter_subscribed: true, updated_at: now })
    .where('id', '=', customer.id)
    .execute()
}

/**
 * Follows an account's change of e-mail address (confirmed through a link sent to the new
 * one): its subscriber rows move to the new address with their status and consent record.
 * Where the new address already has a row in a store, that row keeps the subscription and
 * the old address's row is withdrawn, so no address stays subscribed without its account.
 */
export async function moveSubscriptionsToEmail(
  db: Kysely<Database>,
  customerId: number,
  oldEmail: string,
  newEmail: string,
): Promise<void> {
  const now = new Date()
  const rows = await db
    .selectFrom('newsletter_subscriber')
    .selectAll()
    .where((eb) => eb.or([sameEmail(oldEmail), eb('customer_id', '=', customerId)]))
    .execute()
  for (const row of rows) {
    const taken = await findSubscriber(db, newEmail, row.store_key)
    if (!taken || taken.id === row.id) {
      await db
        .updateTable('newsletter_subscriber')
        .set({ email: newEmail, customer_id: customerId, updated_at: now })
        .where('id', '=', row.id)
        .execute()
      continue
    }
    if (row.status === 'subscribed' && taken.status !== 'subscribed') {
      await db
        .updateTable('newsletter_subscriber')
        .set({
          status: 'subscribed',
          consent_source: row.consent_source,
          confirmed_at: row.confirmed_at,
          confirm_token_hash: null,
          confirm_token_expires_at: null,
          customer_id: customerId,
          updated_at: now,
        })
        .where('id', '=', taken.id)
        .execute()
    }
    await db
      .updateTable('newsletter_subscriber')
      .set({
        status: 'unsubscribed',
        unsubscribed_at: now,
        confirm_token_hash: null,
        confirm_token_expires_at: null,
        customer_id: null,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute()
  }
  await syncCustomerFlag(db, newEmail)
}
