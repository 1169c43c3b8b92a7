import type { FastifyRequest } from 'fastify'

/** Whether the browser only prefetches the page (a link preloaded on hover or in view), which the shopper may never see. */
export function isPrefetch(request: FastifyRequest): boolean {
  return /prefetch/i.test(String(request.headers['sec-purpose'] ?? request.headers.purpose ?? ''))
}
