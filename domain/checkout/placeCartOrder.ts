import { sql, type Selectable } from 'kysely'
import type { CartAddressValue, PaymentTable } from '../../db/tables.ts'
import { announceOrderPlaced } from '../shopEvents.ts'
import type { DomainContext } from '../context.ts'
import { createLoaders } from '../loaders.ts'
import { cartView } from '../cart/cartView.ts'
import { debitGiftCard } from '../giftcards/giftCardAccounts.ts'
import { debitStoreCredit } from '../storecredit/storeCredit.ts'
import { emailOrderConfirmation } from '../orders/emailOrderConfirmation.ts'
import { createInvoice } from '../invoices/createInvoice.ts'
import { createPurchasedLinks } from '../downloads/purchasedLinks.ts'
import { readinessProblem } from './checkoutReadiness.ts'
import { countCouponUse } from './countCouponUse.ts'
import { issueOrderedGiftCards } from './issueOrderedGiftCards.ts'
import { FREE_PAYMENT_CODE } from './paymentMethods.ts'
import { lockedSettlementOf } from './paymentSettlement.ts'
import { OrderRefused } from './placeOrderErrors.ts'
import { takeStock } from './takeStock.ts'

/** A captured payment of a checkout, with the card the provider reported (read before the transaction). */
export interface CapturedPayment {
  record: Selectable<PaymentTable>
  card: { brand: string; last4: string } | null
}

/** What finishing a cart came to: the order's id (new or placed before), and the catalogue rows whose stock changed. */
export interface PlacedOrder {
  orderId: number
  created: boolean
  changedSkus: string[]
}

/**
 * Places the order of a cart in ONE transaction, or refuses it with an {@link OrderRefused}
 * (nothing written): the cart's row is locked and priced again from the catalogue; stock is
 * taken with conditional updates; the coupon use counted; gift cards and store credit debited
 * (an order is refused when they no longer cover what the cart applied); an order number drawn
 * from the sequence; order, lines, addresses, payment link, the invoice (createInvoice.ts) and the
 * confirmation e-mail written; the gift cards bought issued and e-mailed to their recipients; the files bought made
 * downloadable (createPurchasedLinks); and the cart
 * deleted. A cart already ordered answers its order, so the webhook and the shopper's return
 * finish it exactly once. `payment` is the captured payment, when the cart had something left
 * to pay: an order (and so a gift card bought) exists only once paid, and never with a payment
 * already settled (its row is locked, see paymentSettlement.ts).
 */
export async function placeCartOrder(
  context: DomainContext,
  cartId: string,
  captured: CapturedPayment | null,
): Promise<PlacedOrder> {
  const payment = captured?.record ?? null
  // Announced once committed: a transaction rolled back placed nothing.
  let placedInStore: string | null = null
  const placed = await context.db.transaction().execute(async (trx) => {
    const cart = await trx
      .selectFrom('cart')
      .selectAll()
      .where('id', '=', cartId)
      .forUpdate()
      .executeTakeFirst()
    if (!cart) {
      const placed = await trx
        .selectFrom('shop_order')
        .select('id')
        .where('cart_id', '=', cartId)
        .executeTakeFirst()
      if (placed) return { orderId: Number(placed.id), created: false, changedSkus: [] }
      throw new OrderRefused('CART_NOT_FOUND')
    }
    // Under the payment's lock, where refunds are decided too: a capture whose refund was decided never pays an order.
    if (payment && (await lockedSettlementOf(trx, payment.id)))
      throw new OrderRefused('UNABLE_TO_PLACE_ORDER')
    // Everything is read again inside the transaction (PGlite has one session: no read may go around it).
    const inside: DomainContext = {
      ...context,
      db: trx,
      loaders: createLoaders(trx, context.language, context.store.key),
    }
    const view = await cartView(inside, cart)
    const appliedCards = await trx
      .selectFrom('cart_gift_card')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('cart_id', '=', cart.id)
      .executeTakeFirstOrThrow()
    const problem = readinessProblem(cart, view, Number(appliedCards.count))
    if (problem) throw new OrderRefused(problem)
    const { summary, priced, coupon } = view.checkout
    if (summary.amountDue > 0 && !payment) {
      // Priced free outside, not any more: a gift card or the store credit was spent meanwhile.
      throw new OrderRefused(
        summary.giftCards.length > 0
          ? 'GIFT_CARD_NOT_VALID'
          : cart.use_store_credit
            ? 'STORE_CREDIT_NOT_VALID'
            : 'UNABLE_TO_PLACE_ORDER',
      )
    }
    if (
      payment &&
      (payment.amount_cents !== summary.amountDue || payment.currency !== context.store.currency)
    )
      throw new OrderRefused('PAYMENT_AMOUNT_MISMATCH')
    // The number first, so the order's stock movements carry it (a sequence never gives a number back: a refusal leaves a gap).
    const { rows } = await sql<{
      number: string
    }>`select nextval('order_number_seq')::text as number`.execute(trx)
    const number = rows[0]!.number
    const changedSkus = await takeStock(trx, priced, number)
    const customerId = cart.customer_id
    if (coupon)
      await countCouponUse(trx, {
        code: coupon.code,
        storeKey: cart.store_key,
        customerId,
        email: view.email ?? '',
        subtotal: view.checkout.couponSubtotal,
        now: context.now,
        orderNumber: number,
      })
    for (const card of summary.giftCards.filter((applied) => applied.appliedCents > 0)) {
      const debit = await debitGiftCard(trx, {
        giftCardId: card.giftCardId,
        amountCents: card.appliedCents,
        reference: `order:${number}`,
      })
      if (debit.movedCents !== card.appliedCents) throw new OrderRefused('GIFT_CARD_NOT_VALID')
    }
    if (summary.storeCreditCents > 0 && customerId !== null) {
      const debit = await debitStoreCredit(trx, {
        customerId,
        amountCents: summary.storeCreditCents,
        reference: `order:${number}`,
      })
      if (debit.movedCents !== summary.storeCreditCents) throw new OrderRefused('STORE_CREDIT_NOT_VALID')
    }
    const order = await trx
      .insertInto('shop_order')
      .values({
        number,
        store_key: cart.store_key,
        locale: context.store.locale,
        customer_id: customerId,
        email: view.email ?? '',
        cart_id: cart.id,
        idempotency_key: cart.idempotency_key,
        currency: context.store.currency,
        subtotal_cents: summary.totals.subtotal,
        discount_cents: summary.totals.discount,
        coupon_code: coupon?.code ?? null,
        shipping_cents: summary.shippingCents,
        tax_cents: summary.totals.tax,
        gift_card_cents: summary.totals.giftCardTotal,
        store_credit_cents: summary.storeCreditCents,
        grand_total_cents: summary.amountDue,
        shipping_method: view.is_virtual ? null : (summary.shippingMethod ?? 'home'),
        pickup_location_code: summary.shippingMethod === 'pickup' ? cart.pickup_location_code : null,
        payment_method: summary.amountDue === 0 ? FREE_PAYMENT_CODE : (summary.paymentMethod ?? ''),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const orderId = Number(order.id)
    // Placed once paid: its history starts at processing (orderStatus.ts).
    await trx.insertInto('order_status_history').values({ order_id: orderId, status: 'processing' }).execute()
    const lines = view.items.map((item, index) => ({
      item,
      priced: priced[index],
      totals: summary.totals.lines[index],
      options: [
        ...item.configurable_options.map((option) => ({
          label: option.option_label,
          value: option.value_label,
        })),
        ...item.customizable_options.flatMap((option) =>
          option.values.map((value) => ({ label: option.label, value: value.value })),
        ),
      ],
      bundleOptions: item.bundle_options.flatMap((option) =>
        option.values.map((value) => ({ label: option.label, value: `${value.quantity} × ${value.label}` })),
      ),
    }))
    const orderItems = await trx
      .insertInto('order_item')
      .values(
        lines.map((line) => ({
          order_id: orderId,
          sku: line.item.product.sku,
          variant_sku: line.priced?.row.variant_sku ?? null,
          name: line.item.product.name,
          quantity: line.item.quantity,
          unit_price_cents: line.totals ? line.priced!.unitPrice : 0,
          row_total_cents: line.totals?.rowTotal ?? 0,
          discount_cents: line.totals?.discount ?? 0,
          // The destination's rate the line was charged (docs/vat.md): invoices show VAT per rate from it.
          tax_percent: line.totals?.percent ?? 0,
          tax_cents: line.totals?.tax ?? 0,
          giftcard: line.priced?.row.giftcard ? JSON.stringify(line.priced.row.giftcard) : null,
          custom_options: JSON.stringify(line.priced?.row.custom_options ?? []),
          bundle_options: JSON.stringify(line.priced?.row.bundle_options ?? []),
          options: JSON.stringify([...line.options, ...line.bundleOptions]),
        })),
      )
      .returning('id')
      .execute()
    // The invoice is written with the paid order, in its transaction: once per order, never without it.
    await createInvoice(trx, {
      orderId,
      currency: context.store.currency,
      lines: lines.map((line, index) => ({
        orderItemId: Number(orderItems[index]!.id),
        sku: line.item.product.sku,
        name: line.item.product.name,
        quantity: line.item.quantity,
        unitPriceCents: line.totals ? line.priced!.unitPrice : 0,
        rowTotalCents: line.totals?.rowTotal ?? 0,
        discountCents: line.totals?.discount ?? 0,
        // The rate the line was charged at: its destination's (docs/vat.md); 0 for a gift card.
        taxPercent: line.totals?.percent ?? 0,
        taxCents: line.totals?.tax ?? 0,
        options: line.options,
        bundleOptions: line.bundleOptions,
      })),
      subtotalCents: summary.totals.subtotal,
      discountCents: summary.totals.discount,
      shippingCents: summary.shippingCents,
      // Shipping's VAT follows the goods: one share per rate, as the order charged it (docs/vat.md).
      shippingVat: summary.totals.shippingVat,
      grandTotalCents: summary.totals.grandTotal,
    })
    // A virtual order ships nothing: it keeps only its billing address.
    const addresses = view.is_virtual
      ? [addressRow(orderId, 'billing', cart.billing_address!)]
      : [
          addressRow(orderId, 'shipping', cart.shipping_address!),
          addressRow(orderId, 'billing', cart.billing_address!),
        ]
    await trx.insertInto('order_address').values(addresses).execute()
    if (payment && summary.amountDue > 0)
      await trx
        .insertInto('order_payment')
        .values({
          order_id: orderId,
          payment_id: Number(payment.id),
          card_brand: captured?.card?.brand ?? null,
          card_last4: captured?.card?.last4 ?? null,
        })
        .execute()
    const cards = summary.giftCards.filter((card) => card.appliedCents > 0)
    if (cards.length > 0)
      await trx
        .insertInto('order_gift_card')
        .values(
          cards.map((card) => ({
            order_id: orderId,
            gift_card_id: card.giftCardId,
            amount_cents: card.appliedCents,
          })),
        )
        .execute()
    // Paid now: the files bought can be downloaded (once per line and file, a limited number of times).
    await createPurchasedLinks(trx, {
      orderId,
      language: context.language,
      lines: lines.flatMap((line, index) =>
        line.priced?.product.type === 'downloadable'
          ? [
              {
                orderItemId: Number(orderItems[index]!.id),
                sku: line.item.product.sku,
                name: line.item.product.name,
                quantity: line.item.quantity,
              },
            ]
          : [],
      ),
    })
    await emailOrderConfirmation(inside, orderId)
    await issueOrderedGiftCards(
      trx,
      { id: orderId, number, store: context.store, placedAt: context.now },
      priced,
    )
    await trx.deleteFrom('cart').where('id', '=', cart.id).execute()
    const stockedSkus = priced
      .filter((line) => line.row.giftcard === null && line.product.type !== 'downloadable')
      .map((line) => line.row.sku)
    placedInStore = cart.store_key
    return { orderId, created: true, changedSkus: [...new Set([...changedSkus, ...stockedSkus])] }
  })
  if (placedInStore !== null) announceOrderPlaced({ storeKey: placedInStore })
  return placed
}

function addressRow(orderId: number, kind: 'shipping' | 'billing', address: CartAddressValue) {
  const { firstname, lastname, company, street, street_extra, postcode, city, country_code, telephone } =
    address
  // The buyer's VAT number is an invoice's: kept on the billing address only.
  return {
    order_id: orderId,
    kind,
    firstname,
    lastname,
    company,
    street,
    street_extra,
    postcode,
    city,
    country_code,
    telephone,
    vat_id: kind === 'billing' ? (address.vat_id ?? '') : '',
  }
}
