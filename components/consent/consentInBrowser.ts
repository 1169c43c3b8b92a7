import {
  CONSENT_COOKIE_NAME,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_POLICY_VERSION,
  consentCookieValue,
  formatConsentCookie,
  parseConsentCookie,
  type ConsentChoice,
} from '../../config/consentCookie.ts'

/** Window event sent when the shopper makes or changes the choice; `detail` is the {@link ConsentChoice}. */
export const CONSENT_EVENT = 'shop:consent'

/** The shopper's current choice, or null before the first one (then the banner shows). */
export function readConsent(): ConsentChoice | null {
  return parseConsentCookie(consentCookieValue(document.cookie))
}

/** True when the shopper granted `purpose`; false before any choice (nothing non-essential runs before consent). */
export function hasConsent(purpose: 'analytics' | 'marketing'): boolean {
  return readConsent()?.[purpose] ?? false
}

/** Calls `listener` with every choice made from now on; returns the unsubscribe. */
export function onConsentChange(listener: (choice: ConsentChoice) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<ConsentChoice>).detail)
  window.addEventListener(CONSENT_EVENT, handle)
  return () => window.removeEventListener(CONSENT_EVENT, handle)
}

function newConsentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * Keeps the shopper's choice: writes the first-party cookie (13 months), tells the page
 * (`shop:consent`), and sends the proof of consent to `{base}/consent`, which records it with
 * its date. The browser's id of an earlier choice is kept, so the records of one browser stay linked.
 */
export function saveConsent(
  purposes: { analytics: boolean; marketing: boolean },
  base: string,
): ConsentChoice {
  const choice: ConsentChoice = {
    version: CONSENT_POLICY_VERSION,
    analytics: purposes.analytics,
    marketing: purposes.marketing,
    givenAt: Math.floor(Date.now() / 1000),
    id: readConsent()?.id ?? newConsentId(),
  }
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT_COOKIE_NAME}=${formatConsentCookie(choice)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: choice }))
  void fetch(`${base}/consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: choice.id,
      analytics: choice.analytics,
      marketing: choice.marketing,
      version: choice.version,
    }),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined)
  return choice
}
