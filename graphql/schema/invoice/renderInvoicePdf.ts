import PDFDocument from 'pdfkit'
import type { Kysely, Selectable } from 'kysely'
import { fromCents, type Cents } from '../../../pricing/index.ts'
import type { StoreLocale } from '../../../config/stores.ts'
import type { Database, OrderAddressTable, ShopOrderTable } from '../../db/tables.ts'
import { BRAND_DOMAIN, CONTACT } from '../shop/shopConfig.ts'
import { shopperText } from '../shopperText.ts'
import { INVOICE_TEXTS } from './invoiceMessages.ts'
import { invoiceLineTotal, optionText, type InvoiceRecord } from './invoiceView.ts'
import { formatInvoiceMoney, shopLegalDetails } from './shopLegalDetails.ts'

/** Everything an invoice PDF shows: the invoice, its order and the billing address. */
export interface InvoiceDocument {
  record: InvoiceRecord
  order: Selectable<ShopOrderTable>
  billing: Selectable<OrderAddressTable> | null
}

/**
 * An invoice of an order with what its PDF needs, or null when the order has no invoice of
 * that id. Who may see it is the caller's business (the PDF route checks the owner first).
 */
export async function loadInvoiceDocument(db: Kysely<Database>, orderId: number, invoiceId: number): Promise<InvoiceDocument | null> {
  const invoice = await db.selectFrom('invoice').selectAll().where('id', '=', invoiceId).where('order_id', '=', orderId).executeTakeFirst()
  if (!invoice) return null
  const [order, items, billing] = await Promise.all([
    db.selectFrom('shop_order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow(),
    db.selectFrom('invoice_item').selectAll().where('invoice_id', '=', invoice.id).orderBy('id').execute(),
    db.selectFrom('order_address').selectAll().where('order_id', '=', orderId).where('kind', '=', 'billing').executeTakeFirst(),
  ])
  return { record: { invoice, items }, order, billing: billing ?? null }
}

/** The file name of an invoice's PDF. */
export function invoicePdfFileName(number: string): string {
  return `invoice-${number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`
}

// PDF standard fonts are WinAnsi: French number formats' narrow no-break space is not in it.
const pdfSafe = (text: string) => text.replace(/\u202f/g, '\u00a0')

/**
 * The invoice as an A4 PDF in the store's language, with its number, dates and money in the
 * locale's formats (`12,50 €` in fr-FR, `€12.50` in en-GB), the seller's legal details, the
 * billing address, every line with its prices excluding and including VAT, and the totals.
 */
export function renderInvoicePdf(document: InvoiceDocument, locale: StoreLocale): Promise<Buffer> {
  const { record, order, billing } = document
  const { invoice } = record
  const text = (message: (typeof INVOICE_TEXTS)[keyof typeof INVOICE_TEXTS]) => shopperText(locale, message)
  const money = (cents: Cents) => pdfSafe(formatInvoiceMoney(fromCents(cents), invoice.currency, locale))
  const date = (value: Date) => pdfSafe(new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(value))
  const seller = shopLegalDetails(locale)
  const title = `${text(INVOICE_TEXTS.title)} ${invoice.number}`
  const doc = new PDFDocument({ size: 'A4', margin: 48, lang: locale, displayTitle: true, info: { Title: title, Author: seller.name, Subject: title } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right

  doc.font('Helvetica-Bold').fontSize(11).text(seller.name, left, 48)
  doc.font('Helvetica').fontSize(9).text([seller.legalForm, ...seller.address, CONTACT.email, BRAND_DOMAIN].join('\n'))
  const sellerBottom = doc.y
  doc.font('Helvetica-Bold').fontSize(20).text(title, left, 48, { width, align: 'right' })
  doc.font('Helvetica').fontSize(10).text([`${text(INVOICE_TEXTS.date)}: ${date(invoice.created_at)}`, `${text(INVOICE_TEXTS.order)}: ${order.number}`, `${text(INVOICE_TEXTS.orderDate)}: ${date(order.created_at)}`].join('\n'), { width, align: 'right' })
  // The seller (left) and the invoice's references (right) stand side by side: go on below both.
  doc.y = Math.max(doc.y, sellerBottom)

  doc.moveDown(2).font('Helvetica-Bold').fontSize(10).text(text(INVOICE_TEXTS.billedTo), left)
  if (billing) {
    const lines = [[billing.firstname, billing.lastname].join(' '), billing.company, billing.street, billing.street_extra, `${billing.postcode} ${billing.city}`, new Intl.DisplayNames([locale], { type: 'region' }).of(billing.country_code) ?? billing.country_code]
    doc.font('Helvetica').text(lines.filter((line) => line !== '').join('\n'))
  }
  doc.text(order.email)

  doc.moveDown(1.5).fontSize(9)
  doc.table({
    columnStyles: ['*', 40, 80, 80, 60, 80],
    defaultStyle: { border: 0.5, borderColor: '#d6d6d6', padding: 4 },
    rowStyles: (row) => (row === 0 ? { backgroundColor: '#fff3ed' } : undefined),
    data: [
      [INVOICE_TEXTS.item, INVOICE_TEXTS.quantity, INVOICE_TEXTS.unitExclTax, INVOICE_TEXTS.unitInclTax, INVOICE_TEXTS.tax, INVOICE_TEXTS.lineTotal].map((heading) => ({ text: text(heading), type: 'TH' as const, font: { src: 'Helvetica-Bold' } })),
      ...record.items.map((item) => [
        pdfSafe([item.name, `${text(INVOICE_TEXTS.sku)}: ${item.sku}`, ...item.options.map(optionText), ...item.bundle_options.map(optionText)].join('\n')),
        { text: String(item.quantity), align: { x: 'right' as const, y: 'top' as const } },
        { text: money(item.unit_price_excl_tax_cents), align: { x: 'right' as const, y: 'top' as const } },
        { text: money(item.unit_price_cents), align: { x: 'right' as const, y: 'top' as const } },
        { text: money(item.tax_cents), align: { x: 'right' as const, y: 'top' as const } },
        { text: money(invoiceLineTotal(item)), align: { x: 'right' as const, y: 'top' as const } },
      ]),
    ],
  })

  const totals: [string, string, boolean][] = [
    [text(INVOICE_TEXTS.subtotal), money(invoice.subtotal_cents), false],
    ...(invoice.discount_cents > 0 ? [[text(INVOICE_TEXTS.discount), money(-invoice.discount_cents), false] as [string, string, boolean]] : []),
    [text(INVOICE_TEXTS.shipping), money(invoice.shipping_cents), false],
    [text(INVOICE_TEXTS.grandTotal), money(invoice.grand_total_cents), true],
    [text(INVOICE_TEXTS.taxIncluded), money(invoice.tax_cents), false],
    ...(order.gift_card_cents > 0 ? [[text(INVOICE_TEXTS.paidWithGiftCards), money(order.gift_card_cents), false] as [string, string, boolean]] : []),
    ...(order.store_credit_cents > 0 ? [[text(INVOICE_TEXTS.paidWithStoreCredit), money(order.store_credit_cents), false] as [string, string, boolean]] : []),
    ...(order.grand_total_cents > 0 && order.grand_total_cents !== invoice.grand_total_cents ? [[text(INVOICE_TEXTS.paidByCard), money(order.grand_total_cents), false] as [string, string, boolean]] : []),
  ]
  doc.moveDown(1)
  for (const [label, amount, bold] of totals) {
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10)
    doc.text(label, left + width - 300, y, { width: 180, align: 'right' })
    doc.text(amount, left + width - 110, y, { width: 110, align: 'right' })
  }
  if (record.items.some((item) => item.tax_cents === 0 && item.unit_price_cents === item.unit_price_excl_tax_cents && item.unit_price_cents > 0)) {
    doc.moveDown(1).font('Helvetica').fontSize(8).text(text(INVOICE_TEXTS.giftCardNoVat), left, doc.y, { width })
  }

  doc.moveDown(3).font('Helvetica').fontSize(8).fillColor('#595959').text(pdfSafe([`${seller.name} – ${seller.legalForm} · ${seller.shareCapital}`, `${seller.registration} · ${seller.vatId}`].join('\n')), left, doc.y, { width, align: 'center' })
  doc.end()
  return done
}
