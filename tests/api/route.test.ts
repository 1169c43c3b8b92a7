import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, postGraphql } from './helpers/buildApiApp.ts'

const ROUTE = `query Route($url: String!) { route(url: $url) {
  __typename
  ... on NotFoundEntity { identifier }
  ... on RedirectEntity { identifier redirectTo redirectType }
  ... on Category { id name path }
  ... on Product { sku name path }
  ... on CmsPage { identifier title path }
} }`

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
})
afterAll(async () => app?.close())

async function route(url: string, store = '/fr') {
  const { body } = await postGraphql(app, ROUTE, { url }, store)
  expect(body.errors).toBeUndefined()
  return body.data?.route
}

describe('route(url)', () => {
  it('resolves category and product URLs, by id and by their localized paths', async () => {
    expect(await route('/category/110')).toMatchObject({
      __typename: 'Category',
      id: '110',
      path: '/homme/chaussons',
    })
    expect(await route('/homme/chaussons/')).toMatchObject({ __typename: 'Category', id: '110' })
    expect(await route('/herren/hausschuhe', '/de')).toMatchObject({ __typename: 'Category', id: '110' })
    const product = await route('/product/SL-00001')
    expect(product).toMatchObject({ __typename: 'Product', sku: 'SL-00001' })
    expect(await route(product.path)).toMatchObject({ __typename: 'Product', sku: 'SL-00001' })
  })

  it('resolves CMS pages by their URL key and the home page', async () => {
    expect(await route('/qui-sommes-nous')).toMatchObject({
      __typename: 'CmsPage',
      identifier: 'about-us',
      title: 'Qui sommes-nous ?',
    })
    expect(await route('/chi-siamo', '/it')).toMatchObject({ __typename: 'CmsPage', identifier: 'about-us' })
    expect(await route('/')).toMatchObject({ __typename: 'CmsPage', identifier: 'home', path: '/' })
    expect(await route('/home')).toMatchObject({ __typename: 'CmsPage', identifier: 'home' })
  })

  it('redirects old URLs (301) and campaign URLs (302, external or internal)', async () => {
    expect(await route('/old/homme/chaussons.html')).toEqual({
      __typename: 'RedirectEntity',
      identifier: 'old/homme/chaussons.html',
      redirectTo: '/homme/chaussons',
      redirectType: 301,
    })
    expect(await route('/blog')).toMatchObject({ redirectTo: '/qui-sommes-nous', redirectType: 302 })
    expect(await route('/atelier')).toMatchObject({
      redirectTo: expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/\?mlat=48\.0722&mlon=6\.8781/),
      redirectType: 302,
    })
    const productRedirect = await route('/catalog/sl-00001.html')
    expect(productRedirect.redirectTo).not.toMatch(/^\//)
    expect(await route(`/${productRedirect.redirectTo}`)).toMatchObject({
      __typename: 'Product',
      sku: 'SL-00001',
    })
  })

  it('answers NotFoundEntity for unknown, malformed or overlong URLs and for other stores’ paths', async () => {
    for (const url of [
      '/nope',
      '/category/abc',
      '/category/999999',
      '/product/NOPE',
      '/%E0%A4%A',
      `/${'x'.repeat(600)}`,
    ]) {
      expect((await route(url))?.__typename, url).toBe('NotFoundEntity')
    }
    expect((await route('/qui-sommes-nous', '/en')).__typename).toBe('NotFoundEntity')
  })

  it('accepts absolute URLs and URLs with the store base path, query and hash', async () => {
    expect(await route('http://localhost:3000/fr/homme/chaussons?page=2#top')).toMatchObject({
      __typename: 'Category',
      id: '110',
    })
  })
})

describe('sitemap', () => {
  it('lists home, categories, products and CMS pages of the store, paged', async () => {
    const { body } = await postGraphql(
      app,
      '{ sitemap(pageLength: 5000) { total entries { path priority changefreq lastmod seoImages } } }',
      {},
      '/en',
    )
    const { total, entries } = body.data?.sitemap ?? {}
    expect(entries).toHaveLength(total)
    expect(entries[0]).toMatchObject({ path: '/', priority: 1 })
    expect(entries.some((entry: { path: string }) => entry.path === '/about-us')).toBe(true)
    const product = entries.find((entry: { priority: number }) => entry.priority === 0.6)
    expect(product.seoImages[0]).toMatch(/^\/media\/artwork\/.+\.svg$/)
    const page = await postGraphql(
      app,
      '{ sitemap(page: 2, pageLength: 10) { entries { path } } }',
      {},
      '/en',
    )
    expect(page.body.data?.sitemap.entries[0].path).toBe(entries[10].path)
  })
})

describe('content metadata', () => {
  it('reports the content a response shows in extensions.contentMetadata, with a stable hash', async () => {
    const query =
      '{ route(url: "/homme/chaussons") { __typename } product(sku: "SL-00001") { sku } cmsBlock(identifier: "header-promo") { identifier } }'
    const first = await postGraphql(app, query, {}, '/fr')
    const metadata = (
      first.body as { extensions?: { contentMetadata?: { type: string; id: string; hash: string }[] } }
    ).extensions?.contentMetadata
    expect(metadata?.map(({ type, id }) => `${type}:${id}`).sort()).toEqual([
      'category:110',
      'cms_block:header-promo',
      'product:SL-00001',
      // The category's URL path, resolved through the URL rewrites.
      'url:fr/homme/chaussons',
    ])
    for (const entry of metadata ?? []) expect(entry.hash).toMatch(/^[0-9a-f]{64}$/)
    const second = await postGraphql(app, query, {}, '/fr')
    const again = (second.body as { extensions?: { contentMetadata?: unknown[] } }).extensions
      ?.contentMetadata
    expect(new Set(again)).toEqual(new Set(metadata))
    expect((await postGraphql(app, '{ shop { id } }')).body).not.toHaveProperty('extensions')
  })
})
