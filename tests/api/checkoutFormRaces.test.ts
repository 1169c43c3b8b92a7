import { API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import {
  createFormShopper,
  documentOf,
  fieldsOf,
  formWithAction,
  textOf,
  type FormShopper,
} from '../helpers/formShopper.ts'
import { openTestDatabase } from './helpers/testDatabase.ts'
import type { GraphqlAgent } from './helpers/graphqlAgent.ts'
import { STORES, itemOf, orderableVariant, readyCart } from './helpers/checkoutFixtures.ts'
import { createShopContext } from '../../graphql/schema/context.ts'
import { newCartId } from '../../domain/cart/cartAccess.ts'
import { updateCheckout } from '../../domain/checkout/checkoutOutcome.ts'

let server: TestServer
const logLines: string[] = []
beforeAll(async () => {
  server = await startTestServer({}, { database: await openTestDatabase(), logLines })
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await server?.close()
})

/** The shop API as the shopper's page scripts call it, with the shopper's session (the checkout's steps before the payment). */
function apiOf(shopper: FormShopper): GraphqlAgent {
  return {
    async query(query, variables = {}, options = {}) {
      return {
        status: 200,
        ...(await shopper.graphql(options.store ?? '/en', query, variables)),
        headers: {},
      }
    },
    raw() {
      throw new Error('the form shopper reaches the API through query()')
    },
    sessionCookie: () => undefined,
    lastSetCookie: () => undefined,
  }
}

/** The log lines written at error level (pino: 50) or above since `from`. */
const errorLinesSince = (from: number) =>
  logLines.slice(from).filter((line) => (JSON.parse(line) as { level: number }).level >= 50)

/** A cart ready to pay in `base` (the store's country, home delivery, the card chosen), and the checkout page's place-order form. */
async function readyToPlace(shopper: FormShopper, base: (typeof STORES)[number]['store'], offset: number) {
  const variant = await orderableVariant(server.app, 3, offset)
  const country = STORES.find((entry) => entry.store === base)!.country
  const { cartId } = await readyCart(apiOf(shopper), { store: base, items: [itemOf(variant, 1)], country })
  const page = await shopper.get(`${base}/checkout/`)
  expect(page.statusCode).toBe(200)
  return { cartId, place: formWithAction(page.body, 'placeOrder')! }
}

/** Presses place order: 303 back to the checkout's payment step, which is to show the card form. */
async function pressPlaceOrder(shopper: FormShopper, base: string, place: HTMLFormElement) {
  const placed = await shopper.post(`${base}/checkout/`, fieldsOf(place, { paymentMethod: 'offline_card' }))
  expect(placed.headers.location).toBe(`${base}/checkout/#checkout-payment`)
}

/** The card form (without JavaScript) the checkout of `base` shows, or null. */
async function cardFormOf(shopper: FormShopper, base: string) {
  const page = await shopper.get(`${base}/checkout/`)
  return documentOf(page.body).querySelector<HTMLFormElement>(
    'shop-island[data-island="checkout/CardForm"] form',
  )
}

/** Sends the card form to the provider: 303 to the store's return page (`/checkout/success?payment_intent=`). */
function payByCard(shopper: FormShopper, cardForm: HTMLFormElement) {
  return shopper.post(
    cardForm.getAttribute('action')!,
    fieldsOf(cardForm, { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Amelia Hughes' }),
  )
}

async function capturedAt(cartId: string) {
  const payment = await server.app.shopDatabase.db
    .selectFrom('payment')
    .select('captured_at')
    .where('owner_key', '=', `cart:${cartId}`)
    .where('captured_at', 'is not', null)
    .executeTakeFirst()
  return payment?.captured_at ?? null
}

describe('placing an order without JavaScript while the card is confirmed', () => {
  it('answers 10 more posts of the place-order form with the one order’s confirmation, and logs no error', async () => {
    const shopper = createFormShopper(server.app, '/en')
    const { cartId, place } = await readyToPlace(shopper, '/en', 20)
    await pressPlaceOrder(shopper, '/en', place)
    const cardForm = (await cardFormOf(shopper, '/en'))!
    const logged = logLines.length

    const paying = payByCard(shopper, cardForm)
    // The moment raced: the payment is captured and its order being placed (the cart then deleted) as the posts come in.
    await expect.poll(() => capturedAt(cartId)).not.toBeNull()
    const posts = await Promise.all(
      Array.from({ length: 10 }, () =>
        shopper.post('/en/checkout/', fieldsOf(place, { paymentMethod: 'offline_card' })),
      ),
    )
    expect((await paying).statusCode).toBe(303)

    const orders = await server.app.shopDatabase.db
      .selectFrom('shop_order')
      .select('number')
      .where('cart_id', '=', cartId)
      .execute()
    expect(orders).toHaveLength(1)
    expect(posts.map((post) => post.statusCode)).toEqual(Array.from({ length: 10 }, () => 303))
    for (const post of posts) {
      expect(String(post.headers.location)).toMatch(/^\/en\/checkout\/success\?token=/)
      const confirmation = await shopper.get(String(post.headers.location))
      expect(documentOf(confirmation.body).querySelector('[data-order-number]')?.textContent).toBe(
        orders[0]!.number,
      )
    }
    expect(errorLinesSince(logged)).toEqual([])
  })
})

describe('one session checking out in two stores at once', () => {
  it('brings each store’s card back to its own order’s confirmation, in its own language', async () => {
    const shopper = createFormShopper(server.app, '/en')
    const english = await readyToPlace(shopper, '/en', 21)
    const french = await readyToPlace(shopper, '/fr', 22)
    // Both place-order buttons pressed before either page shows its card form.
    await pressPlaceOrder(shopper, '/en', english.place)
    await pressPlaceOrder(shopper, '/fr', french.place)
    const englishCard = await cardFormOf(shopper, '/en')
    const frenchCard = await cardFormOf(shopper, '/fr')
    expect(englishCard?.getAttribute('action')).toMatch(/\/confirm/)
    expect(frenchCard?.getAttribute('action')).toMatch(/\/confirm/)
    expect(englishCard!.getAttribute('action')).not.toBe(frenchCard!.getAttribute('action'))
    const [englishPaid, frenchPaid] = await Promise.all([
      payByCard(shopper, englishCard!),
      payByCard(shopper, frenchCard!),
    ])

    for (const [paid, base, cartId, thanks] of [
      [englishPaid, '/en', english.cartId, 'Thank you for your order'],
      [frenchPaid, '/fr', french.cartId, 'Merci pour votre commande'],
    ] as const) {
      expect(String(paid.headers.location)).toMatch(new RegExp(`^${base}/checkout/success\\?payment_intent=`))
      const returned = await shopper.get(String(paid.headers.location))
      expect(String(returned.headers.location)).toMatch(new RegExp(`^${base}/checkout/success\\?token=`))
      const confirmation = await shopper.get(String(returned.headers.location))
      expect(textOf(confirmation.body, 'main h1')).toBe(thanks)
      const order = await server.app.shopDatabase.db
        .selectFrom('shop_order')
        .select('number')
        .where('cart_id', '=', cartId)
        .executeTakeFirstOrThrow()
      expect(documentOf(confirmation.body).querySelector('[data-order-number]')?.textContent).toBe(
        order.number,
      )
    }
  })
})

describe('a checkout step on a cart ordered meanwhile', () => {
  it('is refused as a cart not found (no server error) when the cart goes between its read and its change', async () => {
    const db = server.app.shopDatabase.db
    const store = server.app.config.stores.find((candidate) => candidate.basePath === '/en')!
    const cart = await db
      .insertInto('cart')
      .values({ id: newCartId(), store_key: store.key, customer_id: null })
      .returningAll()
      .executeTakeFirstOrThrow()
    await db.deleteFrom('cart').where('id', '=', cart.id).execute()
    const answer = await updateCheckout(createShopContext(store, db, server.app.log), cart, {
      payment_method: 'offline_card',
    })
    expect(answer).toMatchObject({ success: false, errorCode: 'CART_NOT_FOUND', cart: null })
  })
})
