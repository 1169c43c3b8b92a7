import type { Kysely } from 'kysely'
import { fromCents, type Cents } from '../../pricing/index.ts'
import type { Database } from '../../db/tables.ts'

/**
 * The refunds of an order carried out (not those pending at the provider nor refused), oldest
 * first, as the API answers them (Magento's CreditMemo, with where the money went).
 */
export async function creditMemosOfOrder(
  db: Kysely<Database>,
  orderId: number,
  downloadLink: (creditMemoId: number) => string | null = () => null,
) {
  const memos = await db
    .selectFrom('credit_memo')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('state', '=', 'refunded')
    .orderBy('id')
    .execute()
  if (memos.length === 0) return []
  const [items, card, invoices] = await Promise.all([
    db
      .selectFrom('credit_memo_item')
      .selectAll()
      .where(
        'credit_memo_id',
        'in',
        memos.map((memo) => memo.id),
      )
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_payment')
      .select(['card_brand', 'card_last4'])
      .where('order_id', '=', orderId)
      .executeTakeFirst(),
    db.selectFrom('invoice').select(['id', 'number']).where('order_id', '=', orderId).execute(),
  ])
  return memos.map((memo) => {
    const money = (cents: Cents) => ({ amount: fromCents(cents), currency: memo.currency })
    return {
      id: String(memo.id),
      number: memo.number,
      created_at: memo.created_at.toISOString(),
      items: items
        .filter((item) => item.credit_memo_id === memo.id)
        .map((item) => ({
          id: String(item.id),
          product_name: item.name,
          product_sku: item.sku,
          quantity_refunded: item.quantity,
          amount: money(item.amount_cents),
        })),
      total: {
        subtotal: money(memo.subtotal_cents),
        total_shipping: money(memo.shipping_cents),
        adjustment: money(memo.adjustment_cents),
        total_tax: money(memo.tax_cents),
        grand_total: money(memo.grand_total_cents),
      },
      refunded_to:
        memo.destination === 'store_credit'
          ? { type: 'STORE_CREDIT' as const, card_brand: null, card_last4: null }
          : {
              type: 'PAYMENT' as const,
              card_brand: card?.card_brand ?? null,
              card_last4: card?.card_last4 ?? null,
            },
      downloadLink: downloadLink(Number(memo.id)),
      invoice_number: invoices.find((invoice) => invoice.id === memo.invoice_id)?.number ?? null,
    }
  })
}
