import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { linksIn, mainOf } from './cmsHtml.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await addLaunchPage(server)
})
afterAll(async () => {
  await server?.close()
})

async function get(url: string) {
  return server.app.inject({ url })
}

const DAY = 24 * 60 * 60 * 1000

/**
 * A test-only English CMS page at /en/launch (through the DB the test server uses): widgets
 * available yesterday and tomorrow, one nested in a row, and HTML a careless editor might paste.
 */
async function addLaunchPage({ app }: TestServer) {
  const yesterday = new Date(Date.now() - DAY).toISOString()
  const tomorrow = new Date(Date.now() + DAY).toISOString()
  const content = {
    data: { dataId: 'test-launch-en' },
    childNodes: [
      {
        widget: 'WidgetTitleText',
        availableFrom: yesterday,
        title: 'Live since yesterday',
        text: 'Already on sale.',
      },
      { widget: 'WidgetTitleText', availableFrom: tomorrow, title: 'Coming tomorrow', text: 'Not yet.' },
      {
        node: 'row',
        childNodes: [
          {
            node: 'default',
            html: '<p class="x" style="color:red" onclick="steal()">Slippers &lt;b&gt;warm&lt;/b&gt; <script>alert("script")</script><img src="x.png" onerror="alert(1)"><a href="javascript:alert(2)">click me</a> <a href="/Faq">FAQ</a></p>',
          },
          {
            widget: 'WidgetPush',
            availableFrom: tomorrow,
            media: 'banner-1',
            label: 'Secret launch',
            ctaLabel: 'Go',
            ctaLink: '/',
            displayType: 'card',
          },
        ],
      },
    ],
  }
  await app.shopDatabase.db
    .insertInto('cms_page')
    .values({
      identifier: 'test-launch',
      language: 'en',
      title: 'Winter launch',
      url_key: 'launch',
      meta_description: 'Our winter launch.',
      content: '',
      content_wysiwyg: JSON.stringify(content),
    })
    .execute()
  await app.shopDatabase.db
    .insertInto('url_rewrite')
    .values({
      language: 'en',
      request_path: 'launch',
      entity_type: 'cms_page',
      entity_id: 'test-launch',
      redirect_to: null,
      redirect_type: null,
    })
    .execute()
}

const ABOUT_US = [
  {
    base: '/en',
    path: '/about-us',
    title: 'About us',
    text: 'Since 1987 we have been making slippers in the Vosges.',
    workshops: 'Our workshops in Gérardmer craft wool and felt.',
  },
  {
    base: '/fr',
    path: '/qui-sommes-nous',
    title: 'Qui sommes-nous ?',
    text: 'Depuis 1987, nous fabriquons des chaussons dans les Vosges.',
    workshops: 'Nos ateliers de Gérardmer travaillent la laine et le feutre.',
  },
] as const

describe.each(ABOUT_US)('CMS page $path of $base', (page) => {
  it('answers 200 with its title, canonical URL and the same page in the other stores', async () => {
    const response = await get(`${page.base}${page.path}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(`<title>${page.title} | Pantoufle &amp; Co</title>`)
    expect(response.body).toContain(
      `<link rel="canonical" href="http://localhost:3000${page.base}${page.path}">`,
    )
    for (const [locale, path] of [
      ['fr-FR', '/fr/qui-sommes-nous'],
      ['de-DE', '/de/ueber-uns'],
      ['en-GB', '/en/about-us'],
      ['it-IT', '/it/chi-siamo'],
    ]) {
      expect(response.body).toContain(
        `<link rel="alternate" hreflang="${locale}" href="http://localhost:3000${path}">`,
      )
    }
  })

  it('renders its page-builder nodes: heading, text, image, slideshow, button and map', async () => {
    const main = mainOf((await get(`${page.base}${page.path}`)).body)
    expect(main.match(/<h1[^>]*>[^<]*<\/h1>/g)).toEqual([`<h1>${page.title}</h1>`])
    expect(main).toContain(page.text)
    // The page's first picture, in view on a phone under the heading and text, is fetched at once; the slides later.
    expect(main).toMatch(
      /<img src="\/media\/artwork\/banner-grey-default-medium.svg" alt="" width="600" height="600" fetchPriority="high"\/>/,
    )
    expect(main).toMatch(
      /<ul [^>]*tabindex="0"[^>]*><li><div[^>]*><img [^>]*alt="1"[^>]*loading="lazy"[^>]*><\/div><\/li><li><div[^>]*><img [^>]*alt="2"[^>]*loading="lazy"/,
    )
    expect(linksIn(main)).toContain(`${page.base}/contact`)
    // No map service is embedded: the place is a link to OpenStreetMap in a new tab, at the
    // workshops in Gérardmer (Vosges) that the text speaks of.
    expect(main).toContain(page.workshops)
    expect(main).toMatch(
      /<address>14 rue des Tisserands, 88400 Gérardmer, France<\/address>.*<a href="https:\/\/www.openstreetmap.org\/\?mlat=48.0722&amp;mlon=6.8781#map=16\/48.0722\/6.8781" target="_blank" rel="noopener noreferrer">/,
    )
    expect(main).not.toMatch(/<iframe|<script/)
  })
})

describe('CMS pages by slug', () => {
  it('answers an unknown slug with the not-found page and 404', async () => {
    const response = await get('/de/gibt-es-nicht')
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('<meta name="robots" content="noindex, follow">')
  })

  it('shows widgets once available and hides those whose date is still to come, nested ones too', async () => {
    const response = await get('/en/launch')
    expect(response.statusCode).toBe(200)
    const main = mainOf(response.body)
    expect(main).toContain('Live since yesterday')
    expect(main).not.toContain('Coming tomorrow')
    expect(main).not.toContain('Secret launch')
  })

  it('gives a page without its own h1 its title as heading, and names no store that lacks the page', async () => {
    const response = await get('/en/launch')
    expect(mainOf(response.body)).toMatch(/<h1[^>]*>Winter launch<\/h1>/)
    expect(response.body).toContain(
      '<link rel="alternate" hreflang="en-GB" href="http://localhost:3000/en/launch">',
    )
    expect(response.body).not.toContain('hreflang="fr-FR"')
  })

  it('escapes angle brackets in CMS text and drops scripts, event handlers, styles and javascript: links', async () => {
    const main = mainOf((await get('/en/launch')).body)
    expect(main).toContain('Slippers &lt;b&gt;warm&lt;/b&gt;')
    expect(main).not.toMatch(/alert|onerror|onclick|steal|style="color|javascript:/)
    expect(main).toContain('<span>click me</span>')
    expect(linksIn(main)).toContain('/en/Faq')
  })
})

describe('redirects (RedirectEntity)', () => {
  it('sends an external target as a full URL with its status', async () => {
    const response = await get('/en/atelier')
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe(
      'https://www.openstreetmap.org/?mlat=48.0722&mlon=6.8781#map=16/48.0722/6.8781',
    )
  })

  it('sends an internal target under the store with its status', async () => {
    const campaign = await get('/de/soldes')
    expect(campaign.statusCode).toBe(302)
    expect(campaign.headers.location).toBe('/de/category/100')
    const old = await get('/en/old/men/slippers.html')
    expect(old.statusCode).toBe(301)
    expect(old.headers.location).toBe('/en/men/slippers')
    expect((await get(old.headers.location as string)).statusCode).toBe(200)
  })

  it('adds the leading slash an internal target lacks', async () => {
    const { sku, url_key } = await server.app.shopDatabase.db
      .selectFrom('product_translation')
      .select(['sku', 'url_key'])
      .where('language', '=', 'fr')
      .orderBy('sku')
      .executeTakeFirstOrThrow()
    const response = await get(`/fr/catalog/${sku.toLowerCase()}.html`)
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe(`/fr/${url_key}`)
  })
})
