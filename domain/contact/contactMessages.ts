import type { Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import type { StoreKey } from '../../config/stores.ts'
import { enqueueEmail } from '../email/enqueueEmail.ts'
import { isEmailAddress, normalizeEmail } from '../accounts/accountInput.ts'
import { failed, type MutationOutcome } from '../mutationResult.ts'
import { loadShopSettings } from '../shop/shopSettings.ts'

/** What a message to customer service can be about. */
export const CONTACT_SUBJECTS = ['order', 'product', 'return', 'other'] as const

/** A subject of {@link CONTACT_SUBJECTS}. */
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]

/** Longest value of each field. */
export const CONTACT_LIMITS = { name: 100, orderNumber: 20, comment: 5000 } as const

/** A message as the contact form sends it. */
export interface ContactInput {
  name: string
  email: string
  orderNumber?: string | null
  subject: string
  comment: string
}

/** A message checked and trimmed, ready to send. */
export interface ContactMessage {
  name: string
  email: string
  orderNumber: string
  subject: ContactSubject
  comment: string
}

const isSubject = (value: string): value is ContactSubject =>
  (CONTACT_SUBJECTS as readonly string[]).includes(value)

/** The message checked (the first problem, naming its field), or the trimmed message. */
export function checkContactInput(
  input: ContactInput,
): { problem: MutationOutcome } | { message: ContactMessage } {
  const name = input.name.trim()
  const email = normalizeEmail(input.email)
  const orderNumber = (input.orderNumber ?? '').trim()
  const comment = input.comment.trim()
  if (name === '') return { problem: failed('REQUIRED', 'The name is required', 'name') }
  if (name.length > CONTACT_LIMITS.name)
    return {
      problem: failed(
        'INVALID_LENGTH',
        `The name may have at most ${CONTACT_LIMITS.name} characters`,
        'name',
      ),
    }
  if (email === '') return { problem: failed('REQUIRED', 'The e-mail address is required', 'email') }
  if (!isEmailAddress(email))
    return { problem: failed('INVALID_EMAIL', 'The e-mail address is not valid', 'email') }
  if (orderNumber.length > CONTACT_LIMITS.orderNumber)
    return {
      problem: failed(
        'INVALID_LENGTH',
        `The order number may have at most ${CONTACT_LIMITS.orderNumber} characters`,
        'orderNumber',
      ),
    }
  if (!isSubject(input.subject))
    return { problem: failed('REQUIRED', 'Choose what the message is about', 'subject') }
  if (comment === '') return { problem: failed('REQUIRED', 'The message is required', 'comment') }
  if (comment.length > CONTACT_LIMITS.comment)
    return {
      problem: failed(
        'INVALID_LENGTH',
        `The message may have at most ${CONTACT_LIMITS.comment} characters`,
        'comment',
      ),
    }
  return { message: { name, email, orderNumber, subject: input.subject, comment } }
}

/**
 * Writes the two e-mails of a contact message in one transaction: to customer service (Reply-To
 * the shopper, so answering reaches them) and the acknowledgment with a copy to the shopper,
 * both in the store's language; customer service's address is the store's shop setting.
 */
export async function enqueueContactEmails(
  db: Kysely<Database>,
  store: StoreKey,
  message: ContactMessage,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { settings } = await loadShopSettings(trx, store)
    await enqueueEmail(trx, {
      store,
      template: 'contactMessage',
      to: settings.email,
      replyTo: message.email,
      data: message,
    })
    await enqueueEmail(trx, { store, template: 'contactAcknowledgment', to: message.email, data: message })
  })
}
