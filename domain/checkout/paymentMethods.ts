import type { Cents } from '../../pricing/index.ts'
import type { DomainContext } from '../context.ts'
import type { PaymentMethodKind } from '../payments/paymentProvider.ts'

/** The code of the method of orders with nothing left to pay (Magento's `free`). */
export const FREE_PAYMENT_CODE = 'free'

/**
 * Payment method codes a cart can use now: the provider's card and wallet
 * (`offline_card`, `offline_wallet`) while something is left to pay, else only `free`.
 */
export function availablePaymentCodes(context: DomainContext, amountDue: Cents): string[] {
  if (amountDue === 0) return [FREE_PAYMENT_CODE]
  const provider = context.payments?.provider.name ?? 'offline'
  return [`${provider}_card`, `${provider}_wallet`]
}

/** The kind of provider payment a method code stands for, or null for `free` and unknown codes. */
export function paymentKindOf(code: string): PaymentMethodKind | null {
  if (code.endsWith('_card')) return 'card'
  if (code.endsWith('_wallet')) return 'wallet'
  return null
}
