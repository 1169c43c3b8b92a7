import { hasConsent } from '../consent/consentInBrowser.ts'
import type { EcommerceEventName, EcommercePayload } from './ga4Items.ts'

/** What the page's data layer holds: GA4 events, and what the tag manager itself pushes. */
export type DataLayerEntry = Record<string, unknown>

declare global {
  interface Window {
    /** The tag manager's queue (Google's name): read by the container once it loads. */
    dataLayer?: DataLayerEntry[]
  }
}

/** The page's data layer, created empty when missing. */
export function dataLayer(): DataLayerEntry[] {
  window.dataLayer ??= []
  return window.dataLayer
}

/**
 * Pushes a GA4 e-commerce event with the store's data-layer language and currency (from
 * `<html data-datalayer-language data-currency>`), only when the shopper allowed analytics.
 * The `{ ecommerce: null }` before it clears the previous event's object, as Google asks, so
 * no item leaks from one event into the next. Returns whether it was pushed.
 */
export function trackEvent(event: EcommerceEventName, ecommerce: EcommercePayload): boolean {
  if (!hasConsent('analytics')) return false
  const { datalayerLanguage: language, currency = 'EUR' } = document.documentElement.dataset
  const layer = dataLayer()
  layer.push({ ecommerce: null })
  layer.push({ event, language, currency, ecommerce: { currency, ...ecommerce } })
  return true
}
