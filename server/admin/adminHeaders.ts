/**
 * The back office's Content-Security-Policy: stricter than the shop's. Nothing but this origin,
 * no inline script, no frame anywhere, forms only to itself (docs/back-office.md#where-it-lives).
 * Development adds what Vite's client needs.
 */
export function adminContentSecurityPolicy(isDev: boolean): string {
  return [
    "default-src 'self'",
    isDev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    isDev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data:",
    isDev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** Headers on every answer under /admin, whatever it is (a page, a redirect, a refusal). */
export function adminHeaders(isDev: boolean): Record<string, string> {
  return {
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'Content-Security-Policy': adminContentSecurityPolicy(isDev),
    'X-Frame-Options': 'DENY',
    // A set-up link's token is in its URL: no page sends its address to another site. (Not
    // no-referrer: Chromium then posts forms with `Origin: null`, which the guard refuses.)
    'Referrer-Policy': 'same-origin',
  }
}
