/**
 * What kind of route answered a request, from the route's pattern (never the raw URL, so a
 * metric label keeps a handful of values whatever clients ask for):
 * - `page`: a public page through the full-page cache (the catch-all route);
 * - `api`: the shop API (`{store}/graphql`);
 * - `admin`: the back office;
 * - `asset`: a file (built assets, pictures, sitemaps, PDFs);
 * - `ops`: health, readiness and metrics;
 * - `webhook`: a payment provider's calls;
 * - `shopper`: every other route (per-shopper pages and forms: account, cart, checkout).
 */
export type RouteKind = 'page' | 'api' | 'admin' | 'asset' | 'ops' | 'webhook' | 'shopper' | 'unmatched'

/** The kinds, for labels known in advance (a series at 0 before the first request). */
export const ROUTE_KINDS: readonly RouteKind[] = [
  'page',
  'api',
  'admin',
  'asset',
  'ops',
  'webhook',
  'shopper',
  'unmatched',
]

const OPS_ROUTES = new Set(['/healthz', '/readyz', '/metrics'])
const FILE_ROUTE = /\.[a-z0-9]+$|\/:file$|^\/assets\//i

/** The kind of a route pattern (`request.routeOptions.url`); undefined: no route matched. */
export function routeKindOf(routePattern: string | undefined): RouteKind {
  if (routePattern === undefined) return 'unmatched'
  if (routePattern === '*') return 'page'
  if (OPS_ROUTES.has(routePattern)) return 'ops'
  if (routePattern.endsWith('/graphql')) return 'api'
  if (routePattern === '/admin' || routePattern.startsWith('/admin/')) return 'admin'
  if (routePattern.startsWith('/payment-webhooks/')) return 'webhook'
  if (FILE_ROUTE.test(routePattern)) return 'asset'
  return 'shopper'
}
