import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/tables.ts'
import { recordAudit } from '../audit/auditLog.ts'
import {
  allowed,
  auditActorOf,
  refused,
  type BackOfficeActor,
  type BackOfficeResult,
} from './backOfficeActor.ts'

/** A customer's data as exported: plain JSON values, one section per kind of record. */
export type CustomerExport = Record<string, unknown> & {
  exportedAt: string
  account: Record<string, unknown>
  orders: Record<string, unknown>[]
}

/** The e-mail as the shop matches it: newsletter and stock alerts may have been asked for before an account existed. */
const sameEmail = (email: string) => sql<boolean>`lower(email) = ${email.toLowerCase()}`

/**
 * Everything the shop holds about a customer (right of access, GDPR article 15), as JSON: the
 * account (never its password hash or tokens), address book, orders with their lines,
 * addresses, shipments, invoices and credit memos, returns with their answers, withdrawals,
 * reviews, wishlist, cookie consents, newsletter subscriptions, stock alerts and store credit
 * with its ledger. Only rows of this customer (by id, or by their e-mail where a row has no
 * customer). Recorded in the audit log (`customers.export`) with the count of each section.
 */
export async function exportCustomerData(
  db: Kysely<Database>,
  actor: BackOfficeActor,
  customerId: number,
  now: Date,
): Promise<BackOfficeResult<{ data: CustomerExport }, 'FORBIDDEN' | 'NOT_FOUND'>> {
  if (!allowed(actor, 'customers.manage')) return refused('FORBIDDEN')
  return db.transaction().execute(async (trx) => {
    const customer = await trx
      .selectFrom('customer')
      .select([
        'id',
        'email',
        'firstname',
        'lastname',
        'store_key',
        'newsletter_subscribed',
        'created_at',
        'updated_at',
        'erased_at',
      ])
      .where('id', '=', customerId)
      .executeTakeFirst()
    if (!customer) return refused('NOT_FOUND')
    const orderRows = await trx
      .selectFrom('shop_order')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute()
    const orderIds = orderRows.map((order) => Number(order.id))
    const ofOrders = <T>(load: (ids: number[]) => Promise<T[]>) =>
      orderIds.length === 0 ? Promise.resolve([] as T[]) : load(orderIds)
    const [items, addresses, shipments, invoices, memos, payments] = await Promise.all([
      ofOrders((ids) =>
        trx
          .selectFrom('order_item')
          .select([
            'order_id',
            'sku',
            'variant_sku',
            'name',
            'quantity',
            'unit_price_cents',
            'row_total_cents',
            'discount_cents',
            'tax_cents',
            'options',
          ])
          .where('order_id', 'in', ids)
          .orderBy('id')
          .execute(),
      ),
      ofOrders((ids) => trx.selectFrom('order_address').selectAll().where('order_id', 'in', ids).execute()),
      ofOrders((ids) =>
        trx
          .selectFrom('order_shipment')
          .select(['order_id', 'number', 'carrier_code', 'tracking_number', 'created_at'])
          .where('order_id', 'in', ids)
          .orderBy('id')
          .execute(),
      ),
      ofOrders((ids) =>
        trx
          .selectFrom('invoice')
          .select(['order_id', 'number', 'grand_total_cents', 'created_at'])
          .where('order_id', 'in', ids)
          .execute(),
      ),
      ofOrders((ids) =>
        trx
          .selectFrom('credit_memo')
          .select(['order_id', 'number', 'state', 'destination', 'grand_total_cents', 'created_at'])
          .where('order_id', 'in', ids)
          .orderBy('id')
          .execute(),
      ),
      ofOrders((ids) =>
        trx
          .selectFrom('order_payment')
          .select(['order_id', 'card_brand', 'card_last4'])
          .where('order_id', 'in', ids)
          .execute(),
      ),
    ])
    const ofOrder = <T extends { order_id: number }>(rows: T[], orderId: number) =>
      rows.filter((row) => Number(row.order_id) === orderId).map(({ order_id: _orderId, ...rest }) => rest)
    const orders = orderRows.map((order) => {
      const id = Number(order.id)
      return {
        number: order.number,
        storeKey: order.store_key,
        status: order.status,
        email: order.email,
        currency: order.currency,
        grandTotalCents: order.grand_total_cents,
        shippingCents: order.shipping_cents,
        taxCents: order.tax_cents,
        paymentMethod: order.payment_method,
        shippingMethod: order.shipping_method,
        createdAt: order.created_at,
        shippedAt: order.shipped_at,
        deliveredAt: order.delivered_at,
        items: ofOrder(items, id),
        addresses: ofOrder(addresses, id),
        payment: ofOrder(payments, id)[0] ?? null,
        shipments: ofOrder(shipments, id),
        invoices: ofOrder(invoices, id),
        creditMemos: ofOrder(memos, id),
      }
    })
    const [returns, withdrawals, reviews, wishlist, consents, newsletter, alerts, balance, ledger, book] =
      await Promise.all([
        returnsOf(trx, customerId),
        trx
          .selectFrom('order_withdrawal')
          .innerJoin('shop_order', 'shop_order.id', 'order_withdrawal.order_id')
          .select([
            'shop_order.number as orderNumber',
            'order_withdrawal.name',
            'order_withdrawal.email',
            'order_withdrawal.whole_order as wholeOrder',
            'order_withdrawal.submitted_at as submittedAt',
          ])
          .where('order_withdrawal.customer_id', '=', customerId)
          .orderBy('order_withdrawal.id')
          .execute(),
        trx
          .selectFrom('product_review')
          .select(['sku', 'rating', 'author', 'title', 'comment', 'language', 'status', 'created_at'])
          .where('customer_id', '=', customerId)
          .orderBy('id')
          .execute(),
        trx
          .selectFrom('wishlist_item')
          .innerJoin('wishlist', 'wishlist.id', 'wishlist_item.wishlist_id')
          .select(['wishlist_item.sku', 'wishlist_item.selected_options', 'wishlist_item.added_at'])
          .where('wishlist.customer_id', '=', customerId)
          .orderBy('wishlist_item.id')
          .execute(),
        trx
          .selectFrom('consent_record')
          .select(['store_key', 'analytics', 'marketing', 'policy_version', 'given_at'])
          .where('customer_id', '=', customerId)
          .orderBy('id')
          .execute(),
        trx
          .selectFrom('newsletter_subscriber')
          .select([
            'email',
            'store_key',
            'status',
            'consent_source',
            'asked_at',
            'confirmed_at',
            'unsubscribed_at',
          ])
          .where((eb) => eb.or([eb('customer_id', '=', customerId), sameEmail(customer.email)]))
          .orderBy('id')
          .execute(),
        trx
          .selectFrom('stock_alert')
          .select(['sku', 'email', 'store_key', 'status', 'created_at'])
          .where((eb) => eb.or([eb('customer_id', '=', customerId), sameEmail(customer.email)]))
          .orderBy('id')
          .execute(),
        trx
          .selectFrom('store_credit_balance')
          .select(['balance_cents', 'currency'])
          .where('customer_id', '=', customerId)
          .executeTakeFirst(),
        trx
          .selectFrom('store_credit_movement')
          .select(['amount_cents', 'reason', 'reference', 'balance_after_cents', 'created_at'])
          .where('customer_id', '=', customerId)
          .orderBy('id')
          .execute(),
        trx
          .selectFrom('customer_address')
          .select([
            'firstname',
            'lastname',
            'company',
            'street',
            'street_extra',
            'postcode',
            'city',
            'country_code',
            'telephone',
            'vat_id',
            'created_at',
          ])
          .where('customer_id', '=', customerId)
          .orderBy('id')
          .execute(),
      ])
    const data: CustomerExport = {
      exportedAt: now.toISOString(),
      account: {
        email: customer.email,
        firstname: customer.firstname,
        lastname: customer.lastname,
        storeKey: customer.store_key,
        newsletterSubscribed: customer.newsletter_subscribed,
        createdAt: customer.created_at,
        updatedAt: customer.updated_at,
        erasedAt: customer.erased_at,
      },
      addresses: book,
      orders,
      returns,
      withdrawals,
      reviews,
      wishlist,
      consents,
      newsletter,
      stockAlerts: alerts,
      storeCredit: {
        balanceCents: balance?.balance_cents ?? 0,
        currency: balance?.currency ?? 'EUR',
        movements: ledger,
      },
    }
    const counts = Object.fromEntries(
      Object.entries(data).flatMap(([section, value]) =>
        Array.isArray(value) ? [[section, value.length]] : [],
      ),
    )
    await recordAudit(trx, {
      actor: auditActorOf(actor),
      action: 'customers.export',
      subjectType: 'customer',
      subjectId: customerId,
      before: null,
      after: counts,
      at: now,
    })
    // Dates as ISO strings and no prototype surprises: what the file downloaded will hold.
    return { ok: true, data: JSON.parse(JSON.stringify(data)) as CustomerExport }
  })
}

/** The customer's returns with their items and the answers they gave. */
async function returnsOf(trx: Kysely<Database>, customerId: number) {
  const returns = await trx
    .selectFrom('rma')
    .innerJoin('shop_order', 'shop_order.id', 'rma.order_id')
    .select(['rma.id', 'rma.number', 'shop_order.number as orderNumber', 'rma.status', 'rma.created_at'])
    .where('rma.customer_id', '=', customerId)
    .orderBy('rma.id')
    .execute()
  if (returns.length === 0) return []
  const ids = returns.map((rma) => Number(rma.id))
  const [items, answers] = await Promise.all([
    trx
      .selectFrom('rma_item')
      .select(['rma_id', 'sku', 'name', 'quantity', 'status'])
      .where('rma_id', 'in', ids)
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('rma_attribute_value')
      .select(['rma_id', 'attribute_code', 'value'])
      .where('rma_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ])
  return returns.map(({ id, ...rma }) => ({
    ...rma,
    items: items
      .filter((item) => Number(item.rma_id) === Number(id))
      .map(({ rma_id: _rmaId, ...item }) => item),
    answers: answers
      .filter((answer) => Number(answer.rma_id) === Number(id))
      .map(({ rma_id: _rmaId, ...answer }) => answer),
  }))
}
