import type { Kysely, Selectable } from 'kysely'
import type { StoreLocale } from '../../config/stores.ts'
import type {
  CreditMemoItemTable,
  CreditMemoTable,
  Database,
  InvoiceTable,
  OrderAddressTable,
  ShopOrderTable,
} from '../../db/tables.ts'
import { shopperText } from '../shopperText.ts'
import { INVOICE_TEXTS } from './invoiceMessages.ts'
import { shippingNetLines } from './shippingVat.ts'
import { netLine } from './taxDocumentAmounts.ts'
import { buyerLines, documentDate, lineDescription } from './taxDocumentParties.ts'
import { renderTaxDocumentPdf, type TaxDocument } from './taxDocumentPdf.ts'
import { SELLER_BEFORE_SETTINGS } from './documentSeller.ts'

type Reference = TaxDocument['references'][number]

/** Everything a credit memo PDF shows: the memo and its lines (with the unit price they were sold at), the order, the invoice it corrects, the billing address. */
export interface CreditMemoDocument {
  memo: Selectable<CreditMemoTable>
  items: (Selectable<CreditMemoItemTable> & { unit_price_cents: number })[]
  order: Selectable<ShopOrderTable>
  invoice: Selectable<InvoiceTable> | null
  billing: Selectable<OrderAddressTable> | null
}

/** A credit memo carried out of an order, with what its PDF needs, or null (unknown, another order's, pending or refused). */
export async function loadCreditMemoDocument(
  db: Kysely<Database>,
  orderId: number,
  memoId: number,
): Promise<CreditMemoDocument | null> {
  const memo = await db
    .selectFrom('credit_memo')
    .selectAll()
    .where('id', '=', memoId)
    .where('order_id', '=', orderId)
    .where('state', '=', 'refunded')
    .executeTakeFirst()
  if (!memo) return null
  const [order, items, invoice, billing] = await Promise.all([
    db.selectFrom('shop_order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow(),
    db
      .selectFrom('credit_memo_item')
      .innerJoin('order_item', 'order_item.id', 'credit_memo_item.order_item_id')
      .selectAll('credit_memo_item')
      .select('order_item.unit_price_cents')
      .where('credit_memo_id', '=', memo.id)
      .orderBy('credit_memo_item.id')
      .execute(),
    memo.invoice_id === null
      ? undefined
      : db.selectFrom('invoice').selectAll().where('id', '=', memo.invoice_id).executeTakeFirst(),
    db
      .selectFrom('order_address')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('kind', '=', 'billing')
      .executeTakeFirst(),
  ])
  return { memo, items, order, invoice: invoice ?? null, billing: billing ?? null }
}

/** The file name of a credit memo's PDF. */
export function creditMemoPdfFileName(number: string): string {
  return `credit-memo-${number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`
}

/**
 * The credit memo as an A4 PDF in the store's language, laid out as the invoice it corrects
 * (its number and date named, art. 219 and 226 (10)): the pieces refunded at what they cost
 * after their discount, the shipping refunded, each with its VAT rate, the VAT per rate, the
 * totals, an adjustment (outside VAT) and where the money went.
 */
export function renderCreditMemoPdf(document: CreditMemoDocument, locale: StoreLocale): Promise<Buffer> {
  const { memo, items, order, invoice, billing } = document
  const lines = items.map((item) => ({
    description: lineDescription(item.name, item.sku, [], locale),
    amounts: netLine({
      quantity: item.quantity,
      unitPriceCents: item.unit_price_cents,
      rowTotalCents: item.unit_price_cents * item.quantity,
      discountCents: item.unit_price_cents * item.quantity - item.amount_cents,
      taxPercent: item.tax_percent,
      taxCents: item.tax_cents,
    }),
  }))
  // The refunded shipping, one line per rate as invoiced.
  for (const amounts of shippingNetLines(memo.shipping_vat))
    lines.push({ description: [shopperText(locale, INVOICE_TEXTS.shipping)], amounts })
  return renderTaxDocumentPdf(
    {
      seller: memo.seller ?? SELLER_BEFORE_SETTINGS,
      title: `${shopperText(locale, INVOICE_TEXTS.creditMemoTitle)} ${memo.number}`,
      references: [
        [INVOICE_TEXTS.creditMemoDate, documentDate(memo.created_at, locale)],
        ...(invoice
          ? [
              [INVOICE_TEXTS.correctedInvoice, invoice.number] satisfies Reference,
              [
                INVOICE_TEXTS.correctedInvoiceDate,
                documentDate(invoice.created_at, locale),
              ] satisfies Reference,
            ]
          : []),
        [INVOICE_TEXTS.order, order.number],
      ],
      buyer: buyerLines(billing, memo.buyer_email ?? order.email, locale),
      lines,
      currency: memo.currency,
      afterTotal: [
        ...(memo.adjustment_cents !== 0
          ? [[INVOICE_TEXTS.adjustment, memo.adjustment_cents, false] as const]
          : []),
        [INVOICE_TEXTS.totalRefunded, memo.grand_total_cents, true] as const,
      ].map(([label, cents, bold]) => [label, cents, bold]),
      notes: [
        memo.destination === 'store_credit'
          ? INVOICE_TEXTS.refundedToStoreCredit
          : INVOICE_TEXTS.refundedToPayment,
      ],
    },
    locale,
  )
}
