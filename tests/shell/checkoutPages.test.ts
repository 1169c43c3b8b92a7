import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { describeErrors, validateHtmlDocuments } from '../helpers/htmlValidator.ts'
import { issueGiftCard } from '../../domain/giftcards/giftCardAccounts.ts'
import { creditStoreCredit } from '../../domain/storecredit/storeCredit.ts'
import { ADD, configurableWithOptions, giftCardItem } from '../api/helpers/cartFixtures.ts'
import {
  createFormShopper,
  documentOf,
  fieldsOf,
  formWithAction,
  textOf,
  type FormShopper,
} from '../helpers/formShopper.ts'

let server: TestServer
let product: Awaited<ReturnType<typeof configurableWithOptions>>
beforeAll(async () => {
  server = await startTestServer()
  product = await configurableWithOptions(server.app)
}, 120_000)
afterAll(async () => {
  await server?.close()
})

/** What each store's checkout says at the steps checked. */
const STORES = [
  {
    base: '/en',
    texts: {
      heading: 'Sign in to check out',
      empty: 'Your cart is empty: add products before you check out.',
      wrongPassword: 'The e-mail address or the password is wrong.',
      expired: 'This form expired. Please send it again.',
      steps: ['1. Contact', '2. Shipping address', '3. Delivery', '4. Billing address', '5. Payment'],
      notFound:
        'No order matches this order number, e-mail address and postcode. Please check them and try again.',
      staleLink: 'This order link is no longer valid. Find your order below instead.',
    },
  },
  {
    base: '/de',
    texts: {
      heading: 'Anmelden und zur Kasse gehen',
      empty: 'Ihr Warenkorb ist leer: Legen Sie Produkte hinein, bevor Sie zur Kasse gehen.',
      wrongPassword: 'Die E-Mail-Adresse oder das Passwort ist falsch.',
      expired: 'Dieses Formular ist abgelaufen. Bitte senden Sie es erneut.',
      steps: ['1. Kontakt', '2. Lieferadresse', '3. Versand', '4. Rechnungsadresse', '5. Zahlung'],
      notFound:
        'Keine Bestellung passt zu dieser Bestellnummer, E-Mail-Adresse und Postleitzahl. Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.',
      staleLink: 'Dieser Bestelllink ist nicht mehr gültig. Finden Sie Ihre Bestellung stattdessen unten.',
    },
  },
] as const

/** Adds the seeded product from its page, as the form without JavaScript posts it. */
async function addToCart(shopper: FormShopper, base: string) {
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
}

/** Registers a customer (signed in afterwards) and signs out, leaving an anonymous session. */
async function registerAndSignOut(shopper: FormShopper, base: string, email: string, password: string) {
  const csrf = (html: string) =>
    documentOf(html).querySelector<HTMLInputElement>('input[name="_csrf"]')!.value
  const registered = await shopper.post(`${base}/register`, {
    _csrf: csrf((await shopper.get(`${base}/login`)).body),
    firstname: 'Anouk',
    lastname: 'Meier',
    email,
    password,
    acceptsTerms: '1',
  })
  expect(registered.statusCode).toBe(303)
  const signedOut = await shopper.post(`${base}/user/logout`, {
    _csrf: csrf((await shopper.get(`${base}/user/`)).body),
  })
  expect(signedOut.statusCode).toBe(303)
}

describe.each(STORES)('the checkout sign-in of $base without JavaScript', ({ base, texts }) => {
  it('sends an empty cart back to the cart page, which says why', async () => {
    const shopper = createFormShopper(server.app, base)
    const login = await shopper.get(`${base}/checkout/login`)
    expect(login.statusCode).toBe(302)
    expect(login.headers.location).toBe(`${base}/cart?checkout=empty`)
    const cart = await shopper.get(login.headers.location as string)
    expect(textOf(cart.body, 'main [role="status"]')).toBe(texts.empty)
  })

  it('offers a guest both ways on, and signs a customer in straight to the checkout', async () => {
    const shopper = createFormShopper(server.app, base)
    const email = `checkout.${base.slice(1)}@example.org`
    const password = 'warm felt slippers in winter'
    await registerAndSignOut(shopper, base, email, password)
    await addToCart(shopper, base)

    const login = await shopper.get(`${base}/checkout/login`)
    expect(login.statusCode).toBe(200)
    expect(login.headers['cache-control']).toBe('private, no-store')
    expect(textOf(login.body, 'main h1')).toBe(texts.heading)
    expect(formWithAction(login.body, 'guest')!.getAttribute('action')).toBe(`${base}/checkout/login`)
    expect(
      formWithAction(login.body, 'guest')!.querySelector('input[name="email"][type="email"][required]'),
    ).not.toBeNull()
    // The page's shell is the checkout's own: no main menu to lead the shopper away.
    expect(documentOf(login.body).querySelector('header nav a')?.getAttribute('href')).toBe(`${base}/cart`)

    const wrong = await shopper.post(
      `${base}/checkout/login`,
      fieldsOf(formWithAction(login.body, 'signIn')!, { email, password: 'not the password' }),
    )
    expect(wrong.statusCode).toBe(422)
    expect(textOf(wrong.body, 'main [role="alert"]')).toBe(texts.wrongPassword)
    expect(
      formWithAction(wrong.body, 'signIn')!.querySelector<HTMLInputElement>('input[name="email"]')!.value,
    ).toBe(email)
    expect(
      formWithAction(wrong.body, 'signIn')!.querySelector<HTMLInputElement>('input[name="password"]')!.value,
    ).toBe('')

    const forged = await shopper.post(
      `${base}/checkout/login`,
      fieldsOf(formWithAction(login.body, 'signIn')!, { email, password, _csrf: 'forged' }),
    )
    expect(forged.statusCode).toBe(403)
    expect(textOf(forged.body, 'main [role="alert"]')).toBe(texts.expired)

    const signedIn = await shopper.post(
      `${base}/checkout/login`,
      fieldsOf(formWithAction(login.body, 'signIn')!, { email, password }),
    )
    expect(signedIn.statusCode).toBe(303)
    expect(signedIn.headers.location).toBe(`${base}/checkout/`)
    const again = await shopper.get(`${base}/checkout/login`)
    expect(again.statusCode).toBe(302)
    expect(again.headers.location).toBe(`${base}/checkout/`)
  })
})

describe.each(STORES)('the checkout page of $base without JavaScript', ({ base, texts }) => {
  it('sends a guest without an e-mail to the sign-in step, and an empty cart to the cart', async () => {
    const shopper = createFormShopper(server.app, base)
    const empty = await shopper.get(`${base}/checkout/`)
    expect(empty.statusCode).toBe(302)
    expect(empty.headers.location).toBe(`${base}/cart?checkout=empty`)
    await addToCart(shopper, base)
    const guest = await shopper.get(`${base}/checkout/`)
    expect(guest.statusCode).toBe(302)
    expect(guest.headers.location).toBe(`${base}/checkout/login`)
  })

  it('shows a signed-in customer the numbered steps beside the order summary, the address book first', async () => {
    const shopper = createFormShopper(server.app, base)
    const email = `steps.${base.slice(1)}@example.org`
    await registerAndSignOut(shopper, base, email, 'slippers for the whole family')
    await addToCart(shopper, base)
    const login = await shopper.get(`${base}/checkout/login`)
    expect(
      (
        await shopper.post(
          `${base}/checkout/login`,
          fieldsOf(formWithAction(login.body, 'signIn')!, {
            email,
            password: 'slippers for the whole family',
          }),
        )
      ).statusCode,
    ).toBe(303)

    let page = await shopper.get(`${base}/checkout/`)
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    const document = documentOf(page.body)
    expect(
      [...document.querySelectorAll('main ol > li > section > h2 > span:first-child')].map((heading) =>
        heading.textContent?.replace(/\s+/g, ' ').trim(),
      ),
    ).toEqual(texts.steps)
    expect(textOf(page.body, '#checkout-contact')).toContain(email)
    expect(document.querySelectorAll('aside[aria-labelledby="checkout-summary-heading"] li')).toHaveLength(1)
    // A customer without saved addresses types one, and may keep it in the address book.
    const shippingForm = formWithAction(page.body, 'shippingAddress')!
    expect(shippingForm.getAttribute('action')).toBe(`${base}/checkout/`)
    expect(shippingForm.querySelector('input[name="saveInAddressBook"]')).not.toBeNull()
    expect(shippingForm.querySelector('input[name="billingSameAsShipping"][value="1"]')).not.toBeNull()
    expect(formWithAction(page.body, 'placeOrder')).toBeNull()

    const csrf = document.querySelector<HTMLInputElement>('input[name="_csrf"]')!.value
    const address = {
      _csrf: csrf,
      _action: 'save',
      firstname: 'Anouk',
      lastname: 'Meier',
      street: 'Hauptstraße 5',
      postcode: '10115',
      city: 'Berlin',
      countryCode: 'DE',
      telephone: '+49 30 1234567',
    }
    expect((await shopper.post(`${base}/user/address-book`, address)).statusCode).toBe(303)
    page = await shopper.get(`${base}/checkout/`)
    const bookForm = formWithAction(page.body, 'shippingAddress')!
    expect(bookForm.querySelectorAll('input[type="radio"][name="customerAddressId"]')).toHaveLength(1)
    expect(bookForm.querySelector<HTMLInputElement>('input[name="customerAddressId"]')!.checked).toBe(true)
    expect(bookForm.querySelector('input[name="street"]')).toBeNull()
    expect(
      documentOf(page.body).querySelector(
        `a[href="${base}/checkout/?edit=shipping&new=1#checkout-shipping"]`,
      ),
    ).not.toBeNull()
  })
})

describe.each(STORES)('the order look-up of $base without JavaScript', ({ base, texts }) => {
  it('shows nothing until number, e-mail and postcode match, and says a stale link is no longer valid', async () => {
    const shopper = createFormShopper(server.app, base)
    const page = await shopper.get(`${base}/orders/`)
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    const form = formWithAction(page.body, 'lookup')!
    expect(form.getAttribute('action')).toBe(`${base}/orders/`)
    const refused = await shopper.post(
      `${base}/orders/`,
      fieldsOf(form, { number: '000000042', email: 'nobody@example.org', postcode: '75011' }),
    )
    expect(refused.statusCode).toBe(422)
    expect(textOf(refused.body, 'main [role="alert"]')).toBe(texts.notFound)
    expect(
      formWithAction(refused.body, 'lookup')!.querySelector<HTMLInputElement>('input[name="number"]')!.value,
    ).toBe('000000042')
    expect(textOf(refused.body, 'main')).not.toContain('nobody@example.org ')

    const stale = await shopper.get(`${base}/orders/?token=not-a-valid-token`)
    expect(stale.statusCode).toBe(200)
    expect(textOf(stale.body, 'main [role="status"]')).toBe(texts.staleLink)
  })

  it('shows no order on the confirmation page without a valid link', async () => {
    const shopper = createFormShopper(server.app, base)
    const success = await shopper.get(`${base}/checkout/success?token=forged`)
    expect(success.statusCode).toBe(200)
    expect(documentOf(success.body).querySelector('[data-order-number]')).toBeNull()
    expect(documentOf(success.body).querySelector(`main a[href="${base}/orders/"]`)).not.toBeNull()
  })
})

/** What each store's guest journey types and reads. */
const JOURNEYS = [
  {
    base: '/en',
    address: {
      firstname: 'Amelia',
      lastname: 'Hughes',
      street: '12 Old Street',
      postcode: 'EC1V 9HL',
      city: 'London',
      countryCode: 'GB',
      telephone: '+44 20 7946 0000',
    },
    wrongPostcode: '75011',
    // This journey takes home delivery (the default; parcel pickup is offered in GB too).
    pickupSearch: null,
    card: '4242 4242 4242 4242',
    thanks: 'Thank you for your order',
  },
  {
    base: '/de',
    address: {
      firstname: 'Jonas',
      lastname: 'Weber',
      street: 'Marienplatz 8',
      postcode: '80331',
      city: 'München',
      countryCode: 'DE',
      telephone: '+49 89 123456',
    },
    wrongPostcode: 'ABC 12',
    pickupSearch: '80331',
    card: '4000 0000 0000 3220',
    thanks: 'Vielen Dank für Ihre Bestellung',
  },
] as const

/** The page a 303 leads to, as a browser follows it (same server, same cookies). */
async function follow(
  shopper: FormShopper,
  response: { statusCode: number; headers: Record<string, unknown> },
) {
  expect(response.statusCode).toBe(303)
  return shopper.get(String(response.headers.location))
}

describe.each(JOURNEYS)(
  'a guest checkout in $base without JavaScript',
  ({ base, address, wrongPostcode, pickupSearch, card, thanks }) => {
    it('gives an e-mail, an address, a delivery and a card, then finds the order again', async () => {
      const shopper = createFormShopper(server.app, base)
      const email = `guest.${base.slice(1)}@example.org`
      await addToCart(shopper, base)
      // Every step's HTML, checked by the W3C Nu checker at the end.
      const seen: Record<string, string> = {}
      const login = await shopper.get(`${base}/checkout/login`)
      seen[`${base}/checkout/login`] = login.body
      const badEmail = await shopper.post(
        `${base}/checkout/login`,
        fieldsOf(formWithAction(login.body, 'guest')!, { email: 'not-an-address' }),
      )
      expect(badEmail.statusCode).toBe(422)
      expect(
        formWithAction(badEmail.body, 'guest')!.querySelector<HTMLInputElement>('input[name="email"]')!.value,
      ).toBe('not-an-address')
      let page = await follow(
        shopper,
        await shopper.post(
          `${base}/checkout/login`,
          fieldsOf(formWithAction(login.body, 'guest')!, { email }),
        ),
      )
      expect(page.statusCode).toBe(200)
      expect(textOf(page.body, '#checkout-contact')).toContain(email)

      // Shipping address: a postcode of another country is refused and shown again, marked.
      const wrong = await shopper.post(
        `${base}/checkout/`,
        fieldsOf(formWithAction(page.body, 'shippingAddress')!, { ...address, postcode: wrongPostcode }),
      )
      expect(wrong.statusCode).toBe(422)
      seen[`${base}/checkout/ (refused address)`] = wrong.body
      const wrongPostcodeField = formWithAction(
        wrong.body,
        'shippingAddress',
      )!.querySelector<HTMLInputElement>('input[name="postcode"]')!
      expect(wrongPostcodeField.value).toBe(wrongPostcode)
      expect(wrongPostcodeField.getAttribute('aria-invalid')).toBe('true')
      expect(
        formWithAction(wrong.body, 'shippingAddress')!.querySelector<HTMLInputElement>('input[name="city"]')!
          .value,
      ).toBe(address.city)
      page = await follow(
        shopper,
        await shopper.post(
          `${base}/checkout/`,
          fieldsOf(formWithAction(page.body, 'shippingAddress')!, address),
        ),
      )
      expect(textOf(page.body, '#checkout-shipping address')).toContain(address.street)
      expect(textOf(page.body, '#checkout-billing')).toBeDefined()
      expect(formWithAction(page.body, 'placeOrder')).toBeNull()

      if (pickupSearch === null) {
        // Delivery: home, at the country's rate, chosen by default; pickup is offered beside it, not chosen.
        const delivery = formWithAction(page.body, 'shippingMethod')!
        seen[`${base}/checkout/ (home delivery)`] = page.body
        expect(
          delivery.querySelector<HTMLInputElement>('input[name="shippingMethod"][value="flatrate/home"]')!
            .checked,
        ).toBe(true)
        expect(
          delivery.querySelector<HTMLInputElement>('input[name="shippingMethod"][value="pickup/pickup"]')
            ?.checked,
        ).toBe(false)
        page = await follow(shopper, await shopper.post(`${base}/checkout/`, fieldsOf(delivery)))
        expect(textOf(page.body, 'aside[aria-labelledby="checkout-summary-heading"]')).toMatch(/£|€\d/)
      } else {
        // Delivery: parcel pickup near a searched place (the search is a GET form), the first point.
        page = await shopper.get(`${base}/checkout/?pickupSearch=${encodeURIComponent(pickupSearch)}`)
        const delivery = formWithAction(page.body, 'shippingMethod')!
        seen[`${base}/checkout/ (pickup search)`] = page.body
        expect(
          delivery.querySelector<HTMLInputElement>('input[name="shippingMethod"][value="pickup/pickup"]')!
            .checked,
        ).toBe(true)
        const firstPoint = documentOf(page.body).querySelector<HTMLInputElement>(
          'input[name="pickupLocationCode"][form="checkout-delivery-form"]',
        )!
        const pointName = firstPoint.closest('li')!.querySelector('strong')!.textContent!
        const noPoint = await shopper.post(`${base}/checkout/`, fieldsOf(delivery))
        expect(noPoint.statusCode).toBe(422)
        page = await follow(
          shopper,
          await shopper.post(`${base}/checkout/`, [
            ...fieldsOf(delivery),
            ['pickupLocationCode', firstPoint.value],
          ]),
        )
        expect(textOf(page.body, '#checkout-delivery')).toContain(pointName)
      }

      seen[`${base}/checkout/ (payment step)`] = page.body
      // Payment: the card form takes the button's place; its details go to the provider, never to the shop.
      const place = formWithAction(page.body, 'placeOrder')!
      const key = place.querySelector<HTMLInputElement>('input[name="idempotencyKey"]')!.value
      expect(key).toMatch(/^[0-9a-f-]{36}$/)
      expect(
        documentOf((await shopper.get(`${base}/checkout/`)).body).querySelector<HTMLInputElement>(
          'input[name="idempotencyKey"]',
        )!.value,
      ).not.toBe(key)
      page = await follow(
        shopper,
        await shopper.post(`${base}/checkout/`, fieldsOf(place, { paymentMethod: 'offline_card' })),
      )
      const cardForm = documentOf(page.body).querySelector<HTMLFormElement>(
        'shop-island[data-island="checkout/CardForm"] form',
      )!
      expect(cardForm).not.toBeNull()
      const confirmation = cardForm.getAttribute('action')!
      let answer = await shopper.post(
        confirmation,
        fieldsOf(cardForm, {
          number: card,
          expiry: '12/30',
          cvc: '123',
          name: `${address.firstname} ${address.lastname}`,
        }),
      )
      expect(answer.statusCode).toBe(303)
      if (card.startsWith('4000')) {
        // 3-D Secure: the provider's challenge page, then back to the shop.
        const challenge = await shopper.get(String(answer.headers.location))
        const challengeForm = documentOf(challenge.body).querySelector<HTMLFormElement>('form')!
        answer = await shopper.post(
          new URL(challengeForm.action, 'http://localhost').pathname,
          fieldsOf(challengeForm, { outcome: 'complete' }),
        )
        expect(answer.statusCode).toBe(303)
      }
      expect(String(answer.headers.location)).toMatch(
        new RegExp(`^${base}/checkout/success\\?payment_intent=`),
      )
      const returned = await shopper.get(String(answer.headers.location))
      expect(returned.statusCode).toBe(303)
      expect(String(returned.headers.location)).toMatch(new RegExp(`^${base}/checkout/success\\?token=`))
      const success = await shopper.get(String(returned.headers.location))
      expect(success.statusCode).toBe(200)
      expect(textOf(success.body, 'main h1')).toBe(thanks)
      const orderNumber = documentOf(success.body).querySelector('[data-order-number]')!.textContent!
      expect(orderNumber).toMatch(/\d/)
      expect(
        documentOf(success.body)
          .querySelector(`form[action="${base}/register"] input[name="email"]`)
          ?.getAttribute('value'),
      ).toBe(email)
      // The cart is gone with the order.
      expect((await shopper.get(`${base}/checkout/`)).headers.location).toBe(`${base}/cart?checkout=empty`)

      // The order look-up finds it only with all three details, from another browser.
      const stranger = createFormShopper(server.app, base)
      const lookup = formWithAction((await stranger.get(`${base}/orders/`)).body, 'lookup')!
      const partly = await stranger.post(
        `${base}/orders/`,
        fieldsOf(lookup, { number: orderNumber, email, postcode: '00000' }),
      )
      expect(partly.statusCode).toBe(422)
      expect(documentOf(partly.body).querySelector('[data-order-number]')).toBeNull()
      const found = await follow(
        stranger,
        await stranger.post(
          `${base}/orders/`,
          fieldsOf(lookup, { number: orderNumber, email, postcode: address.postcode }),
        ),
      )
      expect(documentOf(found.body).querySelector('[data-order-number]')?.textContent).toBe(orderNumber)
      seen[`${base}/orders/?token=`] = found.body
      seen[`${base}/checkout/success`] = success.body
      // Once the order is placed the cart is empty: the header leads back to the shop, not to the cart.
      expect(documentOf(success.body).querySelector('header nav a')?.getAttribute('href')).toBe(`${base}/`)
      expect(describeErrors(await validateHtmlDocuments(seen))).toEqual([])
    }, 120_000)
  },
)

describe('a gift card bought in /fr without JavaScript', () => {
  it('skips the shipping steps: contact, billing address, payment, and the order says nothing is delivered', async () => {
    const base = '/fr'
    const shopper = createFormShopper(server.app, base)
    const email = 'cadeau.fr@example.org'
    // The product page's gift card form is not the checkout's: the cart gets the card from the API, in this browser's session.
    const cartId = (await shopper.graphql(base, 'mutation { createGuestCart { cart { id } } }')).data
      ?.createGuestCart.cart.id
    const recipient = { recipient_name: 'Chloé Petit', recipient_email: 'chloe.petit@example.org' }
    const added = await shopper.graphql(base, ADD, {
      cartId,
      items: [giftCardItem({ amount: '40', message: 'Pour tes pieds froids', ...recipient })],
    })
    expect(added.data?.addProductsToCart.success).toBe(true)
    const seen: Record<string, string> = {}
    const cart = await shopper.get(`${base}/cart`)
    seen[`${base}/cart (gift card)`] = cart.body
    expect(textOf(cart.body, 'main li dl')).toContain('Destinataire Chloé Petit (chloe.petit@example.org)')
    expect(textOf(cart.body, 'main li dl')).toContain('Message Pour tes pieds froids')
    expect(textOf(cart.body, 'section[aria-labelledby="cart-summary-heading"]')).toContain(
      'Aucune : rien à expédier',
    )

    const login = await shopper.get(`${base}/checkout/login`)
    let page = await follow(
      shopper,
      await shopper.post(`${base}/checkout/login`, fieldsOf(formWithAction(login.body, 'guest')!, { email })),
    )
    expect(
      [...documentOf(page.body).querySelectorAll('main ol > li > section > h2 > span:first-child')].map(
        (heading) => heading.textContent?.replace(/\s+/g, ' ').trim(),
      ),
    ).toEqual(['1. Contact', '2. Adresse de facturation', '3. Paiement'])
    expect(formWithAction(page.body, 'shippingAddress')).toBeNull()
    expect(formWithAction(page.body, 'shippingMethod')).toBeNull()
    expect(documentOf(page.body).querySelector('input[name="sameAsShipping"]')).toBeNull()
    expect(formWithAction(page.body, 'placeOrder')).toBeNull()
    expect(textOf(page.body, 'aside[aria-labelledby="checkout-summary-heading"]')).toContain(
      'Aucune : rien à expédier',
    )
    seen[`${base}/checkout/ (virtual cart)`] = page.body

    // Changing the e-mail leads on to the billing address, the step after it here.
    const editEmail = await shopper.get(`${base}/checkout/?edit=email`)
    const saved = await shopper.post(`${base}/checkout/`, fieldsOf(formWithAction(editEmail.body, 'email')!))
    expect(saved.headers.location).toBe(`${base}/checkout/#checkout-billing`)

    page = await follow(
      shopper,
      await shopper.post(
        `${base}/checkout/`,
        fieldsOf(formWithAction(page.body, 'billingAddress')!, {
          firstname: 'Léa',
          lastname: 'Martin',
          street: '4 rue de la République',
          postcode: '69002',
          city: 'Lyon',
          countryCode: 'FR',
          telephone: '+33 4 72 00 00 00',
        }),
      ),
    )
    expect(textOf(page.body, '#checkout-billing address')).toContain('4 rue de la République')
    // Gift cards and store credit cannot pay for gift cards: the payment step does not offer them.
    expect(formWithAction(page.body, 'applyGiftCard')).toBeNull()
    expect(textOf(page.body, '#checkout-payment')).toContain(
      'Les cartes cadeaux et les avoirs ne peuvent pas payer des cartes cadeaux.',
    )
    seen[`${base}/checkout/ (virtual cart, payment step)`] = page.body
    page = await follow(
      shopper,
      await shopper.post(
        `${base}/checkout/`,
        fieldsOf(formWithAction(page.body, 'placeOrder')!, { paymentMethod: 'offline_card' }),
      ),
    )
    const cardForm = documentOf(page.body).querySelector<HTMLFormElement>(
      'shop-island[data-island="checkout/CardForm"] form',
    )!
    const paid = await shopper.post(
      cardForm.getAttribute('action')!,
      fieldsOf(cardForm, { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Léa Martin' }),
    )
    const returned = await shopper.get(String(paid.headers.location))
    const success = await follow(shopper, returned)
    expect(textOf(success.body, 'main h1')).toBe('Merci pour votre commande')
    expect(textOf(success.body, 'main')).toContain(
      'Rien à livrer : chaque carte cadeau est envoyée par e-mail à son destinataire.',
    )
    expect(textOf(success.body, 'main')).toContain('Destinataire : Chloé Petit (chloe.petit@example.org)')
    seen[`${base}/checkout/success (gift card)`] = success.body
    expect(describeErrors(await validateHtmlDocuments(seen))).toEqual([])
  }, 120_000)
})

describe('a customer checkout in /en without JavaScript', () => {
  it('delivers to a saved address, spends a gift card and store credit, and pays by card after a decline', async () => {
    const base = '/en'
    const shopper = createFormShopper(server.app, base)
    const email = 'customer.journey@example.org'
    const password = 'sheepskin slippers all year'
    await registerAndSignOut(shopper, base, email, password)
    await addToCart(shopper, base)
    const login = await shopper.get(`${base}/checkout/login`)
    let page = await follow(
      shopper,
      await shopper.post(
        `${base}/checkout/login`,
        fieldsOf(formWithAction(login.body, 'signIn')!, { email, password }),
      ),
    )
    const customer = await server.app.shopDatabase.db
      .selectFrom('customer')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    await creditStoreCredit(server.app.shopDatabase.db, {
      customerId: Number(customer.id),
      amountCents: 300,
      reason: 'adjustment',
      reference: 'journey',
    })
    // Spending store credit at checkout is behind the `store_credit` feature flag (off in the seed).
    await server.app.shopDatabase.db
      .updateTable('feature_flag')
      .set({ is_active: true })
      .where('name', '=', 'store_credit')
      .execute()
    const giftCard = await issueGiftCard(server.app.shopDatabase.db, { amountCents: 500, store: 'b2c_en' })

    // A new address typed at checkout, kept in the address book; then chosen from the book.
    const address = {
      firstname: 'Anouk',
      lastname: 'Meier',
      street: '12 Old Street',
      postcode: 'EC1V 9HL',
      city: 'London',
      countryCode: 'GB',
      telephone: '+44 20 7946 0000',
    }
    const typed = await follow(
      shopper,
      await shopper.post(
        `${base}/checkout/`,
        fieldsOf(formWithAction(page.body, 'shippingAddress')!, address),
      ),
    )
    expect(textOf(typed.body, '#checkout-shipping address')).toContain('12 Old Street')
    const book = await shopper.get(`${base}/user/address-book`)
    expect(textOf(book.body, 'main')).toContain('12 Old Street')
    page = await shopper.get(`${base}/checkout/?edit=shipping`)
    // The address book as radio buttons, checked by the W3C Nu checker.
    expect(
      describeErrors(await validateHtmlDocuments({ [`${base}/checkout/?edit=shipping`]: page.body })),
    ).toEqual([])
    const fromBook = formWithAction(page.body, 'shippingAddress')!
    expect(fromBook.querySelector<HTMLInputElement>('input[name="customerAddressId"]')!.checked).toBe(true)
    page = await follow(shopper, await shopper.post(`${base}/checkout/`, fieldsOf(fromBook)))
    page = await follow(
      shopper,
      await shopper.post(`${base}/checkout/`, fieldsOf(formWithAction(page.body, 'shippingMethod')!)),
    )
    expect(textOf(page.body, '#checkout-billing')).toContain('Same as the shipping address')

    // Gift card: a wrong code is refused with the API's one answer, the right one is applied.
    const wrongCard = await shopper.post(
      `${base}/checkout/`,
      fieldsOf(formWithAction(page.body, 'applyGiftCard')!, { giftCardCode: 'NOT-A-CARD-CODE' }),
    )
    expect(wrongCard.statusCode).toBe(422)
    expect(textOf(wrongCard.body, '#giftCard-error')).toBe(
      'This gift card code cannot be used. Please check it and try again.',
    )
    page = await follow(
      shopper,
      await shopper.post(
        `${base}/checkout/`,
        fieldsOf(formWithAction(page.body, 'applyGiftCard')!, { giftCardCode: giftCard.code }),
      ),
    )
    expect(textOf(page.body, 'main [role="status"]')).toBe('The gift card is applied to your order.')
    expect(textOf(page.body, 'aside[aria-labelledby="checkout-summary-heading"] dl')).toContain(
      'Gift cards −€5.00',
    )
    page = await follow(
      shopper,
      await shopper.post(`${base}/checkout/`, fieldsOf(formWithAction(page.body, 'applyStoreCredit')!)),
    )
    expect(textOf(page.body, 'aside[aria-labelledby="checkout-summary-heading"] dl')).toContain(
      'Store credit −€3.00',
    )

    // A declined card brings the shopper back to the card form with the reason; another card pays.
    page = await follow(
      shopper,
      await shopper.post(
        `${base}/checkout/`,
        fieldsOf(formWithAction(page.body, 'placeOrder')!, { paymentMethod: 'offline_card' }),
      ),
    )
    let cardForm = documentOf(page.body).querySelector<HTMLFormElement>(
      'shop-island[data-island="checkout/CardForm"] form',
    )!
    const holder = { expiry: '12/30', cvc: '123', name: 'Anouk Meier' }
    let answer = await shopper.post(
      cardForm.getAttribute('action')!,
      fieldsOf(cardForm, { number: '4000-0000-0000-0002', ...holder }),
    )
    page = await follow(shopper, await shopper.get(String(answer.headers.location)))
    cardForm = documentOf(page.body).querySelector<HTMLFormElement>(
      'shop-island[data-island="checkout/CardForm"] form',
    )!
    expect(cardForm.textContent).toContain('Your card was declined. Please use another card.')
    answer = await shopper.post(
      cardForm.getAttribute('action')!,
      fieldsOf(cardForm, { number: '4242 4242 4242 4242', ...holder }),
    )
    const returned = await shopper.get(String(answer.headers.location))
    expect(String(returned.headers.location)).toMatch(/^\/en\/checkout\/success\?order=/)
    const success = await shopper.get(String(returned.headers.location))
    const totals = textOf(success.body, 'section[aria-labelledby="order-items-heading"] dl')
    expect(totals).toContain('Gift cards −€5.00')
    expect(totals).toContain('Store credit −€3.00')
    expect(textOf(success.body, 'main')).toContain('ending in 4242')
    // A customer is not offered an account again.
    expect(documentOf(success.body).querySelector(`form[action="${base}/register"]`)).toBeNull()
  })
})

describe('a guest checkout in /fr paid with the wallet, without JavaScript', () => {
  it('goes from the place-order button to the wallet sheet and back to the confirmation', async () => {
    const base = '/fr'
    const shopper = createFormShopper(server.app, base)
    await addToCart(shopper, base)
    const login = await shopper.get(`${base}/checkout/login`)
    let page = await follow(
      shopper,
      await shopper.post(
        `${base}/checkout/login`,
        fieldsOf(formWithAction(login.body, 'guest')!, { email: 'portefeuille@example.org' }),
      ),
    )
    const address = {
      firstname: 'Léa',
      lastname: 'Martin',
      street: '4 rue de la République',
      postcode: '69002',
      city: 'Lyon',
      countryCode: 'FR',
      telephone: '+33 4 72 00 00 00',
    }
    page = await follow(
      shopper,
      await shopper.post(
        `${base}/checkout/`,
        fieldsOf(formWithAction(page.body, 'shippingAddress')!, address),
      ),
    )
    page = await follow(
      shopper,
      await shopper.post(
        `${base}/checkout/`,
        fieldsOf(formWithAction(page.body, 'shippingMethod')!, { shippingMethod: 'flatrate/home' }),
      ),
    )
    const placed = await shopper.post(
      `${base}/checkout/`,
      fieldsOf(formWithAction(page.body, 'placeOrder')!, { paymentMethod: 'offline_wallet' }),
    )
    expect(placed.statusCode).toBe(303)
    expect(String(placed.headers.location)).toMatch(
      /^\/payment-provider\/test\/intents\/[^/]+\/wallet\?token=/,
    )
    const sheet = await shopper.get(String(placed.headers.location))
    const sheetForm = documentOf(sheet.body).querySelector<HTMLFormElement>('form')!
    const paid = await shopper.post(
      new URL(sheetForm.action, 'http://localhost').pathname,
      fieldsOf(sheetForm, { outcome: 'pay' }),
    )
    const returned = await shopper.get(String(paid.headers.location))
    const success = await follow(shopper, returned)
    expect(textOf(success.body, 'main h1')).toBe('Merci pour votre commande')
    expect(documentOf(success.body).querySelector('[data-order-number]')?.textContent).toMatch(/\d/)
  })
})

describe.each([
  { base: '/fr', lang: 'fr-FR', heading: 'Se connecter pour commander' },
  { base: '/it', lang: 'it-IT', heading: "Accedi per completare l'ordine" },
])('the checkout of $base', ({ base, lang, heading }) => {
  it('is served in the store’s language, the sign-in step and the look-up alike', async () => {
    const shopper = createFormShopper(server.app, base)
    await addToCart(shopper, base)
    const login = await shopper.get(`${base}/checkout/login`)
    expect(login.statusCode).toBe(200)
    expect(documentOf(login.body).documentElement.lang).toBe(lang)
    expect(textOf(login.body, 'main h1')).toBe(heading)
    expect(formWithAction(login.body, 'guest')!.getAttribute('action')).toBe(`${base}/checkout/login`)
    const orders = await shopper.get(`${base}/orders/`)
    expect(documentOf(orders.body).documentElement.lang).toBe(lang)
    expect(formWithAction(orders.body, 'lookup')!.getAttribute('action')).toBe(`${base}/orders/`)
  })
})

// Last in this file: it spends the client address's look-up budget.
describe('the order look-up under guessing', () => {
  it('answers 429 with Retry-After once the API’s budget is spent, and shows nothing meanwhile', async () => {
    const shopper = createFormShopper(server.app, '/en')
    const lookup = formWithAction((await shopper.get('/en/orders/')).body, 'lookup')!
    let answer = await shopper.post(
      '/en/orders/',
      fieldsOf(lookup, { number: '000000001', email: 'guess@example.org', postcode: '00000' }),
    )
    for (let attempt = 0; attempt < 12 && answer.statusCode === 422; attempt++) {
      answer = await shopper.post(
        '/en/orders/',
        fieldsOf(lookup, { number: `00000000${attempt}`, email: 'guess@example.org', postcode: '00000' }),
      )
    }
    expect(answer.statusCode).toBe(429)
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    expect(textOf(answer.body, 'main [role="alert"]')).toMatch(
      /You can try again in \d+ (seconds|minutes?)\./,
    )
    expect(documentOf(answer.body).querySelector('[data-order-number]')).toBeNull()
  })
})
