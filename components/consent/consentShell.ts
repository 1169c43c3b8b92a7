/**
 * What the page shell needs to decide whether to load the cookie banner's code: kept apart
 * from the codec (consentChoice.ts) so the shell, which every page loads, carries only these bytes.
 */

/** Name of the cookie that keeps the choice. */
export const CONSENT_COOKIE_NAME = 'shop_consent'

/** Version of the cookie policy and banner; raising it asks every shopper again. */
export const CONSENT_POLICY_VERSION = 1

/** Id of the banner the layouts render, hidden, on every page. */
export const CONSENT_BANNER_ID = 'consent-banner'

/**
 * Whether a `document.cookie` string may hold a choice under the current policy. A quick test for
 * the shell: when true the banner stays closed; the banner's chunk checks the cookie in full.
 */
export function mayHoldCurrentConsent(cookies: string): boolean {
  return cookies.includes(`${CONSENT_COOKIE_NAME}=${CONSENT_POLICY_VERSION}.`)
}
