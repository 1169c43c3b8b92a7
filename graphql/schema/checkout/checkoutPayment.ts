import type { Selectable } from 'kysely'
import { fromCents } from '../../../pricing/index.ts'
import type { PaymentTable } from '../../db/tables.ts'
import type { ShopContext } from '../context.ts'
import type { CartRow } from '../cart/cartAccess.ts'
import type { PaymentIntent } from '../payments/paymentProvider.ts'
import { cartPaymentOwner } from '../payments/paymentService.ts'
import type { CheckoutSummary } from './checkoutState.ts'
import { paymentKindOf } from './paymentMethods.ts'
import { OrderRefused } from './placeOrderErrors.ts'

/**
 * The payment of a checkout at the provider, created on first use: one intent per cart,
 * method and amount (the idempotency key says so), owned by the cart. Asking again answers the
 * same intent with its current status, so a declined card is retried on it, and a cart whose
 * total changed gets a new one.
 */
export async function checkoutPaymentOf(context: ShopContext, cart: CartRow, summary: CheckoutSummary): Promise<{ intent: PaymentIntent; record: Selectable<PaymentTable> }> {
  const kind = summary.paymentMethod ? paymentKindOf(summary.paymentMethod) : null
  if (!kind || !context.payments) throw new OrderRefused('PAYMENT_METHOD_MISSING')
  const intent = await context.payments.createPayment({
    ownerKey: cartPaymentOwner(cart.id),
    amountCents: summary.amountDue,
    currency: context.store.currency,
    reference: `cart ${cart.id.slice(0, 8)}`,
    idempotencyKey: `checkout:${cart.id}:${kind}:${summary.amountDue}:${context.store.currency}`,
    method: kind,
    returnPath: `${context.store.basePath}/checkout/success`,
    locale: context.store.locale,
  })
  const record = await context.db.selectFrom('payment').selectAll().where('provider', '=', context.payments.provider.name).where('provider_intent_id', '=', intent.id).executeTakeFirstOrThrow()
  return { intent, record }
}

/**
 * A payment of the cart the provider already captured and no order used, newest first: the
 * shopper paid, but the order was not placed (refused, or the cart changed after paying).
 * placeOrder must use it or refuse, never ask for a second payment.
 */
export async function unusedCapture(context: ShopContext, cart: CartRow): Promise<Selectable<PaymentTable> | null> {
  const record = await context.db
    .selectFrom('payment')
    .selectAll()
    .where('owner_key', '=', cartPaymentOwner(cart.id))
    .where('captured_at', 'is not', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('order_payment').select('order_id').whereRef('order_payment.payment_id', '=', 'payment.id'))))
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return record ?? null
}

/** A payment waiting for the shopper, as placeOrder answers it. */
export function checkoutPaymentView(context: ShopContext, intent: PaymentIntent) {
  return {
    intent_id: intent.id,
    client_secret: intent.clientSecret,
    confirmation_url: context.payments?.provider.cardConfirmationUrl(intent.id) ?? '',
    status: intent.status.toUpperCase() as Uppercase<PaymentIntent['status']>,
    method: intent.method.toUpperCase() as Uppercase<PaymentIntent['method']>,
    amount: { amount: fromCents(intent.amountCents), currency: intent.currency },
    next_action_url: intent.nextActionUrl,
    decline_code: intent.declineCode ? (intent.declineCode.toUpperCase() as Uppercase<NonNullable<PaymentIntent['declineCode']>>) : null,
  }
}
