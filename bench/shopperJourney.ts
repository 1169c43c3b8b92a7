import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

// The shopper journeys of `npm run bench:load` (autocannon drives them) and of the deploy tests (fetch drives them: {@link runJourney}).

/** Of the shoppers who browse, this many add to the cart (the bench's mix). */
export const ADD_TO_CART_SHARE = 0.4
/** Of the shoppers who add to the cart, this many check out (the bench's mix). */
export const CHECKOUT_SHARE = 0.5
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

/** What one shopper (one autocannon connection) carries through a journey; autocannon resets it when the journey starts again. */
export interface Journey {
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
  /** The guest e-mail of the checkout: the order placed is found by it in the database. */
  email?: string
  successPath?: string
  buys?: boolean
  checksOut?: boolean
}

/** An answer's headers, as autocannon gives them (`set-cookie` may be a list). */
export type Headers = Record<string, string | string[] | undefined>
/** One request of a journey: built from what the journey carries, or null to skip it. */
export interface Step {
  name: string
  request: (
    journey: Journey,
  ) => { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string } | null
  /** Statuses that count as success, and what to keep from the answer; a string is why it failed. */
  expect: number[]
  read?: (body: string, headers: Headers, journey: Journey) => string | void
}

/** How many shoppers add to the cart, and how many of those check out (0 to 1). */
export interface JourneyShares {
  addToCart: number
  checkout: number
}

/** The journey of one shopper (the steps in order; a step whose request is null is skipped): browse, and for some add to the cart, and for some of those check out without JavaScript. */
export function shopperSteps(
  catalogue: Catalogue,
  cartHash: string,
  addHash: string,
  origin: string,
  shares: JourneyShares = { addToCart: ADD_TO_CART_SHARE, checkout: CHECKOUT_SHARE },
): Step[] {
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
        journey.buys = Math.random() < shares.addToCart
        journey.checksOut = Math.random() < shares.checkout
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
      request: (journey) => {
        if (!whenCheckingOut(journey)) return null
        journey.email = `load-${randomUUID()}@example.com`
        return form(`${STORE}/checkout/login`, journey, { _action: 'guest', email: journey.email })
      },
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

/** The hash the build gave a persisted mutation (production accepts only those): dist/persisted-queries.json. */
export function persistedMutationHash(operation: string): string {
  const manifest = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '..', 'dist', 'persisted-queries.json'), 'utf8'),
  ) as Record<string, string>
  const hash = Object.keys(manifest).find((key) =>
    new RegExp(`mutation ${operation}\\b`).test(manifest[key]!),
  )
  if (!hash) throw new Error(`${operation} is not in the build's persisted queries`)
  return hash
}

/** One request of {@link runJourney}: its step, the status (0: no answer), how long it took, and why it failed. */
export interface StepResult {
  step: string
  method: string
  status: number
  milliseconds: number
  startedAt: number
  failed?: string
}

/** One shopper's journey with fetch, step after step, until the end or the first failure. */
export async function runJourney(
  baseUrl: string,
  steps: Step[],
): Promise<{ journey: Journey; results: StepResult[] }> {
  const journey: Journey = {}
  const results: StepResult[] = []
  for (const step of steps) {
    const built = step.request(journey)
    if (!built) continue
    const startedAt = Date.now()
    const result: StepResult = {
      step: step.name,
      method: built.method,
      status: 0,
      milliseconds: 0,
      startedAt,
    }
    results.push(result)
    try {
      const response = await fetch(new URL(built.path, baseUrl), {
        method: built.method,
        headers: {
          'x-forwarded-for': journey.clientIp!,
          ...(journey.cookie ? { cookie: journey.cookie } : {}),
          ...built.headers,
        },
        body: built.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      })
      const body = await response.text()
      result.status = response.status
      const headers: Headers = Object.fromEntries(response.headers)
      headers['set-cookie'] = response.headers.getSetCookie()
      rememberCookie(journey, headers)
      result.failed = !step.expect.includes(response.status)
        ? `status ${response.status}: ${body.slice(0, 160).replace(/\s+/g, ' ')}`
        : (step.read?.(body, headers, journey) ?? undefined)
    } catch (error) {
      result.failed = `no answer: ${String(error)}`
    }
    result.milliseconds = Date.now() - startedAt
    if (result.failed || journey.soldOut) break
  }
  return { journey, results }
}

/** How many orders the database holds for each of these guest e-mails. */
export async function orderCountsByEmail(
  databaseUrl: string,
  emails: string[],
): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ email: string; orders: number }>(
      'select email, count(*)::int as orders from shop_order where email = any($1) group by email',
      [emails],
    )
    return new Map(rows.map((row) => [row.email, row.orders]))
  } finally {
    await client.end()
  }
}

/** What the journeys pick from: storefront categories and orderable variants. */
export interface Catalogue {
  categoryIds: number[]
  variants: { sku: string; colour: string; size: string }[]
}

/** Categories of the storefront's tree and configurable products whose variants have stock for the whole run. */
export async function readCatalogue(databaseUrl: string): Promise<Catalogue> {
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

/** Keeps the session cookie an answer sets (or forgets it when cleared) for the journey's next requests. */
export function rememberCookie(journey: Journey, headers: Headers): void {
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
