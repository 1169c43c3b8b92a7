import { hashLinkToken, newLinkToken } from './linkTokens.ts'
import type { Kysely } from 'kysely'
import type { CustomerTokenTable, Database } from '../../db/tables.ts'

/** How long an e-mailed link works. */
export const TOKEN_LIFETIME_MINUTES = { password_reset: 60, email_change: 24 * 60 } as const

type Purpose = CustomerTokenTable['purpose']

/**
 * Issues a single-use token for an e-mailed link and returns it; only its SHA-256 is stored,
 * and earlier unused tokens of the same purpose stop working.
 */
export async function issueCustomerToken(
  db: Kysely<Database>,
  customerId: number,
  purpose: Purpose,
  newEmail: string | null = null,
): Promise<string> {
  const token = newLinkToken()
  await db
    .updateTable('customer_token')
    .set({ used_at: new Date() })
    .where('customer_id', '=', customerId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute()
  await db
    .insertInto('customer_token')
    .values({
      customer_id: customerId,
      purpose,
      token_hash: hashLinkToken(token),
      new_email: newEmail,
      expires_at: new Date(Date.now() + TOKEN_LIFETIME_MINUTES[purpose] * 60_000),
    })
    .execute()
  return token
}

/**
 * Uses a token: marks it used in the same statement that finds it, so two requests with one
 * link cannot both succeed. Returns the customer and the new e-mail it carries, or null when
 * the token is unknown, used or expired.
 */
export async function consumeCustomerToken(
  db: Kysely<Database>,
  token: string,
  purpose: Purpose,
): Promise<{ customerId: number; newEmail: string | null } | null> {
  if (token.length < 20 || token.length > 200) return null
  const row = await db
    .updateTable('customer_token')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashLinkToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['customer_id', 'new_email'])
    .executeTakeFirst()
  return row ? { customerId: row.customer_id, newEmail: row.new_email } : null
}

/** Whether a token would be accepted now, without using it (the reset page checks before showing its form). */
export async function isCustomerTokenValid(
  db: Kysely<Database>,
  token: string,
  purpose: Purpose,
): Promise<boolean> {
  if (token.length < 20 || token.length > 200) return false
  const row = await db
    .selectFrom('customer_token')
    .select('id')
    .where('token_hash', '=', hashLinkToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst()
  return row !== undefined
}
