import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/testServer.ts'
import { apiProduct, openProductPage } from './productPage.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 120_000)
afterAll(async () => {
  await server?.close()
})

// Seeded products (deterministic seed): men's moccasins at 36.90 whose default variant (black
// 41) has 9 left and whose black 46 is sold out, with four reviews in French, Italian and
// German; socks with tier prices; slippers on sale with custom options; a gift box of socks;
// products with one and with two reviews.
const MOCCASINS_36_90 = 'SL-00273'
const SOCKS_WITH_TIERS = 'SO-00014'
const SLIPPERS_WITH_OPTIONS = 'SL-00073'
const BUNDLE = 'BU-00001'
const ONE_REVIEW = 'SL-00013'
const TWO_REVIEWS = 'SO-00025'
const KIDS_TSHIRT = 'CL-00030'

const open = (url: string) => openProductPage(server.app, url)
const product = (store: string, sku: string) => apiProduct(server.app, store, sku)

describe('product page', () => {
  it('shows the product with its localized name and the price formatted for the store', async () => {
    const [fr, en] = await Promise.all([
      open(`/fr/product/${MOCCASINS_36_90}`),
      open(`/en/product/${MOCCASINS_36_90}`),
    ])
    const [frProduct, enProduct] = await Promise.all([
      product('/fr', MOCCASINS_36_90),
      product('/en', MOCCASINS_36_90),
    ])
    expect(fr.status).toBe(200)
    expect(en.status).toBe(200)
    expect(frProduct.name).not.toBe(enProduct.name)
    expect(fr.text('h1')).toBe(frProduct.name)
    expect(en.text('h1')).toBe(enProduct.name)
    expect(fr.document.title).toBe(`${frProduct.name} | Pantoufle & Co`)
    expect(fr.text('main form [aria-live]')).toContain('36,90 €')
    expect(en.text('main form [aria-live]')).toContain('€36.90')
  })

  it('offers colour swatches and sizes as radio groups, none chosen for the shopper, and a variant named in the URL with its stock', async () => {
    const { document, text } = await open(`/en/product/${MOCCASINS_36_90}`)
    const legends = [...document.querySelectorAll('main form legend')].map((legend) => legend.textContent)
    expect(legends).toEqual(['Colour', 'Size'])
    const colours = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"][name="color"]')]
    expect(colours.map((input) => input.value)).toEqual(['black', 'mustard', 'navy'])
    expect(document.querySelectorAll('input[type="radio"]:checked')).toHaveLength(0)
    const swatch = document.querySelector(`label[for="${colours[1]?.id}"]`)
    expect(swatch?.textContent).toBe('Mustard')
    expect(swatch?.querySelector('span[aria-hidden]')?.getAttribute('style')).toMatch(
      /background-color:#[0-9a-f]{6}/,
    )
    const sizes = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"][name="size"]')].map(
      (input) => input.value,
    )
    expect(sizes).toEqual(['41', '42', '43', '44', '45', '46'])
    expect(text('main form [aria-live]')).not.toContain('Only 9 left')

    const chosen = await open(`/en/product/${MOCCASINS_36_90}?color=black&size=41`)
    expect(
      [...chosen.document.querySelectorAll('main form legend')].map((legend) => legend.textContent),
    ).toEqual(['Colour: Black', 'Size: 41'])
    expect(chosen.document.querySelector<HTMLInputElement>('input[name="size"][value="41"]')?.checked).toBe(
      true,
    )
    expect(chosen.text('main form [aria-live]')).toContain('Only 9 left')
  })

  it('labels a size sold out in the chosen colour, still choosable for its stock alert', async () => {
    const { document } = await open(`/en/product/${MOCCASINS_36_90}?color=black`)
    const soldOut = document.querySelector<HTMLInputElement>('input[name="size"][value="46"]')
    expect(soldOut?.disabled).toBe(false)
    expect(document.querySelector(`label[for="${soldOut?.id}"]`)?.textContent).toBe('46 (out of stock)')
  })

  it('lists tier prices as "Buy N for X each" in the store format', async () => {
    const en = await open(`/en/product/${SOCKS_WITH_TIERS}`)
    const tiers = [...en.document.querySelectorAll('ul[aria-label="Quantity discounts"] li')].map(
      (item) => item.textContent,
    )
    expect(tiers).toEqual(['Buy 3 for €12.00 each', 'Buy 6 for €11.00 each'])
    const fr = await open(`/fr/product/${SOCKS_WITH_TIERS}`)
    expect(fr.text('main form')).toContain('12,00 €')
  })

  it('shows custom options with fixed and percentage extra costs and the text limit', async () => {
    const { document, text } = await open(`/en/product/${SLIPPERS_WITH_OPTIONS}`)
    expect(text('main form [aria-live] p')).toBe('€35.00')
    const embroidery = document.querySelector<HTMLInputElement>('main form input[type="text"]')
    expect(document.querySelector(`label[for="${embroidery?.id}"]`)?.textContent).toBe(
      'Personal embroidery (+ €5.00)',
    )
    expect(embroidery?.maxLength).toBe(12)
    expect(embroidery?.required).toBe(false)
    expect(document.getElementById(embroidery?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '12 characters maximum',
    )
    const wrapping = [...document.querySelectorAll('main form select option')].map(
      (option) => option.textContent,
    )
    expect(wrapping).toEqual(['None', 'Kraft paper (+ €2.50)', 'Premium box (+ 10%, €3.50)'])
  })

  it('shows bundle options with their quantities', async () => {
    const { status, document } = await open(`/en/product/${BUNDLE}`)
    expect(status).toBe(200)
    const options = [...document.querySelectorAll('main form fieldset')]
    expect(options.map((option) => option.querySelector('legend')?.textContent)).toEqual([
      'Pair 1 (required)',
      'Pair 2 (required)',
      'Pair 3 (required)',
    ])
    expect(options[0]?.textContent).toMatch(/^Pair 1 \(required\)1 × .+/)
    const changeable = options[2]?.querySelector<HTMLInputElement>('input[type="number"]')
    expect(changeable?.value).toBe('1')
    expect(changeable?.min).toBe('1')
  })

  it('serves add to cart as a form that posts to the cart, usable before any script runs', async () => {
    const { document } = await open(`/en/product/${SLIPPERS_WITH_OPTIONS}`)
    const button = document.querySelector<HTMLButtonElement>('main form button[type="submit"]')
    expect(button?.textContent).toBe('Add to cart')
    expect(button?.disabled).toBe(false)
    const form = button?.closest('form')
    expect(form?.getAttribute('method')?.toLowerCase()).toBe('post')
    expect(form?.getAttribute('action')).toBe('/en/cart')
    expect(document.body.textContent).not.toMatch(/available soon|opens soon/i)
  })

  it('describes the product in JSON-LD: ProductGroup, variants with offers, rating and breadcrumbs', async () => {
    const page = await open(`/en/product/${MOCCASINS_36_90}`)
    const objects = page.jsonLd()
    const group = objects.find((object) => object['@type'] === 'ProductGroup')
    expect(group?.productGroupID).toBe(MOCCASINS_36_90)
    expect(group?.hasVariant).toHaveLength(18)
    expect(group?.hasVariant?.find((variant) => variant.sku === 'SL-00273-BLACK-46')).toMatchObject({
      '@type': 'Product',
      color: 'Black',
      size: '46',
      offers: {
        '@type': 'Offer',
        price: '36.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/OutOfStock',
      },
    })
    expect(
      group?.hasVariant?.find((variant) => variant.sku === 'SL-00273-BLACK-41')?.offers.availability,
    ).toBe('https://schema.org/InStock')
    expect(group?.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      reviewCount: 4,
      bestRating: 5,
    })
    const trail = objects.find((object) => object['@type'] === 'BreadcrumbList')
    expect(trail?.itemListElement?.map((item) => item.name)).toEqual([
      'Home',
      'Men',
      'Men’s slippers',
      'Moccasins',
      page.text('h1'),
    ])
  })

  it('leaves AggregateRating out when the product has no review', async () => {
    const group = (await open('/en/product/CL-00009'))
      .jsonLd()
      .find((object) => object['@type'] === 'ProductGroup')
    expect(group).toBeDefined()
    expect(group?.aggregateRating).toBeUndefined()
  })

  it('has the localized path as canonical and the same product of the other stores as alternates', async () => {
    const paths = Object.fromEntries(
      await Promise.all(
        ['fr', 'de', 'en', 'it'].map(async (store) => [
          store,
          (await product(`/${store}`, MOCCASINS_36_90)).path,
        ]),
      ),
    )
    expect(new Set(Object.values(paths)).size).toBe(4)
    const { head } = await open(`/de/product/${MOCCASINS_36_90}`)
    expect(head()).toEqual({
      canonical: `/de${paths.de}`,
      alternates: {
        'fr-FR': `/fr${paths.fr}`,
        'x-default': `/fr${paths.fr}`,
        'de-DE': `/de${paths.de}`,
        'en-GB': `/en${paths.en}`,
        'it-IT': `/it${paths.it}`,
      },
    })
  })

  it('renders the same page at the product’s localized URL', async () => {
    const { path, name } = await product('/fr', MOCCASINS_36_90)
    const page = await open(`/fr${path}`)
    expect(page.status).toBe(200)
    expect(page.text('h1')).toBe(name)
    expect(page.head().canonical).toBe(`/fr${path}`)
  })

  it('shows breadcrumbs, the rating summary linking to #reviews, the latest reviews and the size guide', async () => {
    const { document, text } = await open(`/en/product/${MOCCASINS_36_90}`)
    expect(
      [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((item) => item.textContent),
    ).toEqual(['Home', 'Men', 'Men’s slippers', 'Moccasins', text('h1')])
    const summary = document.querySelector('a[href="#reviews"]')
    expect(summary?.textContent).toBe('4 reviews')
    expect(summary?.previousElementSibling?.getAttribute('aria-label')).toMatch(/^Rated \d(\.\d)? out of 5$/)
    expect(document.querySelectorAll('#reviews article')).toHaveLength(4)
    expect(text('#size-guide summary')).toBe('Size guide')
    expect(text('#size-guide caption')).toBe('Slippers for men')
  })

  it('names children’s sizes as ages, in size order, in the configurator and the size guide', async () => {
    const { document, text } = await open(`/de/product/${KIDS_TSHIRT}`)
    const sizes = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"][name="size"]')].map(
      (input) => input.value,
    )
    const order = ['4A', '6A', '8A', '10A', '12A']
    expect(sizes.length).toBeGreaterThan(2)
    expect(sizes).toEqual(order.filter((size) => sizes.includes(size)))
    expect(text('#size-guide caption')).toBe('Kleidung für Kinder')
    expect([...document.querySelectorAll('#size-guide tbody th')].map((cell) => cell.textContent)).toEqual([
      '4 Jahre',
      '6 Jahre',
      '8 Jahre',
      '10 Jahre',
      '12 Jahre',
    ])
  })

  it('counts reviews with the right plural in each language', async () => {
    const summary = async (store: string, sku: string) =>
      (await open(`/${store}/product/${sku}`)).text('a[href="#reviews"]')
    expect(await summary('en', ONE_REVIEW)).toBe('1 review')
    expect(await summary('en', TWO_REVIEWS)).toBe('2 reviews')
    expect(await summary('de', ONE_REVIEW)).toBe('1 Bewertung')
    expect(await summary('de', TWO_REVIEWS)).toBe('2 Bewertungen')
    expect(await summary('it', ONE_REVIEW)).toBe('1 recensione')
    expect(await summary('it', TWO_REVIEWS)).toBe('2 recensioni')
    expect(await summary('fr', TWO_REVIEWS)).toBe('2 avis')
    const { text } = await open(`/en/product/${ONE_REVIEW}`)
    expect(text('#reviews > p')).toMatch(/^Average rating \d out of 5, from 1 review\.$/)
  })

  it('shows reviews in the store language first and marks the others with their language', async () => {
    const german = await open(`/de/product/${MOCCASINS_36_90}`)
    const articles = [...german.document.querySelectorAll('#reviews article')]
    expect(articles.map((article) => article.querySelector('h3')?.getAttribute('lang'))).toEqual([
      'de',
      'it',
      'fr',
      'fr',
    ])
    expect(articles.map((article) => article.querySelector('p[lang]')?.getAttribute('lang'))).toEqual([
      'de',
      'it',
      'fr',
      'fr',
    ])
    expect(articles[0]?.querySelector('footer')?.textContent).not.toMatch(/\(auf /)
    expect(articles[2]?.querySelector('footer')?.textContent).toMatch(/\(auf Französisch\)$/)
    expect(articles[1]?.querySelector('footer')?.textContent).toMatch(/\(auf Italienisch\)$/)
    const english = await open(`/en/product/${MOCCASINS_36_90}`)
    const marks = [...english.document.querySelectorAll('#reviews article footer')].map(
      (footer) => /\((in \w+)\)$/.exec(footer.textContent ?? '')?.[1],
    )
    expect(marks.sort()).toEqual(['in French', 'in French', 'in German', 'in Italian'])
  })

  it('serves the gallery with srcset of the men artwork, dimensions, an eager first picture and thumbnail anchors', async () => {
    const { document } = await open(`/en/product/${MOCCASINS_36_90}`)
    const pictures = [...document.querySelectorAll('main figure img')]
    expect(pictures).toHaveLength(3)
    expect(pictures[0]?.getAttribute('srcset')).toMatch(
      /-men-small\.svg 300w, .*-men-medium\.svg 600w, .*-men-large\.svg 1200w$/,
    )
    expect(pictures[0]?.getAttribute('width')).toBe('600')
    expect(pictures[0]?.getAttribute('height')).toBe('600')
    expect(pictures[0]?.getAttribute('loading')).toBe('eager')
    expect(pictures[0]?.getAttribute('fetchpriority')).toBe('high')
    expect(pictures[1]?.getAttribute('loading')).toBe('lazy')
    const name = document.querySelector('h1')?.textContent
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual([
      `${name}, colour Black, for men`,
      `${name}, colour Mustard, for men`,
      `${name}, colour Navy, for men`,
    ])
    const thumbnails = [...document.querySelectorAll('main a[href^="#picture-"]')]
    expect(thumbnails.map((link) => link.getAttribute('href'))).toEqual([
      '#picture-1',
      '#picture-2',
      '#picture-3',
    ])
    expect(document.getElementById('picture-2')).not.toBeNull()
  })

  it('honours ?color= and ?size= without JavaScript: that colour’s picture first, those options chosen', async () => {
    const { document, text, head } = await open(`/en/product/${MOCCASINS_36_90}?color=mustard&size=43`)
    const first = document.querySelector('main figure img')
    expect(first?.getAttribute('src')).toMatch(/\/moccasin-mustard-men-medium\.svg$/)
    expect(first?.closest('figure')?.getAttribute('data-gallery-color')).toBe('mustard')
    expect(document.querySelector<HTMLInputElement>('input[name="color"][value="mustard"]')?.checked).toBe(
      true,
    )
    expect(document.querySelector<HTMLInputElement>('input[name="size"][value="43"]')?.checked).toBe(true)
    expect(text('main form legend')).toBe('Colour: Mustard')
    expect(head().canonical).toBe(`/en${(await product('/en', MOCCASINS_36_90)).path}`)
  })

  it('ignores a colour the product does not come in', async () => {
    const { document } = await open(`/en/product/${MOCCASINS_36_90}?color=green`)
    expect(document.querySelector('main figure img')?.getAttribute('src')).toMatch(
      /\/moccasin-black-men-medium\.svg$/,
    )
    // Nothing is chosen for the shopper: no colour is checked, the product's first image shows.
    expect(document.querySelectorAll('input[name="color"]:checked')).toHaveLength(0)
  })

  it('lets the store switcher keep the chosen colour and size on the product’s URL in each store', async () => {
    const { document } = await open(`/en/product/${MOCCASINS_36_90}?size=43&color=mustard&utm_source=mail`)
    const [de, fr] = await Promise.all([product('/de', MOCCASINS_36_90), product('/fr', MOCCASINS_36_90)])
    const switcher = (locale: string) =>
      document.querySelector(`header details a[hreflang="${locale}"]`)?.getAttribute('href')
    expect(switcher('de-DE')).toBe(`/de${de.path}?color=mustard&size=43`)
    expect(switcher('fr-FR')).toBe(`/fr${fr.path}?color=mustard&size=43`)
  })

  it('shows a bundle as a gift box', async () => {
    const { document } = await open(`/en/product/${BUNDLE}`)
    expect(document.querySelector('main figure img')?.getAttribute('src')).toMatch(
      /\/giftbox-[a-z]+-[a-z]+-medium\.svg$/,
    )
  })

  it('answers 404 for an unknown sku and for a variant sku', async () => {
    expect((await open('/en/product/NOPE-404')).status).toBe(404)
    expect((await open('/en/product/SL-00273-BLACK-46')).status).toBe(404)
  })
})
