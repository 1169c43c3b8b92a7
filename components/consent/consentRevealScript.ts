import { CURRENT_CONSENT } from './consentShell.ts'
import { CONSENT_BANNER_ID } from './showConsentBanner.ts'

/**
 * The cookie banner's inline script, right after it: while the page is parsed it shows the banner
 * when no choice of the current policy exists (the shell's own test), so the banner's text is
 * in the first paint instead of waiting for the shell and its chunk. The page stays the same for
 * every shopper (cacheable); without JavaScript the banner stays hidden, as nothing optional runs.
 */
export const CONSENT_REVEAL_SCRIPT = `document.getElementById(${JSON.stringify(CONSENT_BANNER_ID)}).hidden=/${CURRENT_CONSENT.source}/.test(document.cookie)`
