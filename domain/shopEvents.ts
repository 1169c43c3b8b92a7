import diagnosticsChannel from 'node:diagnostics_channel'

/**
 * What the shop's rules announce for metrics: Node's diagnostics channels, so a rule knows no
 * metrics library and an announcement nobody subscribed to costs one check.
 * Channels are per process: every app in the process hears them (one app per process in production).
 */

/** An order was written (not one answered again for a cart ordered before). */
export interface OrderPlacedEvent {
  storeKey: string
}

/** placeOrder answered that the shopper's payment was declined. */
export interface PaymentFailedEvent {
  storeKey: string
}

/** The channel of {@link OrderPlacedEvent}s. */
export const orderPlacedChannel = diagnosticsChannel.channel('shop:order-placed')
/** The channel of {@link PaymentFailedEvent}s. */
export const paymentFailedChannel = diagnosticsChannel.channel('shop:payment-failed')

/** Announces an order placed in a store. */
export function announceOrderPlaced(event: OrderPlacedEvent): void {
  if (orderPlacedChannel.hasSubscribers) orderPlacedChannel.publish(event)
}

/** Announces a payment declined in a store's checkout. */
export function announcePaymentFailed(event: PaymentFailedEvent): void {
  if (paymentFailedChannel.hasSubscribers) paymentFailedChannel.publish(event)
}

/** An outbox row handled: delivered, to be tried again, or failed for good. */
export interface OutboxDeliveryEvent {
  /** The outbox table (`email_outbox`, `marketing_sync_job`, `payment_provider_test_event`). */
  outbox: string
  outcome: 'delivered' | 'retry' | 'failed'
}

/** The channel of {@link OutboxDeliveryEvent}s. */
export const outboxDeliveryChannel = diagnosticsChannel.channel('shop:outbox-delivery')

/** Announces how an outbox row's delivery attempt ended. */
export function announceOutboxDelivery(event: OutboxDeliveryEvent): void {
  if (outboxDeliveryChannel.hasSubscribers) outboxDeliveryChannel.publish(event)
}
