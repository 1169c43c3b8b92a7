import { sql, type Kysely, type Selectable } from 'kysely'
import { hashLinkToken, newLinkToken } from '../accounts/linkTokens.ts'
import type { Database, StockAlertTable } from '../../db/tables.ts'

/** Days a stock alert's confirmation link works. */
export const ALERT_CONFIRMATION_DAYS = 7

/** A stock alert row. */
export type StockAlertRow = Selectable<StockAlertTable>

/** The links of a new request: confirm it, or cancel it. */
export interface StockAlertTokens {
  confirmToken: string
  unsubscribeToken: string
}

const TOKEN_LENGTH = { min: 20, max: 200 } as const
const isPlausibleToken = (token: string) =>
  token.length >= TOKEN_LENGTH.min && token.length <= TOKEN_LENGTH.max
const sameEmail = (email: string) => sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`

/** What can be alerted on: a variant (or a simple product) that exists, and whether it is in stock now. */
export async function alertableVariant(
  db: Kysely<Database>,
  sku: string,
): Promise<{ sku: string; inStock: boolean } | null> {
  const row = await db
    .selectFrom('product')
    .select(['sku', 'type', 'qty', 'is_in_stock'])
    .where('sku', '=', sku)
    .executeTakeFirst()
  // A configurable product has no stock of its own: the alert is for one of its sizes.
  if (!row || row.type !== 'simple') return null
  return { sku: row.sku, inStock: row.is_in_stock && row.qty > 0 }
}

/**
 * Records a request for an alert (double opt-in): the alert becomes pending with new
 * confirmation and cancel tokens (earlier links stop working). Returns the tokens to e-mail,
 * or null when that alert is already confirmed (nothing changes, nothing is sent).
 */
export async function requestStockAlert(
  db: Kysely<Database>,
  request: { sku: string; email: string; storeKey: string; customerId: number | null },
): Promise<StockAlertTokens | null> {
  const current = await db
    .selectFrom('stock_alert')
    .selectAll()
    .where('sku', '=', request.sku)
    .where(sameEmail(request.email))
    .where('store_key', '=', request.storeKey)
    .executeTakeFirst()
  if (current?.status === 'confirmed') return null
  const tokens = { confirmToken: newLinkToken(), unsubscribeToken: newLinkToken() }
  const now = new Date()
  const pending = {
    status: 'pending' as const,
    confirm_token_hash: hashLinkToken(tokens.confirmToken),
    confirm_token_expires_at: new Date(now.getTime() + ALERT_CONFIRMATION_DAYS * 24 * 3600_000),
    unsubscribe_token_hash: hashLinkToken(tokens.unsubscribeToken),
    customer_id: request.customerId,
    updated_at: now,
  }
  if (current) {
    await db.updateTable('stock_alert').set(pending).where('id', '=', current.id).execute()
    return tokens
  }
  const inserted = await db
    .insertInto('stock_alert')
    .values({ sku: request.sku, email: request.email, store_key: request.storeKey, ...pending })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst()
  // Two requests at once for one alert: the other one created the row; this one renews its links.
  return inserted ? tokens : requestStockAlert(db, request)
}

/** Confirms an alert with its e-mailed token (single use, until it expires); null when unknown, used or expired. */
export async function confirmStockAlert(db: Kysely<Database>, token: string): Promise<StockAlertRow | null> {
  if (!isPlausibleToken(token)) return null
  const now = new Date()
  const confirmed = await db
    .updateTable('stock_alert')
    .set({
      status: 'confirmed',
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
  return confirmed ?? null
}

/** Cancels an alert with the token of its e-mailed link (no sign-in; twice is fine); null when the token is unknown. */
export async function unsubscribeStockAlert(
  db: Kysely<Database>,
  token: string,
): Promise<StockAlertRow | null> {
  if (!isPlausibleToken(token)) return null
  const alert = await db
    .selectFrom('stock_alert')
    .selectAll()
    .where('unsubscribe_token_hash', '=', hashLinkToken(token))
    .executeTakeFirst()
  if (!alert || alert.status === 'unsubscribed') return alert ?? null
  const now = new Date()
  return db
    .updateTable('stock_alert')
    .set({
      status: 'unsubscribed',
      unsubscribed_at: now,
      confirm_token_hash: null,
      confirm_token_expires_at: null,
      updated_at: now,
    })
    .where('id', '=', alert.id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** The alert an unsubscribe token belongs to, or undefined (the page checks before showing its button). */
export async function stockAlertOfUnsubscribeToken(
  db: Kysely<Database>,
  token: string,
): Promise<StockAlertRow | undefined> {
  if (!isPlausibleToken(token)) return undefined
  return db
    .selectFrom('stock_alert')
    .selectAll()
    .where('unsubscribe_token_hash', '=', hashLinkToken(token))
    .executeTakeFirst()
}

/**
 * Claims the confirmed alerts of a variant for sending: each becomes `sent` with a new
 * unsubscribe token, in the caller's transaction (`onlyId`: just that one). The conditional update takes each row once,
 * however many stock changes run at the same time (the row lock makes a second one skip it).
 */
export async function claimConfirmedAlerts(
  db: Kysely<Database>,
  sku: string,
  onlyId?: number,
): Promise<Array<StockAlertRow & { unsubscribeToken: string }>> {
  let confirmedQuery = db
    .selectFrom('stock_alert')
    .select('id')
    .where('sku', '=', sku)
    .where('status', '=', 'confirmed')
  if (onlyId !== undefined) confirmedQuery = confirmedQuery.where('id', '=', onlyId)
  const confirmed = await confirmedQuery.orderBy('id').execute()
  const claimed: Array<StockAlertRow & { unsubscribeToken: string }> = []
  for (const { id } of confirmed) {
    const unsubscribeToken = newLinkToken()
    const now = new Date()
    const row = await db
      .updateTable('stock_alert')
      .set({
        status: 'sent',
        sent_at: now,
        unsubscribe_token_hash: hashLinkToken(unsubscribeToken),
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'confirmed')
      .returningAll()
      .executeTakeFirst()
    if (row) claimed.push({ ...row, unsubscribeToken })
  }
  return claimed
}
