import { describe, expect, it } from 'vitest'
import { parse } from 'graphql'
import { createShopClient } from '../createShopClient.ts'
import { MAINTENANCE_MARKER } from './errorKinds.ts'
import type { InProcessOperation } from './inProcessExchange.ts'

const ShopQuery = parse('query ShopQuery($id: ID) { shop { id } }', { noLocation: true })
const schema = { typeIdentityFields: { Shop: ['id'] }, possibleTypes: {} }

describe('in-process transport of the server render', () => {
  it('hands the operation to the executor with no HTTP request, and gives its answer back', async () => {
    const received: InProcessOperation[] = []
    const { client } = createShopClient({
      url: 'https://shop.test/en/graphql',
      isServer: true,
      schema,
      fetch: () => Promise.reject(new Error('no HTTP expected')),
      execute: async (operation) => {
        received.push(operation)
        return { data: { shop: { __typename: 'Shop', id: 'b2c_en' } } }
      },
    })

    const result = await client.query(ShopQuery, { id: '1' }).toPromise()

    expect(result.data).toEqual({ shop: { __typename: 'Shop', id: 'b2c_en' } })
    expect(received).toEqual([
      {
        query: expect.stringContaining('query ShopQuery'),
        variables: { id: '1' },
        operationName: 'ShopQuery',
      },
    ])
  })

  it('reports a maintenance answer of the executor like one over HTTP', async () => {
    let maintenanceCalls = 0
    const { client } = createShopClient({
      url: 'https://shop.test/en/graphql',
      isServer: true,
      schema,
      logger: () => undefined,
      onMaintenance: () => (maintenanceCalls += 1),
      execute: async () => ({ errors: [{ message: `${MAINTENANCE_MARKER}: back soon` }] as never }),
    })

    const result = await client.query(ShopQuery, {}).toPromise()

    expect(result.error?.graphQLErrors[0]?.message).toContain(MAINTENANCE_MARKER)
    expect(maintenanceCalls).toBe(1)
  })
})
