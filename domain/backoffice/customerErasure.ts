import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { recordAudit } from '../audit/auditLog.ts'
import { isFinalRmaStatus, RMA_STATUSES } from '../returns/returnStatus.ts'
import {
  allowed,
  auditActorOf,
  BackOfficeRefusal,
  answerOrRefusal,
  refused,
  type BackOfficeActor,
  type BackOfficeResult,
} from './backOfficeActor.ts'

/** Why an erasure was refused (nothing changed then). */
export type ErasureError =
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'ALREADY_ERASED'
  /** An order not delivered, cancelled or closed, a return not closed, or a withdrawal not refunded yet. */
  | 'OPEN_ORDERS'
  /** The customer still has store credit: it is their money; pay it out or adjust it to zero first. */
  | 'STORE_CREDIT_LEFT'

/** What replaces a name in the orders, returns and reviews kept. */
export const ERASED_NAME = 'Erased'

/** The e-mail that replaces an erased customer's, on their account and orders: unique, and never deliverable (`.invalid`). */
export function erasedEmail(customerId: number): string {
  return `erased-${customerId}@erased.invalid`
}

/** Order statuses in which nothing is left to do for the customer (docs/orders.md). */
const FINISHED_ORDER_STATUSES = ['delivered', 'cancelled', 'closed'] as const
const OPEN_RETURN_STATUSES = RMA_STATUSES.filter((status) => !isFinalRmaStatus(status))

/**
 * Erases a customer's account on their request (GDPR article 17), in one transaction holding
 * the customer's row lock, recorded in the audit log (`customers.erase`, with counts only):
 *
 * - refused while an order is open (not delivered, cancelled or closed), a return is not closed
 *   or a withdrawal waits for its refund: the contract is still being carried out and its data
 *   is needed for it (article 17(3)); and while store credit is left (the customer's money);
 * - orders, invoices and credit memos are **kept** (tax records, ten years), and every order's
 *   e-mail becomes {@link erasedEmail}. An order with an invoice or credit memo keeps exactly
 *   what they show of the buyer, for the tax records only: its billing name, company, address
 *   and VAT number stay, and the documents keep the e-mail they were issued with
 *   (`buyer_email`), so they stay as issued; its telephone and shipping address go. An order
 *   without one keeps of its addresses only the country and the VAT number (the VAT of the
 *   destination and a reverse charge depend on them), every other field becomes
 *   {@link ERASED_NAME} or empty. The audit row names the orders kept for the tax records.
 *   Withdrawals and returns keep their pieces, not the name, e-mail or free-text answers; gift
 *   cards they bought keep working, without the buyer's name and e-mail;
 * - the address book, wishlist, carts, stock alerts, newsletter subscriptions (the marketing
 *   provider is told to unsubscribe), tokens and sessions (signed out everywhere) are deleted;
 *   reviews stay, with {@link ERASED_NAME} as author and no customer; consent proofs stay, with
 *   no customer; e-mails waiting to be sent to them are dropped, those sent keep no address or
 *   content;
 * - the account row stays as a tombstone (its store-credit ledger and credit memos point at it)
 *   with {@link erasedEmail}, no name, an unusable password and `erased_at`: the address is free
 *   for a new account, and nobody can sign in to this one.
 */
export async function eraseCustomer(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  customerId: number,
  now: Date,
): Promise<BackOfficeResult<{ erasedEmail: string }, ErasureError>> {
  if (!allowed(actor, 'customers.manage')) return refused('FORBIDDEN')
  if (!Number.isSafeInteger(customerId)) return refused('NOT_FOUND')
  return answerOrRefusal<{ erasedEmail: string }, ErasureError>(() =>
    db.transaction().execute(async (trx) => {
      const customer = await trx
        .selectFrom('customer')
        .selectAll()
        .where('id', '=', customerId)
        .forUpdate()
        .executeTakeFirst()
      if (!customer) throw new BackOfficeRefusal('NOT_FOUND')
      if (customer.erased_at !== null) throw new BackOfficeRefusal('ALREADY_ERASED')
      await refuseWhileOpen(trx, customerId)
      const balance = await trx
        .selectFrom('store_credit_balance')
        .select('balance_cents')
        .where('customer_id', '=', customerId)
        .executeTakeFirst()
      if ((balance?.balance_cents ?? 0) > 0) throw new BackOfficeRefusal('STORE_CREDIT_LEFT')

      const placeholder = erasedEmail(customerId)
      const { counts, keptForTaxRecords } = await eraseTraces(trx, customerId, customer.email, placeholder)
      await trx
        .updateTable('customer')
        .set({
          email: placeholder,
          firstname: ERASED_NAME,
          lastname: '',
          // Not a hash verifyPassword accepts: no password opens the account.
          password_hash: '!erased',
          newsletter_subscribed: false,
          default_billing_address_id: null,
          default_shipping_address_id: null,
          updated_at: now,
          erased_at: now,
        })
        .where('id', '=', customerId)
        .execute()
      await recordAudit(trx, {
        actor: auditActorOf(actor),
        action: 'customers.erase',
        subjectType: 'customer',
        subjectId: customerId,
        before: counts,
        after: { erasedAt: now.toISOString(), keptForTaxRecords },
        at: now,
      })
      return { ok: true as const, erasedEmail: placeholder }
    }),
  )
}

/** Throws OPEN_ORDERS when an order, a return or a withdrawal of the customer is not finished. */
async function refuseWhileOpen(trx: Transaction<Database>, customerId: number): Promise<void> {
  const [order, rma, withdrawal] = await Promise.all([
    trx
      .selectFrom('shop_order')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('status', 'not in', FINISHED_ORDER_STATUSES)
      .executeTakeFirst(),
    trx
      .selectFrom('rma')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('status', 'in', OPEN_RETURN_STATUSES)
      .executeTakeFirst(),
    // A withdrawal is settled by its refund: one made from it, or any credit memo of its order written after it.
    trx
      .selectFrom('order_withdrawal')
      .innerJoin('shop_order', 'shop_order.id', 'order_withdrawal.order_id')
      .select('order_withdrawal.id')
      .where('shop_order.customer_id', '=', customerId)
      .where('order_withdrawal.credit_memo_id', 'is', null)
      .where('shop_order.status', '<>', 'cancelled')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('credit_memo')
              .select('credit_memo.id')
              .whereRef('credit_memo.order_id', '=', 'order_withdrawal.order_id')
              .whereRef('credit_memo.created_at', '>=', 'order_withdrawal.submitted_at')
              .where('credit_memo.state', '<>', 'failed'),
          ),
        ),
      )
      .executeTakeFirst(),
  ])
  if (order || rma || withdrawal) throw new BackOfficeRefusal('OPEN_ORDERS')
}

/**
 * Replaces or deletes the customer's personal data outside their account row; answers how many
 * rows of each kind, and the orders whose invoice's buyer was kept for the tax records.
 */
async function eraseTraces(
  trx: Transaction<Database>,
  customerId: number,
  email: string,
  placeholder: string,
): Promise<{ counts: Record<string, number>; keptForTaxRecords: number[] }> {
  const orderIds = trx.selectFrom('shop_order').select('id').where('customer_id', '=', customerId)
  const sameEmail = sql<boolean>`lower(email) = ${email.toLowerCase()}`
  const count = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) =>
    Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0)

  const keptForTaxRecords = await ordersWithTaxDocuments(trx, customerId)
  // The documents go on naming the buyer by the e-mail they were issued with; only they keep it.
  for (const table of ['invoice', 'credit_memo'] as const)
    await trx
      .updateTable(table)
      .set({
        buyer_email: (eb) =>
          eb
            .selectFrom('shop_order')
            .select('shop_order.email')
            .whereRef('shop_order.id', '=', `${table}.order_id`),
      })
      .where('order_id', 'in', orderIds)
      .where('buyer_email', 'is', null)
      .execute()
  const orders = await trx
    .updateTable('shop_order')
    .set({ email: placeholder })
    .where('customer_id', '=', customerId)
    .executeTakeFirst()
  // What an invoice shows of its buyer (taxDocumentParties.ts) stays on the billing address of an
  // order kept for the tax records; its telephone, which no invoice shows, goes.
  if (keptForTaxRecords.length > 0)
    await trx
      .updateTable('order_address')
      .set({ telephone: '' })
      .where('order_id', 'in', keptForTaxRecords)
      .where('kind', '=', 'billing')
      .execute()
  const orderAddresses = await trx
    .updateTable('order_address')
    .set({
      firstname: ERASED_NAME,
      lastname: '',
      company: '',
      street: ERASED_NAME,
      street_extra: '',
      postcode: '',
      city: '',
      telephone: '',
    })
    .where('order_id', 'in', orderIds)
    .$if(keptForTaxRecords.length > 0, (query) =>
      query.where((eb) => eb.or([eb('kind', '<>', 'billing'), eb('order_id', 'not in', keptForTaxRecords)])),
    )
    .executeTakeFirst()
  // Gift cards they bought keep working for their recipients; only the buyer's name and e-mail go.
  const giftCards = await trx
    .updateTable('gift_card_account')
    .set({ sender_name: ERASED_NAME, sender_email: placeholder })
    .where('order_id', 'in', orderIds)
    .executeTakeFirst()
  await trx
    .updateTable('order_item')
    .set({
      giftcard: sql`giftcard || jsonb_build_object('sender_name', ${ERASED_NAME}::text, 'sender_email', ${placeholder}::text)`,
    })
    .where('order_id', 'in', orderIds)
    .where('giftcard', 'is not', null)
    .execute()
  const withdrawals = await trx
    .updateTable('order_withdrawal')
    .set({ name: ERASED_NAME, email: placeholder, client_ip_hash: null })
    .where('order_id', 'in', orderIds)
    .executeTakeFirst()
  // Free texts (comments, a phone number) go; the choices (reason, condition) are no personal data.
  await trx
    .deleteFrom('rma_attribute_value')
    .where('rma_id', 'in', trx.selectFrom('rma').select('id').where('customer_id', '=', customerId))
    .where(
      'attribute_code',
      'in',
      trx.selectFrom('return_attribute').select('code').where('kind', 'in', ['text_area', 'text_field']),
    )
    .execute()
  const reviews = await trx
    .updateTable('product_review')
    .set({ author: ERASED_NAME, customer_id: null })
    .where('customer_id', '=', customerId)
    .executeTakeFirst()
  await trx
    .updateTable('consent_record')
    .set({ customer_id: null })
    .where('customer_id', '=', customerId)
    .execute()
  await trx
    .updateTable('coupon_usage')
    .set({ customer_id: null })
    .where('customer_id', '=', customerId)
    .execute()
  await trx
    .updateTable('customer')
    .set({ default_billing_address_id: null, default_shipping_address_id: null })
    .where('id', '=', customerId)
    .execute()
  const addresses = await trx
    .deleteFrom('customer_address')
    .where('customer_id', '=', customerId)
    .executeTakeFirst()
  const wishlists = await trx.deleteFrom('wishlist').where('customer_id', '=', customerId).executeTakeFirst()
  await trx.deleteFrom('cart').where('customer_id', '=', customerId).execute()
  const alerts = await trx
    .deleteFrom('stock_alert')
    .where((eb) => eb.or([eb('customer_id', '=', customerId), sameEmail]))
    .executeTakeFirst()
  // Its trigger queues the unsubscription at the marketing provider.
  const newsletter = await trx
    .deleteFrom('newsletter_subscriber')
    .where((eb) => eb.or([eb('customer_id', '=', customerId), sameEmail]))
    .executeTakeFirst()
  await trx.deleteFrom('marketing_unsubscribe_token').where('customer_id', '=', customerId).execute()
  await trx.deleteFrom('customer_token').where('customer_id', '=', customerId).execute()
  const sessions = await trx
    .deleteFrom('shop_session')
    .where('customer_id', '=', customerId)
    .executeTakeFirst()
  await trx
    .deleteFrom('email_outbox')
    .where(sql<boolean>`lower(recipient) = ${email.toLowerCase()}`)
    .where('status', '=', 'pending')
    .execute()
  const emails = await trx
    .updateTable('email_outbox')
    .set({ recipient: placeholder, data: '{}' })
    .where(sql<boolean>`lower(recipient) = ${email.toLowerCase()}`)
    .executeTakeFirst()
  return {
    counts: {
      orders: count(orders),
      orderAddresses: count(orderAddresses),
      withdrawals: count(withdrawals),
      giftCards: count(giftCards),
      reviews: count(reviews),
      addresses: count(addresses),
      wishlists: count(wishlists),
      stockAlerts: count(alerts),
      newsletter: count(newsletter),
      sessions: count(sessions),
      emails: count(emails),
    },
    keptForTaxRecords,
  }
}

/**
 * The customer's orders with an invoice or a credit memo (not a refused one), oldest first:
 * issued tax documents are kept unchanged for ten years (docs/back-office.md, Erasure).
 */
async function ordersWithTaxDocuments(trx: Transaction<Database>, customerId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('shop_order')
    .select('id')
    .where('customer_id', '=', customerId)
    .where(({ or, exists, selectFrom }) =>
      or([
        exists(selectFrom('invoice').select('invoice.id').whereRef('invoice.order_id', '=', 'shop_order.id')),
        exists(
          selectFrom('credit_memo')
            .select('credit_memo.id')
            .whereRef('credit_memo.order_id', '=', 'shop_order.id')
            .where('credit_memo.state', '<>', 'failed'),
        ),
      ]),
    )
    .orderBy('id')
    .execute()
  return rows.map((row) => Number(row.id))
}
