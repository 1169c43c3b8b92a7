import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import { fromCents, type Cents, type VatAtRate } from '../../pricing/index.ts'
import { STORE_DEFINITIONS, type Store, type StoreKey } from '../../config/stores.ts'
import type { CreditMemoDestination, CreditMemoTable, Database, ShopOrderTable } from '../../db/tables.ts'
import type { PaymentService } from '../payments/paymentService.ts'
import { creditStoreCredit } from '../storecredit/storeCredit.ts'
import { revokeLinksOfCreditMemo } from '../downloads/purchasedLinks.ts'
import { enqueueEmail } from '../email/enqueueEmail.ts'
import { refundedShippingVat } from './shippingVat.ts'
import { orderShippingVat, type OrderLineVat } from '../orders/orderShippingVat.ts'
import { destinationVat } from '../checkout/destinationVat.ts'
import { sellerToIssue } from './documentSeller.ts'

/** Why a refund was refused (nothing was refunded then). */
export type RefundRefusalCode =
  | 'ORDER_NOT_FOUND'
  | 'ITEM_NOT_FOUND'
  | 'QUANTITY_TOO_LARGE'
  | 'NOTHING_TO_REFUND'
  | 'AMOUNT_TOO_LARGE'
  | 'NO_PAYMENT'
  | 'STORE_CREDIT_NEEDS_CUSTOMER'
  | 'PAYMENT_REFUND_FAILED'

/** A refund the shop will not make, with its reason. */
export class RefundRefused extends Error {
  readonly code: RefundRefusalCode

  constructor(code: RefundRefusalCode) {
    super(`refund refused: ${code}`)
    this.code = code
  }
}

/** Pieces to refund: an order line by its sku (the product's or the variant's) and how many. */
export interface RefundItemInput {
  sku: string
  quantity: number
}

/** What to refund of an order, and where the money goes. */
export interface RefundOrderInput {
  orderId: number
  /** The pieces to refund; omitted: every piece not refunded yet. */
  items?: RefundItemInput[]
  /** Refund the shipping not refunded yet; by default only when `items` is omitted (a full refund). */
  shipping?: boolean
  /** Cents added to (positive) or kept from (negative) the refund. */
  adjustmentCents?: Cents
  /** To the customer's store credit instead of the payment method. */
  toStoreCredit: boolean
  /** Whether the "your refund" e-mail is sent (the seed's demo refund sends none). */
  notify?: boolean
  /** Why, as staff wrote it (kept on the memo, never shown to the shopper); '' when none. */
  reason?: string
}

/** What refundOrder needs: the database, the payment service (for refunds to the payment method) and the stores (for the e-mail). */
export interface RefundDependencies {
  db: Kysely<Database>
  payments: PaymentService | null
  stores: readonly Store[]
}

/** A credit memo carried out. */
export interface RefundOutcome {
  creditMemoId: number
  number: string
  destination: CreditMemoDestination
  totalCents: Cents
  /** The customer's store credit after a refund to it. */
  storeCreditBalanceCents: Cents | null
}

/** The shape of credit memo numbers: `CM-` and at least six digits of `credit_memo_number_seq`. */
export function creditMemoNumber(sequenceValue: string): string {
  return `CM-${sequenceValue.padStart(6, '0')}`
}

/** The part of `total` that pieces `from`…`from + count` of `pieces` carry: shares of all pieces add up to `total` exactly. */
export function pieceShare(total: Cents, pieces: number, from: number, count: number): Cents {
  return Math.round((total * (from + count)) / pieces) - Math.round((total * from) / pieces)
}

interface PlannedLine {
  orderItemId: number
  sku: string
  name: string
  quantity: number
  amountCents: Cents
  taxCents: Cents
  taxPercent: number
}

/**
 * Refunds (part of) an order and records it as a credit memo: which pieces (each at what it
 * cost after its discount), the shipping, an adjustment, and where the money went.
 *
 * - To **store credit** (customers only): memo, ledger entry (`creditStoreCredit`, so the
 *   balance grows) and the "your refund" e-mail in ONE transaction.
 * - To the **payment method**: the memo is written `pending` in a first transaction (under the
 *   order's row lock, so parallel refunds see each other's pieces), the provider is asked
 *   (`refundPayment`, reason `credit_memo:<number>`, so a retry refunds once), then the memo
 *   is linked to its `payment_refund` and the e-mail queued; a refused refund leaves it `failed`.
 *
 * Refused with {@link RefundRefused} (nothing refunded): unknown order or sku, more pieces
 * than are left, nothing to refund, more than the order (or its card payment) has left.
 */
export async function refundOrder(deps: RefundDependencies, input: RefundOrderInput): Promise<RefundOutcome> {
  const planned = await deps.db.transaction().execute((trx) => beginRefundInTransaction(trx, deps, input))
  return completeRefund(deps, planned)
}

/** A credit memo written by {@link beginRefundInTransaction}, to carry out with {@link completeRefund}. */
export interface PlannedRefund {
  memo: Selectable<CreditMemoTable>
  paymentId: number | null
  outcome: RefundOutcome
}

/**
 * The first step of {@link refundOrder} inside the caller's transaction (the back office's
 * cancellation and refunds write their audit row in it): the order's row locked, the memo
 * written, and a refund to store credit carried out whole. Refused alike with {@link RefundRefused}.
 */
export function beginRefundInTransaction(
  trx: Transaction<Database>,
  deps: RefundDependencies,
  input: RefundOrderInput,
): Promise<PlannedRefund> {
  return planCreditMemo(trx, deps, input)
}

/**
 * The second step of {@link refundOrder}, after the memo's transaction committed: a refund to
 * the payment method is asked of the provider, then the memo is marked refunded (or failed,
 * with `PAYMENT_REFUND_FAILED`). A refund to store credit is already done.
 */
export async function completeRefund(
  deps: RefundDependencies,
  planned: PlannedRefund,
): Promise<RefundOutcome> {
  if (planned.memo.destination === 'store_credit') return planned.outcome
  const { memo, paymentId } = planned
  if (!deps.payments || paymentId === null) {
    await deps.db.updateTable('credit_memo').set({ state: 'failed' }).where('id', '=', memo.id).execute()
    throw new RefundRefused('NO_PAYMENT')
  }
  let refund
  try {
    refund = await deps.payments.refundPayment(
      paymentId,
      memo.grand_total_cents,
      `credit_memo:${memo.number}`,
    )
  } catch {
    await deps.db.updateTable('credit_memo').set({ state: 'failed' }).where('id', '=', memo.id).execute()
    throw new RefundRefused('PAYMENT_REFUND_FAILED')
  }
  if (refund.status === 'failed') {
    await deps.db.updateTable('credit_memo').set({ state: 'failed' }).where('id', '=', memo.id).execute()
    throw new RefundRefused('PAYMENT_REFUND_FAILED')
  }
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('credit_memo')
      .set({ state: 'refunded', payment_refund_id: refund.id })
      .where('id', '=', memo.id)
      .execute()
    await revokeLinksOfCreditMemo(trx, Number(memo.id))
    await emailCreditMemo(trx, deps.stores, memo.id, null)
  })
  return planned.outcome
}

/**
 * A refund to the customer's store credit inside the caller's transaction (the seed's demo
 * orders): the same credit memo, ledger entry and e-mail (unless `notify` is false) as
 * {@link refundOrder}, refused alike.
 */
export async function refundToStoreCreditInTransaction(
  trx: Transaction<Database>,
  deps: Pick<RefundDependencies, 'stores'>,
  input: Omit<RefundOrderInput, 'toStoreCredit'>,
): Promise<RefundOutcome> {
  return (await planCreditMemo(trx, { ...deps, db: trx, payments: null }, { ...input, toStoreCredit: true }))
    .outcome
}

async function planCreditMemo(
  trx: Transaction<Database>,
  deps: RefundDependencies,
  input: RefundOrderInput,
): Promise<PlannedRefund> {
  // The order's row lock orders parallel refunds of one order: each sees the pieces the others took.
  const order = await trx
    .selectFrom('shop_order')
    .selectAll()
    .where('id', '=', input.orderId)
    .forUpdate()
    .executeTakeFirst()
  if (!order) throw new RefundRefused('ORDER_NOT_FOUND')
  if (input.toStoreCredit && order.customer_id === null)
    throw new RefundRefused('STORE_CREDIT_NEEDS_CUSTOMER')
  const [orderItems, invoiceItems, invoice, earlier] = await Promise.all([
    trx.selectFrom('order_item').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    trx
      .selectFrom('invoice_item')
      .innerJoin('invoice', 'invoice.id', 'invoice_item.invoice_id')
      .select(['invoice_item.order_item_id', 'invoice_item.tax_percent', 'invoice_item.tax_cents'])
      .where('invoice.order_id', '=', order.id)
      .execute(),
    trx
      .selectFrom('invoice')
      .select(['id', 'shipping_vat'])
      .where('order_id', '=', order.id)
      .executeTakeFirst(),
    trx
      .selectFrom('credit_memo')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('state', '<>', 'failed')
      .execute(),
  ])
  const earlierItems =
    earlier.length === 0
      ? []
      : await trx
          .selectFrom('credit_memo_item')
          .select(['order_item_id', 'quantity'])
          .where(
            'credit_memo_id',
            'in',
            earlier.map((memo) => memo.id),
          )
          .execute()
  const refundedPieces = (orderItemId: number) =>
    earlierItems
      .filter((item) => Number(item.order_item_id) === orderItemId)
      .reduce((sum, item) => sum + item.quantity, 0)

  const wanted =
    input.items ??
    orderItems
      .map((item) => ({
        sku: item.variant_sku ?? item.sku,
        quantity: item.quantity - refundedPieces(Number(item.id)),
      }))
      .filter((item) => item.quantity > 0)
  const taken = new Map<number, number>()
  const lines: PlannedLine[] = []
  for (const request of wanted) {
    if (!Number.isSafeInteger(request.quantity) || request.quantity <= 0)
      throw new RefundRefused('QUANTITY_TOO_LARGE')
    const candidates = orderItems.filter(
      (item) => item.sku === request.sku || item.variant_sku === request.sku,
    )
    if (candidates.length === 0) throw new RefundRefused('ITEM_NOT_FOUND')
    let left = request.quantity
    for (const item of candidates) {
      const itemId = Number(item.id)
      const before = refundedPieces(itemId) + (taken.get(itemId) ?? 0)
      const count = Math.min(left, item.quantity - before)
      if (count <= 0) continue
      const lineCents = item.row_total_cents - item.discount_cents
      // The line's rate and VAT as invoiced, else as the order charged them: the pieces take their share, so refunding every piece credits the line's VAT.
      const invoiced = invoiceItems.find((candidate) => Number(candidate.order_item_id) === itemId)
      const taxPercent = invoiced?.tax_percent ?? Number(item.tax_percent)
      const amountCents = pieceShare(lineCents, item.quantity, before, count)
      const taxCents = pieceShare(invoiced?.tax_cents ?? item.tax_cents, item.quantity, before, count)
      lines.push({
        orderItemId: itemId,
        sku: item.sku,
        name: item.name,
        quantity: count,
        amountCents,
        taxCents,
        taxPercent,
      })
      taken.set(itemId, (taken.get(itemId) ?? 0) + count)
      left -= count
    }
    if (left > 0) throw new RefundRefused('QUANTITY_TOO_LARGE')
  }

  const shippingLeft = order.shipping_cents - earlier.reduce((sum, memo) => sum + memo.shipping_cents, 0)
  const shippingCents = (input.shipping ?? input.items === undefined) ? Math.max(shippingLeft, 0) : 0
  // The invoice's shipping shares, else the order's own split (an order placed before invoices were written).
  const chargedShipping =
    invoice && invoice.shipping_vat.length > 0
      ? invoice.shipping_vat
      : await chargedShippingVat(trx, order, orderItems)
  const shippingVat = refundedShippingVat(shippingCents, chargedShipping)
  const shippingTax = shippingVat.reduce((sum, share) => sum + share.tax, 0)
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0)
  const adjustmentCents = input.adjustmentCents ?? 0
  if (!Number.isSafeInteger(adjustmentCents)) throw new RefundRefused('AMOUNT_TOO_LARGE')
  const totalCents = subtotalCents + shippingCents + adjustmentCents
  if (totalCents <= 0) throw new RefundRefused('NOTHING_TO_REFUND')
  // Never more than the order cost (whatever paid it), counting every refund not refused.
  const orderTotal = order.subtotal_cents - order.discount_cents + order.shipping_cents
  if (earlier.reduce((sum, memo) => sum + memo.grand_total_cents, 0) + totalCents > orderTotal)
    throw new RefundRefused('AMOUNT_TOO_LARGE')

  const destination: CreditMemoDestination = input.toStoreCredit ? 'store_credit' : 'payment'
  let paymentId: number | null = null
  if (destination === 'payment') {
    const paid = await trx
      .selectFrom('order_payment')
      .innerJoin('payment', 'payment.id', 'order_payment.payment_id')
      .select(['payment.id', 'payment.amount_cents'])
      .where('order_payment.order_id', '=', order.id)
      .executeTakeFirst()
    if (!paid) throw new RefundRefused('NO_PAYMENT')
    paymentId = Number(paid.id)
    const refunded = await trx
      .selectFrom('payment_refund')
      .select(({ fn }) => fn.coalesce(fn.sum<number>('amount_cents'), sql<number>`0`).as('cents'))
      .where('payment_id', '=', paymentId)
      .where('status', '<>', 'failed')
      .executeTakeFirstOrThrow()
    const pendingOnPayment = earlier
      .filter((memo) => memo.state === 'pending' && memo.destination === 'payment')
      .reduce((sum, memo) => sum + memo.grand_total_cents, 0)
    if (Number(refunded.cents) + pendingOnPayment + totalCents > paid.amount_cents)
      throw new RefundRefused('AMOUNT_TOO_LARGE')
  }

  const { rows } = await sql<{
    value: string
  }>`select nextval('credit_memo_number_seq')::text as value`.execute(trx)
  const number = creditMemoNumber(rows[0]!.value)
  // Store credit is credited here, in this transaction; a card is refunded after it commits.
  const credit =
    destination === 'store_credit'
      ? await creditStoreCredit(trx, {
          customerId: order.customer_id!,
          amountCents: totalCents,
          reason: 'refund',
          reference: `order:${order.number}`,
        })
      : null
  const memo = await trx
    .insertInto('credit_memo')
    .values({
      order_id: Number(order.id),
      number,
      currency: order.currency,
      state: credit ? 'refunded' : 'pending',
      destination,
      subtotal_cents: subtotalCents,
      shipping_cents: shippingCents,
      adjustment_cents: adjustmentCents,
      tax_cents: lines.reduce((sum, line) => sum + line.taxCents, shippingTax),
      shipping_tax_percent: [...shippingVat].sort((a, b) => b.net + b.tax - (a.net + a.tax))[0]?.percent ?? 0,
      shipping_vat: JSON.stringify(shippingVat),
      invoice_id: invoice ? Number(invoice.id) : null,
      grand_total_cents: totalCents,
      store_credit_movement_id: credit?.movementId ?? null,
      reason: input.reason ?? '',
      seller: await sellerToIssue(trx, order.store_key),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  if (lines.length > 0) {
    await trx
      .insertInto('credit_memo_item')
      .values(
        lines.map((line) => ({
          credit_memo_id: memo.id,
          order_item_id: line.orderItemId,
          sku: line.sku,
          name: line.name,
          quantity: line.quantity,
          amount_cents: line.amountCents,
          tax_cents: line.taxCents,
          tax_percent: line.taxPercent,
        })),
      )
      .execute()
  }
  if (credit) {
    // Refunded now: the files of the refunded lines can no longer be downloaded.
    await revokeLinksOfCreditMemo(trx, Number(memo.id))
    if (input.notify !== false) await emailCreditMemo(trx, deps.stores, Number(memo.id), credit.balanceCents)
  }
  const balance = credit?.balanceCents ?? null
  return {
    memo,
    paymentId,
    outcome: {
      creditMemoId: Number(memo.id),
      number: memo.number,
      destination,
      totalCents,
      storeCreditBalanceCents: balance,
    },
  }
}

/**
 * The shipping of an order without an invoice per VAT rate, as the order charged it: split over
 * its lines' recorded rates, at its destination's standard rate when no goods carry any.
 */
async function chargedShippingVat(
  trx: Transaction<Database>,
  order: Selectable<ShopOrderTable>,
  items: readonly OrderLineVat[],
): Promise<VatAtRate[]> {
  const addresses = await trx
    .selectFrom('order_address')
    .select(['kind', 'country_code'])
    .where('order_id', '=', order.id)
    .execute()
  const destination =
    addresses.find((address) => address.kind === 'shipping') ??
    addresses.find((address) => address.kind === 'billing')
  const store =
    STORE_DEFINITIONS.find((definition) => definition.key === order.store_key) ?? STORE_DEFINITIONS[0]!
  const { standard } = await destinationVat(trx, destination?.country_code ?? store.defaultCountryId, store)
  return orderShippingVat(items, order.shipping_cents, standard)
}

/**
 * Writes the "your refund" e-mail of a credit memo into the outbox, in the transaction that
 * carries the refund out, in the order's store language: the pieces, shipping, adjustment,
 * total, where the money went (the card, or the store credit and its new balance) and a link
 * to the order's refunds.
 */
async function emailCreditMemo(
  trx: Transaction<Database>,
  stores: readonly Store[],
  memoId: number,
  storeCreditBalanceCents: Cents | null,
): Promise<void> {
  const memo = await trx
    .selectFrom('credit_memo')
    .selectAll()
    .where('id', '=', memoId)
    .executeTakeFirstOrThrow()
  const order: Selectable<ShopOrderTable> = await trx
    .selectFrom('shop_order')
    .selectAll()
    .where('id', '=', memo.order_id)
    .executeTakeFirstOrThrow()
  const items = await trx
    .selectFrom('credit_memo_item')
    .selectAll()
    .where('credit_memo_id', '=', memo.id)
    .orderBy('id')
    .execute()
  const card =
    memo.destination === 'payment'
      ? await trx
          .selectFrom('order_payment')
          .select(['card_brand', 'card_last4'])
          .where('order_id', '=', order.id)
          .executeTakeFirst()
      : undefined
  const store = stores.find((candidate) => candidate.key === order.store_key)
  const baseUrl = store?.baseUrl ?? ''
  await enqueueEmail(trx, {
    store: order.store_key as StoreKey,
    template: 'creditMemo',
    to: order.email,
    data: {
      number: memo.number,
      orderNumber: order.number,
      currency: memo.currency,
      items: items.map((item) => ({
        name: item.name,
        quantity: item.quantity,
        amount: fromCents(item.amount_cents),
      })),
      shipping: fromCents(memo.shipping_cents),
      adjustment: fromCents(memo.adjustment_cents),
      total: fromCents(memo.grand_total_cents),
      destination: memo.destination,
      cardBrand: card?.card_brand ?? null,
      cardLast4: card?.card_last4 ?? null,
      storeCreditBalance: storeCreditBalanceCents === null ? null : fromCents(storeCreditBalanceCents),
      refundsUrl:
        order.customer_id === null ? `${baseUrl}/orders/` : `${baseUrl}/user/orders/${order.id}/refunds`,
      storeCreditUrl: `${baseUrl}/user/store-credit`,
    },
  })
}
