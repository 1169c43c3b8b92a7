import { describe, expect, it } from 'vitest'
import {
  consentCookieValue,
  formatConsentCookie,
  parseConsentCookie,
  CONSENT_POLICY_VERSION,
} from './consentCookie.ts'

const CHOICE = {
  version: CONSENT_POLICY_VERSION,
  analytics: true,
  marketing: false,
  givenAt: 1_795_000_000,
  id: 'AbCdEfGhIjKlMnOp_-12',
}

describe('consent cookie', () => {
  it('reads back what it wrote, from a cookie header among others', () => {
    const header = `shop_session=abc; shop_consent=${formatConsentCookie(CHOICE)}; other=1`
    expect(parseConsentCookie(consentCookieValue(header))).toEqual(CHOICE)
  })

  it('asks again for a missing, altered or older choice', () => {
    expect(parseConsentCookie(consentCookieValue('shop_session=abc'))).toBeNull()
    expect(parseConsentCookie('1.2.0.1795000000.AbCdEfGhIjKlMnOp')).toBeNull()
    expect(parseConsentCookie('1.1.0.1795000000.short')).toBeNull()
    expect(parseConsentCookie('1.1.0.1795000000.<script>alert(1)</script>')).toBeNull()
    expect(parseConsentCookie(`0.1.1.1795000000.${CHOICE.id}`)).toBeNull()
  })
})
