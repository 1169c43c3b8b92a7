import net from 'node:net'
import { brotliDecompressSync } from 'node:zlib'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'

const STORES = ['/fr', '/de', '/en', '/it']

// Every route of docs/storefront-rules.md as a shopper reaches it, with what the server must answer.
const PUBLIC_ROUTES = [
  '/',
  '/home',
  '/checkout/success',
  '/orders/',
  '/account/password-request',
  '/account/password-reset',
  '/search/slippers',
  '/cart',
  '/contact',
  '/Faq',
  '/login',
  '/newsletter',
  '/quick-order',
  '/register',
]
// A share code that opens no wishlist (docs/wishlist.md): the "no longer shared" page.
const UNKNOWN_SHARE_ROUTES = [
  '/wishlist/share/ABC123/',
  '/wishlist/share/ABC123/add/',
  '/wishlist/share/ABC123/add/42',
]
// The checkout's steps need a cart: a visitor without one is sent to the cart page.
const CHECKOUT_ROUTES = ['/checkout/', '/checkout/login']
const ACCOUNT_ROUTES = [
  '/user/',
  '/user/orders/',
  '/user/orders/100001/',
  '/user/orders/100001/invoice/7/',
  '/user/orders/100001/returns/create',
  '/user/orders/100001/refunds',
  '/user/address-book',
  '/user/downloadable-products',
  '/user/information',
  '/user/logout',
  '/user/newsletter',
  '/user/returns',
  '/user/store-credit',
  '/user/wishlist',
]

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('routes of every store', () => {
  it.each(STORES)(
    'serves every public route of %s with 200 and cacheable HTML (except per-shopper pages)',
    async (base) => {
      for (const route of PUBLIC_ROUTES) {
        const response = await server.app.inject({ url: `${base}${route}` })
        expect(response.statusCode, `${base}${route}`).toBe(200)
        expect(response.headers['content-type']).toMatch(/^text\/html/)
        const perShopper =
          /^\/(cart|login|register|checkout|account|quick-order|orders|newsletter|contact)/.test(route)
        expect(response.headers['cache-control'], `${base}${route}`).toMatch(
          perShopper ? /private, no-store/ : /^public/,
        )
      }
    },
  )

  it.each(STORES)(
    'answers the shared wishlist routes of %s with an unknown code by the per-shopper "no longer shared" page (404)',
    async (base) => {
      for (const route of UNKNOWN_SHARE_ROUTES) {
        const response = await server.app.inject({ url: `${base}${route}` })
        expect(response.statusCode, `${base}${route}`).toBe(404)
        expect(response.headers['content-type']).toMatch(/^text\/html/)
        expect(response.body).toContain('id="shared-wishlist-gone-title"')
        expect(response.headers['cache-control'], `${base}${route}`).toMatch(/private, no-store/)
      }
    },
  )

  it.each(STORES)(
    'sends visitors of %s checkout steps without a cart to the cart page, which says why',
    async (base) => {
      for (const route of CHECKOUT_ROUTES) {
        const response = await server.app.inject({ url: `${base}${route}` })
        expect(response.statusCode, `${base}${route}`).toBe(302)
        expect(response.headers.location).toBe(`${base}/cart?checkout=empty`)
        expect(response.headers['cache-control'], `${base}${route}`).toMatch(/private, no-store/)
      }
    },
  )

  it.each(STORES)(
    'sends anonymous visitors of %s account pages to the login page, with the way back',
    async (base) => {
      for (const route of ACCOUNT_ROUTES) {
        const response = await server.app.inject({ url: `${base}${route}` })
        expect(response.statusCode, `${base}${route}`).toBe(302)
        expect(response.headers.location).toBe(`${base}/login?redirect=${encodeURIComponent(route)}`)
      }
    },
  )

  it('answers unmatched paths with the not-found page and 404 in the store language', async () => {
    const english = await server.app.inject({ url: '/en/no/such/page' })
    expect(english.statusCode).toBe(404)
    expect(english.body).toContain('404: page not found')
    expect(english.body).toContain('Sorry, this page does not exist or is no longer available.')
    expect(english.body).toMatch(/Check the address or go back to <a href="\/en\/"[^>]*>our home page<\/a>\./)
    expect(english.body).not.toContain('adress')
    const french = await server.app.inject({ url: '/fr/pas-de-page' })
    expect(french.statusCode).toBe(404)
    expect(french.body).toContain('lang="fr-FR"')
    expect(french.body).toContain('404\u202f: page introuvable')
  })

  it('serves /home as the store root', async () => {
    const home = await server.app.inject({ url: '/de/home' })
    const root = await server.app.inject({ url: '/de/' })
    expect(home.statusCode).toBe(200)
    expect(home.body.replace(/aria-current="page" /g, '')).toContain('<h1')
    expect(home.body.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]).toBe(root.body.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1])
  })

  it('does not expose the internal screen route', async () => {
    const response = await server.app.inject({ url: '/en/__screen/maintenance' })
    expect(response.statusCode).toBe(404)
  })
})

describe('outside the stores', () => {
  it('redirects / to the store that matches Accept-Language, else b2c_fr', async () => {
    const cases: Array<[string | undefined, string]> = [
      ['de-DE,de;q=0.9,en;q=0.8', '/de/'],
      ['it', '/it/'],
      ['en-US', '/en/'],
      ['ja-JP', '/fr/'],
      [undefined, '/fr/'],
      ['*;q=0.5,;;;garbage==', '/fr/'],
    ]
    for (const [language, target] of cases) {
      const response = await server.app.inject({
        url: '/',
        headers: language ? { 'accept-language': language } : {},
      })
      expect(response.statusCode).toBe(302)
      expect(new URL(response.headers.location as string).pathname).toBe(target)
      expect(response.headers.vary).toMatch(/Accept-Language/)
    }
  })

  it('answers an unknown store prefix with a 404 page in the visitor language', async () => {
    const response = await server.app.inject({
      url: '/es/category/5',
      headers: { 'accept-language': 'it-IT' },
    })
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('lang="it-IT"')
  })
})

describe('bad input', () => {
  it('answers malformed percent-encoding with a 400 page, not a crash', async () => {
    const response = await server.app.inject({ url: '/en/search/%E0%A4%A' })
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toContain('This address is not valid')
  })

  it('answers an overlong URL with a 414 page', async () => {
    const response = await server.app.inject({ url: `/en/search/${'a'.repeat(3000)}` })
    expect(response.statusCode).toBe(414)
    expect(response.body).toContain('This address is too long')
  })

  it('survives odd paths without a 5xx', async () => {
    for (const url of [
      '/en//',
      '/en/..%2f..%2fetc/passwd',
      '/en/%00',
      '/en/category/%20',
      '/de/product/<script>',
      '/it/user/../cart',
    ]) {
      const response = await server.app.inject({ url })
      expect(response.statusCode, url).toBeLessThan(500)
    }
  })
})

/** Sends raw HTTP/1.1 text to the listening app and answers the status line and body. */
async function rawRequest(port: number, text: string): Promise<{ statusLine: string; body: string }> {
  const socket = net.connect({ port, host: '127.0.0.1' })
  const chunks: Buffer[] = []
  socket.on('data', (chunk: Buffer) => chunks.push(chunk))
  await new Promise<void>((resolve, reject) => {
    socket.on('end', resolve)
    socket.on('error', reject)
    socket.write(text)
  })
  const answer = Buffer.concat(chunks).toString('utf8')
  return {
    statusLine: answer.slice(0, answer.indexOf('\r\n')),
    body: answer.slice(answer.indexOf('\r\n\r\n') + 4),
  }
}

describe('request targets', () => {
  it('serves an absolute-form request target as its path (RFC 9112 §3.2.2)', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = server.app.server.address() as AddressInfo
    const page = await rawRequest(
      port,
      'GET http://localhost:3000/en/?utm=x HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n',
    )
    expect(page.statusLine).toBe('HTTP/1.1 200 OK')
    expect(page.body).toContain('<html lang="en-GB"')
    const api = await rawRequest(
      port,
      `GET http://localhost:3000/de/graphql?query=${encodeURIComponent('{ shop { id } }')} HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n`,
    )
    expect(api.statusLine).toBe('HTTP/1.1 200 OK')
    expect(api.body).toContain('b2c_de')
  })
})

describe('server basics', () => {
  it('answers the health endpoints', async () => {
    expect((await server.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' })
    const ready = await server.app.inject({ url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: true },
      details: {
        database: {
          available: true,
          outages: 0,
          refusedRequests: 0,
          refusedThisOutage: 0,
          unavailableSince: null,
        },
      },
    })
  })

  it('serves hashed assets with an immutable cache and compresses HTML', async () => {
    const page = await server.app.inject({ url: '/en/', headers: { 'accept-encoding': 'br, gzip' } })
    expect(page.headers['content-encoding']).toBe('br')
    // The cart is rendered per request (never the page cache): compressed on the fly, whole.
    const cart = await server.app.inject({ url: '/en/cart', headers: { 'accept-encoding': 'br' } })
    expect(cart.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(cart.rawPayload).toString()).toContain('</html>')
    const plain = await server.app.inject({ url: '/en/' })
    const script = /<script src="(\/assets\/[^"]+\.js)"/.exec(plain.body)?.[1]
    expect(script).toBeDefined()
    const asset = await server.app.inject({ url: script as string })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('serves each store its service worker and offline page', async () => {
    const worker = await server.app.inject({ url: '/it/service-worker.js' })
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['content-type']).toMatch(/javascript/)
    expect(worker.body).toContain('"/it/service-worker/offline.html"')
    const offline = await server.app.inject({ url: '/fr/service-worker/offline.html' })
    expect(offline.body).toContain('<title>Vous êtes hors ligne</title>')
  })
})

describe('account section frame', () => {
  it('renders an unknown account page as a 404 inside the account layout, with its menu', async () => {
    const response = await server.app.inject({ url: '/de/user/unbekannt' })
    expect(response.statusCode).toBe(404)
    expect(response.body).toMatch(/<nav[^>]*aria-label="Mein Konto"/)
    expect(response.body).toContain('href="/de/user/orders/"')
  })
})

describe('styles', () => {
  it('inlines the page stylesheets so that no request blocks the first paint', async () => {
    const response = await server.app.inject({ url: '/it/' })
    expect(response.body).not.toMatch(/<link rel="stylesheet"/)
    expect(response.body).toMatch(/<style>[^<]*font-size:62\.5%/)
  })
})
