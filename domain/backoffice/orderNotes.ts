import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { recordAudit } from '../audit/auditLog.ts'
import type { OrderLinks } from '../orders/orderLinks.ts'
import { lockOrder } from './orderShipping.ts'
import { allowed, auditActorOf, type BackOfficeActor } from './backOfficeActor.ts'
import { ActionRefused, refusedOf, type Refused } from './orderDesk.ts'

/** The longest internal comment, in characters. */
export const ORDER_COMMENT_MAX_LENGTH = 5000

/**
 * Adds an internal comment to an order (never shown to the shopper), with its audit row, in one
 * transaction. Every role may comment.
 */
export async function addOrderComment(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  input: { orderId: number; body: string },
  now = new Date(),
): Promise<
  { ok: true; commentId: number } | Refused<'ORDER_NOT_FOUND' | 'EMPTY_COMMENT' | 'COMMENT_TOO_LONG'>
> {
  if (!allowed(actor, 'orders.comment')) return { ok: false, error: 'FORBIDDEN' }
  const body = input.body.trim()
  if (body.length === 0) return { ok: false, error: 'EMPTY_COMMENT' }
  if (body.length > ORDER_COMMENT_MAX_LENGTH) return { ok: false, error: 'COMMENT_TOO_LONG' }
  try {
    return await db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, input.orderId)
      const { id } = await trx
        .insertInto('order_comment')
        .values({ order_id: order.id, staff_id: actor.staffId, author: actor.email, body, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'orders.comment',
        subjectType: 'order',
        subjectId: order.number,
        before: null,
        after: { commentId: Number(id), body },
        at: now,
      })
      return { ok: true as const, commentId: Number(id) }
    })
  } catch (error) {
    return refusedOf<'ORDER_NOT_FOUND'>(error)
  }
}

/**
 * The outbox rows of an order's e-mails: sent to its e-mail address and linked to its number
 * (`order_number`: the confirmation, shipping, refund, return and withdrawal e-mails).
 */
export function orderEmailsQuery(db: Kysely<Database>, order: { email: string; number: string }) {
  return db
    .selectFrom('email_outbox')
    .where(sql<boolean>`lower(recipient) = lower(${order.email})`)
    .where('order_number', '=', order.number)
}

/**
 * Sends one of an order's e-mails again: a new outbox row with the same template, recipient and
 * content (the worker sends it like any other), and its audit row, in one transaction. Every
 * role that may comment may do it: it tells the shopper nothing new. A guest's signed order links
 * in it are signed again (`orderLinks`), so they work for another 30 days. An e-mail whose content
 * was erased (customerErasure.ts) cannot be sent again.
 */
export async function resendOrderEmail(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  input: { orderId: number; emailId: number },
  now = new Date(),
  orderLinks: OrderLinks | null = null,
): Promise<{ ok: true; emailId: number } | Refused<'ORDER_NOT_FOUND' | 'EMAIL_NOT_FOUND'>> {
  if (!allowed(actor, 'orders.comment')) return { ok: false, error: 'FORBIDDEN' }
  try {
    return await db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, input.orderId)
      const email = await orderEmailsQuery(trx, order)
        .selectAll()
        .where('id', '=', input.emailId)
        .executeTakeFirst()
      if (!email || Object.keys(email.data).length === 0)
        throw new ActionRefused<'EMAIL_NOT_FOUND'>('EMAIL_NOT_FOUND')
      let data = JSON.stringify(email.data)
      if (order.customer_id === null && orderLinks) {
        const token = encodeURIComponent(orderLinks.sign(order.id, now))
        data = data.replace(/([?&]token=)[^&"#\s]+/g, `$1${token}`)
      }
      const { id } = await trx
        .insertInto('email_outbox')
        .values({
          store_key: email.store_key,
          template: email.template,
          recipient: email.recipient,
          data,
          reply_to: email.reply_to,
          order_number: email.order_number,
          created_at: now,
          next_attempt_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'orders.email_resend',
        subjectType: 'order',
        subjectId: order.number,
        before: { emailId: Number(email.id) },
        after: { emailId: Number(id), template: email.template, recipient: email.recipient },
        at: now,
      })
      return { ok: true as const, emailId: Number(id) }
    })
  } catch (error) {
    return refusedOf<'ORDER_NOT_FOUND' | 'EMAIL_NOT_FOUND'>(error)
  }
}
