import type { IncomingMessage } from 'node:http'

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\//i

/**
 * The origin-form (`/path?query`) of a request target. A server must accept the absolute-form
 * (`http://host/path`, RFC 9112 §3.2.2) and then use its host instead of the Host header; the
 * router only knows paths, so the target is rewritten and the Host header set from it.
 */
export function originFormOf(request: Pick<IncomingMessage, 'url' | 'headers'>): string {
  const target = request.url ?? '/'
  if (!ABSOLUTE_FORM.test(target)) return target
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return target
  }
  request.headers.host = url.host
  return `${url.pathname}${url.search}`
}
