import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { configurableWithOptions } from '../api/helpers/cartFixtures.ts'
import { createFormShopper, fieldsOf, formWithAction } from '../helpers/formShopper.ts'
import { ADDRESSES } from '../api/helpers/checkoutFixtures.ts'
import { DEMO_CUSTOMER } from '../../db/seed/demoOrders.ts'
import { ratedCountryCodes } from '../helpers/countryLists.ts'

/**
 * Country lists of the checkout (docs/checkout.md, "Country lists"): the shipping address offers
 * exactly the countries with a shipping rate, in every store, and each of them is taken; the
 * billing address offers every country.
 */
let server: TestServer
let product: Awaited<ReturnType<typeof configurableWithOptions>>
beforeAll(async () => {
  server = await startTestServer()
  product = await configurableWithOptions(server.app)
}, 120_000)
afterAll(async () => {
  await server?.close()
})

const STORES = ['/fr', '/de', '/en', '/it'] as const

const optionsOf = (form: Element | null) =>
  [...(form?.querySelectorAll<HTMLOptionElement>('select[name="countryCode"] option') ?? [])]
    .map((option) => option.value)
    .filter(Boolean)

/** A guest with a cart and an e-mail, on the checkout page. */
async function guestAtCheckout(base: string) {
  const shopper = createFormShopper(server.app, base)
  const page = await shopper.get(
    `${base}/product/${product.sku}?color=${product.colour}&size=${product.size}`,
  )
  const added = await shopper.post(
    `${base}/cart`,
    fieldsOf(formWithAction(page.body, 'add')!, {
      [`options[${product.choice_option}]`]: String(product.choice_value),
      [`entered[${product.text_option}]`]: 'LÉA',
    }),
  )
  expect(added.statusCode, added.body.slice(0, 300)).toBe(303)
  const login = await shopper.get(`${base}/checkout/login`)
  const guest = await shopper.post(
    `${base}/checkout/login`,
    fieldsOf(formWithAction(login.body, 'guest')!, { email: `countries${base.slice(1)}@example.org` }),
  )
  expect(guest.statusCode).toBe(303)
  const checkout = await shopper.get(`${base}/checkout/`)
  expect(checkout.statusCode).toBe(200)
  return { shopper, checkout }
}

describe.each(STORES)('the country lists of the checkout in %s', (base) => {
  it('offers for shipping exactly the countries with a shipping rate, each accepted, and every country for billing', async () => {
    const deliverable = await ratedCountryCodes(server.app.shopDatabase.db)
    const { shopper, checkout } = await guestAtCheckout(base)
    const shippingForm = formWithAction(checkout.body, 'shippingAddress')
    const shipping = optionsOf(shippingForm)
    expect([...shipping].sort()).toEqual(deliverable)
    // The store's own country, and another one of the list, go through to the delivery step.
    for (const country of ['FR', 'DE', 'IT', 'GB'] as const) {
      if (!shipping.includes(country)) continue
      const address = ADDRESSES[country]
      const sent = await shopper.post(
        `${base}/checkout/`,
        fieldsOf(shippingForm!, {
          firstname: address.firstname,
          lastname: address.lastname,
          street: address.street[0]!,
          postcode: address.postcode,
          city: address.city,
          countryCode: country,
          telephone: address.telephone,
        }),
      )
      expect(sent.statusCode, `${country}: ${sent.body.slice(0, 200)}`).toBe(303)
    }
    // A bill may go to any country.
    const editBilling = await shopper.get(`${base}/checkout/?edit=billing`)
    const billing = optionsOf(formWithAction(editBilling.body, 'billingAddress'))
    const every = await server.app.shopDatabase.db.selectFrom('country').select('code2').execute()
    expect([...billing].sort()).toEqual(every.map((country) => country.code2).sort())
    expect(billing.length).toBeGreaterThan(shipping.length)
  })
})

describe('the address book at checkout', () => {
  it('offers for shipping only the book’s addresses in a country with a rate, and every one for billing', async () => {
    const db = server.app.shopDatabase.db
    const demo = await db
      .selectFrom('customer')
      .select('id')
      .where('email', '=', DEMO_CUSTOMER.email)
      .executeTakeFirstOrThrow()
    const swiss = await db
      .insertInto('customer_address')
      .values({
        customer_id: Number(demo.id),
        firstname: 'Camille',
        lastname: 'Martin',
        street: 'Bahnhofstrasse 1',
        postcode: '8001',
        city: 'Zürich',
        country_code: 'CH',
        telephone: '+41 44 000 00 00',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const book = await db
      .selectFrom('customer_address')
      .select(['id', 'country_code'])
      .where('customer_id', '=', Number(demo.id))
      .execute()
    expect(book.some((address) => address.country_code === 'FR')).toBe(true)

    const base = '/de'
    const shopper = createFormShopper(server.app, base)
    const page = await shopper.get(
      `${base}/product/${product.sku}?color=${product.colour}&size=${product.size}`,
    )
    await shopper.post(
      `${base}/cart`,
      fieldsOf(formWithAction(page.body, 'add')!, {
        [`options[${product.choice_option}]`]: String(product.choice_value),
        [`entered[${product.text_option}]`]: 'LÉA',
      }),
    )
    const login = await shopper.get(`${base}/checkout/login`)
    const signedIn = await shopper.post(
      `${base}/checkout/login`,
      fieldsOf(formWithAction(login.body, 'signIn')!, {
        email: DEMO_CUSTOMER.email,
        password: DEMO_CUSTOMER.password,
      }),
    )
    expect(signedIn.statusCode).toBe(303)
    const checkout = await shopper.get(`${base}/checkout/?edit=shipping`)
    const bookChoices = (html: string, action: string) =>
      [
        ...(formWithAction(html, action)?.querySelectorAll<HTMLInputElement>(
          'input[name="customerAddressId"]',
        ) ?? []),
      ].map((input) => input.value)
    const forShipping = bookChoices(checkout.body, 'shippingAddress')
    expect(forShipping).not.toContain(String(swiss.id))
    expect(forShipping.sort()).toEqual(
      book
        .filter((address) => address.country_code !== 'CH')
        .map((address) => String(address.id))
        .sort(),
    )
    const chosen = await shopper.post(
      `${base}/checkout/`,
      fieldsOf(formWithAction(checkout.body, 'shippingAddress')!, { customerAddressId: forShipping[0]! }),
    )
    expect(chosen.statusCode).toBe(303)
    const billing = await shopper.get(`${base}/checkout/?edit=billing`)
    expect(bookChoices(billing.body, 'billingAddress')).toContain(String(swiss.id))
  })
})
