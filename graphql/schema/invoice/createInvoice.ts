import { sql, type Transaction } from 'kysely'
import type { Cents } from '../../../pricing/index.ts'
import type { Database, InvoiceOptionValue } from '../../db/tables.ts'

/** A line as invoiced: the order line it bills and its amounts in cents (gross unless named otherwise). */
export interface InvoiceLineInput {
  orderItemId: number
  sku: string
  name: string
  quantity: number
  unitPriceCents: Cents
  unitPriceExclTaxCents: Cents
  rowTotalCents: Cents
  discountCents: Cents
  taxCents: Cents
  options: InvoiceOptionValue[]
  bundleOptions: InvoiceOptionValue[]
}

/** What an invoice bills: its lines and the order's totals. */
export interface InvoiceInput {
  orderId: number
  currency: string
  lines: InvoiceLineInput[]
  subtotalCents: Cents
  discountCents: Cents
  shippingCents: Cents
  taxCents: Cents
  shippingTaxCents: Cents
  grandTotalCents: Cents
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
 */
export async function createInvoice(trx: Transaction<Database>, input: InvoiceInput): Promise<{ id: number; number: string }> {
  const { rows } = await sql<{ value: string }>`select nextval('invoice_number_seq')::text as value`.execute(trx)
  const number = invoiceNumber(rows[0]!.value)
  const invoice = await trx
    .insertInto('invoice')
    .values({
      order_id: input.orderId,
      number,
      currency: input.currency,
      subtotal_cents: input.subtotalCents,
      discount_cents: input.discountCents,
      shipping_cents: input.shippingCents,
      tax_cents: input.taxCents,
      shipping_tax_cents: input.shippingTaxCents,
      grand_total_cents: input.grandTotalCents,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const invoiceId = Number(invoice.id)
  if (input.lines.length > 0) {
    await trx
      .insertInto('invoice_item')
      .values(
        input.lines.map((line) => ({
          invoice_id: invoiceId,
          order_item_id: line.orderItemId,
          sku: line.sku,
          name: line.name,
          quantity: line.quantity,
          unit_price_cents: line.unitPriceCents,
          unit_price_excl_tax_cents: line.unitPriceExclTaxCents,
          row_total_cents: line.rowTotalCents,
          discount_cents: line.discountCents,
          tax_cents: line.taxCents,
          options: JSON.stringify(line.options),
          bundle_options: JSON.stringify(line.bundleOptions),
        })),
      )
      .execute()
  }
  return { id: invoiceId, number }
}
