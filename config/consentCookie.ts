/**
 * The shopper's cookie choice, as kept in a first-party cookie that the browser reads (the
 * catalogue's HTML is shared and cached, so no page is rendered per choice). Pure: the shell's
 * chunks, islands and the server share it.
 */

/** Name of the cookie that keeps the choice. */
export const CONSENT_COOKIE_NAME = 'shop_consent'

/** How long a choice is kept before the banner asks again (13 months, docs/storefront-rules.md#limits-and-constants). */
export const CONSENT_MAX_AGE_SECONDS = Math.round(13 * 30.44 * 24 * 3600)

/** Version of the cookie policy and banner; raising it asks every shopper again (and `consentShell.ts` with it). */
export const CONSENT_POLICY_VERSION = 1

/** The purposes a shopper may grant; necessary cookies need no consent and are always on. */
export type ConsentPurpose = 'analytics' | 'marketing'

/** A choice made in the banner. */
export interface ConsentChoice {
  analytics: boolean
  marketing: boolean
  /** When it was made, in whole seconds since 1970. */
  givenAt: number
  /** Random id that ties the browser's cookie to its proof of consent on the server. */
  id: string
  /** Policy version the shopper saw. */
  version: number
}

const CONSENT_ID = /^[A-Za-z0-9_-]{16,64}$/

/** Whether `value` is a consent id as the cookie keeps it (16 to 64 URL-safe characters). */
export function isConsentId(value: unknown): value is string {
  return typeof value === 'string' && CONSENT_ID.test(value)
}

/** The cookie value of a choice: `version.analytics.marketing.givenAt.id` (digits, 0/1 flags, URL-safe id). */
export function formatConsentCookie(choice: ConsentChoice): string {
  return [choice.version, choice.analytics ? 1 : 0, choice.marketing ? 1 : 0, choice.givenAt, choice.id].join(
    '.',
  )
}

/**
 * Reads a cookie value written by {@link formatConsentCookie}; null when it is missing,
 * malformed, or made under an older policy version (then the shopper is asked again).
 */
export function parseConsentCookie(value: string | undefined | null): ConsentChoice | null {
  if (!value) return null
  const [version, analytics, marketing, givenAt, id] = value.split('.')
  if (Number(version) !== CONSENT_POLICY_VERSION) return null
  if (
    !/^[01]$/.test(analytics ?? '') ||
    !/^[01]$/.test(marketing ?? '') ||
    !/^\d{1,12}$/.test(givenAt ?? '') ||
    !CONSENT_ID.test(id ?? '')
  )
    return null
  return {
    version: CONSENT_POLICY_VERSION,
    analytics: analytics === '1',
    marketing: marketing === '1',
    givenAt: Number(givenAt),
    id: id!,
  }
}

/** The consent cookie's value in a `Cookie` header or `document.cookie` string. */
export function consentCookieValue(cookieHeader: string | undefined | null): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=')
    if (separator > 0 && part.slice(0, separator).trim() === CONSENT_COOKIE_NAME)
      return part.slice(separator + 1).trim()
  }
  return null
}

/** The current cookie choice in a request's `Cookie` header, or null (none, malformed, or under an older policy). */
export function consentOfCookies(cookieHeader: string | undefined): ConsentChoice | null {
  return parseConsentCookie(consentCookieValue(cookieHeader))
}
