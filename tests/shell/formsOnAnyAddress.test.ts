import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveStores } from '../../config/stores.ts'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { configurableWithOptions } from '../api/helpers/cartFixtures.ts'
import { cookieJar } from '../helpers/cookieJar.ts'
import { documentOf, htmlWindow } from '../helpers/formShopper.ts'

let server: TestServer
let product: Awaited<ReturnType<typeof configurableWithOptions>>
beforeAll(async () => {
  // /en on the default address (nothing configured), /de at an address its operator named.
  server = await startTestServer({
    stores: resolveStores({ STORE_URL_B2C_DE: 'https://shop.example/de' }, 3000),
    trustProxy: true,
  })
  product = await configurableWithOptions(server.app)
}, 120_000)
afterAll(async () => {
  await server?.close()
})

/** A shopper who opened the shop at `host` (over `scheme`), posting the product page's add form as a browser does. */
async function addToCart(
  store: '/en' | '/de',
  host: string,
  { scheme = 'http', origin = `${scheme}://${host}` }: { scheme?: string; origin?: string } = {},
) {
  const jar = cookieJar()
  const headers = { host, 'x-forwarded-proto': scheme }
  const page = jar.remember(
    await server.app.inject({
      method: 'GET',
      url: `${store}/product/${product.sku}?color=${product.colour}&size=${product.size}`,
      headers: { ...headers, accept: 'text/html' },
    }),
  )
  expect(page.statusCode).toBe(200)
  const form = documentOf(page.body).querySelector<HTMLFormElement>(
    'form:has(input[name="_action"][value="add"])',
  )!
  const fields = [...new (htmlWindow().FormData)(form)].filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && !entry[0].startsWith('options['),
  )
  fields.push([`options[${product.choice_option}]`, String(product.choice_value)])
  const added = jar.remember(
    await server.app.inject({
      method: 'POST',
      url: form.getAttribute('action')!,
      headers: {
        ...headers,
        origin,
        cookie: jar.header(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(fields).toString(),
    }),
  )
  const cart = await server.app.inject({
    method: 'GET',
    url: `${store}/cart`,
    headers: { ...headers, accept: 'text/html', cookie: jar.header() },
  })
  return { added, cart: documentOf(cart.body) }
}

describe('forms on whatever address the shop is opened at', () => {
  for (const host of ['localhost:3000', '127.0.0.1:3000', 'shop-pc.local:8080'])
    it(`sells when the shop is opened at ${host} and no store address is configured`, async () => {
      const { added, cart } = await addToCart('/en', host)
      expect(added.statusCode).toBe(303)
      expect(added.headers.location).toBe('/en/cart')
      expect(cart.querySelector('main [role="status"]')?.textContent).toBe('The product is in your cart.')
      expect(cart.querySelectorAll('main li form input[name="item"]').length).toBeGreaterThan(0)
    })

  it('still refuses a form posted from another site, saying it expired', async () => {
    const { added, cart } = await addToCart('/en', '127.0.0.1:3000', { origin: 'http://evil.example' })
    expect(added.statusCode).toBe(403)
    const refusal = documentOf(added.body).querySelector('[role="alert"]')?.textContent
    expect(refusal).toContain('This form expired. Please send it again.')
    expect(cart.querySelectorAll('main li form input[name="item"]').length).toBe(0)
  })

  it('sells at the configured address of a store', async () => {
    const { added } = await addToCart('/de', 'shop.example', { scheme: 'https' })
    expect(added.statusCode).toBe(303)
    expect(added.headers.location).toBe('/de/cart')
  })

  it('says plainly that a page opened at an unknown address cannot send forms, and links to the store’s own', async () => {
    const { added } = await addToCart('/de', '127.0.0.1:3000')
    expect(added.statusCode).toBe(403)
    const page = documentOf(added.body)
    const refusal = page.querySelector('[role="alert"]:not(#unknown-address)')
    expect(refusal?.textContent).toContain(
      'Diese Seite wurde unter einer Adresse geöffnet, die der Shop nicht kennt',
    )
    const notice = page.querySelector('#unknown-address')!
    const link = notice.querySelector('a')!
    expect(link.getAttribute('href')).toMatch(/^https:\/\/shop\.example\/de\//)
    expect(notice.textContent).toContain(link.getAttribute('href'))
  })
})
