import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { createFormShopper, documentOf, type FormShopper } from '../helpers/formShopper.ts'
import { FEATURE_FLAGS, GIFT_CARD_SKU } from '../../config/shopConfig.ts'

// A feature that is off leaves no link: every flag that has a page, and every place linking
// to it (header, footer, account menu). The layout caches the flags per store for half a
// minute, so each state of the flags is looked at in a store not asked before.

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(async () => {
  await server?.close()
})

/** Each flag with a page of its own, and where that page is in `base` (the gift card's product page has a path per language). */
async function featurePages(shopper: FormShopper, base: string) {
  const giftCard = (await shopper.graphql(base, `query { product(sku: "${GIFT_CARD_SKU}") { path } }`)).data
    ?.product?.path as string
  expect(giftCard).toMatch(/^\//)
  return [
    { flag: 'wishlist', path: '/user/wishlist' },
    { flag: 'store_credit', path: '/user/store-credit' },
    { flag: 'quick_order', path: '/quick-order' },
    { flag: 'giftcard', path: giftCard },
  ]
}

const REGISTER = 'mutation ($input: CustomerCreateInput!) { createCustomer(input: $input) { success } }'

async function setFlags(isActive: boolean) {
  await server.app.shopDatabase.db
    .updateTable('feature_flag')
    .set({ is_active: isActive })
    .where('name', 'in', [...FEATURE_FLAGS])
    .execute()
}

async function signedIn(base: string, email: string): Promise<FormShopper> {
  const shopper = createFormShopper(server.app, base)
  const answer = await shopper.graphql(base, REGISTER, {
    input: {
      firstname: 'Noa',
      lastname: 'Roux',
      email,
      password: 'correct horse battery',
      acceptsTerms: true,
    },
  })
  expect(answer.data?.createCustomer.success).toBe(true)
  return shopper
}

/** The store-relative paths every link of the page's header, footer and account menu points to. */
function linkedPaths(html: string, base: string): string[] {
  const links = documentOf(html).querySelectorAll<HTMLAnchorElement>(
    'header a[href], footer a[href], nav[aria-label] a[href]',
  )
  return [...links]
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith(`${base}/`))
    .map((href) => href.slice(base.length))
}

describe('links to features follow their flags', () => {
  it('with every flag on, the header, footer and account menu link to each feature page, and the pages open', async () => {
    await setFlags(true)
    const shopper = await signedIn('/it', 'features-on@example.org')
    const pages = [await shopper.get('/it/'), await shopper.get('/it/user/')]
    const linked = new Set(pages.flatMap((page) => linkedPaths(page.body, '/it')))
    for (const { path } of await featurePages(shopper, '/it')) {
      expect(
        [...linked].some((href) => href === path || href.startsWith(`${path}?`)),
        `a link to ${path}`,
      ).toBe(true)
    }
    for (const path of ['/user/wishlist', '/user/store-credit', '/quick-order']) {
      expect((await shopper.get(`/it${path}`)).statusCode, path).toBe(200)
    }
  })

  it('with every flag off, no page links to a feature page, and those pages are not found', async () => {
    await setFlags(false)
    const shopper = await signedIn('/de', 'features-off@example.org')
    const features = await featurePages(shopper, '/de')
    for (const url of ['/de/', '/de/user/', '/de/user/orders/', '/de/cart']) {
      const page = await shopper.get(url)
      const linked = linkedPaths(page.body, '/de')
      for (const { path } of features) {
        expect(
          linked.filter((href) => href === path || href.startsWith(`${path}?`)),
          `${url} links to ${path}`,
        ).toEqual([])
      }
    }
    for (const path of ['/user/wishlist', '/user/store-credit', '/quick-order']) {
      expect((await shopper.get(`/de${path}`)).statusCode, path).toBe(404)
    }
    await setFlags(true)
  })
})
