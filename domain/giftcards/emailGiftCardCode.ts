import type { Kysely } from 'kysely'
import type { Store } from '../../config/stores.ts'
import type { Cents } from '../../pricing/index.ts'
import { fromCents } from '../../pricing/index.ts'
import type { Database } from '../../db/tables.ts'
import { enqueueEmail } from '../email/enqueueEmail.ts'

/** The gift card e-mail to write: the recipient, the code just issued and what the sender chose. */
export interface GiftCardEmailRequest {
  /** The store the card was bought in: the e-mail's language and the balance link's base. */
  store: Store
  code: string
  amountCents: Cents
  currency?: string
  expiresAt: Date | null
  recipientName: string
  recipientEmail: string
  senderName: string
  message?: string
}

/**
 * Writes the e-mail that brings a gift card's code to its recipient into the outbox. Pass the
 * transaction that issued the card (the order's): the e-mail exists exactly when the card does.
 * The code is in clear only in the outbox row until it is sent (a sent row keeps no data).
 */
export async function emailGiftCardCode(
  db: Kysely<Database>,
  request: GiftCardEmailRequest,
): Promise<number> {
  return enqueueEmail(db, {
    store: request.store.key,
    template: 'giftCard',
    to: request.recipientEmail,
    data: {
      recipientName: request.recipientName,
      senderName: request.senderName,
      message: request.message ?? '',
      code: request.code,
      amount: fromCents(request.amountCents),
      currency: request.currency ?? request.store.currency,
      expirationDate: request.expiresAt ? request.expiresAt.toISOString().slice(0, 10) : null,
      balanceUrl: `${request.store.baseUrl}/giftcard/balance`,
    },
  })
}
