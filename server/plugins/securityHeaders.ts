import fp from 'fastify-plugin'
import type { ProviderContentSources } from '../../domain/payments/paymentProvider.ts'
import type { MapTiles } from '../../components/checkout/mapTiles.ts'
import { TAG_MANAGER_CSP_SOURCES } from '../../components/dataLayer/tagManagerSources.ts'
import { createHash } from 'node:crypto'
import { CONSENT_REVEAL_SCRIPT } from '../../components/consent/consentRevealScript.ts'

/**
 * The CSP source of a tile server: its scheme and host, a `{s}` subdomain placeholder as `*`
 * (`https://{s}.tile.example.org/…` → `https://*.tile.example.org`).
 */
export function tileImageSource(tiles: MapTiles): string {
  const { protocol, host } = new URL(tiles.urlTemplate.replaceAll('{s}', 'subdomain-placeholder'))
  return `${protocol}//${host.replace('subdomain-placeholder', '*')}`
}

/** The CSP source that allows the cookie banner's inline script and no other. */
export const CONSENT_REVEAL_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(CONSENT_REVEAL_SCRIPT).digest('base64')}'`

const NO_PROVIDER_SOURCES: ProviderContentSources = {
  script: [],
  frame: [],
  connect: [],
  img: [],
  formAction: [],
}

/**
 * The Content-Security-Policy of the shop's pages: this origin only, plus exactly the sources
 * the configured payment provider declares (none for the offline provider, served from here),
 * the pickup map's tile server when `MAP_TILE_URL` is set, Google Tag Manager with the
 * Google Analytics hosts when a container is configured (`GTM_ID`), and the origin of uploaded
 * pictures when they are fetched from a bucket (`MEDIA_S3_PUBLIC_URL`).
 */
export function contentSecurityPolicy(
  isDev: boolean,
  provider: ProviderContentSources = NO_PROVIDER_SOURCES,
  mapTiles?: MapTiles,
  tagManager = false,
  pictureOrigins: readonly string[] = [],
): string {
  const sources = (base: string[], ...extra: ReadonlyArray<readonly string[]>) =>
    [...base, ...extra.flat()].join(' ')
  const tags = tagManager ? TAG_MANAGER_CSP_SOURCES : { script: [], img: [], connect: [] }
  return [
    "default-src 'self'",
    // Vite's dev client and React Refresh need inline modules and a websocket in development.
    // The cookie banner's one inline script by its hash (a hash would void 'unsafe-inline' in development).
    `script-src ${sources(isDev ? ["'self'", "'unsafe-inline'"] : ["'self'"], provider.script, tags.script, isDev ? [] : [CONSENT_REVEAL_SCRIPT_SOURCE])}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources(["'self'", 'data:', 'blob:'], provider.img, mapTiles ? [tileImageSource(mapTiles)] : [], tags.img, pictureOrigins)}`,
    "font-src 'self'",
    `connect-src ${sources(isDev ? ["'self'", 'ws:', 'wss:'] : ["'self'"], provider.connect, tags.connect)}`,
    `frame-src ${sources(["'self'"], provider.frame)}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    `form-action ${sources(["'self'"], provider.formAction)}`,
    "object-src 'none'",
  ].join('; ')
}

/**
 * Security headers on every response. Scripts come only from this origin (the island
 * props are JSON, never executed) but for the cookie banner's one line allowed by its hash, so
 * the policy needs no 'unsafe-inline' for scripts.
 * Pictures come from this origin too, plus the map's tile server when `MAP_TILE_URL` is set
 * and the pictures' bucket when `MEDIA_S3_PUBLIC_URL` is;
 * the tag manager's sources join only when `GTM_ID` is set.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const isDev = app.config.mode === 'development'
    const tagManager = app.config.gtmId !== undefined
    const bucketUrl = app.config.mediaBucket?.publicUrl
    const pictureOrigins = bucketUrl ? [new URL(bucketUrl).origin] : []
    let csp = contentSecurityPolicy(isDev, undefined, app.config.mapTiles, tagManager, pictureOrigins)
    // The payments plugin registers later: its provider's sources are known once the app is ready.
    app.addHook('onReady', async () => {
      if (app.hasDecorator('payments'))
        csp = contentSecurityPolicy(
          isDev,
          app.payments.provider.contentSources,
          app.config.mapTiles,
          tagManager,
          pictureOrigins,
        )
    })
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff')
      // A route may ask for less (a page whose URL carries a token sends no Referer at all).
      if (!reply.hasHeader('Referrer-Policy'))
        reply.header('Referrer-Policy', 'strict-origin-when-cross-origin')
      reply.header('X-Frame-Options', 'SAMEORIGIN')
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)')
      const contentType = String(reply.getHeader('content-type') ?? '')
      if (contentType.startsWith('text/html')) reply.header('Content-Security-Policy', csp)
      return payload
    })
  },
  { name: 'security-headers' },
)
