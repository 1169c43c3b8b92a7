import type { LookupAddress } from 'node:dns'
import { lookup as dnsLookup } from 'node:dns/promises'
import type { LookupFunction } from 'node:net'
import type { Agent, request as undiciRequest } from 'undici'
import ipaddr from 'ipaddr.js'
import { PICTURE_MAX_BYTES } from './pictureRenditions.ts'

/** Whether a picture's URL may be fetched, before any request: `OK`, not one we fetch, or a refused host. */
export type PictureUrlCheck = 'OK' | 'INVALID_URL' | 'HOST_REFUSED'

/** Why a picture could not be fetched (docs/back-office.md#csv-import-and-export). */
export type PictureFetchRefusal = 'INVALID_URL' | 'HOST_REFUSED' | 'FETCH_FAILED' | 'TOO_LARGE'

/** A fetched picture's bytes, or why there are none. */
export type PictureFetchResult = { ok: true; content: Buffer } | { ok: false; error: PictureFetchRefusal }

/** Fetches pictures from the web for the import, refusing the shop's own network (SSRF). */
export interface PictureFetcher {
  fetch(url: string): Promise<PictureFetchResult>
  /** Closes its connections. */
  close(): Promise<void>
}

/** Finds a host's addresses (the system resolver by default; tests give their own). */
export type HostResolver = (hostname: string) => Promise<LookupAddress[]>

/** Redirects followed, each checked again like the first URL. */
const MAX_REDIRECTS = 3

/** The error a refused address fails the connection with. */
const HOST_REFUSED_CODE = 'E_PICTURE_HOST_REFUSED'

/**
 * Whether an address is on the public internet: ipaddr.js's `unicast` range, after an
 * IPv4-mapped IPv6 address (`::ffff:127.0.0.1`) is read as the IPv4 one it carries. Loopback,
 * private, link-local, carrier-grade NAT, multicast, broadcast, unspecified, documentation,
 * benchmarking and other reserved ranges (IPv4 and IPv6, NAT64 and 6to4 among them) are not.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  return ipaddr.process(address).range() === 'unicast'
}

/** A URL's host without the brackets of an IPv6 literal, in lower case. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase()
}

/** A matcher of the allowed hosts (`IMPORT_IMAGE_HOSTS`): names or addresses, any case. */
function allowedHostMatcher(allowedHosts: readonly string[]): (host: string) => boolean {
  const allowed = new Set(allowedHosts.map((host) => host.trim().toLowerCase()).filter((host) => host !== ''))
  return (host) => allowed.has(host.replace(/^\[(.*)\]$/, '$1').toLowerCase())
}

/**
 * Checks a picture's URL without fetching it (the dry run, and each hop of a fetch): http or
 * https, no user name or password, and a host that is not a private, loopback, link-local,
 * multicast or reserved address (nor `localhost`) unless it is one of `allowedHosts`. A name's
 * addresses are checked when it is fetched.
 */
export function checkPictureUrl(text: string, allowedHosts: readonly string[]): PictureUrlCheck {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return 'INVALID_URL'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'INVALID_URL'
  if (url.username !== '' || url.password !== '') return 'INVALID_URL'
  const host = hostOf(url)
  if (host === '') return 'INVALID_URL'
  if (allowedHostMatcher(allowedHosts)(host)) return 'OK'
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? 'OK' : 'HOST_REFUSED'
  if (host === 'localhost' || host.endsWith('.localhost')) return 'HOST_REFUSED'
  return 'OK'
}

/**
 * The resolver the connection itself uses: it finds the host's addresses and refuses them all
 * when any is not public (unless the host is allowed), so the socket connects to an address that
 * was checked, never to one a second DNS answer gives (DNS rebinding).
 */
function guardedLookup(resolve: HostResolver, isAllowed: (host: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((addresses) => {
        if (addresses.length === 0)
          throw Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' })
        if (!isAllowed(hostname) && addresses.some((entry) => !isPublicAddress(entry.address)))
          throw Object.assign(new Error(`refused address for ${hostname}`), { code: HOST_REFUSED_CODE })
        const first = addresses[0] as LookupAddress
        if (options.all) (callback as (error: null, addresses: LookupAddress[]) => void)(null, addresses)
        else callback(null, first.address, first.family)
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0))
  }
}

function isRefusal(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === HOST_REFUSED_CODE) return true
  return false
}

/**
 * An SSRF-safe picture fetcher (docs/back-office.md#csv-import-and-export) on undici: each URL
 * and each redirect's target (at most 3) is checked with {@link checkPictureUrl}, the connection
 * resolves the host through {@link guardedLookup}, the whole fetch has `timeoutMs`, and a body
 * over `maxBytes` is cut off and refused.
 */
export function createPictureFetcher(options: {
  allowedHosts: readonly string[]
  timeoutMs?: number
  maxBytes?: number
  resolve?: HostResolver
}): PictureFetcher {
  const { allowedHosts, timeoutMs = 15_000, maxBytes = PICTURE_MAX_BYTES } = options
  const resolve =
    options.resolve ?? ((hostname: string) => dnsLookup(hostname, { all: true, verbatim: true }))
  const isAllowed = allowedHostMatcher(allowedHosts)
  // undici (~1.3 MB of modules) is loaded by the first fetch, not by the server's start.
  let client: Promise<{ agent: Agent; request: typeof undiciRequest }> | undefined
  const clientOf = () =>
    (client ??= import('undici').then((undici) => ({
      agent: new undici.Agent({
        connect: { lookup: guardedLookup(resolve, isAllowed), timeout: timeoutMs },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      }),
      request: undici.request,
    })))

  async function fetchOnce(url: string): Promise<PictureFetchResult> {
    const { agent, request } = await clientOf()
    const signal = AbortSignal.timeout(timeoutMs)
    let current = url
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const check = checkPictureUrl(current, allowedHosts)
      if (check !== 'OK') return { ok: false, error: check }
      const response = await request(current, {
        dispatcher: agent,
        method: 'GET',
        signal,
        headers: { accept: 'image/avif,image/webp,image/png,image/jpeg' },
      })
      if ([301, 302, 303, 307, 308].includes(response.statusCode)) {
        await response.body.dump()
        const location = response.headers.location
        if (typeof location !== 'string') return { ok: false, error: 'FETCH_FAILED' }
        current = new URL(location, current).href
        continue
      }
      if (response.statusCode !== 200) {
        await response.body.dump()
        return { ok: false, error: 'FETCH_FAILED' }
      }
      if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
        response.body.destroy()
        return { ok: false, error: 'TOO_LARGE' }
      }
      const chunks: Buffer[] = []
      let bytes = 0
      for await (const chunk of response.body) {
        bytes += (chunk as Buffer).length
        if (bytes > maxBytes) {
          response.body.destroy()
          return { ok: false, error: 'TOO_LARGE' }
        }
        chunks.push(chunk as Buffer)
      }
      return { ok: true, content: Buffer.concat(chunks) }
    }
    return { ok: false, error: 'FETCH_FAILED' }
  }

  return {
    async fetch(url) {
      try {
        return await fetchOnce(url)
      } catch (error) {
        return { ok: false, error: isRefusal(error) ? 'HOST_REFUSED' : 'FETCH_FAILED' }
      }
    },
    close: async () => {
      if (client) await (await client).agent.close()
    },
  }
}
