import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { jsonLdOf, linksIn, mainOf, mainMenuOf } from './cmsHtml.ts'
import { artworkUrl } from '../../domain/media/artworkUrls.ts'

// The seeded home page (db/seed/cmsContent.ts) in two stores, as a shopper reads it.
const STORES = [
  {
    base: '/en',
    title: 'Slippers made in the Vosges since 1987',
    text: 'Felted wool, leather soles and seams sewn by hand in our Gérardmer workshop, for the whole family.',
    season: 'The slipper of the season',
    socks: 'Tightly knitted merino and alpaca: warm, soft and hard-wearing socks, from size 19 to 47.',
    threePush: ['For him', 'For her', 'For little feet'],
    threePushCta: ['Men’s slippers', 'Women’s slippers', 'Kids’ slippers'],
    fourEntry: ['Men’s collection', 'Women’s collection', 'Kids’ collection', 'Warm socks'],
    quote: '“We make the slippers we want to wear at home.”',
    lookbook: 'Cosy lookbook',
    gift: 'Gift ideas for the whole family',
    theme: 'An evening by the fire',
    carousel: 'New in',
    reassurance: 'Free delivery from €49',
    menu: ['Men', 'Women', 'Kids'],
    language: 'en',
    score: (average: number) => `${average.toFixed(1)} out of 5`,
    reviewCount: (count: number) => `${count} reviews`,
  },
  {
    base: '/fr',
    title: 'Des chaussons faits dans les Vosges depuis 1987',
    text: 'Laine feutrée, semelles en cuir et coutures faites à la main dans notre atelier de Gérardmer, pour toute la famille.',
    season: 'Le chausson de la saison',
    socks:
      'Mérinos et alpaga tricotés serré\u202f: des chaussettes chaudes, douces et solides, de la pointure 19 à 47.',
    threePush: ['Pour lui', 'Pour elle', 'Pour les petits pieds'],
    threePushCta: ['Chaussons homme', 'Chaussons femme', 'Chaussons enfant'],
    fourEntry: ['Collection homme', 'Collection femme', 'Collection enfant', 'Chaussettes chaudes'],
    quote: '«\u202fNous fabriquons les chaussons que nous voulons porter chez nous.\u202f»',
    lookbook: 'Lookbook cocooning',
    gift: 'Des idées cadeaux pour toute la famille',
    theme: 'Soirée au coin du feu',
    carousel: 'Nos nouveautés',
    reassurance: 'Livraison offerte dès 49 €',
    menu: ['Homme', 'Femme', 'Enfant'],
    language: 'fr',
    score: (average: number) => `${average.toFixed(1).replace('.', ',')} sur 5`,
    reviewCount: (count: number) => `${count} avis`,
  },
] as const

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

async function get(url: string) {
  return server.app.inject({ url })
}

/** The widgets of the home page: one <section> each, in CMS order. */
function widgetsOf(html: string): string[] {
  return mainOf(html).split('<section').slice(1)
}

/** Count and average of the approved reviews, and the words of the latest one in a language. */
async function shopReviewFigures(language: string) {
  const db = server.app.shopDatabase.db
  const figures = await sql<{
    count: number
    average: number
  }>`select count(*)::int as count, round(avg(rating), 1)::float8 as average from product_review where status = 'approved'`.execute(
    db,
  )
  const latest = await sql<{
    comment: string
  }>`select comment from product_review where status = 'approved' and language = ${language} order by created_at desc limit 1`.execute(
    db,
  )
  const { count, average } = figures.rows[0] ?? { count: 0, average: 0 }
  return { count, average, latest: latest.rows[0]?.comment.replace(/<[^>]*>/g, '') }
}

/** What the home page's main part repeats: products shown more than once, headings and links read more than twice. */
function homeRepeats(html: string): { products: string[]; texts: string[] } {
  const main = mainOf(html)
  // A product card links its product from its picture and its name: one product per card.
  const products = [...main.matchAll(/<article[\s\S]*?<\/article>/g)].map(
    ([card]) => /href="([^"]+)"/.exec(card)?.[1] ?? card,
  )
  const texts = [...main.matchAll(/<(h[1-6]|a)\b[^>]*>([\s\S]*?)<\/\1>/g)]
    .map((match) =>
      (match[2] ?? '')
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
  const repeated = (values: string[], most: number) => [
    ...new Set(values.filter((value) => values.filter((other) => other === value).length > most)),
  ]
  return { products: repeated(products, 1), texts: repeated(texts, 2) }
}

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0

describe.each(STORES)('home page of $base', (store) => {
  it('answers 200 with the canonical store root and the Organization structured data', async () => {
    const response = await get(`${store.base}/`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(`<link rel="canonical" href="http://localhost:3000${store.base}/">`)
    expect(response.body).toMatch(/<title>Pantoufle &amp; Co \| [^<]+<\/title>/)
    const organization = jsonLdOf(response.body).find((object) => object['@type'] === 'Organization')
    expect(organization).toMatchObject({
      name: 'Pantoufle & Co',
      url: `http://localhost:3000${store.base}/`,
      logo: 'http://localhost:3000/favicon.svg',
      legalName: 'Pantoufle & Co SAS',
      vatID: 'FR65912345675',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '14 rue des Tisserands',
        postalCode: '88400',
        addressLocality: 'Gérardmer',
        addressCountry: 'FR',
      },
      contactPoint: { telephone: '+33 3 29 60 12 34', email: 'bonjour@pantoufle-et-co.fr' },
    })
  })

  it('shows every widget type in CMS order with the store’s texts', async () => {
    const widgets = widgetsOf((await get(`${store.base}/`)).body)
    const [
      fullScreen,
      titleText,
      productPush,
      imageText,
      parallax,
      threePush,
      fourEntry,
      carousel,
      imageQuote,
      lookbook,
      push,
      reviews,
      theme,
      fourProduct,
      reassurance,
    ] = widgets
    expect(widgets).toHaveLength(15)
    // Full screen: a picture across the page linking to a category, loaded first.
    expect(fullScreen).toMatch(
      new RegExp(`<a href="${store.base}/category/110"[^>]*><img [^>]*alt="[^"]+"[^>]*fetchPriority="high"`),
    )
    expect(titleText).toMatch(new RegExp(`<h2[^>]*>${store.title}</h2><p>${store.text}</p>`))
    // Product push: the campaign picture with its hover picture, and the product card.
    expect(productPush).toContain(`>${store.season}</h2>`)
    expect(productPush).toContain(`href="${store.base}/category/210"`)
    expect(count(productPush ?? '', /<img /)).toBe(3)
    expect(count(productPush ?? '', /<article/)).toBe(1)
    expect(imageText).toMatch(
      new RegExp(
        `<a href="${store.base}/category/120"[^>]*style="background-color:#fff3ed;color:#1a1a1a[^"]*"`,
      ),
    )
    expect(imageText).toContain(`<p>${store.socks}</p>`)
    expect(parallax).toContain(`href="${store.base}/category/130"`)
    expect(count(parallax ?? '', /<img /)).toBe(2)
    for (const cta of store.threePushCta) expect(count(threePush ?? '', new RegExp(`>${cta}</a>`))).toBe(1)
    for (const title of store.threePush)
      expect(count(threePush ?? '', new RegExp(`<h3[^>]*>${title}</h3>`))).toBe(1)
    for (const title of store.fourEntry)
      expect(count(fourEntry ?? '', new RegExp(`<h3[^>]*>${title}</h3></a>`))).toBe(1)
    // Carousel: a focusable row that scrolls sideways, six products, the call to action.
    expect(carousel).toContain(`>${store.carousel}</h2>`)
    expect(carousel).toMatch(/<ul [^>]*tabindex="0"/)
    expect(count(carousel ?? '', /<article/)).toBe(6)
    expect(carousel).toContain(`<a href="${store.base}/category/100"`)
    expect(imageQuote).toMatch(new RegExp(`<blockquote><h3>${store.quote}</h3>`))
    expect(imageQuote).toContain(`href="${store.base}/about-us"`)
    expect(lookbook).toContain(`>${store.lookbook}</h2>`)
    expect(count(lookbook ?? '', /<article/)).toBe(4)
    expect(push).toContain(`<p>${store.gift}</p>`)
    expect(push).toContain(`<a href="${store.base}/category/300"`)
    // Reviews widget: the shop's review figures, stars (hidden from screen readers, the text
    // says it) and the latest review in the store's language.
    const figures = await shopReviewFigures(store.language)
    expect(reviews).toContain(`>${store.score(figures.average)}</p>`)
    expect(reviews).toContain(store.reviewCount(figures.count))
    expect(reviews).toMatch(/aria-hidden="true">★+(<!-- -->)?☆*<\/span>/)
    expect(reviews).toContain(`<blockquote><p>${figures.latest}</p></blockquote>`)
    expect(theme).toMatch(
      new RegExp(`<h2[^>]*><a href="${store.base}/category/200"[^>]*>${store.theme}</a></h2>`),
    )
    expect(count(theme ?? '', /<article/)).toBe(4)
    expect(count(fourProduct ?? '', /<article/)).toBe(4)
    expect(reassurance).toContain(`>${store.reassurance}</h3>`)
  })

  it('leaves out the widget not available yet and the widget whose data could not be read', async () => {
    const main = mainOf((await get(`${store.base}/`)).body)
    expect(main).not.toContain('future')
    expect(main).not.toContain('could not be read')
  })

  it('gives every picture its size, alt text and srcset, and loads all but the first lazily', async () => {
    const images = mainOf((await get(`${store.base}/`)).body).match(/<img [^>]*>/g) ?? []
    expect(images.length).toBeGreaterThan(30)
    for (const image of images) {
      expect(image).toMatch(/ width="\d+" height="\d+"/)
      expect(image).toMatch(/ alt="[^"]*"/)
      expect(image).toMatch(/ srcSet="[^"]+ 300w, [^"]+ 600w, [^"]+ 1200w"/)
    }
    expect(images[0]).toContain('loading="eager"')
    expect(images.slice(1).every((image) => image.includes('loading="lazy"'))).toBe(true)
  })

  it('describes banner pictures by the scene they show, never as a banner', async () => {
    const main = mainOf((await get(`${store.base}/`)).body)
    const alts = [...main.matchAll(/<img [^>]*src="\/media\/artwork\/banner-[^"]*"[^>]*>/g)].map(
      ([image]) => /alt="([^"]*)"/.exec(image)?.[1],
    )
    expect(alts.length).toBeGreaterThan(5)
    for (const alt of alts) expect(alt).not.toMatch(/banner|bannière/i)
    expect(alts).toContain(
      store.base === '/en'
        ? 'Mule, sock and jumper in red on a wooden shelf'
        : 'Mule, chaussette et pull coloris rouge sur une étagère en bois',
    )
  })

  it('has a main menu of the store’s top categories, each opening without a script on its families and kinds', async () => {
    const menu = mainMenuOf((await get(`${store.base}/`)).body)
    expect(menu.match(/<summary>[^<]+<\/summary>/g)?.slice(0, 3)).toEqual(
      store.menu.map((name) => `<summary>${name}</summary>`),
    )
    expect(count(menu, /<details name="main-menu"/)).toBe(4)
    const links = linksIn(menu).filter((href) => href.startsWith(store.base))
    // Three top categories, each with three families of ten kinds in all; plus FAQ and contact.
    expect(links.filter((href) => !/\/(Faq|contact)$/.test(href))).toHaveLength(42)
    expect(links).toContain(`${store.base}/Faq`)
    expect(links).toContain(`${store.base}/contact`)
  })
})

describe('the home page of every store', () => {
  it.each(['/fr', '/de', '/en', '/it'])(
    'in %s shows no product twice and no heading or call to action more than twice',
    async (base) => {
      const repeats = homeRepeats((await get(`${base}/`)).body)
      expect(repeats).toEqual({ products: [], texts: [] })
    },
  )
})

describe('main menu', () => {
  it('leads to category pages that answer 200', async () => {
    const links = linksIn(mainMenuOf((await get('/de/')).body)).filter(
      (href) => href.startsWith('/de/') && !/\/(Faq|contact)$/.test(href),
    )
    expect(links.length).toBe(42)
    for (const href of links) expect((await get(href)).statusCode, href).toBe(200)
  })

  it('marks the link of the current page with aria-current, on every page of the store', async () => {
    const home = mainMenuOf((await get('/en/')).body)
    const slippers = linksIn(home).find((href) => href.endsWith('/men/slippers')) as string
    const menu = mainMenuOf((await get(slippers)).body)
    expect(menu).toMatch(new RegExp(`<a href="${slippers}" aria-current="page"`))
    expect(count(menu, /aria-current="page"/)).toBe(1)
    expect(mainMenuOf((await get('/en/Faq')).body)).toMatch(/<a href="\/en\/Faq" aria-current="page"/)
  })

  it('opens the size guide PDF, in the store language, in a new tab', async () => {
    const menu = mainMenuOf((await get('/it/')).body)
    expect(menu).toMatch(
      /<a href="\/media\/guida-alle-taglie.pdf" target="_blank" rel="noopener noreferrer">Guida alle taglie<\/a>/,
    )
    expect((await get('/media/guida-alle-taglie.pdf')).statusCode).toBe(200)
  })

  it('is also in the header of the not-found page', async () => {
    const response = await get('/en/no/such/page')
    expect(response.statusCode).toBe(404)
    expect(mainMenuOf(response.body)).toContain('<summary>Men</summary>')
  })
})

describe('CMS pictures', () => {
  // A server whose API answers nothing from memory, so a changed picture shows at once.
  let uncached: TestServer
  beforeAll(async () => {
    uncached = await startTestServer({ apiCacheSeconds: 0 })
  })
  afterAll(async () => {
    await uncached?.close()
  })

  it('sizes a CMS picture by its media’s own dimensions, landscape ones included', async () => {
    const db = uncached.app.shopDatabase.db
    const banner = await db
      .selectFrom('media')
      .select(['artwork'])
      .where('id', '=', 'banner-1')
      .executeTakeFirstOrThrow()
    await db.updateTable('media').set({ width: 1600, height: 900 }).where('id', '=', 'banner-1').execute()
    try {
      const images = mainOf((await uncached.app.inject('/it/')).body).match(/<img [^>]*>/g) ?? []
      const bannerImages = images.filter((image) =>
        image.includes(`src="${artworkUrl(banner.artwork, 'default', 'medium')}"`),
      )
      expect(bannerImages.some((image) => / width="1600" height="900"/.test(image))).toBe(true)
    } finally {
      await db.updateTable('media').set({ width: 1200, height: 1200 }).where('id', '=', 'banner-1').execute()
    }
  })
})
