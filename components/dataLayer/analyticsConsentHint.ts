/**
 * The page shell's cheap look at the consent cookie, so that it imports the data layer's chunk
 * only when analytics may be allowed. Kept apart from `components/consent/` on purpose: a
 * module the shell and the chunk both imported would be bundled into the shell whole. The
 * cookie and event are the consent contract's (`CONSENT_COOKIE_NAME`, `CONSENT_EVENT`; the test checks).
 */

/** The window event of a new choice. */
export const CONSENT_CHOICE_EVENT = 'shop:consent'

/** The consent cookie (`shop_consent`) with a choice allowing analytics: `version.1.…`. */
const ANALYTICS_ALLOWED = /\bshop_consent=\d+\.1\./

/**
 * Whether the consent cookie may allow analytics (`version.1.…`). The chunk decides with the
 * full codec (`hasConsent`), so a cookie of an older policy version loads it for nothing,
 * never the other way round.
 */
export function mayAllowAnalytics(cookies: string): boolean {
  return ANALYTICS_ALLOWED.test(cookies)
}
