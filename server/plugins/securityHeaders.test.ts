import { describe, expect, it } from 'vitest'
import Fastify from 'fastify'
import {
  CONSENT_REVEAL_SCRIPT_SOURCE,
  contentSecurityPolicy,
  securityHeadersPlugin,
  tileImageSource,
} from './securityHeaders.ts'
import { loadConfig } from '../config.ts'
import { createOfflineProvider } from '../../domain/payments/offline/offlineProvider.ts'
import type { PaymentService } from '../../domain/payments/paymentService.ts'
import type { ProviderContentSources } from '../../domain/payments/paymentProvider.ts'

const offlineProvider = createOfflineProvider({ db: null as never, secret: 'x'.repeat(32) })

/** Every source the policy allows, per directive. */
function sourcesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split('; ')
      .map((directive) => directive.split(' ') as [string, ...string[]])
      .map(([name, ...sources]) => [name, sources]),
  )
}

async function htmlPolicyOfApp(sources: ProviderContentSources): Promise<string> {
  const app = Fastify()
  app.decorate('config', loadConfig({ NODE_ENV: 'production' }))
  await app.register(securityHeadersPlugin)
  app.decorate('payments', {
    provider: { ...offlineProvider, contentSources: sources },
  } as unknown as PaymentService)
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>page</p>'))
  const response = await app.inject({ url: '/page' })
  await app.close()
  return String(response.headers['content-security-policy'])
}

describe('the Content-Security-Policy', () => {
  it('allows nothing outside this origin with the offline payment provider', async () => {
    const policy = await htmlPolicyOfApp(offlineProvider.contentSources)
    const allowed = new Set(["'self'", "'none'", 'data:', 'blob:'])
    for (const [directive, sources] of sourcesOf(policy)) {
      for (const source of sources) {
        const inlineStyles = directive === 'style-src' && source === "'unsafe-inline'"
        const consentScript = directive === 'script-src' && source === CONSENT_REVEAL_SCRIPT_SOURCE
        expect(allowed.has(source) || inlineStyles || consentScript, `${directive} ${source}`).toBe(true)
      }
    }
    expect(policy).not.toMatch(/https?:|\*|wss?:/)
  })

  it('adds exactly the sources a provider declares, each to its directive', async () => {
    const policy = sourcesOf(
      await htmlPolicyOfApp({
        script: ['https://js.provider.example'],
        frame: ['https://hooks.provider.example'],
        connect: ['https://api.provider.example'],
        img: [],
        formAction: [],
      }),
    )
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://js.provider.example',
      CONSENT_REVEAL_SCRIPT_SOURCE,
    ])
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://hooks.provider.example'])
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.provider.example'])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(policy.get('form-action')).toEqual(["'self'"])
  })

  it('keeps development sources out of production', () => {
    expect(sourcesOf(contentSecurityPolicy(false)).get('script-src')).toEqual([
      "'self'",
      CONSENT_REVEAL_SCRIPT_SOURCE,
    ])
    expect(sourcesOf(contentSecurityPolicy(true)).get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(sourcesOf(contentSecurityPolicy(true)).get('connect-src')).toEqual(["'self'", 'ws:', 'wss:'])
  })
})

async function pagePolicy(env: NodeJS.ProcessEnv): Promise<Record<string, string>> {
  const app = Fastify()
  app.decorate('config', loadConfig({ NODE_ENV: 'production', ...env }))
  await app.register(securityHeadersPlugin)
  app.get('/', async (_request, reply) => reply.type('text/html').send('<p>page</p>'))
  const response = await app.inject('/')
  await app.close()
  const policy = String(response.headers['content-security-policy'])
  return Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]))
}

describe('security headers', () => {
  it('lets pages load pictures, scripts and data only from the shop itself when no map tile server is set', async () => {
    const policy = await pagePolicy({})
    expect(policy['img-src']).toBe("img-src 'self' data: blob:")
    expect(policy['connect-src']).toBe("connect-src 'self'")
    expect(policy['default-src']).toBe("default-src 'self'")
  })

  it('allows pictures from exactly the tile server when MAP_TILE_URL is set', async () => {
    const policy = await pagePolicy({
      MAP_TILE_URL: 'https://tiles.example.org:8443/osm/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
    })
    expect(policy['img-src']).toBe("img-src 'self' data: blob: https://tiles.example.org:8443")
    expect(policy['connect-src']).toBe("connect-src 'self'")
  })

  it("allows pictures from the media bucket's origin when MEDIA_S3_PUBLIC_URL is set", async () => {
    const policy = await pagePolicy({
      MEDIA_S3_BUCKET: 'shop-media',
      MEDIA_S3_REGION: 'fr-par',
      MEDIA_S3_ACCESS_KEY_ID: 'key-id',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_S3_PUBLIC_URL: 'https://cdn.example.org/shop-media/',
    })
    expect(policy['img-src']).toBe("img-src 'self' data: blob: https://cdn.example.org")
  })

  it('writes a {s} subdomain placeholder as a wildcard of that one label', () => {
    expect(
      tileImageSource({ urlTemplate: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', attribution: 'x' }),
    ).toBe('https://*.tile.example.org')
  })
})

describe('the Content-Security-Policy with a tag manager', () => {
  it('names Google Tag Manager and the Google Analytics hosts only when GTM_ID is set', async () => {
    const without = await pagePolicy({})
    expect(Object.values(without).join('; ')).not.toMatch(/google/)
    const withTags = await pagePolicy({ GTM_ID: 'GTM-AB12CD3' })
    expect(withTags['script-src']).toBe(
      `script-src 'self' https://*.googletagmanager.com ${CONSENT_REVEAL_SCRIPT_SOURCE}`,
    )
    expect(withTags['img-src']).toBe(
      "img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com",
    )
    expect(withTags['connect-src']).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    )
    // Nothing else widens: frames, forms, fonts and the default stay on this origin.
    for (const directive of [
      'default-src',
      'frame-src',
      'form-action',
      'font-src',
      'style-src',
      'object-src',
      'base-uri',
    ])
      expect(withTags[directive], directive).toBe(without[directive])
  })

  it('adds the tag sources beside the payment provider and the map tiles, each to its directive', () => {
    const policy = sourcesOf(
      contentSecurityPolicy(
        false,
        {
          script: ['https://js.provider.example'],
          frame: [],
          connect: ['https://api.provider.example'],
          img: [],
          formAction: [],
        },
        { urlTemplate: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: 'x' },
        true,
      ),
    )
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://js.provider.example',
      'https://*.googletagmanager.com',
      CONSENT_REVEAL_SCRIPT_SOURCE,
    ])
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tiles.example.org',
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ])
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.provider.example',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ])
  })
})
