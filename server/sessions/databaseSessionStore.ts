import type { Kysely } from 'kysely'
import type { SessionStore } from '@fastify/session'
import type { Database } from '../../db/tables.ts'

type Callback = (error?: unknown) => void
type SessionData = Parameters<SessionStore['set']>[1]

/** The session a row's JSON holds: only `set` writes it, from the session itself. */
const sessionOf = (json: Record<string, unknown>): SessionData => json as unknown as SessionData

/**
 * The session as the JSON text the row stores, with every NUL (in a value or a key) replaced by
 * U+FFFD: PostgreSQL's jsonb and text cannot hold `\u0000`, and a session must always save.
 */
export function storableSessionJson(session: unknown): string {
  return JSON.stringify(session, (_key, value: unknown) => {
    if (typeof value === 'string') return value.replaceAll('\u0000', '\uFFFD')
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
    const entries = Object.entries(value as Record<string, unknown>)
    return entries.some(([key]) => key.includes('\u0000'))
      ? Object.fromEntries(entries.map(([key, item]) => [key.replaceAll('\u0000', '\uFFFD'), item]))
      : value
  })
}

/** Longest a session row lives without an expiry date of its own (cookies always carry one). */
const FALLBACK_LIFETIME_MS = 24 * 3600 * 1000

/**
 * Keeps @fastify/session's sessions in the shop database (table `shop_session`), so every
 * instance serves every shopper, on PGlite and PostgreSQL alike. Expired rows are never
 * returned and are swept by {@link DatabaseSessionStore.deleteExpired}.
 */
export class DatabaseSessionStore implements SessionStore {
  private readonly db: Kysely<Database>

  constructor(db: Kysely<Database>) {
    this.db = db
  }

  set(sessionId: string, session: SessionData, callback: Callback): void {
    const data = JSON.parse(storableSessionJson(session)) as Record<string, unknown>
    const expires = (session as { cookie?: { expires?: Date | string | null } }).cookie?.expires
    const expiresAt = expires ? new Date(expires) : new Date(Date.now() + FALLBACK_LIFETIME_MS)
    const customerId = typeof data.customerId === 'number' ? data.customerId : null
    const row = {
      id: sessionId,
      data: JSON.stringify(data),
      customer_id: customerId,
      expires_at: expiresAt,
      updated_at: new Date(),
    }
    const changes = {
      data: row.data,
      customer_id: row.customer_id,
      expires_at: row.expires_at,
      updated_at: row.updated_at,
    }
    // A signed-in session is only ever updated: its row was inserted when it started (anonymous, by
    // `regenerate`). One ended meanwhile (password reset or change, sign-out, timeout) stays ended even
    // when a request that loaded it before saves it afterwards.
    const write =
      customerId === null
        ? this.db
            .insertInto('shop_session')
            .values(row)
            .onConflict((conflict) => conflict.column('id').doUpdateSet(changes))
        : this.db.updateTable('shop_session').set(changes).where('id', '=', sessionId)
    write.execute().then(() => callback(), callback)
  }

  get(sessionId: string, callback: (error: unknown, result?: SessionData | null) => void): void {
    this.db
      .selectFrom('shop_session')
      .select('data')
      .where('id', '=', sessionId)
      .where('expires_at', '>', new Date())
      .executeTakeFirst()
      .then(
        (row) => callback(null, row ? sessionOf(row.data) : null),
        (error: unknown) => callback(error),
      )
  }

  destroy(sessionId: string, callback: Callback): void {
    this.db
      .deleteFrom('shop_session')
      .where('id', '=', sessionId)
      .execute()
      .then(() => callback(), callback)
  }

  /** Ends every session of a customer (password reset), except `keepSessionId` when given. */
  async destroyCustomerSessions(customerId: number, keepSessionId?: string): Promise<void> {
    let query = this.db.deleteFrom('shop_session').where('customer_id', '=', customerId)
    if (keepSessionId) query = query.where('id', '<>', keepSessionId)
    await query.execute()
  }

  /** Deletes expired sessions; returns how many. */
  async deleteExpired(now = new Date()): Promise<number> {
    const result = await this.db.deleteFrom('shop_session').where('expires_at', '<=', now).executeTakeFirst()
    return Number(result.numDeletedRows)
  }
}
