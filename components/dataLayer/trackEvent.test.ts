// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CONSENT_COOKIE_NAME,
  CONSENT_POLICY_VERSION,
  formatConsentCookie,
} from '../../config/consentCookie.ts'
import { trackEvent } from './trackEvent.ts'
import type { EcommercePayload } from './ga4Items.ts'

const payload: EcommercePayload = {
  value: 49.9,
  items: [{ item_id: 'SL-00073-green-42', item_name: 'Slippers', price: 49.9, quantity: 1 }],
}

function consent(analytics: boolean) {
  const value = formatConsentCookie({
    version: CONSENT_POLICY_VERSION,
    analytics,
    marketing: false,
    givenAt: 1_790_000_000,
    id: 'abcdefghijklmnop',
  })
  document.cookie = `${CONSENT_COOKIE_NAME}=${value}; Path=/`
}

beforeEach(() => {
  document.documentElement.dataset.datalayerLanguage = 'DE'
  document.documentElement.dataset.currency = 'EUR'
})
afterEach(() => {
  document.cookie = `${CONSENT_COOKIE_NAME}=; Path=/; Max-Age=0`
  delete window.dataLayer
})

describe('trackEvent', () => {
  it('pushes nothing before the shopper made a choice', () => {
    expect(trackEvent('view_item', payload)).toBe(false)
    expect(window.dataLayer).toBeUndefined()
  })

  it('pushes nothing when the shopper refused analytics', () => {
    consent(false)
    expect(trackEvent('add_to_cart', payload)).toBe(false)
    expect(window.dataLayer).toBeUndefined()
  })

  it('with analytics consent, clears the last ecommerce object, then pushes the event with the store language and currency', () => {
    consent(true)
    expect(trackEvent('add_to_cart', payload)).toBe(true)
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', language: 'DE', currency: 'EUR', ecommerce: { currency: 'EUR', ...payload } },
    ])
  })

  it('keeps what the tag manager already queued', () => {
    consent(true)
    window.dataLayer = [{ 'gtm.start': 1, event: 'gtm.js' }]
    trackEvent('view_cart', payload)
    expect(window.dataLayer).toHaveLength(3)
    expect(window.dataLayer[0]).toEqual({ 'gtm.start': 1, event: 'gtm.js' })
  })
})
