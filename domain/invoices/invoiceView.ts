import type { Kysely, Selectable } from 'kysely'
import { fromCents, type Cents } from '../../pricing/index.ts'
import type { Database, InvoiceItemTable, InvoiceOptionValue, InvoiceTable } from '../../db/tables.ts'
import { shippingNetLines } from './shippingVat.ts'
import { netLine, vatSummary, type NetLine } from './taxDocumentAmounts.ts'

/** An invoice row with its lines. */
export interface InvoiceRecord {
  invoice: Selectable<InvoiceTable>
  items: Selectable<InvoiceItemTable>[]
}

/** The invoices of an order with their lines, oldest first. */
export async function invoicesOfOrder(db: Kysely<Database>, orderId: number): Promise<InvoiceRecord[]> {
  const invoices = await db
    .selectFrom('invoice')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
  if (invoices.length === 0) return []
  const items = await db
    .selectFrom('invoice_item')
    .selectAll()
    .where(
      'invoice_id',
      'in',
      invoices.map((invoice) => invoice.id),
    )
    .orderBy('id')
    .execute()
  return invoices.map((invoice) => ({
    invoice,
    items: items.filter((item) => item.invoice_id === invoice.id),
  }))
}

/** `Label: value`, as a line shows an option. */
export function optionText(option: InvoiceOptionValue): string {
  return `${option.label}: ${option.value}`
}

/** An invoiced line as the invoice states it, without VAT (netLine), from what was written: the PDF and the invoice page show the same figures. */
export function invoicedLine(item: Selectable<InvoiceItemTable>): NetLine {
  return netLine({
    quantity: item.quantity,
    unitPriceCents: item.unit_price_cents,
    rowTotalCents: item.row_total_cents,
    discountCents: item.discount_cents,
    taxPercent: item.tax_percent,
    taxCents: item.tax_cents,
  })
}

/** A line's total as invoiced: gross, after its discount. */
export function invoiceLineTotal(item: Selectable<InvoiceItemTable>): Cents {
  return item.row_total_cents - item.discount_cents
}

/**
 * An invoice as the API answers it: Magento's fields and the storefront's, every amount as
 * invoiced. `discountLabel` names the order's discount; `downloadLink` is where its owner gets the PDF.
 */
export function invoiceView(
  record: InvoiceRecord,
  options: { discountLabel: string; downloadLink: string | null },
) {
  const { invoice } = record
  const money = (cents: Cents) => ({ amount: fromCents(cents), currency: invoice.currency })
  const discounts = (cents: Cents) =>
    cents > 0 ? [{ label: options.discountLabel, amount: money(cents) }] : []
  const created = invoice.created_at.toISOString()
  const lines = record.items.map(invoicedLine)
  const shipping = shippingNetLines(invoice.shipping_vat)
  return {
    id: String(invoice.id),
    number: invoice.number,
    created_at: created,
    creationDate: created,
    items: record.items.map((item, index) => ({
      id: String(item.id),
      product_name: item.name,
      product_sku: item.sku,
      product_sale_price: money(item.unit_price_cents),
      quantity_invoiced: item.quantity,
      discounts: discounts(item.discount_cents),
      name: item.name,
      sku: item.sku,
      priceInclTax: money(item.unit_price_cents),
      priceExclTax: { amount: lines[index]!.unitPriceExclTax / 100, currency: invoice.currency },
      quantity: item.quantity,
      discountExclTax: money(lines[index]!.discountExclTaxCents),
      amountExclTax: money(lines[index]!.netCents),
      taxAmount: money(item.tax_cents),
      taxPercent: item.tax_percent,
      subtotal: money(invoiceLineTotal(item)),
      options: item.options.map(optionText),
      bundleOptions: item.bundle_options.map(optionText),
    })),
    total: {
      subtotal: money(invoice.subtotal_cents),
      discounts: discounts(invoice.discount_cents),
      total_tax: money(invoice.tax_cents),
      total_shipping: money(invoice.shipping_cents),
      grand_total: money(invoice.grand_total_cents),
    },
    totals: {
      shippingAmount: money(invoice.shipping_cents),
      taxAmount: money(invoice.tax_cents),
      discount: money(invoice.discount_cents),
      subtotal: money(invoice.subtotal_cents),
      grandTotal: money(invoice.grand_total_cents),
    },
    shippingLines: shipping.map((line) => ({
      taxPercent: line.taxPercent,
      amountExclTax: money(line.netCents),
      taxAmount: money(line.taxCents),
      amountInclTax: money(line.grossCents),
    })),
    vatSummary: vatSummary([...lines, ...shipping]).map((row) => ({
      taxPercent: row.taxPercent,
      taxableAmount: money(row.netCents),
      taxAmount: money(row.taxCents),
      amountInclTax: money(row.grossCents),
    })),
    downloadLink: options.downloadLink,
  }
}

/** The store-relative path of an invoice's PDF. */
export function invoicePdfPath(orderId: number | string, invoiceId: number | string): string {
  return `/user/orders/${orderId}/invoice/${invoiceId}/pdf`
}

/** The store-relative path of a credit memo's PDF. */
export function creditMemoPdfPath(orderId: number | string, creditMemoId: number | string): string {
  return `/user/orders/${orderId}/refunds/${creditMemoId}/pdf`
}
