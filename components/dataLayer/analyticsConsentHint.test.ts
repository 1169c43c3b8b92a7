import { describe, expect, it } from 'vitest'
import { CONSENT_COOKIE_NAME, CONSENT_POLICY_VERSION, formatConsentCookie, parseConsentCookie } from '../consent/consentChoice.ts'
import { CONSENT_EVENT } from '../consent/consentInBrowser.ts'
import { CONSENT_CHOICE_EVENT, mayAllowAnalytics } from './analyticsConsentHint.ts'

describe('the shell’s hint of analytics consent', () => {
  it('listens for the consent contract’s event', () => {
    expect(CONSENT_CHOICE_EVENT).toBe(CONSENT_EVENT)
  })

  it('says yes exactly when the cookie’s choice allows analytics, wherever the cookie sits', () => {
    for (const analytics of [true, false])
      for (const marketing of [true, false]) {
        const value = formatConsentCookie({ version: CONSENT_POLICY_VERSION, analytics, marketing, givenAt: 1_790_000_000, id: 'abcdefghijklmnop' })
        expect(parseConsentCookie(value)?.analytics).toBe(analytics)
        expect(mayAllowAnalytics(`${CONSENT_COOKIE_NAME}=${value}`)).toBe(analytics)
        expect(mayAllowAnalytics(`session=x; ${CONSENT_COOKIE_NAME}=${value}; other=1`)).toBe(analytics)
      }
  })

  it('says no without the cookie, or for another cookie ending in its name', () => {
    expect(mayAllowAnalytics('')).toBe(false)
    expect(mayAllowAnalytics(`not_${CONSENT_COOKIE_NAME}=1.1.1.1790000000.abcdefghijklmnop`)).toBe(false)
  })
})
