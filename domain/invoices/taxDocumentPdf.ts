import type { MessageDescriptor } from '@lingui/core'
import { fromCents, type Cents } from '../../pricing/index.ts'
import type { StoreLocale } from '../../config/stores.ts'
import { PDF_FONT, loadPdfFonts } from '../pdf/pdfFonts.ts'
import { BRAND_DOMAIN } from '../../config/shopConfig.ts'
import type { TaxDocumentSeller } from '../../db/tables.ts'
import { shopperText } from '../shopperText.ts'
import { INVOICE_TEXTS } from './invoiceMessages.ts'
import { formatInvoiceMoney, formatInvoiceUnitPrice, labelled, shopLegalDetails } from './shopLegalDetails.ts'
import { vatSummary, type NetLine } from './taxDocumentAmounts.ts'

/** A line of an invoice or credit memo: what it is (name, sku, options) and its amounts without VAT. */
export interface TaxDocumentLine {
  description: string[]
  amounts: NetLine
}

/**
 * What an invoice or a credit memo states (VAT Directive art. 226), in the store's language:
 * its title and references (number, dates, order, the invoice a memo corrects), the buyer,
 * lines (the shipping one of them), then what was paid or refunded besides.
 */
export interface TaxDocument {
  title: string
  references: [MessageDescriptor, string][]
  buyer: string[]
  lines: TaxDocumentLine[]
  currency: string
  /** Rows after the total including VAT: an adjustment, what gift cards or store credit paid… */
  afterTotal: [MessageDescriptor, Cents, boolean][]
  notes: MessageDescriptor[]
  /** The seller as the document was issued by (its `seller` column). */
  seller: TaxDocumentSeller
}

/**
 * An invoice or a credit memo as an A4 PDF in `locale`: the seller's legal details, the
 * references, the buyer, a table of lines (quantity, unit price excluding VAT, discount, VAT
 * rate, amount excluding VAT), the VAT per rate, and the totals excluding and including VAT,
 * so that every figure adds up as printed. Names print in any Latin, Greek or Cyrillic script
 * (pdfFonts.ts); anything else prints as a visible box.
 */
export async function renderTaxDocumentPdf(document: TaxDocument, locale: StoreLocale): Promise<Buffer> {
  // pdfkit and the fonts are loaded by the first document, not at start-up.
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), loadPdfFonts()])
  const pdfFontText = fonts.text
  const text = (message: MessageDescriptor) => shopperText(locale, message)
  const money = (cents: Cents) => pdfFontText(formatInvoiceMoney(fromCents(cents), document.currency, locale))
  const unitPrice = (cents: number) =>
    pdfFontText(formatInvoiceUnitPrice(cents / 100, document.currency, locale))
  const percent = (value: number) =>
    pdfFontText(
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100),
    )
  const seller = shopLegalDetails(locale, document.seller)
  const title = pdfFontText(document.title)
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    lang: locale,
    displayTitle: true,
    info: { Title: title, Author: seller.name, Subject: title },
  })
  fonts.register(doc)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const right = { x: 'right' as const, y: 'top' as const }

  doc
    .font(PDF_FONT.bold)
    .fontSize(11)
    .text(pdfFontText(seller.name), left, 48, { width: width / 2 })
  doc
    .font(PDF_FONT.regular)
    .fontSize(9)
    .text(
      pdfFontText([seller.legalForm, ...seller.address, seller.vatId, seller.email, BRAND_DOMAIN].join('\n')),
      { width: width / 2 },
    )
  const sellerBottom = doc.y
  doc.font(PDF_FONT.bold).fontSize(18).text(title, left, 48, { width, align: 'right' })
  doc
    .font(PDF_FONT.regular)
    .fontSize(10)
    .text(
      pdfFontText(
        document.references.map(([label, value]) => labelled(locale, text(label), value)).join('\n'),
      ),
      { width, align: 'right' },
    )
  // The seller (left) and the references (right) stand side by side: go on below both.
  doc.y = Math.max(doc.y, sellerBottom)

  doc.moveDown(1.5).font(PDF_FONT.bold).fontSize(10).text(text(INVOICE_TEXTS.billedTo), left)
  doc.font(PDF_FONT.regular).text(pdfFontText(document.buyer.join('\n')))

  doc.moveDown(1.5).fontSize(8.5)
  const cell = (value: string) => ({ text: value, align: right })
  doc.table({
    columnStyles: ['*', 36, 70, 66, 46, 74],
    defaultStyle: { border: 0.5, borderColor: '#d6d6d6', padding: 4 },
    rowStyles: (row) => (row === 0 ? { backgroundColor: '#fff3ed' } : undefined),
    data: [
      [
        INVOICE_TEXTS.item,
        INVOICE_TEXTS.quantity,
        INVOICE_TEXTS.unitExclTax,
        INVOICE_TEXTS.discountExclTax,
        INVOICE_TEXTS.taxRate,
        INVOICE_TEXTS.amountExclTax,
      ].map((heading) => ({ text: text(heading), type: 'TH' as const, font: { src: PDF_FONT.bold } })),
      ...document.lines.map(({ description, amounts }) => [
        pdfFontText(description.join('\n')),
        cell(String(amounts.quantity)),
        cell(unitPrice(amounts.unitPriceExclTax)),
        cell(amounts.discountExclTaxCents === 0 ? '–' : money(-amounts.discountExclTaxCents)),
        cell(percent(amounts.taxPercent)),
        cell(money(amounts.netCents)),
      ]),
    ],
  })

  const summary = vatSummary(document.lines.map((line) => line.amounts))
  doc.moveDown(1).font(PDF_FONT.bold).fontSize(10).text(text(INVOICE_TEXTS.vatSummary), left)
  doc.moveDown(0.3).font(PDF_FONT.regular).fontSize(8.5)
  doc.table({
    columnStyles: ['*', 90, 90, 90],
    defaultStyle: { border: 0.5, borderColor: '#d6d6d6', padding: 4 },
    rowStyles: (row) => (row === 0 ? { backgroundColor: '#fff3ed' } : undefined),
    data: [
      [
        INVOICE_TEXTS.taxRate,
        INVOICE_TEXTS.taxableAmount,
        INVOICE_TEXTS.vatAmount,
        INVOICE_TEXTS.amountInclTax,
      ].map((heading) => ({ text: text(heading), type: 'TH' as const, font: { src: PDF_FONT.bold } })),
      ...summary.map((row) => [
        percent(row.taxPercent),
        cell(money(row.netCents)),
        cell(money(row.taxCents)),
        cell(money(row.grossCents)),
      ]),
    ],
  })

  const sum = (pick: (row: (typeof summary)[number]) => Cents) =>
    summary.reduce((total, row) => total + pick(row), 0)
  const totals: [string, string, boolean][] = [
    [text(INVOICE_TEXTS.totalExclTax), money(sum((row) => row.netCents)), false],
    [text(INVOICE_TEXTS.totalTax), money(sum((row) => row.taxCents)), false],
    [text(INVOICE_TEXTS.totalInclTax), money(sum((row) => row.grossCents)), true],
    ...document.afterTotal.map(([label, cents, bold]): [string, string, boolean] => [
      text(label),
      money(cents),
      bold,
    ]),
  ]
  doc.moveDown(1)
  for (const [label, amount, bold] of totals) {
    const y = doc.y
    doc.font(bold ? PDF_FONT.bold : PDF_FONT.regular).fontSize(bold ? 11 : 10)
    doc.text(label, left + width - 330, y, { width: 210, align: 'right' })
    doc.text(amount, left + width - 110, y, { width: 110, align: 'right' })
  }
  for (const note of document.notes)
    doc.moveDown(1).font(PDF_FONT.regular).fontSize(8).text(text(note), left, doc.y, { width })

  doc
    .moveDown(3)
    .font(PDF_FONT.regular)
    .fontSize(8)
    .fillColor('#595959')
    .text(
      pdfFontText(
        [
          `${seller.name} – ${seller.legalForm} · ${seller.shareCapital}`,
          `${seller.registration} · ${seller.vatId}`,
        ].join('\n'),
      ),
      left,
      doc.y,
      { width, align: 'center' },
    )
  doc.end()
  return done
}
