import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApiApp, postGraphql } from './helpers/buildApiApp.ts'

const WIDGET_TYPES = [
  'WidgetInvalidData',
  'WidgetProductPush',
  'WidgetImageText',
  'WidgetTitleText',
  'WidgetParallaxImage',
  'WidgetThreePush',
  'WidgetFourEntry',
  'WidgetProductCarousel',
  'WidgetFullScreen',
  'WidgetImageQuote',
  'WidgetLookbook',
  'WidgetPush',
  'WidgetEkomi',
  'WidgetTheme',
  'WidgetFourProduct',
  'WidgetReassurance',
]

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

describe('shop and feature flags', () => {
  it('exposes the shop configuration for the addressed store', async () => {
    const { body } = await postGraphql(
      app,
      `{ shop { id url baseUrl imageBaseUrl currentCurrency locale genderFilter { name values { code label } }
      config { rootCategoryPath colorAttributeId websiteId availablePageSizes defaultPageSize taxMultiplier useUserTitles search { dynamicFacetSize ignoredAttributeKeys } contact { phone email } }
      icons { name } } }`,
      {},
      '/it',
    )
    const shop = body.data?.shop
    expect(shop).toMatchObject({
      id: 'b2c_it',
      currentCurrency: 'EUR',
      locale: 'it-IT',
      imageBaseUrl: 'http://localhost:3000/media',
    })
    expect(shop.genderFilter).toEqual({
      name: 'genre',
      values: [
        { code: '299', label: 'uomo' },
        { code: '300', label: 'donna' },
        { code: '301', label: 'bambino' },
      ],
    })
    expect(shop.config).toMatchObject({
      rootCategoryPath: '1/3/',
      colorAttributeId: 93,
      websiteId: 14,
      availablePageSizes: [30, 60],
      defaultPageSize: 30,
      taxMultiplier: 1.22,
      useUserTitles: false,
    })
    expect(shop.config.search).toEqual({
      dynamicFacetSize: 10,
      ignoredAttributeKeys: ['description', 'name', 'image', 'status', 'tax_class_id'],
    })
    expect(shop.icons.map((icon: { name: string }) => icon.name)).toEqual(
      expect.arrayContaining(['cart', 'heart', 'flag-fr', 'flag-it', 'flag-de', 'flag-en']),
    )
  })

  it('exposes the contact details, opening hours of every weekday and the company details', async () => {
    const { body } = await postGraphql(
      app,
      `{ shop { config {
      contact { phone email address { streetAddress postalCode locality country } openingHours { day opening { from to } } }
      company { legalName legalForm shareCapital { amount currency } registeredOffice { locality } tradeRegister { court number } vatId publicationDirector host { name address { locality country } phone } }
    } } }`,
      {},
      '/de',
    )
    const { contact, company } = body.data?.shop.config ?? {}
    expect(contact).toMatchObject({
      phone: '+33 3 29 60 12 34',
      email: 'bonjour@pantoufle-et-co.fr',
      address: {
        streetAddress: ['14 rue des Tisserands'],
        postalCode: '88400',
        locality: 'Gérardmer',
        country: 'FR',
      },
    })
    expect(contact.openingHours.map((entry: { day: string }) => entry.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ])
    expect(contact.openingHours[6].opening).toEqual([])
    expect(company).toEqual({
      legalName: 'Pantoufle & Co SAS',
      legalForm: 'SAS',
      shareCapital: { amount: 120000, currency: 'EUR' },
      registeredOffice: { locality: 'Gérardmer' },
      tradeRegister: { court: 'Épinal', number: 'RCS Épinal 912 345 675' },
      vatId: 'FR65912345675',
      publicationDirector: 'Claire Vautrin',
      host: { name: 'OVH SAS', address: { locality: 'Roubaix', country: 'FR' }, phone: '+33 9 72 10 10 07' },
    })
  })

  it('answers isFeatureActive from the flags, unknown names being off', async () => {
    const { body } = await postGraphql(
      app,
      '{ wishlist: isFeatureActive(name: "wishlist") storeCredit: isFeatureActive(name: "store_credit") unknown: isFeatureActive(name: "nope") }',
    )
    expect(body.data).toEqual({ wishlist: true, storeCredit: false, unknown: false })
  })

  it('answers me as null for anonymous shoppers', async () => {
    expect((await postGraphql(app, '{ me { id wishlist { id } } }')).body.data).toEqual({ me: null })
  })
})

describe('CMS content', () => {
  it('renders the home page with every widget type, leaving out widgets not yet available', async () => {
    const { body } = await postGraphql(
      app,
      `{ cmsPage(identifier: "home") { identifier title contentWysiwyg { data { dataId } childNodes { __typename
      ... on WidgetProductPush { title product { sku name } image { url } }
      ... on WidgetProductCarousel { products { sku } }
      ... on WidgetLookbook { corners { topLeft { sku } bottomRight { sku } } media { srcset { womenSmall } } }
      ... on WidgetEkomi { rating { average } lastFeedback { firstname rating } }
      ... on WidgetThreePush { images { title media { url } } }
      ... on WidgetInvalidData { reason }
    } } } }`,
      {},
      '/de',
    )
    const nodes = body.data?.cmsPage.contentWysiwyg.childNodes as {
      __typename: string
      title?: string
      product?: { sku: string }
    }[]
    expect(new Set(nodes.map((node) => node.__typename))).toEqual(new Set(WIDGET_TYPES))
    expect(nodes.filter((node) => node.__typename === 'WidgetProductPush')).toHaveLength(1)
    expect(nodes.find((node) => node.__typename === 'WidgetProductPush')?.product?.sku).toMatch(
      /^[A-Z]{2}-\d{5}$/,
    )
    expect(body.data?.cmsPage.contentWysiwyg.data.dataId).toBe('home-de')
  })

  it('takes the reviews widget figures and latest review from the shop’s approved reviews', async () => {
    const query = `{ cmsPage(identifier: "home") { contentWysiwyg { childNodes { __typename
      ... on WidgetEkomi { rating { ratingNumber average } lastFeedback { firstname review submitted rating bestRating } } } } } }`
    const widgetIn = async (store: string) =>
      (
        (await postGraphql(app, query, {}, store)).body.data?.cmsPage.contentWysiwyg.childNodes as {
          __typename: string
        }[]
      ).find((node) => node.__typename === 'WidgetEkomi') as unknown as {
        rating: { ratingNumber: number; average: number }
        lastFeedback: {
          firstname: string
          review: string
          submitted: string
          rating: number
          bestRating: number
        }
      }
    const figures = (
      await sql<{
        count: number
        average: number
      }>`select count(*)::int as count, round(avg(rating), 1)::float8 as average from product_review where status = 'approved'`.execute(
        app.shopDatabase.db,
      )
    ).rows[0]
    const widget = await widgetIn('/it')
    expect(widget.rating).toEqual({ ratingNumber: figures?.count, average: figures?.average })
    expect(widget.rating.ratingNumber).toBeGreaterThan(100)
    const latestItalian = (
      await sql<{
        author: string
        rating: number
        created_at: Date
      }>`select author, rating, created_at from product_review where status = 'approved' and language = 'it' order by created_at desc limit 1`.execute(
        app.shopDatabase.db,
      )
    ).rows[0]
    expect(widget.lastFeedback).toMatchObject({
      firstname: latestItalian?.author,
      rating: latestItalian?.rating,
      bestRating: 5,
      submitted: latestItalian?.created_at.toISOString(),
    })
    expect(widget.lastFeedback.review).not.toMatch(/</)
    expect((await widgetIn('/de')).lastFeedback.firstname).not.toBe(widget.lastFeedback.firstname)
  })

  it('renders page-builder nodes of every kind', async () => {
    const { body } = await postGraphql(
      app,
      `{ cmsPage(identifier: "about-us") { title path contentWysiwyg { childNodes { ... on PageBuilderNode { kind childNodes { ... on PageBuilderNode { kind html childNodes { ... on PageBuilderNode { kind } } } } } } } } }`,
      {},
      '/en',
    )
    const row = body.data?.cmsPage.contentWysiwyg.childNodes[0]
    const kinds = new Set([
      row.kind,
      ...row.childNodes.flatMap((node: { kind: string; childNodes: { kind: string }[] }) => [
        node.kind,
        ...node.childNodes.map((child) => child.kind),
      ]),
    ])
    expect(kinds).toEqual(
      new Set(['ROW', 'HEADING', 'DEFAULT', 'IMAGE', 'SLIDER', 'SLIDE', 'BUTTON_ITEM', 'MAP']),
    )
    expect(body.data?.cmsPage.path).toBe('/about-us')
  })

  it('answers blocks, the FAQ, and null for unknown identifiers', async () => {
    const { body } = await postGraphql(
      app,
      '{ cmsBlock(identifier: "push-gift-guide") { identifier title } missing: cmsBlock(identifier: "nope") { identifier } page: cmsPage(identifier: "nope") { identifier } faq { question answer } }',
      {},
      '/fr',
    )
    expect(body.data?.cmsBlock.identifier).toBe('push-gift-guide')
    expect(body.data?.missing).toBeNull()
    expect(body.data?.page).toBeNull()
    expect(body.data?.faq.length).toBeGreaterThanOrEqual(4)
    expect(body.data?.faq[0].question).toMatch(/livraison/)
  })
})

describe('links, media and translations', () => {
  it('resolves category, product and custom links in the order asked, leaving unknown ids out', async () => {
    const { body } = await postGraphql(
      app,
      `query ($categoryIds: [String!]!, $productIds: [String!]!, $customLinks: [ID!]!) {
      categoryLinks(ids: $categoryIds) { identifier url type } productLinks(ids: $productIds) { identifier url type } customLinks(ids: $customLinks) { id value url } }`,
      {
        categoryIds: ['210', 'nope', '110'],
        productIds: ['SL-00002', 'NOPE'],
        customLinks: ['5', '3', '99'],
      },
      '/fr',
    )
    expect(body.data?.categoryLinks).toEqual([
      { identifier: '210', url: '/femme/chaussons', type: 'category' },
      { identifier: '110', url: '/homme/chaussons', type: 'category' },
    ])
    expect(body.data?.productLinks).toEqual([
      expect.objectContaining({ identifier: 'SL-00002', type: 'product' }),
    ])
    expect(body.data?.customLinks).toEqual([
      { id: '5', value: 'Mentions légales', url: '/mentions-legales' },
      { id: '3', value: 'Contact', url: '/contact' },
    ])
  })

  it('gives media the twelve srcset sizes, gender variants included, served as SVG artwork', async () => {
    const { body } = await postGraphql(
      app,
      '{ medias(ids: ["mule-red"]) { id url alt width height srcset { large medium small menLarge menMedium menSmall womenLarge womenMedium womenSmall childLarge childMedium childSmall } } }',
      {},
      '/en',
    )
    const [media] = body.data?.medias ?? []
    expect(media.alt).toBe('Red mule')
    expect(media).toMatchObject({ width: 1200, height: 1200 })
    expect(Object.values(media.srcset)).toHaveLength(12)
    expect(media.srcset.childSmall).toBe('/media/artwork/mule-red-child-small.svg')
    const response = await app.inject({ method: 'GET', url: media.srcset.womenMedium })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('image/svg+xml')
    expect(response.headers['cache-control']).toContain('immutable')
    expect(response.body).toContain('width="600"')
    expect((await app.inject({ method: 'GET', url: '/media/artwork/nothing-here.svg' })).statusCode).toBe(404)
  })

  it('answers translations by id in the store language', async () => {
    const { body } = await postGraphql(
      app,
      '{ translations(ids: ["cart.empty", "nope"]) { id value } }',
      {},
      '/de',
    )
    expect(body.data?.translations).toEqual([{ id: 'cart.empty', value: 'Ihr Warenkorb ist leer' }])
  })

  it('refuses id lists over 100 entries', async () => {
    const { body } = await postGraphql(app, 'query ($ids: [ID!]!) { translations(ids: $ids) { id } }', {
      ids: Array.from({ length: 101 }, (_, index) => `t${index}`),
    })
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
  })
})

describe('products, pickup points and countries', () => {
  it('describes a configurable product with colour (93) and size options, variants, prices incl. and excl. tax', async () => {
    const sku = (
      await sql<{
        sku: string
      }>`select sku from product where type = 'configurable' order by id limit 1`.execute(app.shopDatabase.db)
    ).rows[0]?.sku
    const { body } = await postGraphql(
      app,
      `query ($sku: String!) { product(sku: $sku) { sku type prices { finalPrice { priceInclTax { value { amount currency } } priceExclTax { value { amount } } } }
      options { attribute { id } values { value swatch { type value } } } configurations { product { sku stock { isInStock qty } image { url } } attributes { code value } } } }`,
      { sku },
      '/en',
    )
    const product = body.data?.product
    expect(product.type).toBe('CONFIGURABLE')
    expect(product.options.map((option: { attribute: { id: string } }) => option.attribute.id)).toEqual([
      '93',
      '144',
    ])
    expect(product.options[0].values[0].swatch.value).toMatch(/^#[0-9a-f]{6}$/)
    const sizes = product.options[1].values.map((value: { value: string }) => value.value)
    expect(sizes.length).toBeGreaterThan(1)
    expect(sizes).toEqual([...sizes].sort((a: string, b: string) => parseInt(a, 10) - parseInt(b, 10)))
    expect(product.configurations.length).toBeGreaterThan(1)
    expect(product.configurations[0].product.image.url).toMatch(/^\/media\/artwork\/.+-default-large\.svg$/)
    const { priceInclTax, priceExclTax } = product.prices.finalPrice
    expect(priceExclTax.value.amount).toBeCloseTo(priceInclTax.value.amount / 1.2, 2)
    expect(priceInclTax.value.currency).toBe('EUR')
  })

  it('gives one picture per colour, the main picture first, optionally only some colours', async () => {
    const { sku, image_id: imageId } = (
      await sql<{
        sku: string
        image_id: string
      }>`select p.sku, p.image_id from product p where p.type = 'configurable' and (select count(distinct v.colour) from product v where v.parent_sku = p.sku) > 1 order by p.id limit 1`.execute(
        app.shopDatabase.db,
      )
    ).rows[0] ?? { sku: '', image_id: '' }
    const colours = (
      await sql<{ colour: string }>`select distinct colour from product where parent_sku = ${sku}`.execute(
        app.shopDatabase.db,
      )
    ).rows.map((row) => row.colour)
    const query = `query ($sku: String!, $colors: [String!]) { product(sku: $sku) { colorImages(colors: $colors) { color label image { id url } } } }`
    const all = (await postGraphql(app, query, { sku }, '/de')).body.data?.product.colorImages
    expect(all.map((picture: { color: string }) => picture.color).sort()).toEqual([...colours].sort())
    expect(all[0].image.id).toBe(imageId)
    for (const picture of all) expect(picture.image.url).toContain(`-${picture.color}-default-large.svg`)
    expect(all.map((picture: { label: string }) => picture.label)).not.toContain(all[0].color)
    const last = colours.find((colour) => colour !== all[0].color) as string
    const some = (await postGraphql(app, query, { sku, colors: [last, 'no-such-colour'] }, '/de')).body.data
      ?.product.colorImages
    expect(some.map((picture: { color: string }) => picture.color)).toEqual([last])
    const bundle = (
      await sql<{
        sku: string
        colour: string
      }>`select sku, colour from product where type = 'bundle' order by id limit 1`.execute(
        app.shopDatabase.db,
      )
    ).rows[0]
    const gift = (await postGraphql(app, query, { sku: bundle?.sku }, '/en')).body.data?.product.colorImages
    expect(gift.map((picture: { image: { id: string } }) => picture.image.id)).toEqual([
      `giftbox-${bundle?.colour}`,
    ])
  })

  it('describes custom options with fixed and percentage extra costs, tier prices and bundles', async () => {
    const skus = await sql<{ option: string; tier: string; bundle: string }>`select
      (select sku from custom_option order by id limit 1) as option, (select sku from tier_price order by sku limit 1) as tier, (select sku from product where type = 'bundle' order by id limit 1) as bundle`.execute(
      app.shopDatabase.db,
    )
    const { option, tier, bundle } = skus.rows[0] ?? { option: '', tier: '', bundle: '' }
    const query = `query ($sku: String!) { product(sku: $sku) { type prices { tierPrice { qty price { priceInclTax { value { amount } } } } }
      custom_options { title type extraCost { __typename ... on FixedExtraCost { prices { priceInclTax { value { amount } } } } } values { title extraCost { __typename ... on PercentageExtraCost { rate } } } }
      bundleOptions { label required values { label defaultQuantity userDefinedQuantity product { sku } } } } }`
    const withOptions = (await postGraphql(app, query, { sku: option }, '/fr')).body.data?.product
    expect(withOptions.custom_options[0]).toMatchObject({
      title: 'Broderie personnalisée',
      extraCost: { __typename: 'FixedExtraCost', prices: { priceInclTax: { value: { amount: 5 } } } },
    })
    expect(withOptions.custom_options[1].values[1]).toMatchObject({
      extraCost: { __typename: 'PercentageExtraCost', rate: 10 },
    })
    const withTiers = (await postGraphql(app, query, { sku: tier }, '/fr')).body.data?.product
    expect(withTiers.prices.tierPrice.map((entry: { qty: number }) => entry.qty)).toEqual([3, 6])
    const withBundle = (await postGraphql(app, query, { sku: bundle }, '/fr')).body.data?.product
    expect(withBundle.type).toBe('BUNDLE')
    expect(withBundle.bundleOptions).toHaveLength(3)
    expect(withBundle.bundleOptions[0].values[0].product.sku).toMatch(/^SO-/)
  })

  it('lists pickup points near a postal code and the country table', async () => {
    const { body } = await postGraphql(
      app,
      '{ pickupPoints(country: "FR", postalCode: "69002", limit: 2) { id name address { locality postalCode streetAddress } coordinates { latitude } schedule { day opening { from to } } } countries { code2 code3 numeric name } }',
      {},
      '/de',
    )
    expect(body.data?.pickupPoints).toHaveLength(2)
    expect(body.data?.pickupPoints[0].address.locality).toBe('Lyon')
    expect(body.data?.pickupPoints[0].schedule).toHaveLength(7)
    expect(body.data?.countries).toContainEqual({
      code2: 'FR',
      code3: 'FRA',
      numeric: '250',
      name: 'Frankreich',
    })
  })
})

describe('reviews', () => {
  it('lists a product’s reviews in the store language first, each with its language', async () => {
    const sku = (
      await sql<{
        sku: string
      }>`select sku from product_review where status = 'approved' group by sku having count(distinct language) > 1 order by sku limit 1`.execute(
        app.shopDatabase.db,
      )
    ).rows[0]?.sku
    const languagesIn = async (store: string) =>
      (
        (
          await postGraphql(
            app,
            'query ($sku: String!) { product(sku: $sku) { reviews(pageSize: 50) { reviews { language } } } }',
            { sku },
            store,
          )
        ).body.data?.product.reviews.reviews as { language: string }[]
      ).map((review) => review.language)
    for (const [store, language] of [
      ['/fr', 'fr'],
      ['/de', 'de'],
      ['/en', 'en'],
      ['/it', 'it'],
    ] as const) {
      const languages = await languagesIn(store)
      expect(languages.length).toBeGreaterThan(1)
      const own = languages.filter((candidate) => candidate === language).length
      expect(
        languages.slice(0, own).every((candidate) => candidate === language),
        `${store}: ${languages.join(',')}`,
      ).toBe(true)
    }
  })
})

describe('mutations', () => {
  it('refuses reviews from anonymous shoppers without storing anything (tests/api/productReviews.test.ts covers customers)', async () => {
    const count = async () =>
      (
        await sql<{ count: number }>`select count(*)::int as count from product_review`.execute(
          app.shopDatabase.db,
        )
      ).rows[0]?.count
    const before = await count()
    const mutation =
      'mutation ($input: ProductReviewInput!) { createProductReview(input: $input) { success errorCode errorMessage } }'
    const anonymous = await postGraphql(app, mutation, {
      input: { sku: 'SL-00001', rating: 5, title: 'Top', comment: 'Great' },
    })
    expect(anonymous.body.data?.createProductReview).toEqual({
      success: false,
      errorCode: 'SIGN_IN_REQUIRED',
      errorMessage: expect.any(String),
    })
    expect(await count()).toBe(before)
  })

  it('validates stock alerts and refuses customer-only mutations for anonymous shoppers', async () => {
    const alert =
      'mutation ($email: String!) { subscribeStockAlert(sku: "SL-00001", email: $email) { success errorCode } }'
    expect(
      (await postGraphql(app, alert, { email: 'not-an-email' })).body.data?.subscribeStockAlert,
    ).toMatchObject({ success: false, errorCode: 'INVALID_EMAIL' })
    const wishlist = await postGraphql(
      app,
      'mutation { addToWishlist(input: { sku: "SL-00001" }) { success errorCode errorMessage wishlist { id } } setCurrency(currency: "USD") { success errorCode errorMessage } setPreviewMode(enabled: true) { errorCode } }',
    )
    expect(wishlist.body.data?.addToWishlist).toMatchObject({
      success: false,
      errorCode: 'SIGN_IN_REQUIRED',
      wishlist: null,
    })
    expect(wishlist.body.data?.setCurrency).toMatchObject({
      success: false,
      errorCode: 'CURRENCY_NOT_AVAILABLE',
    })
    expect(wishlist.body.data?.setPreviewMode).toEqual({ errorCode: 'EDITOR_ONLY' })
  })
})
