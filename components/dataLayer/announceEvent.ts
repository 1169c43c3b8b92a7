import type { EcommerceEventName, EcommercePayload } from './ga4Items.ts'

/** Window event by which an island hands an e-commerce event to the data layer's chunk. */
export const DATA_LAYER_EVENT = 'shop:datalayer'

/** What {@link DATA_LAYER_EVENT} carries. */
export interface AnnouncedEvent {
  event: EcommerceEventName
  ecommerce: EcommercePayload
}

/**
 * Hands an event to the data layer (an island's add to cart): the chunk, running only once the
 * shopper allowed analytics, pushes it with `trackEvent`; without it nobody listens and nothing
 * is pushed. Islands import this instead of the consent code, which stays in the chunk.
 */
export function announceEvent(event: EcommerceEventName, ecommerce: EcommercePayload): void {
  window.dispatchEvent(new CustomEvent<AnnouncedEvent>(DATA_LAYER_EVENT, { detail: { event, ecommerce } }))
}
