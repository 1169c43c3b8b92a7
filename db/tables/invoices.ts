import type { ColumnType, Generated } from 'kysely'
import type { ColumnsOf } from './columnsOf.ts'

/** An order's invoice (migration 0025): written once, when the paid order is placed; amounts in cents as invoiced. */
export interface InvoiceTable {
  id: Generated<number>
  order_id: number
  number: string
  currency: string
  subtotal_cents: number
  discount_cents: number
  shipping_cents: number
  /** VAT of the lines after their discount, plus the shipping's. */
  tax_cents: number
  shipping_tax_cents: number
  /** The rate of the largest share of the shipping, in percent (migration 0036); `shipping_vat` holds every share. */
  shipping_tax_percent: number
  /** The shipping per VAT rate, as the order charged it (migration 0050). */
  shipping_vat: ColumnType<ShippingVatShare[], string | undefined, string>
  grand_total_cents: number
  created_at: ColumnType<Date, Date | undefined, never>
  /** The buyer's e-mail as issued, kept here when the order's is erased (migration 0056); null: the order's. */
  buyer_email: ColumnType<string | null, never, string>
  /** The seller as issued (migration 0070); null: issued before, the code's values. */
  seller: ColumnType<TaxDocumentSeller | null, string | undefined, never>
}

/**
 * The seller as an invoice or credit memo printed it at issue (migration 0070): the shop's
 * settings of the order's store then. Null for a document issued before: it prints the
 * values the shop had in code, which it printed then.
 */
export interface TaxDocumentSeller {
  legalName: string
  legalForm: string
  /** Share capital in whole euros. */
  shareCapital: number
  address: { streetAddress: string[]; postalCode: string; locality: string; country: string }
  tradeRegisterNumber: string
  vatId: string
  email: string
}

/** A share of a document's shipping charged at one VAT rate: net and VAT in cents. */
export interface ShippingVatShare {
  percent: number
  net: number
  tax: number
}

/** A label and value of an invoiced line's options, as the shopper saw them. */
export interface InvoiceOptionValue {
  label: string
  value: string
}

/** A line of an invoice, frozen when invoiced. */
export interface InvoiceItemTable {
  id: Generated<number>
  invoice_id: number
  order_item_id: number
  sku: string
  name: string
  quantity: number
  unit_price_cents: number
  unit_price_excl_tax_cents: number
  row_total_cents: number
  discount_cents: number
  tax_cents: number
  /** The line's VAT rate in percent, as the order charged it (migration 0036, createInvoice.ts). */
  tax_percent: number
  options: ColumnType<InvoiceOptionValue[], string, string>
  bundle_options: ColumnType<InvoiceOptionValue[], string, string>
}

/** Where a credit memo's money went. */
export type CreditMemoDestination = 'payment' | 'store_credit'

/** Where a credit memo stands: asking the provider, done, or refused by it (then it counts for nothing). */
export type CreditMemoState = 'pending' | 'refunded' | 'failed'

/** A refund of (part of) an order (migration 0025). */
export interface CreditMemoTable {
  id: Generated<number>
  order_id: number
  number: string
  currency: string
  state: CreditMemoState
  destination: CreditMemoDestination
  subtotal_cents: number
  shipping_cents: number
  adjustment_cents: number
  tax_cents: number
  grand_total_cents: number
  payment_refund_id: number | null
  store_credit_movement_id: number | null
  /** The invoice this memo corrects, and the refunded shipping's VAT rate (migration 0036). */
  invoice_id: number | null
  shipping_tax_percent: ColumnType<number, number | undefined, number>
  /** The refunded shipping per VAT rate, in the invoice's proportions (migration 0050). */
  shipping_vat: ColumnType<ShippingVatShare[], string | undefined, string>
  created_at: ColumnType<Date, Date | undefined, never>
  /** Why staff refunded, never shown to the shopper; '' for a shopper's or an older refund (migration 0055). */
  reason: ColumnType<string, string | undefined, string>
  /** The buyer's e-mail as issued, kept here when the order's is erased (migration 0056); null: the order's. */
  buyer_email: ColumnType<string | null, never, string>
  /** The seller as issued (migration 0070); null: issued before, the code's values. */
  seller: ColumnType<TaxDocumentSeller | null, string | undefined, never>
}

/** Pieces of an order line a credit memo refunds. */
export interface CreditMemoItemTable {
  id: Generated<number>
  credit_memo_id: number
  order_item_id: number
  sku: string
  name: string
  quantity: number
  amount_cents: number
  tax_cents: number
  /** The VAT rate in percent, the invoiced line's (migration 0036). */
  tax_percent: number
}

/** The tables of invoices and credit memos, by name. */
export interface InvoiceTables {
  invoice: InvoiceTable
  invoice_item: InvoiceItemTable
  credit_memo: CreditMemoTable
  credit_memo_item: CreditMemoItemTable
}

/**
 * Every column of these tables and whether it may be null: `satisfies` holds the list to the
 * interfaces above, db/tables.test.ts to the migrated database.
 */
export const INVOICE_COLUMNS = {
  invoice: {
    id: 'not null',
    order_id: 'not null',
    number: 'not null',
    currency: 'not null',
    subtotal_cents: 'not null',
    discount_cents: 'not null',
    shipping_cents: 'not null',
    tax_cents: 'not null',
    shipping_tax_cents: 'not null',
    shipping_tax_percent: 'not null',
    shipping_vat: 'not null',
    grand_total_cents: 'not null',
    created_at: 'not null',
    buyer_email: 'null',
    seller: 'null',
  },
  invoice_item: {
    id: 'not null',
    invoice_id: 'not null',
    order_item_id: 'not null',
    sku: 'not null',
    name: 'not null',
    quantity: 'not null',
    unit_price_cents: 'not null',
    unit_price_excl_tax_cents: 'not null',
    row_total_cents: 'not null',
    discount_cents: 'not null',
    tax_cents: 'not null',
    tax_percent: 'not null',
    options: 'not null',
    bundle_options: 'not null',
  },
  credit_memo: {
    id: 'not null',
    order_id: 'not null',
    number: 'not null',
    currency: 'not null',
    state: 'not null',
    destination: 'not null',
    subtotal_cents: 'not null',
    shipping_cents: 'not null',
    adjustment_cents: 'not null',
    tax_cents: 'not null',
    grand_total_cents: 'not null',
    payment_refund_id: 'null',
    store_credit_movement_id: 'null',
    invoice_id: 'null',
    shipping_tax_percent: 'not null',
    shipping_vat: 'not null',
    created_at: 'not null',
    reason: 'not null',
    buyer_email: 'null',
    seller: 'null',
  },
  credit_memo_item: {
    id: 'not null',
    credit_memo_id: 'not null',
    order_item_id: 'not null',
    sku: 'not null',
    name: 'not null',
    quantity: 'not null',
    amount_cents: 'not null',
    tax_cents: 'not null',
    tax_percent: 'not null',
  },
} as const satisfies ColumnsOf<InvoiceTables>
