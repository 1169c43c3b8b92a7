import { describe, expect, it } from 'vitest'
import { readConsentPost } from './consentRecords.ts'
import { CONSENT_POLICY_VERSION } from '../../config/consentCookie.ts'

const ID = 'AbCdEfGhIjKlMnOp_-12'

describe('readConsentPost', () => {
  it('reads the choice the banner sends', () => {
    expect(
      readConsentPost({ id: ID, analytics: true, marketing: false, version: CONSENT_POLICY_VERSION }),
    ).toEqual({ id: ID, analytics: true, marketing: false })
  })

  it('says what is wrong with anything else', () => {
    expect(readConsentPost(null)).toBe('the body must be a JSON object')
    expect(readConsentPost([ID])).toBe('the body must be a JSON object')
    expect(
      readConsentPost({ id: 'short', analytics: true, marketing: false, version: CONSENT_POLICY_VERSION }),
    ).toMatch(/^id must be/)
    expect(
      readConsentPost({ id: ID, analytics: 1, marketing: false, version: CONSENT_POLICY_VERSION }),
    ).toMatch(/true or false/)
    expect(
      readConsentPost({ id: ID, analytics: true, marketing: false, version: CONSENT_POLICY_VERSION - 1 }),
    ).toMatch(/^version must be/)
    expect(
      readConsentPost({
        id: ID,
        analytics: true,
        marketing: false,
        version: CONSENT_POLICY_VERSION,
        email: 'a@b.example',
      }),
    ).toBe('unknown fields: email')
  })
})
