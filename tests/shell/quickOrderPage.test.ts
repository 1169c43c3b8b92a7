import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { cookieJar } from '../helpers/cookieJar.ts'
import { documentOf } from '../helpers/formShopper.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(async () => {
  await server?.close()
})

/** What each store's quick order page says. */
const STORES = [
  {
    base: '/en',
    key: 'b2c_en',
    texts: {
      title: 'Quick order',
      added: (count: number) => `${count} products added to your cart.`,
      unknown: 'We do not know this SKU. Please check it.',
      quantity: 'Please enter a whole quantity from 1 to 999.',
      stock: (available: number) => `Not enough stock: only ${available} available.`,
      options:
        'This product comes in several colours and sizes: type the SKU of the one you want, shown on the product page once you choose them.',
      skuOnPage: 'SKU: ',
      badLine: 'Line 2 of your list could not be read: “not a line at all”.',
      expired: 'This form expired. Please send it again.',
      skuLabel: 'SKU, row 2',
    },
  },
  {
    base: '/de',
    key: 'b2c_de',
    texts: {
      title: 'Schnellbestellung',
      added: (count: number) => `${count} Produkte in den Warenkorb gelegt.`,
      unknown: 'Diese Artikelnummer kennen wir nicht. Bitte prüfen Sie sie.',
      quantity: 'Bitte geben Sie eine ganze Menge von 1 bis 999 ein.',
      stock: (available: number) => `Nicht genug auf Lager: nur noch ${available} verfügbar.`,
      options:
        'Dieses Produkt gibt es in mehreren Farben und Größen: Geben Sie die Artikelnummer der gewünschten Variante ein; die Produktseite zeigt sie, sobald Sie Farbe und Größe wählen.',
      skuOnPage: 'Art.-Nr.: ',
      badLine: 'Zeile 2 Ihrer Liste konnte nicht gelesen werden: „not a line at all“.',
      expired: 'Dieses Formular ist abgelaufen. Bitte senden Sie es erneut.',
      skuLabel: 'Artikelnummer, Zeile 2',
    },
  },
] as const

type Fields = [string, string][]

/** A shopper without a browser: a cookie jar over `app.inject`, posting forms as a browser would. */
function createShopper(origin: string) {
  const jar = cookieJar()
  const remember = jar.remember
  const cookie = jar.header
  return {
    cookies: jar.cookies,
    async get(url: string) {
      return remember(
        await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html', cookie: cookie() } }),
      )
    },
    async post(url: string, fields: Fields, headers: Record<string, string> = { origin }) {
      const payload = new URLSearchParams(fields).toString()
      return remember(
        await server.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie(), ...headers },
          payload,
        }),
      )
    },
    async graphql(base: string, query: string, variables: Record<string, unknown>) {
      const response = await server.app.inject({
        method: 'POST',
        url: `${base}/graphql`,
        headers: { 'content-type': 'application/json', origin, cookie: cookie() },
        payload: { query, variables },
      })
      return response.json() as { data: Record<string, unknown> | null }
    },
  }
}
type Shopper = ReturnType<typeof createShopper>

const csrfOf = (html: string) =>
  documentOf(html).querySelector<HTMLInputElement>('input[name="_csrf"]')?.value ?? ''
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim()

/** The table's fields: each row a SKU and a quantity, as the form sends them. */
const rowFields = (rows: readonly (readonly [string, string])[]): Fields =>
  rows.flatMap(
    ([sku, quantity]) =>
      [
        ['sku', sku],
        ['quantity', quantity],
      ] as Fields,
  )

/** The lines of the session's guest cart in a store, as the cart API shows them. */
async function cartLines(shopper: Shopper, base: string, storeKey: string): Promise<Record<string, number>> {
  const signed = decodeURIComponent(shopper.cookies.get('shop_session') ?? '')
  const sessionId = signed.replace(/^s:/, '').split('.')[0] ?? ''
  const row = await server.app.shopDatabase.db
    .selectFrom('shop_session')
    .select('data')
    .where('id', '=', sessionId)
    .executeTakeFirst()
  const cartId = (row?.data as { guestCarts?: Record<string, string> } | undefined)?.guestCarts?.[storeKey]
  if (!cartId) return {}
  const answer = await shopper.graphql(
    base,
    'query ($id: String!) { cart(cart_id: $id) { items { quantity product { sku } } } }',
    { id: cartId },
  )
  const items = (answer.data?.cart as { items: { quantity: number; product: { sku: string } }[] }).items
  return Object.fromEntries(items.map((item) => [item.product.sku, item.quantity]))
}

/** Seeded products for the rows: simple ones with plenty of stock, one with little, one configurable. */
async function seededProducts() {
  const db = server.app.shopDatabase.db
  const { rows: plenty } = await sql<{
    sku: string
  }>`select sku from product where type = 'simple' and parent_sku is null and is_in_stock and qty >= 50 order by sku limit 3`.execute(
    db,
  )
  const { rows: little } = await sql<{
    sku: string
    qty: number
  }>`select sku, qty from product where type = 'simple' and parent_sku is null and is_in_stock and qty between 2 and 9 order by sku limit 1`.execute(
    db,
  )
  const { rows: configurable } = await sql<{
    sku: string
  }>`select sku from product where type = 'configurable' and is_in_stock order by sku limit 1`.execute(db)
  const [a, b, c] = plenty
  const [low] = little
  const [options] = configurable
  if (!a || !b || !c || !low || !options) throw new Error('the seed lacks simple or configurable products')
  return { a: a.sku, b: b.sku, c: c.sku, low, options: options.sku }
}

describe.each(STORES)('quick order in $base without a browser', ({ base, key, texts }) => {
  const origin = () =>
    new URL(server.app.config.stores.find((store) => store.basePath === base)!.baseUrl).origin

  it('shows a translated page of five labelled rows, private to the shopper', async () => {
    const page = await createShopper(origin()).get(`${base}/quick-order`)
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    const document = documentOf(page.body)
    expect(document.title).toContain(texts.title)
    expect(text(document.querySelector('h1'))).toBe(texts.title)
    expect(document.querySelectorAll('input[name="sku"]')).toHaveLength(5)
    expect(text(document.querySelector('label[for="quick-order-sku-2"]'))).toBe(texts.skuLabel)
  })

  it('adds every row and pasted line to the cart and answers 303 to the cart', async () => {
    const { a, b, c } = await seededProducts()
    const shopper = createShopper(origin())
    const page = await shopper.get(`${base}/quick-order`)
    const posted = await shopper.post(`${base}/quick-order`, [
      ['_csrf', csrfOf(page.body)],
      ...rowFields([
        [a, '2'],
        [b, ''],
        ['', ''],
      ]),
      ['list', `\n${c};3\n`],
    ])
    expect(posted.statusCode).toBe(303)
    expect(posted.headers.location).toBe(`${base}/cart`)
    expect(await cartLines(shopper, base, key)).toEqual({ [a]: 2, [b]: 1, [c]: 3 })
  })

  it('adds the valid rows of a mixed batch and sends the others back with their reasons', async () => {
    const { a, b, low, options } = await seededProducts()
    const shopper = createShopper(origin())
    const page = await shopper.get(`${base}/quick-order`)
    const rows = [
      [a, '1'],
      ['NO-SUCH-SKU', '1'],
      [b, '0'],
      [b, '10000'],
      [b, '1.5'],
      [low.sku, String(low.qty + 5)],
      [options, '1'],
    ] as const
    const posted = await shopper.post(`${base}/quick-order`, [
      ['_csrf', csrfOf(page.body)],
      ...rowFields(rows),
      ['list', `${b} 2\nnot a line at all`],
    ])
    expect(posted.statusCode).toBe(303)
    expect(posted.headers.location).toBe(`${base}/quick-order`)
    expect(await cartLines(shopper, base, key)).toEqual({ [a]: 1, [b]: 2 })

    const again = await shopper.get(`${base}/quick-order`)
    const document = documentOf(again.body)
    expect(text(document.querySelector('main [role="status"]'))).toContain(texts.added(2))
    const kept = [...document.querySelectorAll('main ol > li')].map((row) => [
      row.querySelector<HTMLInputElement>('input[name="sku"]')?.value,
      row.querySelector<HTMLInputElement>('input[name="quantity"]')?.value,
      text(row.querySelector('p')),
    ])
    expect(kept.slice(0, 6)).toEqual([
      ['NO-SUCH-SKU', '1', texts.unknown],
      [b, '0', texts.quantity],
      [b, '10000', texts.quantity],
      [b, '1.5', texts.quantity],
      [low.sku, String(low.qty + 5), texts.stock(low.qty)],
      [options, '1', texts.options],
    ])
    const unknownSku = document.getElementById('quick-order-sku-1')
    expect(unknownSku?.getAttribute('aria-invalid')).toBe('true')
    expect(text(document.getElementById(unknownSku?.getAttribute('aria-describedby') ?? ''))).toBe(
      texts.unknown,
    )
    expect(document.getElementById('quick-order-quantity-2')?.getAttribute('aria-invalid')).toBe('true')
    const productLink = document.querySelector<HTMLAnchorElement>('#quick-order-row-6-error a')
    expect(productLink?.getAttribute('href')).toMatch(new RegExp(`^${base}/.*${options.toLowerCase()}`))
    const summary = document.querySelector('main [role="alert"]')
    expect([...(summary?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'))).toEqual([
      '#quick-order-sku-1',
      '#quick-order-quantity-2',
      '#quick-order-quantity-3',
      '#quick-order-quantity-4',
      '#quick-order-quantity-5',
      '#quick-order-sku-6',
      '#quick-order-list',
    ])
    expect(text(summary)).toContain(texts.badLine)
    expect(document.querySelector('textarea[name="list"]')?.textContent).toBe('not a line at all')

    const later = documentOf((await shopper.get(`${base}/quick-order`)).body)
    expect(later.querySelector('main [role="alert"]')).toBeNull()
    expect(later.querySelector<HTMLInputElement>('#quick-order-sku-1')?.value).toBe('')
  })

  it('takes SKUs whatever their case, and the SKU a product page shows for a colour and size adds that variant', async () => {
    const { a } = await seededProducts()
    const db = server.app.shopDatabase.db
    const { rows } = await sql<{ sku: string; parent_sku: string; colour: string; size: string }>`
      select v.sku, v.parent_sku, v.colour, v.size from product v join product p on p.sku = v.parent_sku
      where v.parent_sku is not null and v.is_in_stock and v.qty >= 5 and p.type = 'configurable'
        and not exists (select 1 from custom_option o where o.sku = p.sku and o.is_required)
      order by v.sku limit 1`.execute(db)
    const variant = rows[0]!
    const shopper = createShopper(origin())
    const path = (
      (
        await shopper.graphql(base, 'query ($sku: String!) { product(sku: $sku) { path } }', {
          sku: variant.parent_sku,
        })
      ).data?.product as { path: string }
    ).path
    const productPage = documentOf(
      (
        await shopper.get(
          `${base}${path}?${new URLSearchParams({ color: variant.colour, size: variant.size })}`,
        )
      ).body,
    )
    expect(text(productPage.querySelector('main [data-sku]'))).toBe(`${texts.skuOnPage}${variant.sku}`)

    const page = await shopper.get(`${base}/quick-order`)
    const posted = await shopper.post(`${base}/quick-order`, [
      ['_csrf', csrfOf(page.body)],
      ...rowFields([
        [a.toLowerCase(), '1'],
        [variant.sku.toLowerCase(), '2'],
      ]),
    ])
    expect(posted.statusCode).toBe(303)
    expect(posted.headers.location).toBe(`${base}/cart`)
    expect(await cartLines(shopper, base, key)).toEqual({ [a]: 1, [variant.parent_sku]: 2 })
  })

  it('refuses a post without its token with 403, keeps what was typed and adds nothing', async () => {
    const { a } = await seededProducts()
    const shopper = createShopper(origin())
    await shopper.get(`${base}/quick-order`)
    const refused = await shopper.post(`${base}/quick-order`, [...rowFields([[a, '4']]), ['list', 'XYZ 2']])
    expect(refused.statusCode).toBe(403)
    const document = documentOf(refused.body)
    expect(text(document.querySelector('main [role="alert"]'))).toBe(texts.expired)
    expect(document.querySelector<HTMLInputElement>('#quick-order-sku-1')?.value).toBe(a)
    expect(document.querySelector<HTMLInputElement>('#quick-order-quantity-1')?.value).toBe('4')
    expect(document.querySelector('textarea[name="list"]')?.textContent).toBe('XYZ 2')
    expect(await cartLines(shopper, base, key)).toEqual({})
  })

  it('refuses a post from another site even with a token', async () => {
    const { a } = await seededProducts()
    const shopper = createShopper(origin())
    const page = await shopper.get(`${base}/quick-order`)
    const refused = await shopper.post(
      `${base}/quick-order`,
      [['_csrf', csrfOf(page.body)], ...rowFields([[a, '1']])],
      { origin: 'https://evil.example' },
    )
    expect(refused.statusCode).toBe(403)
    expect(await cartLines(shopper, base, key)).toEqual({})
  })

  it('adds a row without JavaScript, keeping the rows typed', async () => {
    const shopper = createShopper(origin())
    const page = await shopper.get(`${base}/quick-order`)
    const posted = await shopper.post(`${base}/quick-order`, [
      ['_csrf', csrfOf(page.body)],
      ['_action', 'addRow'],
      ...rowFields([
        ['AB-1', '2'],
        ['', ''],
        ['', ''],
        ['', ''],
        ['CD-2', ''],
      ]),
    ])
    expect(posted.statusCode).toBe(303)
    const document = documentOf((await shopper.get(`${base}/quick-order`)).body)
    expect(
      [...document.querySelectorAll<HTMLInputElement>('input[name="sku"]')].map((input) => input.value),
    ).toEqual(['AB-1', '', '', '', 'CD-2', ''])
    expect(await cartLines(shopper, base, key)).toEqual({})
  })
})
