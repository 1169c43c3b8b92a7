// @vitest-environment jsdom
import { parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import { browserShopClient } from './browserShopClient.ts'
import { createShopClient } from './createShopClient.ts'
import { SSR_STATE_ELEMENT_ID, serializeSsrState } from './ssr/ssrState.ts'

const ShopQuery = parse('query ShopQuery { shop { id locale } }', { noLocation: true })
const schema = { typeIdentityFields: { Shop: ['id'] }, possibleTypes: {} }
const answer = { data: { shop: { __typename: 'Shop', id: 'b2c_en', locale: 'en-GB' } } }

describe('browser shop client', () => {
  it('is created once per page and answers from the SSR state of the page without a request', async () => {
    const server = createShopClient({
      url: 'http://shop.test/en/graphql',
      isServer: true,
      schema,
      fetch: async () => Response.json(answer),
    })
    await server.client.query(ShopQuery, {}).toPromise()
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${serializeSsrState(server.extractSsrState())}</script>`
    const requests: string[] = []

    const first = browserShopClient({
      url: '/en/graphql',
      schema,
      fetch: async (input) => (requests.push(String(input)), Response.json(answer)),
    })
    const second = browserShopClient({ url: '/fr/graphql' })
    const result = await first.client.query(ShopQuery, {}).toPromise()

    expect(second).toBe(first)
    expect(result.data).toEqual({ shop: { id: 'b2c_en', locale: 'en-GB' } })
    expect(requests).toEqual([])
  })
})
