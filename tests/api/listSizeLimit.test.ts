import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApiApp, postGraphql, API_APP_START_TIMEOUT_MS } from './helpers/buildApiApp.ts'
import { FOOTER_LEGAL_LINK_IDS } from '../../components/layout/loadFooter.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApiApp()
}, API_APP_START_TIMEOUT_MS)
afterAll(async () => {
  await app?.close()
})

const ids = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1))

/** Every public field of the shop API that takes a list of ids from anyone. */
const ID_LIST_QUERIES = {
  legalLinkIds: 'query ($ids: [ID!]!) { customLinks(ids: $ids) { id } }',
  categoryLinks: 'query ($ids: [String!]!) { categoryLinks(ids: $ids) { identifier } }',
  productLinks: 'query ($ids: [String!]!) { productLinks(ids: $ids) { identifier } }',
  medias: 'query ($ids: [ID!]) { medias(ids: $ids) { id } }',
  translations: 'query ($ids: [ID!]!) { translations(ids: $ids) { id } }',
}

describe('lists a request may carry', () => {
  it('refuses every public id list of more than 100 entries (9,999 as in the audit, and 101), without running it', async () => {
    for (const [name, query] of Object.entries(ID_LIST_QUERIES)) {
      for (const count of [9_999, 101]) {
        const { body } = await postGraphql(app, query, { ids: ids(count) })
        expect([name, count, body.data, body.errors?.[0]?.extensions?.code]).toEqual([
          name,
          count,
          undefined,
          'BAD_USER_INPUT',
        ])
        expect(body.errors?.[0]?.message).toBe('Variable "$ids" has more than 100 entries')
      }
    }
  })

  it('refuses lists written in the document itself and lists inside input objects', async () => {
    const literal = await postGraphql(
      app,
      `{ translations(ids: [${ids(101)
        .map((id) => `"${id}"`)
        .join(', ')}]) { id } }`,
    )
    expect(literal.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED')
    const nested = await postGraphql(
      app,
      'mutation ($items: [WishlistItemInput!]!) { addProductsToWishlist(items: $items) { success } }',
      { items: ids(101).map((sku) => ({ sku })) },
    )
    expect(nested.body.errors?.[0]).toMatchObject({
      message: 'Variable "$items" has more than 100 entries',
      extensions: { code: 'BAD_USER_INPUT' },
    })
  })

  it('answers what the storefront asks: the footer’s legal links, and 100 ids', async () => {
    const { body } = await postGraphql(
      app,
      ID_LIST_QUERIES.legalLinkIds,
      { ids: FOOTER_LEGAL_LINK_IDS },
      '/fr',
    )
    expect(body.errors).toBeUndefined()
    expect(body.data?.customLinks).toHaveLength(FOOTER_LEGAL_LINK_IDS.length)
    for (const query of Object.values(ID_LIST_QUERIES))
      expect((await postGraphql(app, query, { ids: ids(100) })).body.errors).toBeUndefined()
  })
})
