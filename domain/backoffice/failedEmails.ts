import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { allowed, refused, type BackOfficeActor, type BackOfficeResult } from './backOfficeActor.ts'
import { pageWindow } from './pageWindow.ts'

/** An e-mail the outbox gave up sending, with the order it is about when it names one. */
export interface FailedEmail {
  id: number
  storeKey: string
  template: string
  recipient: string
  createdAt: Date
  attempts: number
  lastError: string
  order: { id: number; number: string } | null
}

/** How many e-mails the outbox gave up sending (the dashboard's figure). */
export async function countFailedEmails(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', '=', 'failed')
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * The e-mails the outbox gave up sending, newest first, with the order each names (its page has
 * "send again"); paged from 1. For the roles that may see them (`emails.view`).
 */
export async function listFailedEmails(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  filters: { page?: number; pageSize?: number } = {},
): Promise<BackOfficeResult<{ emails: FailedEmail[]; totalCount: number }, 'FORBIDDEN'>> {
  if (!allowed(actor, 'emails.view')) return refused('FORBIDDEN')
  const { pageSize, offset } = pageWindow(filters)
  const [rows, totalCount] = await Promise.all([
    db
      .selectFrom('email_outbox')
      .leftJoin('shop_order', 'shop_order.number', 'email_outbox.order_number')
      .select([
        'email_outbox.id',
        'email_outbox.store_key',
        'email_outbox.template',
        'email_outbox.recipient',
        'email_outbox.created_at',
        'email_outbox.attempts',
        'email_outbox.last_error',
        'shop_order.id as order_id',
        'shop_order.number as order_number',
      ])
      .where('email_outbox.status', '=', 'failed')
      .orderBy('email_outbox.created_at', 'desc')
      .orderBy('email_outbox.id', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    countFailedEmails(db),
  ])
  return {
    ok: true,
    totalCount,
    emails: rows.map((row) => ({
      id: Number(row.id),
      storeKey: row.store_key,
      template: row.template,
      recipient: row.recipient,
      createdAt: row.created_at,
      attempts: row.attempts,
      lastError: row.last_error ?? '',
      order:
        row.order_id === null || row.order_number === null
          ? null
          : { id: Number(row.order_id), number: row.order_number },
    })),
  }
}
