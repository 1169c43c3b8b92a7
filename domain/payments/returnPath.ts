/**
 * Whether a path may be used as a return address after a provider-hosted page: a path of
 * this origin only (`/en/checkout/success?x=1`), never another site (`//evil.example`,
 * `https://…`, `/\evil.example`) nor anything a browser might read as one.
 */
export function isSafeReturnPath(path: string): boolean {
  if (path.length === 0 || path.length > 500) return false
  if (!path.startsWith('/') || path.startsWith('//')) return false
  // Browsers treat a backslash as a slash and drop tabs and newlines inside URLs.
  if (
    /[\\\s]/.test(path) ||
    [...path].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)
  )
    return false
  const resolved = new URL(path, 'http://shop.invalid')
  return resolved.origin === 'http://shop.invalid'
}

/** The return path with the intent's id (and `extra` parameters) added to its query, as the shop's return page reads it. */
export function returnPathWithIntent(
  path: string,
  intentId: string,
  extra: Record<string, string> = {},
): string {
  const url = new URL(path, 'http://shop.invalid')
  url.searchParams.set('payment_intent', intentId)
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value)
  return `${url.pathname}${url.search}${url.hash}`
}
