import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { configurableWithOptions } from '../api/helpers/cartFixtures.ts'
import { cookieJar } from '../helpers/cookieJar.ts'
import { documentOf, fieldsOf } from '../helpers/formShopper.ts'

let server: TestServer
let product: Awaited<ReturnType<typeof configurableWithOptions>>
beforeAll(async () => {
  server = await startTestServer()
  product = await configurableWithOptions(server.app)
}, 120_000)
afterAll(async () => {
  await server?.close()
})

const origin = () =>
  new URL(server.app.config.stores.find((store) => store.basePath === '/en')!.baseUrl).origin

/** A shopper without a browser: a cookie jar over `app.inject`, posting forms as a browser would (urlencoded, with Origin). */
function createShopper() {
  const jar = cookieJar()
  const remember = jar.remember
  const cookieHeader = jar.header
  return {
    async get(url: string, headers: Record<string, string> = {}) {
      return remember(
        await server.app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html', cookie: cookieHeader(), ...headers },
        }),
      )
    },
    async post(
      url: string,
      fields: Iterable<[string, string]>,
      headers: Record<string, string> = { origin: origin() },
    ) {
      return remember(
        await server.app.inject({
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            cookie: cookieHeader(),
            ...headers,
          },
          payload: new URLSearchParams([...fields]).toString(),
        }),
      )
    },
  }
}

const formWithAction = (html: string, action: string) =>
  documentOf(html).querySelector<HTMLFormElement>(`form:has(input[name="_action"][value="${action}"])`)
/** The text of an element as a reader meets it: one space between its elements (a term and its value). */
const textOf = (html: string, selector: string) =>
  documentOf(html)
    .querySelector(selector)
    ?.innerHTML.replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
const SUMMARY = 'section[aria-labelledby="cart-summary-heading"] dl'
/** The grand total as the summary shows it ("Total €51.80"). */
const grandTotalOf = (html: string) => / Total (€[\d.,]+)/.exec(` ${textOf(html, SUMMARY)}`)?.[1]

/** Adds the seeded product (colour, size, a gift option and an embroidered name) from its page, as the form without JavaScript posts it. */
async function addFromProductPage(
  shopper: ReturnType<typeof createShopper>,
  changes: Record<string, string | null> = {},
) {
  const page = await shopper.get(`/en/product/${product.sku}?color=${product.colour}&size=${product.size}`)
  expect(page.statusCode).toBe(200)
  expect(page.headers['cache-control']).toMatch(/public/)
  const form = formWithAction(page.body, 'add')
  expect(form?.getAttribute('action')).toBe('/en/cart')
  return shopper.post(
    '/en/cart',
    fieldsOf(form!, {
      [`options[${product.choice_option}]`]: String(product.choice_value),
      [`entered[${product.text_option}]`]: 'LÉA',
      ...changes,
    }),
  )
}

describe('the cart without JavaScript', () => {
  it('adds from the product page, changes the quantity, applies and removes a coupon, removes the line', async () => {
    const shopper = createShopper()
    const added = await addFromProductPage(shopper)
    expect(added.statusCode).toBe(303)
    expect(added.headers.location).toBe('/en/cart')

    let cart = await shopper.get('/en/cart')
    expect(cart.headers['cache-control']).toBe('private, no-store')
    expect(textOf(cart.body, 'main [role="status"]')).toBe('The product is in your cart.')
    const line = textOf(cart.body, 'main li')
    expect(line).toContain('LÉA')
    expect(line).toMatch(/Unit price: €\d+\.\d\d/)
    const itemId = formWithAction(cart.body, 'update')!.querySelector<HTMLInputElement>(
      'input[name="item"]',
    )!.value
    const quantityOf = (html: string) =>
      formWithAction(html, 'update')!.querySelector<HTMLInputElement>('input[name="qty"]')!.value

    const updated = await shopper.post(
      '/en/cart',
      fieldsOf(formWithAction(cart.body, 'update')!, { qty: '2' }),
    )
    expect(updated.statusCode).toBe(303)
    // A link the browser prefetches meanwhile (the checkout link in view) must not take the notice.
    expect(
      textOf(
        (await shopper.get('/en/checkout/login', { 'sec-purpose': 'prefetch' })).body,
        'main [role="status"]',
      ),
    ).toBeUndefined()
    cart = await shopper.get('/en/cart')
    expect(quantityOf(cart.body)).toBe('2')
    expect(textOf(cart.body, 'main [role="status"]')).toBe('The quantity is updated.')
    const totalBefore = grandTotalOf(cart.body)
    expect(totalBefore).toBeDefined()

    for (const quantity of ['0', '10000']) {
      const refused = await shopper.post(
        '/en/cart',
        fieldsOf(formWithAction(cart.body, 'update')!, { qty: quantity }),
      )
      expect(refused.statusCode).toBe(422)
      expect(textOf(refused.body, `#cart-line-error-${itemId}`)).toBe(
        'Please choose a whole quantity from 1 to 999.',
      )
      expect(quantityOf(refused.body)).toBe(quantity)
    }
    expect(quantityOf((await shopper.get('/en/cart')).body)).toBe('2')

    const wrongCoupon = await shopper.post(
      '/en/cart',
      fieldsOf(formWithAction(cart.body, 'applyCoupon')!, { code: 'WINTER2024' }),
    )
    expect(wrongCoupon.statusCode).toBe(422)
    expect(textOf(wrongCoupon.body, 'main [role="alert"]')).toMatch(/expired/)
    expect(documentOf(wrongCoupon.body).querySelector<HTMLInputElement>('input[name="code"]')!.value).toBe(
      'WINTER2024',
    )

    const coupon = await shopper.post(
      '/en/cart',
      fieldsOf(formWithAction(cart.body, 'applyCoupon')!, { code: 'welcome10' }),
    )
    expect(coupon.statusCode).toBe(303)
    cart = await shopper.get('/en/cart')
    expect(textOf(cart.body, 'main [role="status"]')).toBe('The coupon code is applied.')
    expect(textOf(cart.body, SUMMARY)).toMatch(/Coupon WELCOME10 −€\d+\.\d\d/)
    expect(textOf(cart.body, SUMMARY)).toContain('Shipping Calculated at checkout')
    expect(grandTotalOf(cart.body)).not.toBe(totalBefore)

    expect(
      (await shopper.post('/en/cart', fieldsOf(formWithAction(cart.body, 'removeCoupon')!))).statusCode,
    ).toBe(303)
    cart = await shopper.get('/en/cart')
    expect(textOf(cart.body, SUMMARY)).not.toContain('WELCOME10')
    expect(grandTotalOf(cart.body)).toBe(totalBefore)

    expect((await shopper.post('/en/cart', fieldsOf(formWithAction(cart.body, 'remove')!))).statusCode).toBe(
      303,
    )
    cart = await shopper.get('/en/cart')
    expect(textOf(cart.body, 'main [role="status"]')).toBe('The product is removed from your cart.')
    expect(textOf(cart.body, 'main')).toContain('Your cart is empty.')
  })

  it('sends a refused add back to the product page with the choice and the reason', async () => {
    const shopper = createShopper()
    const refused = await addFromProductPage(shopper, { size: null, qty: '3' })
    expect(refused.statusCode).toBe(422)
    expect(refused.headers['cache-control']).toBe('private, no-store')
    expect(textOf(refused.body, 'main [role="alert"]')).toBe('Please choose a size.')
    const form = formWithAction(refused.body, 'add')!
    expect(
      form.querySelector<HTMLInputElement>(`input[name="color"][value="${product.colour}"]`)!.checked,
    ).toBe(true)
    expect(form.querySelector<HTMLInputElement>(`input[name="entered[${product.text_option}]"]`)!.value).toBe(
      'LÉA',
    )
    expect(form.querySelector<HTMLInputElement>('input[name="qty"]')!.value).toBe('3')
    expect(textOf((await shopper.get('/en/cart')).body, 'main')).toContain('Your cart is empty.')
  })

  it('refuses forms from other sites and forms without a valid token', async () => {
    const shopper = createShopper()
    expect((await addFromProductPage(shopper)).statusCode).toBe(303)
    const cart = await shopper.get('/en/cart')
    const crossSite = await shopper.post(
      '/en/cart',
      fieldsOf(formWithAction(cart.body, 'update')!, { qty: '5' }),
      { origin: 'https://evil.example' },
    )
    expect(crossSite.statusCode).toBe(403)
    const forged = await shopper.post(
      '/en/cart',
      fieldsOf(formWithAction(cart.body, 'update')!, { qty: '5', _csrf: 'forged' }),
    )
    expect(forged.statusCode).toBe(403)
    expect(textOf(forged.body, 'main [role="alert"]')).toBe('This form expired. Please send it again.')
    const page = await shopper.get(`/en/product/${product.sku}`)
    const addFields = fieldsOf(formWithAction(page.body, 'add')!)
    expect((await shopper.post('/en/cart', addFields, { origin: 'https://evil.example' })).statusCode).toBe(
      403,
    )
    // The product page carries no token, so an add with neither Origin nor Referer is refused.
    expect((await shopper.post('/en/cart', addFields, {})).statusCode).toBe(403)
    expect(
      formWithAction((await shopper.get('/en/cart')).body, 'update')!.querySelector<HTMLInputElement>(
        'input[name="qty"]',
      )!.value,
    ).toBe('1')
  })
})
