import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Store } from '../../config/stores.ts'

/** The origin a store is served from (`http://localhost:3000`). */
function originOf(store: Store): string {
  return new URL(store.baseUrl).origin
}

/**
 * Whether a form post comes from the store's own pages: its Origin header (every current
 * browser sends one on POST), else its Referer, must be the store's origin. A request with
 * neither relies on the CSRF token alone, unless `required` (a form without a token), which
 * also refuses a browser's own word that the post comes from another site (`Sec-Fetch-Site`).
 */
export function isSameOrigin(request: FastifyRequest, store: Store, required = false): boolean {
  const expected = originOf(store)
  const fetchSite = request.headers['sec-fetch-site']
  if (required && fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return false
  const origin = request.headers.origin
  if (origin !== undefined) return origin === expected
  const referer = request.headers.referer
  if (referer === undefined) return !required
  try {
    return new URL(referer).origin === expected
  } catch {
    return false
  }
}

/**
 * Whether the form's CSRF token matches the session's secret. The plugin's hook answers a
 * refusal itself (`reply.send(error)`: a JSON 403, and the callback never called), so it gets
 * a stand-in reply that reports the refusal instead; the form is then rendered again (403).
 */
export function checkCsrfToken(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  return new Promise((resolve) => {
    const refusal = { send: () => resolve(false) } as unknown as FastifyReply
    app.csrfProtection(request, refusal, ((error?: unknown) => resolve(!error)) as () => void)
  })
}
