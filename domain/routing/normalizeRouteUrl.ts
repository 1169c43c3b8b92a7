const MAX_URL_LENGTH = 500
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/

/**
 * Turns what a client asks `route(url)` about into a lookup path: no query or hash, no
 * leading or trailing slash, percent-decoded, without the store's base path. Returns null
 * for URLs that cannot name a page (too long, undecodable, control characters).
 */
export function normalizeRouteUrl(url: string, basePath: string): string | null {
  if (url.length > MAX_URL_LENGTH) return null
  let path = url.split(/[?#]/, 1)[0] ?? ''
  if (/^https?:\/\//i.test(path)) path = path.replace(/^https?:\/\/[^/]+/i, '')
  if (basePath !== '' && (path === basePath || path.startsWith(`${basePath}/`)))
    path = path.slice(basePath.length)
  try {
    path = decodeURIComponent(path)
  } catch {
    return null
  }
  if (CONTROL_CHARACTER.test(path)) return null
  return path.replace(/^\/+|\/+$/g, '')
}
