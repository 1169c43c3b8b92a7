import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('uses the embedded defaults', () => {
    const config = loadConfig({ NODE_ENV: 'production' })
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.inactivityTimeoutMs).toBe(1_800_000)
    expect(config.trustProxy).toBe(false)
    expect(config.smtpUrl).toBeUndefined()
    expect(config.sessionSecret).toBeUndefined()
    expect(config.redisUrl).toBeUndefined()
    expect(config.mailDomain).toBe('pantoufle-et-co.fr')
    expect(config.paymentProvider).toBe('offline')
    expect(config.paymentWebhookSecret).toBeUndefined()
    expect(config.marketingProvider).toBe('offline')
    expect(config.abandonedCartReminderHours).toBe(4)
    expect(config.abandonedCartReminderSweepSeconds).toBe(300)
    expect(config.databaseProbeIntervalMs).toBe(1000)
    expect(config.emailRetrySeconds).toBe(30)
    expect(config.stores.map((store) => store.baseUrl)).toEqual([
      'http://localhost:3000/fr',
      'http://localhost:3000/de',
      'http://localhost:3000/en',
      'http://localhost:3000/it',
    ])
  })
  it('stops with the name of a bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ INACTIVITY_TIMEOUT_MS: '-5' })).toThrow(/INACTIVITY_TIMEOUT_MS/)
    expect(() => loadConfig({ TRUST_PROXY: '2 hops' })).toThrow(/TRUST_PROXY/)
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/)
    expect(() => loadConfig({ MAIL_FROM: 'the shop' })).toThrow(/MAIL_FROM/)
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/)
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/)
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/)
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET/)
    expect(() => loadConfig({ MARKETING_PROVIDER: 'brevo' })).toThrow(/MARKETING_PROVIDER/)
    expect(() => loadConfig({ ABANDONED_CART_REMINDER_HOURS: '0' })).toThrow(/ABANDONED_CART_REMINDER_HOURS/)
    expect(() => loadConfig({ ABANDONED_CART_REMINDER_HOURS: 'four' })).toThrow(
      /ABANDONED_CART_REMINDER_HOURS/,
    )
    expect(() => loadConfig({ ABANDONED_CART_REMINDER_SWEEP_SECONDS: '0' })).toThrow(
      /ABANDONED_CART_REMINDER_SWEEP_SECONDS/,
    )
    expect(() => loadConfig({ DATABASE_PROBE_INTERVAL_MS: '10' })).toThrow(/DATABASE_PROBE_INTERVAL_MS/)
    expect(() => loadConfig({ EMAIL_RETRY_SECONDS: 'soon' })).toThrow(/EMAIL_RETRY_SECONDS/)
  })
  it('turns the page cache on with its defaults, and checks its settings', () => {
    expect(loadConfig({}).pageCache).toEqual({
      enabled: true,
      ttlSeconds: 60,
      staleSeconds: 600,
      maxBytes: 128 * 1024 * 1024,
      redisPrefix: 'shop_page_cache:',
    })
    expect(
      loadConfig({ PAGE_CACHE: 'off', PAGE_CACHE_TTL_SECONDS: '0.5', PAGE_CACHE_STALE_SECONDS: '0' })
        .pageCache,
    ).toMatchObject({ enabled: false, ttlSeconds: 0.5, staleSeconds: 0 })
    expect(() => loadConfig({ PAGE_CACHE: 'maybe' })).toThrow(/PAGE_CACHE/)
    expect(() => loadConfig({ PAGE_CACHE_TTL_SECONDS: '0' })).toThrow(/PAGE_CACHE_TTL_SECONDS/)
    expect(() => loadConfig({ PAGE_CACHE_STALE_SECONDS: '-1' })).toThrow(/PAGE_CACHE_STALE_SECONDS/)
    expect(() => loadConfig({ PAGE_CACHE_MAX_BYTES: '10' })).toThrow(/PAGE_CACHE_MAX_BYTES/)
    expect(() => loadConfig({ PAGE_CACHE_REDIS_PREFIX: 'a b' })).toThrow(/PAGE_CACHE_REDIS_PREFIX/)
  })
  it('reads a fractional reminder delay', () => {
    expect(loadConfig({ ABANDONED_CART_REMINDER_HOURS: '0.25' }).abandonedCartReminderHours).toBe(0.25)
  })
  it('reads which proxies to trust', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ])
  })
  it('reads the pickup map tile server, which needs an attribution', () => {
    expect(loadConfig({}).mapTiles).toBeUndefined()
    const tiles = {
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
    }
    expect(loadConfig(tiles).mapTiles).toEqual({
      urlTemplate: tiles.MAP_TILE_URL,
      attribution: tiles.MAP_TILE_ATTRIBUTION,
    })
    expect(() => loadConfig({ MAP_TILE_URL: tiles.MAP_TILE_URL })).toThrow(/MAP_TILE_ATTRIBUTION/)
    expect(() => loadConfig({ ...tiles, MAP_TILE_URL: 'https://tile.example.org/tiles.png' })).toThrow(
      /MAP_TILE_URL/,
    )
    expect(() => loadConfig({ ...tiles, MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' })).toThrow(
      /MAP_TILE_URL/,
    )
  })
  it('reads the tag manager container, which must look like one', () => {
    expect(loadConfig({}).gtmId).toBeUndefined()
    expect(loadConfig({ GTM_ID: ' GTM-AB12CD3 ' }).gtmId).toBe('GTM-AB12CD3')
    expect(() => loadConfig({ GTM_ID: 'UA-12345-1' })).toThrow(/GTM_ID/)
    expect(() => loadConfig({ GTM_ID: 'GTM-AB12"><script>' })).toThrow(/GTM_ID/)
  })
  it('reads the Varnish purge addresses, each an http(s) URL', () => {
    expect(loadConfig({}).varnishPurgeUrls).toEqual([])
    expect(
      loadConfig({ VARNISH_PURGE_URLS: ' http://varnish-a:6091, http://10.0.0.7:6091/ ' }).varnishPurgeUrls,
    ).toEqual(['http://varnish-a:6091', 'http://10.0.0.7:6091/'])
    expect(() => loadConfig({ VARNISH_PURGE_URLS: 'varnish-a:6091' })).toThrow(/VARNISH_PURGE_URLS/)
    expect(() => loadConfig({ VARNISH_PURGE_URLS: 'ftp://varnish-a' })).toThrow(/VARNISH_PURGE_URLS/)
  })

  it('keeps uploaded pictures in the data folder unless a bucket is set', () => {
    expect(loadConfig({}).mediaBucket).toBeUndefined()
  })

  const bucket = {
    MEDIA_S3_BUCKET: 'shop-media',
    MEDIA_S3_REGION: 'fr-par',
    MEDIA_S3_ACCESS_KEY_ID: 'key-id',
    MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
  }

  it('reads the media bucket, its endpoint, public URL and addressing', () => {
    expect(loadConfig(bucket).mediaBucket).toEqual({
      bucket: 'shop-media',
      endpoint: undefined,
      region: 'fr-par',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      publicUrl: undefined,
      forcePathStyle: false,
    })
    const minio = loadConfig({
      ...bucket,
      MEDIA_S3_ENDPOINT: 'http://minio:9000',
      MEDIA_S3_PUBLIC_URL: 'https://cdn.example.org/shop-media',
      MEDIA_S3_FORCE_PATH_STYLE: '1',
    }).mediaBucket
    expect(minio).toMatchObject({
      endpoint: 'http://minio:9000',
      // A slash is added, since object names are appended to it.
      publicUrl: 'https://cdn.example.org/shop-media/',
      forcePathStyle: true,
    })
  })

  it('stops when the media bucket is set in part, naming what is missing', () => {
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'shop-media' })).toThrow(
      /MEDIA_S3_REGION, MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY must be set too/,
    )
    expect(() => loadConfig({ MEDIA_S3_PUBLIC_URL: 'https://cdn.example.org/' })).toThrow(
      /MEDIA_S3_BUCKET, MEDIA_S3_REGION.* must be set too/,
    )
    const withoutSecret = { ...bucket, MEDIA_S3_SECRET_ACCESS_KEY: '' }
    expect(() => loadConfig(withoutSecret)).toThrow(/^MEDIA_S3_SECRET_ACCESS_KEY must be set too/)
  })

  it('stops on a malformed media bucket setting', () => {
    expect(() => loadConfig({ ...bucket, MEDIA_S3_BUCKET: 'Shop_Media' })).toThrow(/MEDIA_S3_BUCKET/)
    expect(() => loadConfig({ ...bucket, MEDIA_S3_ENDPOINT: 'minio:9000' })).toThrow(/MEDIA_S3_ENDPOINT/)
    expect(() => loadConfig({ ...bucket, MEDIA_S3_PUBLIC_URL: 'cdn.example.org' })).toThrow(
      /MEDIA_S3_PUBLIC_URL/,
    )
    expect(() => loadConfig({ ...bucket, MEDIA_S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /MEDIA_S3_FORCE_PATH_STYLE/,
    )
  })
})
