import type { Kysely } from 'kysely'
import type { StoreKey } from '../../config/stores.ts'
import type { EmailTemplateData } from './emailData.ts'
import type { EmailTemplateName } from './emailTemplateNames.ts'
import type { Database } from '../../db/tables.ts'

/** A transactional e-mail to send: which store's language, which template, to whom, with what. */
export interface EmailToSend<Name extends EmailTemplateName> {
  store: StoreKey
  template: Name
  to: string
  data: EmailTemplateData[Name]
  /** Where the recipient's replies go (the shopper who wrote to the shop), when not to the sender. */
  replyTo?: string
}

/**
 * The templates about one order: their data names it as `orderNumber` (a refund's, a return's or
 * a withdrawal's, whose `number` is their own) or as `number` (the confirmation, the shipping
 * notice). The outbox links them to the order (`order_number`) and keeps their data once sent.
 */
const ORDER_EMAIL_TEMPLATES: ReadonlySet<EmailTemplateName> = new Set<EmailTemplateName>([
  'orderConfirmation',
  'orderShipped',
  'creditMemo',
  'returnStatus',
  'withdrawalAcknowledgment',
  'withdrawalReceived',
])

/** The number of the order an e-mail is about, or null when it is about no order. */
function orderNumberOf(template: EmailTemplateName, data: unknown): string | null {
  if (!ORDER_EMAIL_TEMPLATES.has(template) || typeof data !== 'object' || data === null) return null
  const { orderNumber, number } = data as { orderNumber?: unknown; number?: unknown }
  if (typeof orderNumber === 'string') return orderNumber
  return typeof number === 'string' ? number : null
}

/**
 * Writes an e-mail to the outbox. Pass the transaction of what causes it (an order, a
 * password request): the e-mail exists exactly when that change commits.
 */
export async function enqueueEmail<Name extends EmailTemplateName>(
  db: Kysely<Database>,
  email: EmailToSend<Name>,
): Promise<number> {
  const row = await db
    .insertInto('email_outbox')
    .values({
      store_key: email.store,
      template: email.template,
      recipient: email.to,
      data: JSON.stringify(email.data),
      reply_to: email.replyTo ?? null,
      order_number: orderNumberOf(email.template, email.data),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
