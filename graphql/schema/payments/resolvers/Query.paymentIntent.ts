import type {
  PaymentDeclineCode,
  PaymentIntentStatus,
  PaymentMethodKind,
  QueryResolvers,
} from '../../generated/resolverTypes.ts'
import { fromCents } from '../../../../pricing/index.ts'
import { customerPaymentOwner } from '../../../../domain/payments/paymentService.ts'

/**
 * `paymentIntent`: the signed-in shopper's payment with the provider's current status (the
 * return page reads it); another shopper's or an unknown id is null, alike.
 */
export const paymentIntent: NonNullable<QueryResolvers['paymentIntent']> = async (_, { id }, context) => {
  if (!context.viewer || !context.payments) return null
  const payment = await context.payments.findPayment(id, customerPaymentOwner(context.viewer.customerId))
  if (!payment) return null
  const { intent, record } = payment
  return {
    id: intent.id,
    status: intent.status.toUpperCase() as PaymentIntentStatus,
    captured: record.captured_at !== null,
    amount: { amount: fromCents(intent.amountCents), currency: intent.currency },
    method: intent.method.toUpperCase() as PaymentMethodKind,
    declineCode: intent.declineCode ? (intent.declineCode.toUpperCase() as PaymentDeclineCode) : null,
    cardBrand: intent.card?.brand ?? null,
    cardLast4: intent.card?.last4 ?? null,
    nextActionUrl: intent.nextActionUrl,
  }
}
