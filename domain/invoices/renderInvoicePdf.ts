import type { Kysely, Selectable } from 'kysely'
import type { StoreLocale } from '../../config/stores.ts'
import type { Database, OrderAddressTable, ShopOrderTable } from '../../db/tables.ts'
import { shopperText } from '../shopperText.ts'
import { INVOICE_TEXTS } from './invoiceMessages.ts'
import { invoicedLine, type InvoiceRecord } from './invoiceView.ts'
import { shippingNetLines } from './shippingVat.ts'
import { buyerLines, documentDate, lineDescription } from './taxDocumentParties.ts'
import { renderTaxDocumentPdf } from './taxDocumentPdf.ts'
import { SELLER_BEFORE_SETTINGS } from './documentSeller.ts'

/** Everything an invoice PDF shows: the invoice, its order and the billing address. */
export interface InvoiceDocument {
  record: InvoiceRecord
  order: Selectable<ShopOrderTable>
  billing: Selectable<OrderAddressTable> | null
  /** The order lines that sold gift cards (no VAT until spent). */
  giftCardItemIds: ReadonlySet<number>
}

/**
 * An invoice of an order with what its PDF needs, or null when the order has no invoice of
 * that id. Who may see it is the caller's business (the PDF route checks the owner first).
 */
export async function loadInvoiceDocument(
  db: Kysely<Database>,
  orderId: number,
  invoiceId: number,
): Promise<InvoiceDocument | null> {
  const invoice = await db
    .selectFrom('invoice')
    .selectAll()
    .where('id', '=', invoiceId)
    .where('order_id', '=', orderId)
    .executeTakeFirst()
  if (!invoice) return null
  const [order, items, billing, giftCards] = await Promise.all([
    db.selectFrom('shop_order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow(),
    db.selectFrom('invoice_item').selectAll().where('invoice_id', '=', invoice.id).orderBy('id').execute(),
    db
      .selectFrom('order_address')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('kind', '=', 'billing')
      .executeTakeFirst(),
    db
      .selectFrom('order_item')
      .select('id')
      .where('order_id', '=', orderId)
      .where('giftcard', 'is not', null)
      .execute(),
  ])
  return {
    record: { invoice, items },
    order,
    billing: billing ?? null,
    giftCardItemIds: new Set(giftCards.map((item) => Number(item.id))),
  }
}

/** The file name of an invoice's PDF. */
export function invoicePdfFileName(number: string): string {
  return `invoice-${number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`
}

/**
 * The invoice as an A4 PDF in the store's language (taxDocumentPdf.ts): number, date of issue
 * and of supply (the order was paid, and so the sale made, when it was placed), the order, the
 * seller and the buyer, each line and the shipping with their VAT rate, the VAT per rate, the
 * totals, and what gift cards and store credit paid.
 */
export function renderInvoicePdf(document: InvoiceDocument, locale: StoreLocale): Promise<Buffer> {
  const { record, order, billing, giftCardItemIds } = document
  const { invoice } = record
  const lines = record.items.map((item) => ({
    description: lineDescription(item.name, item.sku, [...item.options, ...item.bundle_options], locale),
    amounts: invoicedLine(item),
  }))
  // One delivery line per rate the shipping was charged at (its VAT follows the goods).
  for (const amounts of shippingNetLines(invoice.shipping_vat))
    lines.push({ description: [shopperText(locale, INVOICE_TEXTS.shipping)], amounts })
  const cardPaid = order.grand_total_cents > 0 && order.grand_total_cents !== invoice.grand_total_cents
  return renderTaxDocumentPdf(
    {
      seller: invoice.seller ?? SELLER_BEFORE_SETTINGS,
      title: `${shopperText(locale, INVOICE_TEXTS.title)} ${invoice.number}`,
      references: [
        [INVOICE_TEXTS.number, invoice.number],
        [INVOICE_TEXTS.date, documentDate(invoice.created_at, locale)],
        [INVOICE_TEXTS.supplyDate, documentDate(order.created_at, locale)],
        [INVOICE_TEXTS.order, order.number],
      ],
      buyer: buyerLines(billing, invoice.buyer_email ?? order.email, locale),
      lines,
      currency: invoice.currency,
      afterTotal: [
        ...(order.gift_card_cents > 0
          ? [[INVOICE_TEXTS.paidWithGiftCards, order.gift_card_cents, false] as const]
          : []),
        ...(order.store_credit_cents > 0
          ? [[INVOICE_TEXTS.paidWithStoreCredit, order.store_credit_cents, false] as const]
          : []),
        ...(cardPaid ? [[INVOICE_TEXTS.paidByCard, order.grand_total_cents, false] as const] : []),
      ].map(([label, cents, bold]) => [label, cents, bold]),
      notes: record.items.some((item) => giftCardItemIds.has(Number(item.order_item_id)))
        ? [INVOICE_TEXTS.giftCardNoVat]
        : [],
    },
    locale,
  )
}
