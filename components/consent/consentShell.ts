/**
 * The page shell's only consent code: whether to fetch the cookie banner's chunk. It shares no
 * module with that chunk (a shared module would be bundled into the shell and exported from it),
 * so the cookie name and policy version are written out here; consentShell.test.ts checks them
 * against consentChoice.ts.
 */
const CURRENT_CONSENT_COOKIE = 'shop_consent=1.'

/**
 * Whether a `document.cookie` string may hold a choice under the current policy. A quick test:
 * when true the banner stays closed; the banner's chunk checks the cookie in full.
 */
export function mayHoldCurrentConsent(cookies: string): boolean {
  return cookies.includes(CURRENT_CONSENT_COOKIE)
}
