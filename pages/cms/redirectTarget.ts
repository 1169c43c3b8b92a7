/**
 * Where a RedirectEntity sends the shopper (docs/storefront-rules.md#urls-no-route-matches): an http(s) target is a full URL, any
 * other target is a store-relative path that gets a leading slash when it lacks one. The
 * status is the entity's redirectType: permanent (301, 308) or temporary (302, 303, 307);
 * anything else is permanent.
 */
export function redirectTarget(
  redirectTo: string,
  redirectType: number | null | undefined,
): { location: string; statusCode: 301 | 302 } {
  const statusCode = redirectType === 302 || redirectType === 303 || redirectType === 307 ? 302 : 301
  if (/^https?:\/\//i.test(redirectTo)) return { location: redirectTo, statusCode }
  return { location: redirectTo.startsWith('/') ? redirectTo : `/${redirectTo}`, statusCode }
}
