import type { Cents } from '../../pricing/index.ts'

/** How the shopper pays: a card typed into the card form, or a wallet approved on its sheet. */
export type PaymentMethodKind = 'card' | 'wallet'

/**
 * Where an intent is, with the names Stripe uses: created without a payment method; a method
 * attached but not confirmed; waiting for the shopper (3-D Secure, wallet sheet); being
 * captured; captured. A decline puts it back to `requires_payment_method` with a code.
 */
export type PaymentIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded'

/** Why the last attempt failed; the intent can be tried again with another card. */
export type PaymentDeclineCode =
  'declined' | 'insufficient_funds' | 'authentication_failed' | 'wallet_canceled'

/** A payment intent as a provider reports it. */
export interface PaymentIntent {
  id: string
  /** Lets the shopper's browser confirm this intent at the provider; never stored by the shop. */
  clientSecret: string
  status: PaymentIntentStatus
  amountCents: Cents
  currency: string
  method: PaymentMethodKind
  reference: string
  declineCode: PaymentDeclineCode | null
  /** Brand and last four digits once a card is attached; the full number never leaves the provider. */
  card: { brand: string; last4: string } | null
  /** Where to send the shopper when `status` is `requires_action` (a provider-hosted page). */
  nextActionUrl: string | null
}

/** What the shop asks for when a shopper is about to pay. */
export interface CreateIntentInput {
  amountCents: Cents
  currency: string
  /** The shop's reference (order or cart number), shown at the provider and echoed in webhooks. */
  reference: string
  /** The same key returns the same intent, so a retried request never charges twice. */
  idempotencyKey: string
  method: PaymentMethodKind
  /** Same-origin path the provider's hosted pages return to, e.g. `/en/checkout/success`. */
  returnPath: string
  /** Language of the provider's hosted pages (the shopper's store). */
  locale: string
}

/** Where a refund is, with Stripe's names: done, waiting at the card network, or refused by it. */
export type PaymentRefundStatus = 'succeeded' | 'pending' | 'failed'

/** What the shop asks for when it gives money back. */
export interface RefundInput {
  /** The captured intent to refund. */
  intentId: string
  /** At most what is left to refund on the intent. */
  amountCents: Cents
  /** The same key answers the same refund, so a retried request never refunds twice. */
  idempotencyKey: string
  /** Why, for the provider's dashboard and the shop's records (e.g. `order_refused`). */
  reason: string
}

/** A refund as a provider reports it. */
export interface PaymentRefund {
  id: string
  status: PaymentRefundStatus
  amountCents: Cents
}

/** Why a provider refused to refund, with codes like Stripe's errors. */
export type RefundErrorCode =
  | 'intent_not_found'
  | 'intent_not_captured'
  | 'invalid_amount'
  | 'amount_too_large'
  | 'idempotency_key_reused'

/** A refund the provider (or the shop's own check) refused; nothing was refunded. */
export class PaymentRefundError extends Error {
  readonly code: RefundErrorCode

  constructor(code: RefundErrorCode) {
    super(`Refund refused: ${code}`)
    this.code = code
    this.name = 'PaymentRefundError'
  }
}

/** A webhook event whose signature was verified. */
export interface PaymentWebhookEvent {
  id: string
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'charge.refunded'
  intentId: string
  created: number
}

/**
 * Sources the provider's browser pieces need, added to the Content-Security-Policy of every
 * page (empty for a provider served from the shop's own origin).
 */
export interface ProviderContentSources {
  script: string[]
  frame: string[]
  connect: string[]
  img: string[]
  formAction: string[]
}

/**
 * A payment provider, shaped like Stripe's and Adyen's server APIs: the shop creates and
 * reads intents; the shopper's browser confirms them at the provider (card data never
 * passes through the shop); the provider tells the outcome through signed webhooks.
 */
export interface PaymentProvider {
  /** Name in `PAYMENT_PROVIDER` and in the webhook route (`/payment-webhooks/{name}`). */
  readonly name: string
  readonly contentSources: ProviderContentSources
  /** Where the shopper's card form posts (number, expiry, CVC) for this intent. */
  cardConfirmationUrl(intentId: string): string
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>
  /** The intent, or null when the provider does not know it. */
  retrieveIntent(id: string): Promise<PaymentIntent | null>
  /**
   * Gives back part or all of a captured intent, never more than is left to refund; throws
   * {@link PaymentRefundError} when it cannot. The same idempotency key answers the same refund.
   */
  refund(input: RefundInput): Promise<PaymentRefund>
  /**
   * Checks a webhook's signature and age and returns its event; throws
   * {@link WebhookSignatureError} when it is forged, tampered with or too old.
   */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined, now?: Date): PaymentWebhookEvent
}

/** A webhook that must not be believed. */
export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(`Webhook refused: ${reason}`)
    this.name = 'WebhookSignatureError'
  }
}
