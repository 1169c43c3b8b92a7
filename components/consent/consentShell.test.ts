import { describe, expect, it } from 'vitest'
import { mayAllowAnalytics, mayHoldCurrentConsent } from './consentShell.ts'
import {
  CONSENT_COOKIE_NAME,
  CONSENT_POLICY_VERSION,
  formatConsentCookie,
  parseConsentCookie,
} from '../../config/consentCookie.ts'

const cookieOf = (analytics: boolean, marketing: boolean) =>
  formatConsentCookie({
    version: CONSENT_POLICY_VERSION,
    analytics,
    marketing,
    givenAt: 1_795_000_000,
    id: 'AbCdEfGhIjKlMnOp_-12',
  })

describe('mayHoldCurrentConsent', () => {
  it('leaves the banner closed when the cookies hold a choice of the current policy', () => {
    expect(mayHoldCurrentConsent(`shop_session=abc; ${CONSENT_COOKIE_NAME}=${cookieOf(false, true)}`)).toBe(
      true,
    )
    expect(mayHoldCurrentConsent(`${CONSENT_COOKIE_NAME}=${cookieOf(true, false)}`)).toBe(true)
  })

  it('loads the banner without a choice, with one of an older policy, or with another cookie ending in its name', () => {
    expect(mayHoldCurrentConsent('')).toBe(false)
    expect(mayHoldCurrentConsent('shop_session=abc')).toBe(false)
    expect(
      mayHoldCurrentConsent(
        `${CONSENT_COOKIE_NAME}=${CONSENT_POLICY_VERSION - 1}.1.1.1795000000.AbCdEfGhIjKlMnOp_-12`,
      ),
    ).toBe(false)
    expect(mayHoldCurrentConsent(`not_${CONSENT_COOKIE_NAME}=${cookieOf(true, true)}`)).toBe(false)
  })
})

describe('mayAllowAnalytics', () => {
  it('says yes exactly when the cookie’s choice allows analytics, wherever the cookie sits', () => {
    for (const analytics of [true, false])
      for (const marketing of [true, false]) {
        const value = cookieOf(analytics, marketing)
        expect(parseConsentCookie(value)?.analytics).toBe(analytics)
        expect(mayAllowAnalytics(`${CONSENT_COOKIE_NAME}=${value}`)).toBe(analytics)
        expect(mayAllowAnalytics(`session=x; ${CONSENT_COOKIE_NAME}=${value}; other=1`)).toBe(analytics)
      }
  })

  it('says no without the cookie, or for another cookie ending in its name', () => {
    expect(mayAllowAnalytics('')).toBe(false)
    expect(mayAllowAnalytics(`not_${CONSENT_COOKIE_NAME}=${cookieOf(true, true)}`)).toBe(false)
  })
})
