// Exports the category page's data from the shop, through its own GraphQL API, as the fixture
// the peers render (bench/peers/fixture/category.json): the same products, facets, menu and
// footer links the shop's page shows, taken from the seed at bench time so it stays true.
import fs from 'node:fs'
import path from 'node:path'
import { startTestServer } from '../../tests/helpers/testServer.ts'
import { audienceOf, audienceSources } from '../../components/listing/productImage.ts'
import { facetValueLabel } from '../../components/listing/facetValueLabel.ts'
import { FOOTER_LEGAL_LINK_IDS } from '../../components/layout/loadFooter.ts'
import type { LabelLanguage } from '../../config/stores.ts'
import type { CategoryFixture, FixtureMoney } from './shared/CategoryPage.tsx'

/** How many cards the page shows: the shop's default page length, asked for explicitly. */
export const CARDS = 30

const SRCSET = `srcset { small medium large menSmall menMedium menLarge womenSmall womenMedium womenLarge childSmall childMedium childLarge }`
const MONEY = `priceInclTax { value { amount currency } }`

const FixtureQuery = `query PeersFixture($url: String!, $pageLength: Int!, $legalLinkIds: [ID!]!) {
  route(url: $url) {
    __typename
    ... on Category {
      name path description gender
      breadcrumbs { name path }
      products(params: { pageLength: $pageLength }) {
        total
        items {
          sku name path isNew stickers
          image { url alt ${SRCSET} }
          prices { referencePrice { ${MONEY} } finalPrice { ${MONEY} } }
          stock { isInStock }
        }
        facets { code label buckets { value label docCount } }
      }
    }
  }
  menu { name path children { name path includeInMenu } }
  legalLinks: customLinks(ids: $legalLinkIds) { value url }
}`

interface FixtureAnswer {
  data?: {
    route: {
      __typename: string
      name: string
      path: string
      description: string
      gender: string | null
      breadcrumbs: Array<{ name: string; path: string }>
      products: {
        total: number
        items: Array<{
          sku: string
          name: string
          path: string
          isNew: boolean
          stickers: string[]
          image: { url: string; alt: string; srcset: Parameters<typeof audienceSources>[0] } | null
          prices: {
            referencePrice: { priceInclTax: { value: FixtureMoney } } | null
            finalPrice: { priceInclTax: { value: FixtureMoney } }
          }
          stock: { isInStock: boolean }
        }>
        facets: CategoryFixture['facets']
      }
    }
    menu: Array<{
      name: string
      path: string
      children: Array<{ name: string; path: string; includeInMenu: boolean }>
    }>
    legalLinks: Array<{ value: string; url: string }>
  }
  errors?: unknown[]
}

/**
 * Seeds `dataDir` (an empty PGlite folder) as the shop does, reads the first category of the
 * English sitemap through the shop API (in process: a production server only runs the
 * storefront's persisted queries) and returns its path (`/en/men`) and the page's data in the
 * shape the peers' shared component renders, pictures in the category's audience as the shop's
 * cards show them. The shop started next on `dataDir` serves the same data.
 */
export async function exportCategoryFixture(
  dataDir: string,
): Promise<{ pagePath: string; fixture: CategoryFixture }> {
  const server = await startTestServer({ dataDir })
  try {
    const sitemap = (await server.app.inject({ url: '/en/sitemap.xml' })).body
    // The sitemap lists the home first, then the categories (as bench:ssr picks its page).
    const categoryUrl = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)][1]?.[1]
    if (!categoryUrl) throw new Error('The sitemap lists no category')
    const pagePath = new URL(categoryUrl).pathname
    const [, store = '', ...rest] = pagePath.split('/')
    const response = await server.app.inject({
      method: 'POST',
      url: `/${store}/graphql`,
      payload: {
        query: FixtureQuery,
        variables: { url: `/${rest.join('/')}`, pageLength: CARDS, legalLinkIds: FOOTER_LEGAL_LINK_IDS },
      },
    })
    return { pagePath, fixture: toFixture(`/${store}`, pagePath, response.json<FixtureAnswer>()) }
  } finally {
    await server.close()
  }
}

function toFixture(storePath: string, pagePath: string, answer: FixtureAnswer): CategoryFixture {
  const language = storePath.slice(1) as LabelLanguage
  const category = answer.data?.route
  if (!answer.data || !category || category.__typename !== 'Category')
    throw new Error(`${pagePath} is not a category: ${JSON.stringify(answer.errors ?? category)}`)
  const audience = audienceOf(category.gender)
  return {
    storePath,
    category: {
      name: category.name,
      path: category.path,
      description: category.description,
      breadcrumbs: category.breadcrumbs,
    },
    total: category.products.total,
    products: category.products.items.map((item) => ({
      sku: item.sku,
      name: item.name,
      path: item.path,
      isNew: item.isNew,
      stickers: item.stickers,
      image: item.image && {
        url: item.image.url,
        alt: item.image.alt || item.name,
        srcset: audienceSources(item.image.srcset, audience),
      },
      finalPrice: item.prices.finalPrice.priceInclTax.value,
      referencePrice: item.prices.referencePrice?.priceInclTax.value ?? null,
      isInStock: item.stock.isInStock,
    })),
    // The facets a shopper can pick from, their values named as the shop's panel names them.
    facets: category.products.facets
      .filter((facet) => facet.buckets.length > 0)
      .map((facet) => ({
        ...facet,
        buckets: facet.buckets.map((bucket) => ({
          ...bucket,
          label: facetValueLabel(category.products.facets, facet.code, bucket.value, language),
        })),
      })),
    menu: answer.data.menu.map((link) => ({
      name: link.name,
      path: link.path,
      children: link.children
        .filter((child) => child.includeInMenu)
        .map(({ name, path }) => ({ name, path })),
    })),
    footerLinks: answer.data.legalLinks.map((link) => ({ label: link.value, url: link.url })),
  }
}

/** Writes the fixture where the bench copies it from into each peer. */
export function writeFixture(fixture: CategoryFixture, file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(fixture, null, 2)}\n`)
}
