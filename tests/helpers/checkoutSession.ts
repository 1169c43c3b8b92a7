import { expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { BrowserContext } from 'playwright-core'
import { createFormShopper, fieldsOf, formWithAction, type FormShopper } from './formShopper.ts'
import { configurableWithOptions } from '../api/helpers/cartFixtures.ts'
import { ADDRESSES } from '../api/helpers/checkoutFixtures.ts'

/**
 * A guest at the checkout of `base` with a product in the cart and an e-mail given, reached by
 * posting the pages' own forms (no browser): the quick way to a checkout step a browser test
 * then opens with {@link handOverToBrowser}.
 */
export async function guestAtCheckout(
  app: FastifyInstance,
  base: string,
  email: string,
): Promise<FormShopper> {
  const product = await configurableWithOptions(app)
  const shopper = createFormShopper(app, base)
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
  expect(
    (await shopper.post(`${base}/checkout/login`, fieldsOf(formWithAction(login.body, 'guest')!, { email })))
      .statusCode,
  ).toBe(303)
  return shopper
}

/** Posts the checkout's shipping address form with the seeded address in `country`; the delivery step comes next. */
export async function giveShippingAddress(
  shopper: FormShopper,
  base: string,
  country: keyof typeof ADDRESSES,
): Promise<void> {
  const checkout = await shopper.get(`${base}/checkout/`)
  const address = ADDRESSES[country]
  const fields = {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street[0],
    postcode: address.postcode,
    city: address.city,
    countryCode: country,
    telephone: address.telephone,
  }
  const sent = await shopper.post(
    `${base}/checkout/`,
    fieldsOf(formWithAction(checkout.body, 'shippingAddress')!, fields),
  )
  expect(sent.statusCode, sent.body.slice(0, 300)).toBe(303)
}

/** Gives a browser the form shopper's cookies (its session, cart and cookie choice), so it goes on where the shopper stopped. */
export async function handOverToBrowser(
  shopper: FormShopper,
  context: BrowserContext,
  origin: string,
): Promise<void> {
  await context.addCookies([...shopper.cookies].map(([name, value]) => ({ name, value, url: origin })))
}
