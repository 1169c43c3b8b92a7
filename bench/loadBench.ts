import { spawnSync } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import type { EventEmitter } from 'node:events'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { startScaleDemo, type ScaleDemo } from '../deploy/scaleDemo.ts'

// `npm run bench:load`: a shopper mix against the scale-out topology (docs/deployment.md).
// LOAD_SECONDS (default 600), LOAD_CONNECTIONS (concurrent shoppers, default 24), LOAD_INSTANCES (default 2),
// LOAD_PORT (Varnish's port, default 8280), LOAD_BUILD=0 to reuse the build in dist/.

const SECONDS = Number(process.env.LOAD_SECONDS ?? 600)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 24)
const INSTANCES = Number(process.env.LOAD_INSTANCES ?? 2)
/** Of the shoppers who browse, this many add to the cart, and of those this many check out. */
const ADD_TO_CART_SHARE = 0.4
const CHECKOUT_SHARE = 0.5
const STORE = '/en'
const SEARCH_WORDS = ['slippers', 'socks', 'wool', 'cotton', 'kids', 'warm', 'felt', 'cashmere']
const ADDRESS = {
  firstname: 'Amelia',
  lastname: 'Hughes',
  street: '12 Old Street',
  city: 'London',
  postcode: 'EC1V 9HL',
  countryCode: 'GB',
  telephone: '+44 20 7946 0000',
}

for (const [name, value] of Object.entries({
  LOAD_SECONDS: SECONDS,
  LOAD_CONNECTIONS: CONNECTIONS,
  LOAD_INSTANCES: INSTANCES,
})) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`)
}

/** What one shopper (one autocannon connection) carries through a journey; autocannon resets it when the journey starts again. */
interface Journey {
  step?: string
  failed?: string
  /** The size picked was sold out (the shop said NOT_SALABLE): a right answer, counted apart; the shopper leaves. */
  soldOut?: boolean
  clientIp?: string
  cookie?: string
  cartId?: string
  csrf?: string
  confirmationUrl?: string
  clientSecret?: string
  returnPath?: string
  successPath?: string
  buys?: boolean
  checksOut?: boolean
}

type Headers = Record<string, string | string[] | undefined>
interface Step {
  name: string
  request: (
    journey: Journey,
  ) => { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string } | null
  /** Statuses that count as success, and what to keep from the answer; a string is why it failed. */
  expect: number[]
  read?: (body: string, headers: Headers, journey: Journey) => string | void
}

const demo: ScaleDemo = await startScaleDemo({
  instances: INSTANCES,
  basePort: Number(process.env.LOAD_PORT ?? 8280),
  databaseName: `shop_load_${randomBytes(3).toString('hex')}`,
  dropDatabaseOnStop: true,
  postgresUrl: process.env.LOAD_DATABASE_URL ?? process.env.DATABASE_URL,
  redisDatabase: 12,
  build: process.env.LOAD_BUILD !== '0',
  log: (line) => console.log(line),
})

try {
  const catalogue = await readCatalogue(demo.databaseUrl)
  const manifest = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '..', 'dist', 'persisted-queries.json'), 'utf8'),
  ) as Record<string, string>
  const hashOf = (operation: string) => {
    const hash = Object.keys(manifest).find((key) =>
      new RegExp(`mutation ${operation}\\b`).test(manifest[key]!),
    )
    if (!hash) throw new Error(`${operation} is not in the build's persisted queries`)
    return hash
  }
  const steps = shopperSteps(
    catalogue,
    hashOf('AddToCartShopperCart'),
    hashOf('AddToCart'),
    new URL(demo.varnishUrl).origin,
  )

  console.log(
    `\n${CONNECTIONS} shoppers for ${SECONDS} s through Varnish at ${demo.varnishUrl} (${INSTANCES} instances)…`,
  )
  const latencies = new Map(steps.map((step) => [step.name, [] as number[]]))
  const failures = new Map(steps.map((step) => [step.name, 0]))
  const firstFailure = new Map<string, string>()
  let soldOutRefusals = 0
  const rss = new Map<string, number[]>()
  const sampler = setInterval(() => {
    for (const [index, instance] of demo.instances.entries())
      push(rss, `shop ${index + 1} (pid ${instance.pid})`, rssMiB([instance.pid]))
    push(
      rss,
      `varnishd (pid ${demo.varnishPid} and its child)`,
      rssMiB([demo.varnishPid, ...childrenOf(demo.varnishPid)]),
    )
  }, 1000)

  let finish: (result: autocannon.Result) => void = () => {}
  let fail: (error: Error) => void = () => {}
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve
    fail = reject
  })
  const options = {
    url: demo.varnishUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    requests: steps.map((step) => ({
      setupRequest: (_request: unknown, journey: Journey) => {
        const built = step.request(journey)
        if (!built) return null
        journey.step = step.name
        journey.failed = undefined
        const headers = {
          'x-forwarded-for': journey.clientIp!,
          ...(journey.cookie ? { cookie: journey.cookie } : {}),
          ...built.headers,
        }
        return {
          method: built.method,
          path: built.path,
          headers,
          ...(built.body === undefined ? {} : { body: built.body }),
        }
      },
      onResponse: (status: number, body: string, journey: Journey, headers: Headers) => {
        rememberCookie(journey, headers)
        if (!step.expect.includes(status))
          journey.failed = `status ${status}: ${body.slice(0, 160).replace(/\s+/g, ' ')}`
        else journey.failed = step.read?.(body, headers, journey) ?? undefined
      },
    })),
  }
  // autocannon's instance emits `response` (its types leave it out).
  const instance = autocannon(options as unknown as autocannon.Options, (error, result) =>
    error ? fail(error) : finish(result),
  ) as unknown as EventEmitter
  // Which step an answer belongs to: the journey still names it when autocannon reports the response.
  instance.on(
    'response',
    (
      client: { requestIterator?: { context?: Journey } },
      _status: number,
      _bytes: number,
      milliseconds: number,
    ) => {
      const journey = client.requestIterator?.context
      if (!journey?.step) return
      latencies.get(journey.step)?.push(milliseconds)
      if (journey.soldOut) {
        soldOutRefusals += 1
        journey.soldOut = false
      }
      if (journey.failed) {
        failures.set(journey.step, (failures.get(journey.step) ?? 0) + 1)
        if (!firstFailure.has(journey.step)) firstFailure.set(journey.step, journey.failed)
        // A failed step ends the journey: the next request starts a new shopper.
        journey.buys = false
        journey.checksOut = false
        journey.cartId = undefined
        journey.csrf = undefined
      }
    },
  )
  const result = await finished
  clearInterval(sampler)

  const total = [...latencies.values()].reduce((sum, list) => sum + list.length, 0)
  const failed = [...failures.values()].reduce((sum, count) => sum + count, 0)
  console.log(
    `\n${total} requests in ${SECONDS} s (${Math.round(total / SECONDS)}/s); failed steps ${failed} (${percent(failed, total)}), connection errors ${result.errors}, timeouts ${result.timeouts}`,
  )
  console.log(`orders placed: ${(latencies.get('success')?.length ?? 0) - (failures.get('success') ?? 0)}`)
  console.log(`sizes refused as sold out (NOT_SALABLE, not failures): ${soldOutRefusals}`)
  console.log(varnishHitRatio(demo))
  console.log('\nstep              requests   errors     p50 ms   p99 ms')
  for (const step of steps) {
    const list = (latencies.get(step.name) ?? []).sort((a, b) => a - b)
    console.log(
      `${step.name.padEnd(16)} ${String(list.length).padStart(9)} ${percent(failures.get(step.name) ?? 0, list.length).padStart(8)} ${ms(percentile(list, 0.5)).padStart(10)} ${ms(percentile(list, 0.99)).padStart(8)}`,
    )
  }
  for (const [step, why] of firstFailure) console.log(`first failure of ${step}: ${why}`)
  console.log('\nRSS (MiB, sampled every second)    start    mean     max     end')
  for (const [name, samples] of rss) {
    const mean = samples.reduce((sum, value) => sum + value, 0) / Math.max(1, samples.length)
    console.log(
      `${name.padEnd(34)} ${[samples[0] ?? 0, mean, Math.max(...samples), samples.at(-1) ?? 0].map((value) => value.toFixed(0).padStart(7)).join(' ')}`,
    )
  }
  console.log(
    `\nmachine: ${spawnSync('nproc', { encoding: 'utf8' }).stdout.trim()} cores, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} at the end`,
  )
} finally {
  await demo.stop()
}

/** The journey of one shopper: browse, and for some add to the cart, and for some of those check out without JavaScript. */
function shopperSteps(catalogue: Catalogue, cartHash: string, addHash: string, origin: string): Step[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!
  const graphql = (hash: string, variables: Record<string, unknown> = {}) => ({
    method: 'POST' as const,
    path: `${STORE}/graphql`,
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
  })
  const form = (formPath: string, journey: Journey, fields: Record<string, string>) => ({
    method: 'POST' as const,
    path: formPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ _csrf: journey.csrf ?? '', ...fields }).toString(),
  })
  const page = (pagePath: string) => ({
    method: 'GET' as const,
    path: pagePath,
    headers: { accept: 'text/html' },
  })
  const whenBuying = (journey: Journey) => journey.buys === true && journey.cartId !== undefined
  const whenCheckingOut = (journey: Journey) => whenBuying(journey) && journey.checksOut === true
  return [
    {
      name: 'home',
      request: (journey) => {
        journey.clientIp = `10.${randomInt(250)}.${randomInt(250)}.${randomInt(250) + 1}`
        journey.buys = Math.random() < ADD_TO_CART_SHARE
        journey.checksOut = Math.random() < CHECKOUT_SHARE
        return page(`${STORE}/`)
      },
      expect: [200],
    },
    {
      name: 'category',
      request: () => page(`${STORE}/category/${pick(catalogue.categoryIds)}`),
      expect: [200],
    },
    { name: 'search', request: () => page(`${STORE}/search/${pick(SEARCH_WORDS)}`), expect: [200] },
    {
      name: 'product',
      request: () => page(`${STORE}/product/${pick(catalogue.variants).sku}`),
      expect: [200],
    },
    {
      name: 'cart (API)',
      request: (journey) => (journey.buys ? graphql(cartHash) : null),
      expect: [200],
      read: (body, _headers, journey) => {
        journey.cartId = (JSON.parse(body) as { data?: { createGuestCart?: { cart?: { id?: string } } } })
          .data?.createGuestCart?.cart?.id
        return journey.cartId ? undefined : `no cart: ${body.slice(0, 160)}`
      },
    },
    {
      name: 'add to cart',
      request: (journey) => {
        if (!whenBuying(journey)) return null
        const variant = pick(catalogue.variants)
        const uid = (attribute: number, value: string) =>
          Buffer.from(`configurable/${attribute}/${value}`).toString('base64')
        return graphql(addHash, {
          cartId: journey.cartId,
          items: [
            {
              sku: variant.sku,
              quantity: 1,
              selected_options: [uid(93, variant.colour), uid(144, variant.size)],
            },
          ],
        })
      },
      expect: [200],
      read: (body, _headers, journey) => {
        if (
          (JSON.parse(body) as { data?: { addProductsToCart?: { success?: boolean } } }).data
            ?.addProductsToCart?.success
        )
          return undefined
        // Earlier shoppers bought this size out: the shop refuses it, as it must.
        if (body.includes('"NOT_SALABLE"')) {
          journey.soldOut = true
          journey.buys = false
          journey.checksOut = false
          return undefined
        }
        return `not added: ${body.slice(0, 160)}`
      },
    },
    {
      name: 'cart page',
      request: (journey) => (whenBuying(journey) ? page(`${STORE}/cart`) : null),
      expect: [200],
    },
    {
      name: 'checkout login',
      request: (journey) => (whenCheckingOut(journey) ? page(`${STORE}/checkout/login`) : null),
      expect: [200],
      read: (body, _headers, journey) => {
        journey.csrf = /name="_csrf" value="([^"]+)"/.exec(body)?.[1]
        return journey.csrf ? undefined : 'no CSRF token on the page'
      },
    },
    {
      name: 'guest e-mail',
      request: (journey) =>
        whenCheckingOut(journey)
          ? form(`${STORE}/checkout/login`, journey, {
              _action: 'guest',
              email: `load-${randomUUID()}@example.com`,
            })
          : null,
      expect: [303],
    },
    {
      name: 'address',
      request: (journey) =>
        whenCheckingOut(journey)
          ? form(`${STORE}/checkout/`, journey, {
              _action: 'shippingAddress',
              ...ADDRESS,
              billingSameAsShipping: 'on',
            })
          : null,
      expect: [303],
    },
    {
      name: 'delivery',
      request: (journey) =>
        whenCheckingOut(journey)
          ? form(`${STORE}/checkout/`, journey, {
              _action: 'shippingMethod',
              shippingMethod: 'flatrate/home',
            })
          : null,
      expect: [303],
    },
    {
      name: 'place order',
      request: (journey) =>
        whenCheckingOut(journey)
          ? form(`${STORE}/checkout/`, journey, {
              _action: 'placeOrder',
              paymentMethod: 'offline_card',
              idempotencyKey: randomUUID(),
            })
          : null,
      expect: [303],
    },
    {
      name: 'card form',
      request: (journey) => (whenCheckingOut(journey) ? page(`${STORE}/checkout/`) : null),
      expect: [200],
      read: (body, _headers, journey) => {
        journey.confirmationUrl = /action="(\/payment-provider\/[^"]+)"/
          .exec(body)?.[1]
          ?.replaceAll('&amp;', '&')
        journey.clientSecret = /name="client_secret" value="([^"]+)"/.exec(body)?.[1]
        return journey.confirmationUrl && journey.clientSecret
          ? undefined
          : 'no card form on the checkout page'
      },
    },
    {
      name: 'pay by card',
      request: (journey) =>
        whenCheckingOut(journey) && journey.confirmationUrl
          ? {
              ...form(journey.confirmationUrl, journey, {}),
              body: new URLSearchParams({
                client_secret: journey.clientSecret ?? '',
                number: '4242 4242 4242 4242',
                expiry: '12/39',
                cvc: '123',
                name: 'Amelia Hughes',
              }).toString(),
            }
          : null,
      expect: [303],
      read: (_body, headers, journey) => {
        journey.returnPath = pathOf(headers.location)
        return journey.returnPath?.includes('/checkout/success')
          ? undefined
          : `paid, but sent to ${String(headers.location)}`
      },
    },
    {
      name: 'payment return',
      request: (journey) =>
        whenCheckingOut(journey) && journey.returnPath ? page(journey.returnPath) : null,
      expect: [303],
      read: (_body, headers, journey) => {
        journey.successPath = pathOf(headers.location)
        return journey.successPath?.includes('/checkout/success?')
          ? undefined
          : `no order: sent to ${String(headers.location)}`
      },
    },
    {
      name: 'success',
      request: (journey) =>
        whenCheckingOut(journey) && journey.successPath ? page(journey.successPath) : null,
      expect: [200],
    },
  ]
}

interface Catalogue {
  categoryIds: number[]
  variants: { sku: string; colour: string; size: string }[]
}

/** Categories of the storefront's tree and configurable products whose variants have stock for the whole run. */
async function readCatalogue(databaseUrl: string): Promise<Catalogue> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const categories = await client.query<{ id: number }>(
      `select id from category where path like '1/3/%' order by id`,
    )
    const variants = await client.query<{ sku: string; colour: string; size: string }>(`
      select distinct on (p.sku) p.sku, v.colour, v.size
      from product p join product v on v.parent_sku = p.sku and v.is_in_stock and v.qty >= 10 and v.size is not null and v.colour is not null
      where p.type = 'configurable' and p.is_in_stock
        and not exists (select 1 from custom_option o where o.sku = p.sku and o.is_required)
      order by p.sku, v.qty desc`)
    if (categories.rows.length === 0 || variants.rows.length === 0)
      throw new Error('the seeded catalogue has no categories or orderable products')
    return { categoryIds: categories.rows.map((row) => row.id), variants: variants.rows }
  } finally {
    await client.end()
  }
}

function rememberCookie(journey: Journey, headers: Headers): void {
  const setCookie = headers['set-cookie']
  for (const cookie of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const session = /^shop_session=([^;]*)/.exec(cookie)
    if (session) journey.cookie = session[1] ? `shop_session=${session[1]}` : undefined
  }
}

function pathOf(location: string | string[] | undefined): string | undefined {
  if (typeof location !== 'string') return undefined
  const url = new URL(location, 'http://shop.invalid')
  return `${url.pathname}${url.search}`
}

function randomInt(below: number): number {
  return Math.floor(Math.random() * below)
}

/** Resident memory of processes, from /proc/PID/status (VmRSS). */
function rssMiB(pids: number[]): number {
  let kib = 0
  for (const pid of pids) {
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
    } catch {
      // The process ended between two samples.
    }
  }
  return kib / 1024
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}

function varnishHitRatio(topology: ScaleDemo): string {
  const stats = spawnSync(
    'varnishstat',
    [
      '-n',
      path.join(topology.workDir, 'varnish'),
      '-1',
      '-f',
      'MAIN.cache_hit',
      '-f',
      'MAIN.cache_miss',
      '-f',
      'MAIN.s_pass',
    ],
    { encoding: 'utf8' },
  )
  const value = (name: string) =>
    Number(new RegExp(`${name}\\s+(\\d+)`).exec(stats.stdout)?.[1] ?? Number.NaN)
  const [hits, misses, passes] = [value('MAIN.cache_hit'), value('MAIN.cache_miss'), value('MAIN.s_pass')]
  return `Varnish: ${hits} hits, ${misses} misses, ${passes} passes (hit ratio of cacheable requests ${percent(hits, hits + misses)})`
}

function push(series: Map<string, number[]>, name: string, value: number): void {
  const samples = series.get(name) ?? []
  samples.push(value)
  series.set(name, samples)
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '–' : `${((100 * part) / whole).toFixed(2)}%`
}

function ms(value: number): string {
  return Number.isNaN(value) ? '–' : value.toFixed(1)
}
