import path from 'node:path'
import { resolveStores, type Store } from '../config/stores.ts'
import { CONTACT } from '../config/shopConfig.ts'
import type { MapTiles } from '../components/checkout/mapTiles.ts'
import { readAdminAllowedIps } from './admin/adminAllowedIps.ts'
import {
  MARKETING_PROVIDER_NAMES,
  type MarketingProviderName,
} from '../domain/marketing/marketingProvider.ts'
import { PROJECT_ROOT } from '../config/projectRoot.ts'
import type { MediaBucketConfig } from '../domain/media/s3PictureStorage.ts'

/** Typed server configuration, read and validated once at start-up (house style 10). */
export interface ServerConfig {
  mode: 'development' | 'production' | 'test'
  host: string
  port: number
  /** Folder for local data: embedded database, maintenance flag. */
  dataDir: string
  /** PostgreSQL connection string; embedded PGlite is used when absent. */
  databaseUrl: string | undefined
  /** How often an unreachable database is probed, in ms (`DATABASE_PROBE_INTERVAL_MS`); the shop answers 503 until it answers. */
  databaseProbeIntervalMs: number
  /** First delay before an e-mail the SMTP server refused is tried again, in s (`EMAIL_RETRY_SECONDS`); it doubles each time. */
  emailRetrySeconds: number
  /** Forces maintenance mode (`MAINTENANCE=1`, docs/operations.md#maintenance). */
  maintenance: boolean
  /** Reload the page when it comes back after this long hidden (docs/storefront-rules.md#page-states). */
  inactivityTimeoutMs: number
  /** Seconds the shop API keeps answers of public queries (`API_CACHE_SECONDS`, 0 turns it off). */
  apiCacheSeconds: number
  stores: Store[]
  /**
   * Which proxies' `X-Forwarded-*` headers to believe (`TRUST_PROXY`): off by default, so a
   * client cannot fake its address or protocol; `true` (any), or the proxies' addresses/CIDRs.
   */
  trustProxy: boolean | string[]
  /** SMTP server for e-mail (`SMTP_URL`, smtp:// or smtps://); unset: e-mails are written under `DATA_DIR/mail/`. */
  smtpUrl: string | undefined
  /**
   * Secret that signs session cookies (`SESSION_SECRET`, at least 32 characters); unset: one is
   * generated once into `DATA_DIR/session-secret`. Instances sharing shoppers need the same one.
   */
  sessionSecret: string | undefined
  /** Redis server (`REDIS_URL`, redis:// or rediss://) shared by instances for rate limits; unset: in memory. */
  redisUrl: string | undefined
  /** How long a Redis command may take before the shop uses its in-process fallback, in ms (`REDIS_COMMAND_TIMEOUT_MS`, default 50). */
  redisCommandTimeoutMs: number
  /** Sender of the shop's e-mails (`MAIL_FROM`, `Name <address>`). */
  mailFrom: string
  /** Domain of the sender address, used in Message-IDs. */
  mailDomain: string
  /** Payment provider behind the checkout (`PAYMENT_PROVIDER`); `offline` is the built-in test provider. */
  paymentProvider: PaymentProviderName
  /**
   * Secret that signs payment webhooks (`PAYMENT_WEBHOOK_SECRET`, at least 32 characters); unset:
   * one is generated once into `DATA_DIR/payment-webhook-secret` (the offline provider signs and checks in-process).
   */
  paymentWebhookSecret: string | undefined
  /**
   * Secret that signs guests' order links (`ORDER_LINK_SECRET`, at least 32 characters); unset:
   * one is generated once into `DATA_DIR/order-link-secret`. Instances of one shop share it.
   */
  orderLinkSecret: string | undefined
  /** Marketing automation service the newsletter and cart reminders sync to (`MARKETING_PROVIDER`); `offline` keeps its contacts in the shop's database. */
  marketingProvider: MarketingProviderName
  /** Hours after a customer's last cart change before the abandoned-cart reminder (`ABANDONED_CART_REMINDER_HOURS`, fractions allowed, default 4). */
  abandonedCartReminderHours: number
  /** Seconds between two looks for carts to remind (`ABANDONED_CART_REMINDER_SWEEP_SECONDS`, default 300). */
  abandonedCartReminderSweepSeconds: number
  /** Seconds between two runs of the payment reconciliation job (`PAYMENT_RECONCILIATION_SECONDS`, default 300; it also runs at start-up). */
  paymentReconciliationSeconds: number
  /** Seconds after its creation a payment is left to its shopper and webhooks before the reconciliation job looks at it (`PAYMENT_RECONCILIATION_GRACE_SECONDS`, default 120). */
  paymentReconciliationGraceSeconds: number
  /** First delay before a payment webhook the shop did not accept is sent again, in s (`PAYMENT_WEBHOOK_RETRY_SECONDS`, default 30); it doubles each time. */
  paymentWebhookRetrySeconds: number
  /** Tile server of the pickup map (`MAP_TILE_URL`, `MAP_TILE_ATTRIBUTION`); unset: the map draws country outlines offline. */
  mapTiles: MapTiles | undefined
  /**
   * Google Tag Manager container (`GTM_ID`, `GTM-XXXXXXX`); loaded only after the shopper's
   * analytics consent. Unset: nothing third-party loads and the CSP allows no tag manager.
   */
  gtmId: string | undefined
  /** The full-page cache of anonymous HTML (docs/page-cache.md). */
  pageCache: PageCacheConfig
  /**
   * Purge addresses of the Varnish servers in front of the shop (`VARNISH_PURGE_URLS`, comma-separated
   * http(s) URLs of their `purge` listen socket, docs/deployment.md); empty: no Varnish to purge.
   */
  varnishPurgeUrls: string[]
  /** Addresses and CIDR ranges that may reach `/admin` (`ADMIN_ALLOWED_IPS`, comma-separated); empty: every address. */
  adminAllowedIps: string[]
  /**
   * Prometheus metrics (docs/operations.md#metrics-and-traces): `/metrics` on a port of its own
   * (`METRICS_PORT`, on `HOST`), and/or on the shop's port behind `Authorization: Bearer
   * METRICS_TOKEN` (at least 32 characters). Neither set: no metrics are kept at all.
   */
  metrics: { port: number | undefined; token: string | undefined }
  /** Largest catalogue CSV file uploaded, in bytes (`IMPORT_MAX_MB`, default 200; docs/back-office.md#csv-import-and-export). */
  importMaxBytes: number
  /**
   * Hosts a CSV import's `Image Src` pictures may be fetched from even at a private or loopback
   * address (`IMPORT_IMAGE_HOSTS`, comma-separated names or addresses); every other such address is refused.
   */
  importImageHosts: string[]
  /**
   * S3-compatible bucket for uploaded pictures (`MEDIA_S3_*`, docs/deployment.md#pictures-in-a-bucket);
   * unset: they are kept under `DATA_DIR/media/uploads`.
   */
  mediaBucket: MediaBucketConfig | undefined
  /** Project root (where package.json lives). */
  root: string
}

/** Settings of the full-page cache (docs/page-cache.md). */
export interface PageCacheConfig {
  /** `PAGE_CACHE` (on by default; `0`/`false` turns it off). */
  enabled: boolean
  /** Seconds a page is served fresh (`PAGE_CACHE_TTL_SECONDS`, default 60; fractions allowed). */
  ttlSeconds: number
  /** Seconds after that it is served stale while one render refreshes it (`PAGE_CACHE_STALE_SECONDS`, default 600). */
  staleSeconds: number
  /** Bytes of pages (all codings) kept in memory (`PAGE_CACHE_MAX_BYTES`, default 128 MiB); with Redis its `maxmemory` rules. */
  maxBytes: number
  /** Prefix of the cache's Redis keys and channel (`PAGE_CACHE_REDIS_PREFIX`): shops (and test runs) sharing a Redis keep apart. */
  redisPrefix: string
}

/** Payment providers built in; a real one (Stripe, Adyen) joins this list with its adapter. */
export const PAYMENT_PROVIDER_NAMES = ['offline'] as const

/** One of {@link PAYMENT_PROVIDER_NAMES}. */
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number]

function readPaymentProvider(raw: string | undefined): PaymentProviderName {
  const value = raw?.trim() || 'offline'
  const known = PAYMENT_PROVIDER_NAMES.find((name) => name === value)
  if (!known)
    throw new Error(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDER_NAMES.join(', ')}, got "${raw}"`)
  return known
}

function readMarketingProvider(raw: string | undefined): MarketingProviderName {
  const value = raw?.trim() || 'offline'
  const known = MARKETING_PROVIDER_NAMES.find((name) => name === value)
  if (!known)
    throw new Error(`MARKETING_PROVIDER must be one of ${MARKETING_PROVIDER_NAMES.join(', ')}, got "${raw}"`)
  return known
}

function readPositiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0 || value > max)
    throw new Error(`${name} must be a number above 0 and at most ${max}, got "${raw}"`)
  return value
}

const root = PROJECT_ROOT

function readInteger(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`)
  }
  return value
}

function readTrustProxy(raw: string | undefined): ServerConfig['trustProxy'] {
  const value = (raw ?? '').trim()
  if (value === '' || value === 'false' || value === '0') return false
  if (value === 'true') return true
  const entries = value.split(',').map((entry) => entry.trim())
  const address = /^(?:[\d.]+|[0-9a-f:]+)(?:\/\d{1,3})?$|^(?:loopback|linklocal|uniquelocal)$/i
  if (entries.some((entry) => !address.test(entry))) {
    throw new Error(
      `TRUST_PROXY must be true, false or a comma-separated list of addresses/CIDRs, got "${raw}"`,
    )
  }
  return entries
}

// The shop's own contact address: the brand domain is written in one place (shopConfig.ts).
const DEFAULT_MAIL_FROM = `Pantoufle & Co <${CONTACT.email}>`

function readMailFrom(raw: string | undefined): { mailFrom: string; mailDomain: string } {
  const mailFrom = raw?.trim() || DEFAULT_MAIL_FROM
  const domain = /@([a-z0-9.-]+\.[a-z]{2,}|localhost)>?$/i.exec(mailFrom)?.[1]
  if (!domain)
    throw new Error(`MAIL_FROM must be an e-mail address, optionally as "Name <address>", got "${raw}"`)
  return { mailFrom, mailDomain: domain.toLowerCase() }
}

function readMapTiles(env: NodeJS.ProcessEnv): MapTiles | undefined {
  const urlTemplate = env.MAP_TILE_URL?.trim()
  if (!urlTemplate) return undefined
  if (
    !/^https?:\/\/[^/]+\//.test(urlTemplate) ||
    !['{z}', '{x}', '{y}'].every((part) => urlTemplate.includes(part))
  ) {
    throw new Error(
      `MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}, got "${urlTemplate}"`,
    )
  }
  const attribution = env.MAP_TILE_ATTRIBUTION?.trim()
  if (!attribution)
    throw new Error('MAP_TILE_ATTRIBUTION must name the map data and tile provider when MAP_TILE_URL is set')
  return { urlTemplate, attribution }
}

function readSwitch(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase()
  if (raw === undefined || raw === '') return fallback
  if (raw === '1' || raw === 'true' || raw === 'on') return true
  if (raw === '0' || raw === 'false' || raw === 'off') return false
  throw new Error(`${name} must be 1/true/on or 0/false/off, got "${env[name]}"`)
}

function readSeconds(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`${name} must be a number of seconds from ${min} to ${max}, got "${raw}"`)
  return value
}

function readPageCache(env: NodeJS.ProcessEnv): PageCacheConfig {
  const redisPrefix = env.PAGE_CACHE_REDIS_PREFIX?.trim() || 'shop_page_cache:'
  if (!/^[\w:.-]{1,64}$/.test(redisPrefix))
    throw new Error(
      `PAGE_CACHE_REDIS_PREFIX must be 1 to 64 letters, digits, _ : . or -, got "${redisPrefix}"`,
    )
  return {
    enabled: readSwitch(env, 'PAGE_CACHE', true),
    ttlSeconds: readSeconds(env, 'PAGE_CACHE_TTL_SECONDS', 60, 0.01, 86_400),
    staleSeconds: readSeconds(env, 'PAGE_CACHE_STALE_SECONDS', 600, 0, 604_800),
    maxBytes: readInteger(
      env,
      'PAGE_CACHE_MAX_BYTES',
      128 * 1024 * 1024,
      1024 * 1024,
      64 * 1024 * 1024 * 1024,
    ),
    redisPrefix,
  }
}

function readGtmId(raw: string | undefined): string | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  if (!/^GTM-[A-Z0-9]{4,12}$/.test(value))
    throw new Error(`GTM_ID must be a Google Tag Manager container id such as GTM-AB12CD3, got "${raw}"`)
  return value
}

function readVarnishPurgeUrls(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  for (const entry of entries) {
    if (!URL.canParse(entry) || !/^https?:$/.test(new URL(entry).protocol)) {
      throw new Error(`VARNISH_PURGE_URLS must be a comma-separated list of http(s) URLs, got "${raw}"`)
    }
  }
  return entries
}

const MEDIA_BUCKET_REQUIRED = [
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_REGION',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
] as const

const MEDIA_BUCKET_SETTINGS = [
  ...MEDIA_BUCKET_REQUIRED,
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_PUBLIC_URL',
  'MEDIA_S3_FORCE_PATH_STYLE',
] as const

function readHttpUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim()
  if (!value) return undefined
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new Error(`${name} must be an http(s) URL, got "${value}"`)
  return value
}

/** The media bucket's settings: none set is the folder; any set asks for the four it cannot go without. */
function readMediaBucket(env: NodeJS.ProcessEnv): MediaBucketConfig | undefined {
  const given = MEDIA_BUCKET_SETTINGS.filter((name) => env[name]?.trim())
  if (given.length === 0) return undefined
  const missing = MEDIA_BUCKET_REQUIRED.filter((name) => !env[name]?.trim())
  if (missing.length > 0)
    throw new Error(
      `${missing.join(', ')} must be set too: uploaded pictures go to a bucket only with ${MEDIA_BUCKET_REQUIRED.join(', ')} (${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set)`,
    )
  const bucket = env.MEDIA_S3_BUCKET!.trim()
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(
      `MEDIA_S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens), got "${bucket}"`,
    )
  const publicUrl = readHttpUrl(env, 'MEDIA_S3_PUBLIC_URL')
  return {
    bucket,
    endpoint: readHttpUrl(env, 'MEDIA_S3_ENDPOINT'),
    region: env.MEDIA_S3_REGION!.trim(),
    accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY!.trim(),
    // Object names are appended to it, so it always ends in a slash.
    publicUrl: publicUrl === undefined || publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`,
    forcePathStyle: readSwitch(env, 'MEDIA_S3_FORCE_PATH_STYLE', false),
  }
}

/**
 * Reads the configuration from the environment. Throws an Error naming the setting when a
 * value is missing or malformed, so the server stops before it listens.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const nodeEnv = env.NODE_ENV ?? 'development'
  if (nodeEnv !== 'development' && nodeEnv !== 'production' && nodeEnv !== 'test') {
    throw new Error(`NODE_ENV must be development, production or test, got "${nodeEnv}"`)
  }
  const port = overrides.port ?? readInteger(env, 'PORT', 3000, 0, 65535)
  const databaseUrl = env.DATABASE_URL || undefined
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://')
  }
  const smtpUrl = env.SMTP_URL || undefined
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl))
    throw new Error('SMTP_URL must start with smtp:// or smtps://')
  const sessionSecret = env.SESSION_SECRET || undefined
  if (sessionSecret && sessionSecret.length < 32)
    throw new Error('SESSION_SECRET must be at least 32 characters long')
  const redisUrl = env.REDIS_URL || undefined
  if (redisUrl && !/^rediss?:\/\/[^/]/.test(redisUrl))
    throw new Error('REDIS_URL must start with redis:// or rediss://')
  const paymentWebhookSecret = env.PAYMENT_WEBHOOK_SECRET || undefined
  if (paymentWebhookSecret && paymentWebhookSecret.length < 32)
    throw new Error('PAYMENT_WEBHOOK_SECRET must be at least 32 characters long')
  const orderLinkSecret = env.ORDER_LINK_SECRET || undefined
  if (orderLinkSecret && orderLinkSecret.length < 32)
    throw new Error('ORDER_LINK_SECRET must be at least 32 characters long')
  const metricsToken = env.METRICS_TOKEN || undefined
  if (metricsToken && metricsToken.length < 32)
    throw new Error('METRICS_TOKEN must be at least 32 characters long')
  const metricsPort = env.METRICS_PORT ? readInteger(env, 'METRICS_PORT', 0, 1, 65535) : undefined
  if (metricsPort !== undefined && metricsPort === port)
    throw new Error('METRICS_PORT must differ from PORT: metrics are never served on the public port')
  return {
    mode: nodeEnv,
    host: env.HOST ?? '0.0.0.0',
    port,
    dataDir: path.resolve(root, env.DATA_DIR ?? 'var'),
    databaseUrl,
    databaseProbeIntervalMs: readInteger(env, 'DATABASE_PROBE_INTERVAL_MS', 1000, 100, 60_000),
    emailRetrySeconds: readInteger(env, 'EMAIL_RETRY_SECONDS', 30, 1, 3600),
    maintenance: env.MAINTENANCE === '1' || env.MAINTENANCE === 'true',
    inactivityTimeoutMs: readInteger(env, 'INACTIVITY_TIMEOUT_MS', 1_800_000, 1000, 86_400_000),
    apiCacheSeconds: readInteger(env, 'API_CACHE_SECONDS', 30, 0, 3600),
    stores: resolveStores(env, port),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    smtpUrl,
    sessionSecret,
    redisUrl,
    redisCommandTimeoutMs: readInteger(env, 'REDIS_COMMAND_TIMEOUT_MS', 50, 5, 10_000),
    ...readMailFrom(env.MAIL_FROM),
    paymentProvider: readPaymentProvider(env.PAYMENT_PROVIDER),
    paymentWebhookSecret,
    orderLinkSecret,
    marketingProvider: readMarketingProvider(env.MARKETING_PROVIDER),
    abandonedCartReminderHours: readPositiveNumber(env, 'ABANDONED_CART_REMINDER_HOURS', 4, 720),
    abandonedCartReminderSweepSeconds: readInteger(
      env,
      'ABANDONED_CART_REMINDER_SWEEP_SECONDS',
      300,
      1,
      86_400,
    ),
    paymentReconciliationSeconds: readInteger(env, 'PAYMENT_RECONCILIATION_SECONDS', 300, 1, 86_400),
    paymentReconciliationGraceSeconds: readInteger(
      env,
      'PAYMENT_RECONCILIATION_GRACE_SECONDS',
      120,
      0,
      86_400,
    ),
    paymentWebhookRetrySeconds: readInteger(env, 'PAYMENT_WEBHOOK_RETRY_SECONDS', 30, 1, 3600),
    mapTiles: readMapTiles(env),
    gtmId: readGtmId(env.GTM_ID),
    pageCache: readPageCache(env),
    varnishPurgeUrls: readVarnishPurgeUrls(env.VARNISH_PURGE_URLS),
    adminAllowedIps: readAdminAllowedIps(env.ADMIN_ALLOWED_IPS),
    metrics: { port: metricsPort, token: metricsToken },
    importMaxBytes: readInteger(env, 'IMPORT_MAX_MB', 200, 1, 10_000) * 1024 * 1024,
    importImageHosts: (env.IMPORT_IMAGE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
    mediaBucket: readMediaBucket(env),
    root,
    ...overrides,
  }
}
