/**
 * The page shell's only consent code: whether to fetch the cookie banner's chunk, and whether
 * to fetch the data layer's. It shares no module with those chunks (a shared module would be
 * bundled into the shell and exported from it), so the cookie name and the policy version are
 * written out here; consentShell.test.ts checks them against the consent contract.
 */

/** The consent cookie of the current policy (`shop_consent=1.…`), capturing its analytics flag. */
export const CURRENT_CONSENT = /(?:^|;\s*)shop_consent=1\.([01])\./

/**
 * Whether a `document.cookie` string may hold a choice under the current policy. A quick test:
 * when true the banner stays closed; when false no choice of the current policy exists, so the
 * banner opens without reading the cookie (its codec loads when the shopper reaches for it).
 */
export function mayHoldCurrentConsent(cookies: string): boolean {
  return CURRENT_CONSENT.test(cookies)
}

/**
 * Whether that choice may allow analytics. The data layer's chunk decides with the full codec
 * (`hasConsent`), so a doubtful cookie loads it for nothing, never the other way round.
 */
export function mayAllowAnalytics(cookies: string): boolean {
  return CURRENT_CONSENT.exec(cookies)?.[1] === '1'
}
