import { sql, type Transaction } from 'kysely'
import type { Cents, VatAtRate } from '../../pricing/index.ts'
import type { Database, InvoiceOptionValue } from '../../db/tables.ts'
import { netLine } from './taxDocumentAmounts.ts'
import { sellerToIssue } from './documentSeller.ts'

/** A line as invoiced: the order line it bills, its gross amounts in cents, its VAT rate and the VAT the order charged on it. */
export interface InvoiceLineInput {
  orderItemId: number
  sku: string
  name: string
  quantity: number
  unitPriceCents: Cents
  rowTotalCents: Cents
  discountCents: Cents
  taxPercent: number
  /** The order line's VAT (`order_item.tax_cents`): the invoice states it as charged. */
  taxCents: Cents
  options: InvoiceOptionValue[]
  bundleOptions: InvoiceOptionValue[]
}

/** What an invoice bills: its lines and the order's totals (gross), and the shipping per VAT rate as the order charged it. */
export interface InvoiceInput {
  orderId: number
  currency: string
  lines: InvoiceLineInput[]
  subtotalCents: Cents
  discountCents: Cents
  shippingCents: Cents
  /** The shipping's shares per rate (`OrderTotals.shippingVat`, or `shippingAtRates`): one delivery line per rate. */
  shippingVat: readonly VatAtRate[]
  grandTotalCents: Cents
  /** The date of issue; now by default (the seed dates its demo orders' invoices in the past). */
  issuedAt?: Date
}

/** The shape of invoice numbers: `INV-` and at least six digits of `invoice_number_seq`. */
export function invoiceNumber(sequenceValue: string): string {
  return `INV-${sequenceValue.padStart(6, '0')}`
}

/**
 * Writes the invoice of a paid order with its lines, inside the transaction that places the
 * order (pass it as `trx`), so an order and its invoice exist together or not at all. The
 * number is drawn from `invoice_number_seq`: never twice, and lost only when that transaction
 * rolls back. `invoice.order_id` is unique, so an order never gets a second invoice.
 * Each line and each share of the shipping carries the VAT the order charged on it, so the
 * invoice's VAT per rate and in total are the order's to the cent; the invoice's VAT is theirs.
 */
export async function createInvoice(
  trx: Transaction<Database>,
  input: InvoiceInput,
): Promise<{ id: number; number: string }> {
  const { rows } = await sql<{ value: string }>`select nextval('invoice_number_seq')::text as value`.execute(
    trx,
  )
  const number = invoiceNumber(rows[0]!.value)
  const lines = input.lines.map((line) => ({ line, net: netLine(line) }))
  const shippingTaxCents = input.shippingVat.reduce((sum, share) => sum + share.tax, 0)
  // The rate of the largest share, for readers of the single-rate column written before 0050.
  const mainShippingRate =
    [...input.shippingVat].sort((a, b) => b.net + b.tax - (a.net + a.tax))[0]?.percent ?? 0
  const order = await trx
    .selectFrom('shop_order')
    .select('store_key')
    .where('id', '=', input.orderId)
    .executeTakeFirstOrThrow()
  const invoice = await trx
    .insertInto('invoice')
    .values({
      order_id: input.orderId,
      number,
      currency: input.currency,
      subtotal_cents: input.subtotalCents,
      discount_cents: input.discountCents,
      shipping_cents: input.shippingCents,
      tax_cents: lines.reduce((sum, { net }) => sum + net.taxCents, shippingTaxCents),
      shipping_tax_cents: shippingTaxCents,
      shipping_tax_percent: mainShippingRate,
      shipping_vat: JSON.stringify(input.shippingVat.map(({ percent, net, tax }) => ({ percent, net, tax }))),
      grand_total_cents: input.grandTotalCents,
      seller: await sellerToIssue(trx, order.store_key),
      ...(input.issuedAt ? { created_at: input.issuedAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const invoiceId = Number(invoice.id)
  if (lines.length > 0) {
    await trx
      .insertInto('invoice_item')
      .values(
        lines.map(({ line, net }) => ({
          invoice_id: invoiceId,
          order_item_id: line.orderItemId,
          sku: line.sku,
          name: line.name,
          quantity: line.quantity,
          unit_price_cents: line.unitPriceCents,
          unit_price_excl_tax_cents: Math.round(net.unitPriceExclTax),
          row_total_cents: line.rowTotalCents,
          discount_cents: line.discountCents,
          tax_cents: net.taxCents,
          tax_percent: line.taxPercent,
          options: JSON.stringify(line.options),
          bundle_options: JSON.stringify(line.bundleOptions),
        })),
      )
      .execute()
  }
  return { id: invoiceId, number }
}
