import type { ExpressionBuilder, Selectable } from 'kysely'
import { fromCents } from '../../pricing/index.ts'
import type { Database, PaymentTable } from '../../db/tables.ts'
import type { DomainContext } from '../context.ts'
import type { CartRow } from '../cart/cartAccess.ts'
import type { PaymentIntent } from '../payments/paymentProvider.ts'
import { cartPaymentOwner } from '../payments/paymentService.ts'
import type { CheckoutSummary } from './checkoutState.ts'
import { paymentKindOf } from './paymentMethods.ts'
import { OrderRefused } from './placeOrderErrors.ts'

/**
 * The payment of a checkout at the provider, created on first use: one intent per cart,
 * method and amount (the idempotency key says so), owned by the cart. Asking again answers the
 * same intent with its current status (asked of the provider and written into the shop's
 * record), so a declined card is retried on it, and a cart whose total changed gets a new one.
 */
export async function checkoutPaymentOf(
  context: DomainContext,
  cart: CartRow,
  summary: CheckoutSummary,
): Promise<{ intent: PaymentIntent; record: Selectable<PaymentTable> }> {
  const kind = summary.paymentMethod ? paymentKindOf(summary.paymentMethod) : null
  if (!kind || !context.payments) throw new OrderRefused('PAYMENT_METHOD_MISSING')
  const refundedPayments = await context.db
    .selectFrom('payment')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('owner_key', '=', cartPaymentOwner(cart.id))
    .where(refundDecided)
    .executeTakeFirstOrThrow()
  // After a refund the same amount needs a new intent: the refunded one must not pay again.
  const afterRefunds = Number(refundedPayments.count) > 0 ? `:after-refunds-${refundedPayments.count}` : ''
  const intent = await context.payments.createPayment({
    ownerKey: cartPaymentOwner(cart.id),
    amountCents: summary.amountDue,
    currency: context.store.currency,
    reference: `cart ${cart.id.slice(0, 8)}`,
    idempotencyKey: `checkout:${cart.id}:${kind}:${summary.amountDue}:${context.store.currency}${afterRefunds}`,
    method: kind,
    returnPath: `${context.store.basePath}/checkout/success`,
    locale: context.store.locale,
  })
  // The provider's view decides, not the shop's record: a webhook lost in a restart leaves that behind.
  const payment = await context.payments.refreshPayment(intent.id)
  if (!payment) throw new Error(`Payment ${intent.id} unknown after its creation`)
  return payment
}

/** Whether the payment of the outer query is being refunded: its refund decided (paymentSettlement.ts), or a refund made (failed ones aside). */
const refundDecided = (eb: ExpressionBuilder<Database, 'payment'>) =>
  eb.or([
    eb('payment.refund_decided_at', 'is not', null),
    eb.exists(
      eb
        .selectFrom('payment_refund')
        .select('payment_refund.id')
        .whereRef('payment_refund.payment_id', '=', 'payment.id')
        .where('payment_refund.status', '!=', 'failed'),
    ),
  ])

/**
 * A payment of the cart the provider already captured (asked again for those the shop has not
 * seen captured), no order used and no refund decided, newest first: the shopper paid, but the
 * order was not placed (refused, or the cart changed after paying). placeOrder must use it or
 * refuse, never ask for a second payment.
 */
export async function unusedCapture(
  context: DomainContext,
  cart: CartRow,
): Promise<Selectable<PaymentTable> | null> {
  await refreshUncaptured(context, cart)
  const record = await context.db
    .selectFrom('payment')
    .selectAll()
    .where('owner_key', '=', cartPaymentOwner(cart.id))
    .where('captured_at', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_payment')
            .select('order_id')
            .whereRef('order_payment.payment_id', '=', 'payment.id'),
        ),
      ),
    )
    .where((eb) => eb.not(refundDecided(eb)))
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return record ?? null
}

/** Asks the provider about the cart's payments the shop has not seen captured: a webhook lost in a restart must not hide a capture. */
async function refreshUncaptured(context: DomainContext, cart: CartRow): Promise<void> {
  const payments = context.payments
  if (!payments) return
  const uncaptured = await context.db
    .selectFrom('payment')
    .select('provider_intent_id')
    .where('owner_key', '=', cartPaymentOwner(cart.id))
    .where('provider', '=', payments.provider.name)
    .where('captured_at', 'is', null)
    .execute()
  for (const payment of uncaptured) await payments.refreshPayment(payment.provider_intent_id)
}

/**
 * The cart's newest payment when it was captured, then refunded because its order was refused
 * (by the webhook, before the shopper came back): placeOrder's answers say so until the
 * shopper is given a new payment.
 */
export async function newestRefundedPayment(
  context: DomainContext,
  cart: CartRow,
): Promise<Selectable<PaymentTable> | null> {
  const newest = await context.db
    .selectFrom('payment')
    .selectAll()
    .where('owner_key', '=', cartPaymentOwner(cart.id))
    .where(refundDecided)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payment as later')
            .select('later.id')
            .where('later.owner_key', '=', cartPaymentOwner(cart.id))
            .whereRef('later.id', '>', 'payment.id'),
        ),
      ),
    )
    .executeTakeFirst()
  return newest ?? null
}

/** A payment waiting for the shopper, as placeOrder answers it. */
export function checkoutPaymentView(context: DomainContext, intent: PaymentIntent) {
  return {
    intent_id: intent.id,
    client_secret: intent.clientSecret,
    confirmation_url: context.payments?.provider.cardConfirmationUrl(intent.id) ?? '',
    status: intent.status.toUpperCase() as Uppercase<PaymentIntent['status']>,
    method: intent.method.toUpperCase() as Uppercase<PaymentIntent['method']>,
    amount: { amount: fromCents(intent.amountCents), currency: intent.currency },
    next_action_url: intent.nextActionUrl,
    decline_code: intent.declineCode
      ? (intent.declineCode.toUpperCase() as Uppercase<NonNullable<PaymentIntent['declineCode']>>)
      : null,
  }
}
