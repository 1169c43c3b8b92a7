import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Store } from '../../config/stores.ts'

/** The origin a store is served from (`http://localhost:3000`). */
function originOf(store: Store): string {
  return new URL(store.baseUrl).origin
}

/** The origin the request came to: its scheme and host (behind a proxy, as `TRUST_PROXY` lets Fastify read them). */
function requestOriginOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`
}

/**
 * Where a form post comes from, judged by its Origin header (every current browser sends one on
 * POST), else its Referer: `sameSite` when it is the store's own address; `unknownAddress` when
 * it is the address the request came to but the operator configured another one (a shopper who
 * opened the shop by its IP address: nobody else can post there from that origin); `crossSite`
 * otherwise. Without a configured address (`STORE_URL_…`), the address the request came to is
 * the store's own, so the shop sells on `127.0.0.1` as on `localhost`. A request with neither
 * header relies on the CSRF token alone, unless `required` (a form without a token), which also
 * refuses a browser's own word that the post comes from another site (`Sec-Fetch-Site`).
 */
export function formOriginOf(
  request: FastifyRequest,
  store: Store,
  required = false,
): 'sameSite' | 'unknownAddress' | 'crossSite' {
  const fetchSite = request.headers['sec-fetch-site']
  if (required && fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none')
    return 'crossSite'
  const origin = request.headers.origin ?? refererOriginOf(request.headers.referer)
  if (origin === undefined) return required ? 'crossSite' : 'sameSite'
  if (origin === originOf(store)) return 'sameSite'
  if (origin !== requestOriginOf(request)) return 'crossSite'
  return store.baseUrlConfigured ? 'unknownAddress' : 'sameSite'
}

/** The origin of a Referer header, `null` when it is not a URL, `undefined` without one. */
function refererOriginOf(referer: string | undefined): string | null | undefined {
  if (referer === undefined) return undefined
  try {
    return new URL(referer).origin
  } catch {
    return null
  }
}

/** Whether a form post comes from the store's own pages ({@link formOriginOf} says `sameSite`). */
export function isSameOrigin(request: FastifyRequest, store: Store, required = false): boolean {
  return formOriginOf(request, store, required) === 'sameSite'
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
