import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import { Negotiator } from '@fastify/accept-negotiator'
import { LRUCache } from 'lru-cache'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Content codings a cached page is kept in; `identity` is the body as rendered. */
export type PageEncoding = 'br' | 'gzip' | 'identity'

/** Response headers a cached page keeps; the app's own (security headers, Vary) are added to every answer again. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'location', 'content-language', 'link'] as const

/** An anonymous page as the cache keeps it: compressed once, served many times. */
export interface CachedPage {
  statusCode: number
  headers: Record<string, string>
  bodies: Record<PageEncoding, Buffer>
  /** Strong validator of the rendered body; each coding answers it with its own suffix. */
  etag: string
  /** What the page shows (`product:SL-00001`, `category:12`, `menu`): purges name these. */
  tags: string[]
  /** When it was rendered (ms since the epoch). */
  storedAt: number
}

/** Bytes a cached page takes (bodies and headers), for the cache's size bound. */
export function sizeOfCachedPage(page: CachedPage): number {
  let size = 200 + page.tags.join(' ').length
  for (const body of Object.values(page.bodies)) size += body.byteLength
  for (const [name, value] of Object.entries(page.headers)) size += name.length + value.length
  return size
}

/**
 * The smallest brotli window that holds the whole page (a window is 2^bits − 16 bytes): the
 * same output as the default 4 MB window, whose encoder's memory glibc kept after each page.
 */
export function brotliWindowBitsFor(byteLength: number): number {
  const { BROTLI_MIN_WINDOW_BITS, BROTLI_MAX_WINDOW_BITS } = zlibConstants
  return Math.min(
    BROTLI_MAX_WINDOW_BITS,
    Math.max(BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(byteLength + 16))),
  )
}

/** Compresses a rendered page with brotli and gzip once, and gives it its strong ETag. */
export async function makeCachedPage(input: {
  statusCode: number
  headers: Record<string, string>
  body: Buffer
  tags: Iterable<string>
  storedAt?: number
}): Promise<CachedPage> {
  const identity = input.body
  const [br, gz] = await Promise.all([
    // Quality 9: close to 11's size at a fraction of its time, paid once per render.
    brotli(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
        [zlibConstants.BROTLI_PARAM_LGWIN]: brotliWindowBitsFor(identity.byteLength),
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ])
  const headers: Record<string, string> = {}
  for (const name of KEPT_HEADERS) if (input.headers[name] !== undefined) headers[name] = input.headers[name]
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27)
  return {
    statusCode: input.statusCode,
    headers,
    bodies: { br, gzip: gz, identity },
    etag: hash,
    tags: [...new Set(input.tags)].sort(),
    storedAt: input.storedAt ?? Date.now(),
  }
}

// Browsers send a handful of distinct headers: remember their answers, a bounded number of them.
const encodingNegotiator = new Negotiator<PageEncoding>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new LRUCache<string, string>({ max: 100 }),
})

/** The coding to answer `Accept-Encoding` with: brotli, else gzip, else the plain body. */
export function chooseEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity'
  const chosen = encodingNegotiator.negotiate(acceptEncoding)
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity'
}

/** The strong ETag of one coding of a page (a strong validator names exact bytes). */
export function etagOf(page: CachedPage, encoding: PageEncoding): string {
  return encoding === 'identity' ? `"${page.etag}"` : `"${page.etag}-${encoding}"`
}

/** Whether `If-None-Match` names a coding of this page (any of them: the content is the same). */
export function matchesIfNoneMatch(page: CachedPage, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const candidates = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''))
  return (['identity', 'br', 'gzip'] as const).some((encoding) => candidates.includes(etagOf(page, encoding)))
}
