import type { FormResult } from '../../server/renderShopPage.ts'
import type { PendingCardPayment } from './PaymentStep.tsx'

/** The card payment the place-order form left for the checkout page (server/forms/placeOrderAnswer.ts), or null. */
export function pendingCardPaymentOf(formResult: FormResult | null): PendingCardPayment | null {
  const values = formResult?.form === 'placeOrder' ? formResult.values : null
  if (!values?.intentId || !values.clientSecret || !values.confirmationUrl) return null
  const amountCents = Number(values.amountCents)
  if (!Number.isInteger(amountCents)) return null
  return {
    intentId: values.intentId,
    clientSecret: values.clientSecret,
    confirmationUrl: values.confirmationUrl,
    amountCents,
    declineCode: values.declineCode ?? null,
    notice: values.notice ?? null,
  }
}
