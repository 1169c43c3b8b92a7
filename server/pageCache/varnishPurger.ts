import type { FastifyBaseLogger } from 'fastify'

/** Purges of one tag list wait this long for each Varnish before giving up on it. */
const PURGE_TIMEOUT_MS = 5000

/** Where a purge failure is reported (the app's logger, or the console in scripts). */
export type PurgeLogger = Pick<FastifyBaseLogger, 'error'>

/**
 * Makes a purger of Varnish servers running deploy/varnish/shop.vcl: each call sends one
 * `PURGE /` with `xkey-purge: <tags separated by spaces>` to every URL (their `purge` listen
 * socket, `VARNISH_PURGE_URLS`), in parallel. A Varnish that is down or refuses is logged, never
 * thrown: the page's own cache was purged already, and Varnish's copy ends with its TTL.
 * The page-cache plugin subscribes it to every purge when `VARNISH_PURGE_URLS` is set.
 */
export function createVarnishPurger(
  urls: readonly string[],
  logger: PurgeLogger = console,
): (tags: string[]) => Promise<void> {
  return async (tags) => {
    const header = [
      ...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== '' && !/[\s,]/.test(tag))),
    ].join(' ')
    if (header === '' || urls.length === 0) return
    await Promise.all(
      urls.map(async (url) => {
        try {
          const response = await fetch(url, {
            method: 'PURGE',
            headers: { 'xkey-purge': header },
            signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
          })
          await response.body?.cancel()
          if (!response.ok) logger.error({ url, status: response.status, tags }, 'Varnish refused the purge')
        } catch (error) {
          logger.error({ url, err: error, tags }, 'Varnish purge failed')
        }
      }),
    )
  }
}
