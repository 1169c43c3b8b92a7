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
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
