import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { loadConfig } from '../../server/config.ts'
import { cardsOf, headOf, openPage, pathOf } from './listingPage.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

const open = (url: string) => openPage(server.app, url)
const hrefOf = (document: Document, selector: string) =>
  pathOf(document.querySelector(selector)?.getAttribute('href'))
const cardImages = (document: Document) =>
  [...document.querySelectorAll('main article')].map((card) => ({
    href: pathOf(card.querySelector('a')?.getAttribute('href')),
    src: card.querySelector('img')?.getAttribute('src') ?? '',
  }))
const resultCount = (document: Document) =>
  Number(/(\d+) products?/.exec(document.querySelector('main')?.textContent ?? '')?.[1])

describe('category page', () => {
  it('renders a category at its localized URL and at /category/:id with heading, breadcrumbs and product cards', async () => {
    const { statusCode, document } = await open('/en/men/slippers')
    expect(statusCode).toBe(200)
    expect(document.querySelector('h1')?.textContent).toBe('Men’s slippers')
    const trail = [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map(
      (item) => item.textContent,
    )
    expect(trail).toEqual(['Home', 'Men', 'Men’s slippers'])
    const cards = cardsOf(document)
    expect(cards.length).toBeGreaterThan(0)
    expect(cards.length).toBeLessThanOrEqual(30)
    for (const card of cards) expect(card.href).toMatch(/^\/en\/[a-z0-9-]+$/)
    const byId = await open('/en/category/110')
    expect(byId.statusCode).toBe(200)
    expect(byId.document.querySelector('h1')?.textContent).toBe('Men’s slippers')
  })

  it('reads the category once at its localized URL: one SQL statement more than at /category/:id, the URL’s own lookup', async () => {
    // Every render reads SQL: neither the page cache nor the shop API's answers cache answers.
    const uncached = await startTestServer({
      pageCache: { ...loadConfig({}).pageCache, enabled: false },
      apiCacheSeconds: 0,
    })
    try {
      const statementsOf = async (url: string) => {
        await openPage(uncached.app, url)
        const before = uncached.app.shopDatabase.statementCount()
        const { statusCode, document } = await openPage(uncached.app, url)
        expect(statusCode).toBe(200)
        expect(document.querySelector('h1')?.textContent).toBe('Men’s slippers')
        return uncached.app.shopDatabase.statementCount() - before
      }
      const byId = await statementsOf('/en/category/110')
      expect(byId).toBeGreaterThan(0)
      expect(await statementsOf('/en/men/slippers')).toBe(byId + 1)
    } finally {
      await uncached.close()
    }
  })

  it('shows the category’s picture as a banner above the listing, with its text per language, at once and without a shift', async () => {
    const db = server.app.shopDatabase.db
    const { image_id: imageId } = await db
      .selectFrom('category')
      .select('image_id')
      .where('id', '=', 110)
      .executeTakeFirstOrThrow()
    const media = await db
      .selectFrom('media')
      .select('alt')
      .where('id', '=', imageId!)
      .executeTakeFirstOrThrow()
    const bannerOf = (document: Document) => document.querySelector('main img:not(article img)')

    const english = (await open('/en/men/slippers')).document
    const banner = bannerOf(english)
    expect(banner?.getAttribute('alt')).toBe(media.alt.en)
    expect(banner?.getAttribute('srcset')).toMatch(/ 300w, .+ 600w, .+ 1200w$/)
    expect(banner?.getAttribute('width')).toMatch(/^[1-9]\d*$/)
    expect(banner?.getAttribute('height')).toMatch(/^[1-9]\d*$/)
    expect(banner?.getAttribute('loading')).toBe('eager')
    expect(banner?.getAttribute('fetchpriority')).toBe('high')
    expect(banner?.compareDocumentPosition(english.querySelector('main article')!), 'above the listing').toBe(
      4,
    )
    expect(
      english.querySelector('main article img')?.getAttribute('fetchpriority'),
      'one first paint',
    ).toBeNull()

    await db
      .updateTable('category')
      .set({ image_alt: JSON.stringify({ fr: 'Chaussons pour hommes au coin du feu' }) })
      .where('id', '=', 110)
      .execute()
    try {
      await expect
        .poll(async () => bannerOf((await open('/fr/category/110')).document)?.getAttribute('alt'))
        .toBe('Chaussons pour hommes au coin du feu')
      expect(bannerOf((await open('/en/category/110')).document)?.getAttribute('alt')).toBe(media.alt.en)
    } finally {
      await db.updateTable('category').set({ image_alt: '{}' }).where('id', '=', 110).execute()
    }

    const withoutPicture = (await open('/en/men')).document
    expect(bannerOf(withoutPicture), 'a category without a picture shows none').toBeNull()
    expect(withoutPicture.querySelector('main article img')?.getAttribute('fetchpriority')).toBe('high')
  })

  it('gives cards pictures with width, height and the gendered srcset of the category', async () => {
    const { document } = await open('/en/women/slippers')
    const image = document.querySelector('main article img')
    expect(image?.getAttribute('width')).toBe('300')
    expect(image?.getAttribute('height')).toBe('300')
    expect(image?.getAttribute('srcset')).toMatch(
      /-women-small\.svg 300w, .*-women-medium\.svg 600w, .*-women-large\.svg 1200w/,
    )
  })

  it('shows each card in the filtered colour and links to the product with that colour chosen', async () => {
    const filtered = cardImages((await open('/en/men/socks?color=red&pageLength=60')).document)
    expect(filtered.length).toBeGreaterThan(1)
    for (const card of filtered) {
      expect(card.src).toMatch(/-red-men-small\.svg$/)
      expect(card.href).toMatch(/^\/en\/[a-z0-9-]+\?color=red$/)
    }
    // Without the filter, some of these products show another of their colours first.
    const unfiltered = cardImages((await open('/en/men/socks?pageLength=60')).document)
    const plainSources = new Map(unfiltered.map((card) => [card.href, card.src]))
    const plainOfFiltered = filtered.flatMap(
      (card) => plainSources.get(card.href.replace('?color=red', '')) ?? [],
    )
    expect(plainOfFiltered.length).toBeGreaterThan(0)
    expect(plainOfFiltered.some((src) => !/-red-/.test(src))).toBe(true)
  })

  it('answers a page past the last one with 404 and ignores page sizes other than 30 and 60', async () => {
    expect((await open('/en/men?page=999')).statusCode).toBe(404)
    const huge = await open('/en/men?pageLength=5000')
    expect(huge.statusCode).toBe(200)
    expect(cardsOf(huge.document)).toHaveLength(30)
  })

  it('answers an unknown category with 404', async () => {
    expect((await open('/en/category/999999')).statusCode).toBe(404)
    expect((await open('/fr/category/abc')).statusCode).toBe(404)
  })

  it('filters by genre with links labelled in the store language', async () => {
    for (const [base, path, label] of [
      ['/fr', '/fr/femme', 'Femme'],
      ['/en', '/en/women', 'Women'],
      ['/de', '/de/damen', 'Damen'],
    ] as const) {
      const { document } = await open(`${base}/category/200`)
      const genre = document.querySelector('a[data-facet="genre"][data-value="300"]')
      expect(genre?.textContent, base).toContain(label)
      if (base !== '/de') expect(pathOf(genre?.getAttribute('href'))).toBe(`${path}?genre=300`)
      const filtered = await open(pathOf(genre?.getAttribute('href')))
      expect(filtered.statusCode).toBe(200)
      const selected = filtered.document.querySelector('a[data-facet="genre"][data-value="300"]')
      expect(selected?.getAttribute('aria-current')).toBe('true')
      expect(filtered.document.querySelector('ul[aria-label] a[rel="nofollow"]')?.textContent).toContain(
        label,
      )
    }
  })

  it('narrows the listing through a facet link to the bucket count, and back with the remove link', async () => {
    const { document } = await open('/en/men')
    const total = resultCount(document)
    const red = document.querySelector('a[data-facet="color"][data-value="red"]')
    const count = Number(/\((\d+)\)/.exec(red?.textContent ?? '')?.[1])
    expect(pathOf(red?.getAttribute('href'))).toBe('/en/men?color=red')
    const filtered = await open('/en/men?color=red')
    expect(resultCount(filtered.document)).toBe(count)
    expect(count).toBeLessThan(total)
    const remove = filtered.document.querySelector('a[aria-label="Remove filter Colour: Red"]')
    expect(pathOf(remove?.getAttribute('href'))).toBe('/en/men')
    const both = await open(
      pathOf(
        filtered.document.querySelector('a[data-facet="color"][data-value="blue"]')?.getAttribute('href'),
      ),
    )
    expect(resultCount(both.document)).toBeGreaterThan(count)
  })

  it('shows an empty state with a link that removes the filters', async () => {
    const { statusCode, document } = await open('/en/men?color=no-such-colour')
    expect(statusCode).toBe(200)
    expect(document.body.textContent).toContain('No products match these filters.')
    const links = [...document.querySelectorAll('main a')].filter(
      (link) => link.textContent === 'Remove all filters',
    )
    expect(links.length).toBeGreaterThan(0)
    expect(pathOf(links[0]?.getAttribute('href'))).toBe('/en/men')
  })

  it('sorts through the sort links', async () => {
    const { document } = await open('/en/men')
    const ascending = hrefOf(document, 'a[data-sort=\'{"price":"asc"}\']')
    expect(ascending).toBe(`/en/men?sort=${encodeURIComponent('{"price":"asc"}')}`)
    const sorted = await open(ascending)
    const prices = cardsOf(sorted.document).map((card) => card.finalPrice)
    expect(prices.length).toBe(30)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(
      sorted.document.querySelector('a[data-sort=\'{"price":"asc"}\']')?.getAttribute('aria-current'),
    ).toBe('true')
    const descending = cardsOf(
      (await open(hrefOf(sorted.document, 'a[data-sort=\'{"price":"desc"}\']'))).document,
    ).map((card) => card.finalPrice)
    expect(descending).toEqual([...descending].sort((a, b) => b - a))
  })

  it('pages with previous/next and numbered links, and 60 products per page on request', async () => {
    const { document } = await open('/en/men')
    const next = hrefOf(document, 'a[rel="next"]')
    expect(next).toBe('/en/men?page=2')
    const second = await open(next)
    expect(
      second.document.querySelector('nav[aria-label="Pagination"] a[aria-current="page"]')?.textContent,
    ).toBe('2')
    expect(hrefOf(second.document, 'a[rel="prev"]')).toBe('/en/men')
    const firstNames = cardsOf(document).map((card) => card.name)
    const secondNames = cardsOf(second.document).map((card) => card.name)
    expect(secondNames.length).toBe(30)
    expect(secondNames.filter((name) => firstNames.includes(name))).toEqual([])
    const sixty = [...document.querySelectorAll('nav[aria-label="Products per page"] a')].find(
      (link) => link.textContent === '60',
    )
    expect(pathOf(sixty?.getAttribute('href'))).toBe('/en/men?pageLength=60')
    const long = await open('/en/men?pageLength=60')
    expect(cardsOf(long.document)).toHaveLength(60)
  })

  it('filters by price with a GET form that keeps the other parameters', async () => {
    const { document } = await open('/en/men?color=red')
    const form = document.querySelector('form[method="get"][action="/en/men"]')
    expect(form?.querySelector('input[name="minPrice"]')).not.toBeNull()
    expect(form?.querySelector('input[name="maxPrice"]')).not.toBeNull()
    expect(form?.querySelector('input[type="hidden"][name="color"]')?.getAttribute('value')).toBe('red')
    const priced = await open('/en/men?minPrice=30&maxPrice=40')
    const prices = cardsOf(priced.document).map((card) => card.finalPrice)
    expect(prices.length).toBeGreaterThan(0)
    for (const price of prices) expect(price).toBeGreaterThanOrEqual(29.99)
    for (const price of prices) expect(price).toBeLessThanOrEqual(40.01)
  })
})

describe('category head', () => {
  it('is canonical at its localized path with hreflang alternates to the localized paths of the other stores', async () => {
    const { document } = await open('/en/category/111')
    const head = headOf(document)
    expect(head.robots).toBeNull()
    expect(head.canonical).toBe('/en/men/slippers/mules')
    expect(head.alternates).toEqual({
      'fr-FR': '/fr/homme/chaussons/mules',
      'x-default': '/fr/homme/chaussons/mules',
      'de-DE': expect.stringMatching(/^\/de\/herren\//),
      'en-GB': '/en/men/slippers/mules',
      'it-IT': expect.stringMatching(/^\/it\/uomo\//),
    })
  })

  it('keeps page 2+ canonical to itself, with the page in every alternate', async () => {
    const head = headOf((await open('/fr/homme?page=2')).document)
    expect(head.robots).toBeNull()
    expect(head.canonical).toBe('/fr/homme?page=2')
    expect(head.alternates['en-GB']).toBe('/en/men?page=2')
  })

  it('keeps filter, price, sort and page size combinations out of indexes, canonical to the plain category', async () => {
    for (const query of [
      'genre=299',
      'genre=299&page=2',
      'minPrice=10',
      `sort=${encodeURIComponent('{"price":"asc"}')}`,
      'pageLength=60',
    ]) {
      const head = headOf((await open(`/en/men?${query}`)).document)
      expect(head.robots, query).toBe('noindex, follow')
      expect(head.canonical, query).toBe('/en/men')
      expect(head.alternates, query).toEqual({})
    }
  })

  it('lets the store switcher land on the same category in the other store, with its filters', async () => {
    const { document } = await open('/en/men?color=red&sort=' + encodeURIComponent('{"price":"asc"}'))
    const french = document.querySelector('header a[hreflang="fr-FR"]')
    expect(pathOf(french?.getAttribute('href'))).toBe(
      `/fr/homme?color=red&sort=${encodeURIComponent('{"price":"asc"}')}`,
    )
  })

  it('describes the trail as BreadcrumbList JSON-LD with absolute URLs', async () => {
    const { document } = await open('/en/men/slippers/mules')
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? '{}'),
    )
    const list = scripts.find((object) => object['@type'] === 'BreadcrumbList')
    expect(
      list.itemListElement.map((item: { name: string; item: string; position: number }) => [
        item.position,
        item.name,
        pathOf(item.item),
      ]),
    ).toEqual([
      [1, 'Home', '/en/'],
      [2, 'Men', '/en/men'],
      [3, 'Men’s slippers', '/en/men/slippers'],
      [4, 'Mules', '/en/men/slippers/mules'],
    ])
    expect(list.itemListElement[3].item).toMatch(/^https?:\/\//)
  })
})
