import { describe, expect, it } from 'vitest'
import { mayHoldCurrentConsent } from './consentShell.ts'
import { CONSENT_COOKIE_NAME, CONSENT_POLICY_VERSION, formatConsentCookie } from './consentChoice.ts'

describe('mayHoldCurrentConsent', () => {
  it('leaves the banner closed when the cookies hold a choice of the current policy', () => {
    const cookie = formatConsentCookie({ version: CONSENT_POLICY_VERSION, analytics: false, marketing: true, givenAt: 1_795_000_000, id: 'AbCdEfGhIjKlMnOp_-12' })
    expect(mayHoldCurrentConsent(`shop_session=abc; ${CONSENT_COOKIE_NAME}=${cookie}`)).toBe(true)
  })

  it('loads the banner without a choice, or with one of an older policy', () => {
    expect(mayHoldCurrentConsent('')).toBe(false)
    expect(mayHoldCurrentConsent('shop_session=abc')).toBe(false)
    expect(mayHoldCurrentConsent(`${CONSENT_COOKIE_NAME}=${CONSENT_POLICY_VERSION - 1}.1.1.1795000000.AbCdEfGhIjKlMnOp_-12`)).toBe(false)
  })
})
