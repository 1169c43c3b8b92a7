import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { describeErrors, validateHtmlDocuments } from '../helpers/htmlValidator.ts'
import {
  createFormShopper,
  documentOf,
  fieldsOf,
  formWithAction,
  textOf,
  type FormShopper,
} from '../helpers/formShopper.ts'
import { orderableVariant } from '../api/helpers/checkoutFixtures.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(async () => {
  await server?.close()
})

const REGISTER = 'mutation ($input: CustomerCreateInput!) { createCustomer(input: $input) { success } }'

/** A shopper without JavaScript, signed in to a new account of their own. */
async function signedInShopper(email: string): Promise<FormShopper> {
  const shopper = createFormShopper(server.app, '/fr')
  const answer = await shopper.graphql('/fr', REGISTER, {
    input: {
      firstname: 'Inès',
      lastname: 'Moreau',
      email,
      password: 'correct horse battery',
      acceptsTerms: true,
    },
  })
  expect(answer.data?.createCustomer.success).toBe(true)
  return shopper
}

/** The product page of an orderable variant's product with its colour and size in the URL, as a card links to it. */
async function productPage(offset = 0) {
  const variant = await orderableVariant(server.app, 5, offset)
  const guest = createFormShopper(server.app, '/fr')
  const path = (
    await guest.graphql('/fr', 'query ($sku: String!) { product(sku: $sku) { path name } }', {
      sku: variant.sku,
    })
  ).data?.product
  return {
    variant,
    url: `/fr${path.path}?${new URLSearchParams({ color: variant.colour, size: variant.size })}`,
    name: path.name as string,
  }
}

const heartOf = (html: string) =>
  documentOf(html).querySelector<HTMLFormElement>(
    'main form[action="/fr/user/wishlist"]:has(input[name="_action"][value="add"])',
  )
const main = (html: string) => textOf(html, 'main') ?? ''

describe('the wishlist without JavaScript', () => {
  it('sends a guest’s heart to the login page, which brings them back to the product', async () => {
    const { url } = await productPage()
    const guest = createFormShopper(server.app, '/fr')
    const page = await guest.get(url)
    const heart = heartOf(page.body)
    expect(heart, 'the product page has a heart').toBeTruthy()
    expect(heart!.querySelector('button')?.getAttribute('aria-label')).toBe('Ajouter à la liste d’envies')
    const posted = await guest.post('/fr/user/wishlist', fieldsOf(heart!))
    expect(posted.statusCode).toBe(303)
    const location = new URL(posted.headers.location as string, 'http://shop.test')
    expect(location.pathname).toBe('/fr/login')
    expect(location.searchParams.get('redirect')).toBe(url.slice('/fr'.length))
  })

  it('keeps a product with its colour and size, moves it to the cart, removes another; shares, and the share link works until revoked', async () => {
    const pages: Record<string, string> = {}
    const owner = await signedInShopper('owner-nojs@example.org')
    const first = await productPage(0)
    const second = await productPage(40)
    for (const { url } of [first, second]) {
      const heart = heartOf((await owner.get(url)).body)!
      const kept = await owner.post('/fr/user/wishlist', fieldsOf(heart))
      expect(kept.statusCode).toBe(303)
      expect(kept.headers.location).toBe('/fr/user/wishlist')
    }
    const list = await owner.get('/fr/user/wishlist')
    expect(list.statusCode).toBe(200)
    expect(list.headers['cache-control']).toMatch(/private, no-store/)
    expect(main(list.body)).toContain('Le produit est dans votre liste d’envies.')
    expect(main(list.body)).toContain(first.name)
    expect(main(list.body)).toContain(second.name)
    pages.list = list.body

    // Shared: the link is shown once, then a second shopper sees the wishlist and adds from it.
    const shared = await owner.post('/fr/user/wishlist', fieldsOf(formWithAction(list.body, 'share')!))
    expect(shared.statusCode).toBe(303)
    const sharedPage = await owner.get('/fr/user/wishlist')
    const link = documentOf(sharedPage.body).querySelector<HTMLInputElement>('#wishlist-share-link')?.value
    expect(link).toMatch(/\/fr\/wishlist\/share\/[A-Za-z0-9_-]{22}\/$/)
    pages.shared = sharedPage.body
    expect(
      documentOf((await owner.get('/fr/user/wishlist')).body).querySelector('#wishlist-share-link'),
    ).toBeNull()
    const sharePath = new URL(link!).pathname

    const friend = createFormShopper(server.app, '/fr')
    const view = await friend.get(sharePath)
    expect(view.statusCode).toBe(200)
    expect(view.headers['cache-control']).toMatch(/private, no-store/)
    expect(main(view.body)).toContain(first.name)
    pages.view = view.body
    const addOne = documentOf(view.body).querySelector<HTMLFormElement>('li[data-wishlist-item] form')!
    const one = await friend.post(addOne.action, fieldsOf(addOne))
    expect(one.statusCode).toBe(303)
    expect(one.headers.location).toBe('/fr/cart')
    const cart = await friend.get('/fr/cart')
    expect(main(cart.body)).toContain('Les produits de la liste d’envies sont ajoutés à votre panier.')
    const confirm = await friend.get(`${sharePath}add/`)
    expect(confirm.statusCode).toBe(200)
    expect(main(confirm.body)).toContain('Ajouter les 2 produits de la liste d’envies à votre panier ?')
    pages.confirm = confirm.body
    const all = documentOf(confirm.body).querySelector<HTMLFormElement>('main form')!
    expect((await friend.post(all.action, fieldsOf(all))).headers.location).toBe('/fr/cart')
    const cartAfter = await friend.graphql('/fr', '{ shopperCart { total_quantity } }')
    expect(cartAfter.data?.shopperCart.total_quantity).toBe(3)

    // The owner moves one to the cart and removes the other.
    const current = await owner.get('/fr/user/wishlist')
    const moveForm = formWithAction(current.body, 'moveToCart')!
    expect((await owner.post('/fr/user/wishlist', fieldsOf(moveForm))).headers.location).toBe(
      '/fr/user/wishlist',
    )
    const afterMove = await owner.get('/fr/user/wishlist')
    expect(main(afterMove.body)).toContain('Le produit est dans votre panier.')
    expect(
      (await owner.graphql('/fr', '{ shopperCart { total_quantity } }')).data?.shopperCart.total_quantity,
    ).toBe(1)
    expect(
      (await owner.post('/fr/user/wishlist', fieldsOf(formWithAction(afterMove.body, 'remove')!))).statusCode,
    ).toBe(303)
    const emptied = await owner.get('/fr/user/wishlist')
    expect(main(emptied.body)).toContain('Votre liste d’envies est vide.')

    // Revoked: the link shows a clear page.
    expect(
      (await owner.post('/fr/user/wishlist', fieldsOf(formWithAction(emptied.body, 'revoke')!))).statusCode,
    ).toBe(303)
    const gone = await friend.get(sharePath)
    expect(gone.statusCode).toBe(404)
    expect(main(gone.body)).toContain('Cette liste d’envies n’est plus partagée')
    pages.gone = gone.body
    expect((await friend.get(`${sharePath}add/`)).statusCode).toBe(404)
    const unknown = await friend.get('/fr/wishlist/share/AAAAAAAAAAAAAAAAAAAAAA/')
    expect(unknown.statusCode).toBe(404)
    expect(main(unknown.body)).toContain('Cette liste d’envies n’est plus partagée')

    const results = await validateHtmlDocuments(pages)
    expect(describeErrors(results)).toEqual([])
  }, 180_000)

  it('answers 404 for the wishlist pages while the feature is off', async () => {
    const owner = await signedInShopper('owner-off@example.org')
    const shareCode = (await owner.graphql('/fr', 'mutation { shareWishlist { shareCode } }')).data
      ?.shareWishlist.shareCode
    await server.app.shopDatabase.db
      .updateTable('feature_flag')
      .set({ is_active: false })
      .where('name', '=', 'wishlist')
      .execute()
    try {
      expect((await owner.get('/fr/user/wishlist')).statusCode).toBe(404)
      expect((await owner.get(`/fr/wishlist/share/${shareCode}/`)).statusCode).toBe(404)
    } finally {
      await server.app.shopDatabase.db
        .updateTable('feature_flag')
        .set({ is_active: true })
        .where('name', '=', 'wishlist')
        .execute()
    }
  })
})
