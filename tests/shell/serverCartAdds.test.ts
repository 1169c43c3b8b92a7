import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import {
  createFormShopper,
  documentOf,
  fieldsOf,
  formWithAction,
  type FormShopper,
} from '../helpers/formShopper.ts'
import { customerWithPaidOrder, orderableVariant } from '../api/helpers/checkoutFixtures.ts'
import {
  CONSENT_COOKIE_NAME,
  CONSENT_POLICY_VERSION,
  formatConsentCookie,
} from '../../config/consentCookie.ts'
import type { DataLayerPage } from '../../components/dataLayer/dataLayerPage.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(async () => {
  await server?.close()
})

const REGISTER = 'mutation ($input: CustomerCreateInput!) { createCustomer(input: $input) { success } }'

/** The cookie choice the banner writes: analytics allowed or refused. */
const consentValue = (analytics: boolean) =>
  formatConsentCookie({
    version: CONSENT_POLICY_VERSION,
    analytics,
    marketing: false,
    givenAt: Math.floor(Date.now() / 1000),
    id: 'serverCartAdds-0001',
  })

/** A shopper without JavaScript in /fr who answered the cookie banner. */
function shopperWithConsent(analytics: boolean): FormShopper {
  const shopper = createFormShopper(server.app, '/fr')
  shopper.setCookie(CONSENT_COOKIE_NAME, consentValue(analytics))
  return shopper
}

/** The page's data-layer JSON (`#datalayer`), or no events without one. */
function dataLayerOf(html: string): DataLayerPage {
  const text = documentOf(html).getElementById('datalayer')?.textContent
  return text ? (JSON.parse(text) as DataLayerPage) : { events: [] }
}

const addsOf = (html: string) => dataLayerOf(html).events.filter((event) => event.event === 'add_to_cart')

/** The name in French of the category the product page's breadcrumb trail ends with: its deepest category. */
async function mainCategoryName(sku: string): Promise<string> {
  const { rows } = await sql<{ name: string }>`
    select t.name from product_category pc join category c on c.id = pc.category_id
    join category_translation t on t.category_id = c.id and t.language = 'fr'
    where pc.sku = ${sku} order by c.level desc, c.id limit 1`.execute(server.app.shopDatabase.db)
  return rows[0]!.name
}

/** The product form of a variant's page, colour and size chosen by the URL, as it is before any script ran. */
async function productForm(shopper: FormShopper, variant: { sku: string; colour: string; size: string }) {
  const path = (
    await shopper.graphql('/fr', 'query ($sku: String!) { product(sku: $sku) { path } }', {
      sku: variant.sku,
    })
  ).data?.product.path
  const page = await shopper.get(
    `/fr${path}?${new URLSearchParams({ color: variant.colour, size: variant.size })}`,
  )
  return formWithAction(page.body, 'add')!
}

describe('adds the server handles report add_to_cart on the next page', () => {
  it('a product form sent before it hydrated: on the cart page once, with the variant and its main category; nothing without analytics consent', async () => {
    const variant = await orderableVariant(server.app, 5, 3)
    const category = await mainCategoryName(variant.sku)
    const shopper = shopperWithConsent(true)
    const posted = await shopper.post('/fr/cart', fieldsOf(await productForm(shopper, variant), { qty: '2' }))
    expect(posted.headers.location).toBe('/fr/cart')
    const cart = await shopper.get('/fr/cart')
    const [added, ...others] = addsOf(cart.body)
    expect(others).toEqual([])
    expect(added?.ecommerce.items).toEqual([
      expect.objectContaining({ item_id: variant.variant_sku, item_category: category, quantity: 2 }),
    ])
    expect(added?.ecommerce.value).toBe(Math.round(Number(added?.ecommerce.items[0]?.price) * 200) / 100)
    const viewed = dataLayerOf(cart.body).events.find((event) => event.event === 'view_cart')
    expect(viewed?.ecommerce.items[0]).toMatchObject({
      item_id: variant.variant_sku,
      item_category: category,
    })

    // The result is read once; a second add of the same line reports the pieces it gained.
    expect(addsOf((await shopper.get('/fr/cart')).body)).toEqual([])
    await shopper.post('/fr/cart', fieldsOf(await productForm(shopper, variant), { qty: '1' }))
    expect(addsOf((await shopper.get('/fr/cart')).body).flatMap((event) => event.ecommerce.items)).toEqual([
      expect.objectContaining({ item_id: variant.variant_sku, quantity: 1 }),
    ])

    const refusing = shopperWithConsent(false)
    expect(
      (await refusing.post('/fr/cart', fieldsOf(await productForm(refusing, variant)))).headers.location,
    ).toBe('/fr/cart')
    const refusingCart = await refusing.get('/fr/cart')
    expect(dataLayerOf(refusingCart.body).events.map((event) => event.event)).toEqual(['view_cart'])
  }, 60_000)

  it('the wishlist’s move to cart on the wishlist page, a shared wishlist’s add all on the cart page', async () => {
    const owner = shopperWithConsent(true)
    const registered = await owner.graphql('/fr', REGISTER, {
      input: {
        firstname: 'Inès',
        lastname: 'Moreau',
        email: 'cart-adds-owner@example.org',
        password: 'correct horse battery',
        acceptsTerms: true,
      },
    })
    expect(registered.data?.createCustomer.success).toBe(true)
    const variants = [await orderableVariant(server.app, 5, 0), await orderableVariant(server.app, 5, 40)]
    for (const variant of variants) {
      const path = (
        await owner.graphql('/fr', 'query ($sku: String!) { product(sku: $sku) { path } }', {
          sku: variant.sku,
        })
      ).data?.product.path
      const page = await owner.get(
        `/fr${path}?${new URLSearchParams({ color: variant.colour, size: variant.size })}`,
      )
      const heart = documentOf(page.body).querySelector<HTMLFormElement>(
        'main form[action="/fr/user/wishlist"]:has(input[name="_action"][value="add"])',
      )!
      expect((await owner.post('/fr/user/wishlist', fieldsOf(heart))).statusCode).toBe(303)
    }

    const shared = await owner.post(
      '/fr/user/wishlist',
      fieldsOf(formWithAction((await owner.get('/fr/user/wishlist')).body, 'share')!),
    )
    expect(shared.statusCode).toBe(303)
    const link = documentOf((await owner.get('/fr/user/wishlist')).body).querySelector<HTMLInputElement>(
      '#wishlist-share-link',
    )!.value
    const friend = shopperWithConsent(true)
    const confirm = await friend.get(`${new URL(link).pathname}add/`)
    const all = documentOf(confirm.body).querySelector<HTMLFormElement>('main form')!
    expect((await friend.post(all.action, fieldsOf(all))).headers.location).toBe('/fr/cart')
    const friendCart = await friend.get('/fr/cart')
    const addedAll = addsOf(friendCart.body).flatMap((event) => event.ecommerce.items)
    expect(addedAll.map((item) => item.item_id).sort()).toEqual(
      variants.map((variant) => variant.variant_sku).sort(),
    )
    for (const item of addedAll)
      expect(item).toMatchObject({ quantity: 1, item_category: expect.any(String) })

    const list = await owner.get('/fr/user/wishlist')
    expect(addsOf(list.body)).toEqual([])
    expect(
      (await owner.post('/fr/user/wishlist', fieldsOf(formWithAction(list.body, 'moveToCart')!))).headers
        .location,
    ).toBe('/fr/user/wishlist')
    const moved = addsOf((await owner.get('/fr/user/wishlist')).body)
    expect(moved).toHaveLength(1)
    expect(moved[0]?.ecommerce.items).toEqual([
      expect.objectContaining({
        item_id: expect.stringMatching(
          new RegExp(`^(${variants.map((variant) => variant.variant_sku).join('|')})$`),
        ),
        quantity: 1,
      }),
    ])
  }, 90_000)

  it('a reorder from the account: on the cart page, the order’s lines with their quantities', async () => {
    const { agent, variant, order } = await customerWithPaidOrder(server.app, { store: '/fr', quantity: 2 })
    const cookie = `shop_session=${agent.sessionCookie()}; ${CONSENT_COOKIE_NAME}=${consentValue(true)}`
    const detail = await server.app.inject({
      method: 'GET',
      url: `/fr/user/orders/${order.order_id}`,
      headers: { accept: 'text/html', cookie },
    })
    const form = formWithAction(detail.body, 'reorder')!
    const origin = new URL(server.app.config.stores.find((store) => store.basePath === '/fr')!.baseUrl).origin
    const posted = await server.app.inject({
      method: 'POST',
      url: '/fr/cart',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin },
      payload: new URLSearchParams(fieldsOf(form)).toString(),
    })
    expect(posted.headers.location).toBe('/fr/cart')
    const cart = await server.app.inject({
      method: 'GET',
      url: '/fr/cart',
      headers: { accept: 'text/html', cookie },
    })
    expect(addsOf(cart.body).flatMap((event) => event.ecommerce.items)).toEqual([
      expect.objectContaining({
        item_id: variant.variant_sku,
        item_category: await mainCategoryName(variant.sku),
        quantity: 2,
      }),
    ])
  }, 90_000)
})
